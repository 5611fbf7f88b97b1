import type { SystemUserRow } from '@podium/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from '../auth/form-rules.ts';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { resetUserPassword } from './user-api.ts';

/** Sets a new password for a user; the server ends all of that user's sessions. */
export const PasswordModal = ({ user, onClose }: { user: SystemUserRow | null; onClose: () => void }) => {
  const { t } = useTranslation('sysUser');
  const { t: ta } = useTranslation('sysAccess');
  const { t: tp } = useTranslation('portal');
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const save = useMutation({
    mutationFn: (password: string) => resetUserPassword(user!.userId, password),
    onSuccess: () => {
      void getMessage().success(ta('common.saved'));
      onClose();
    },
  });
  return (
    <Modal
      open={user !== null}
      title={t('pwdModal.title', { name: user?.realName ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText={ta('common.save')}
      cancelText={ta('common.cancel')}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('pwdModal.hint')} style={{ marginBottom: 16 }} />
      <Form
        name="password-modal"
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v.password)}
        preserve={false}
      >
        <Form.Item name="password" label={t('field.password')} rules={newPasswordRules(tp)}>
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('pwdModal.confirm')}
          dependencies={['password']}
          rules={confirmPasswordRules(tp)}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
