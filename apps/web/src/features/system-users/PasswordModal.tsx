import type { SystemUserRow } from '@podium/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from '../auth/form-rules.ts';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { getMessage } from '../feedback/feedback-bridge.ts';
import { resetUserPassword } from './user-api.ts';

type Values = { password: string; confirm: string };

/**
 * Sets a new password for a user; the server ends all of that user's sessions. A typed password is not
 * dropped by a stray Escape: closing asks first (FormDialog).
 */
export const PasswordModal = ({ user, onClose }: { user: SystemUserRow | null; onClose: () => void }) => {
  const { t } = useTranslation('sysUser');
  const { t: ta } = useTranslation('sysAccess');
  const { t: tp } = useTranslation('portal');
  const save = useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      resetUserPassword(userId, password),
    onSuccess: () => void getMessage().success(ta('common.saved')),
  });
  return (
    <FormDialog<Values>
      open={user !== null}
      recordKey={user?.userId ?? null}
      title={t('pwdModal.title', { name: user?.realName ?? '' })}
      okText={ta('common.save')}
      cancelText={ta('common.cancel')}
      onClose={onClose}
      onSubmit={(v, userId) => save.mutateAsync({ userId: userId ?? '', password: v.password })}
    >
      <Alert type="warning" showIcon message={t('pwdModal.hint')} style={{ marginBottom: 16 }} />
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
    </FormDialog>
  );
};
