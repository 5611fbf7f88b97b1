import type { ExpertAccountResult, ExpertRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { reviewKeys } from '../review/review-api.ts';
import { intakeApi, intakeKeys } from './expert-intake-api.ts';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

export type AccountAction = { kind: 'create' | 'link'; expert: Pick<ExpertRow, 'expertId' | 'name'> } | null;

/** Creates an expert-only account or links an existing user; a generated password is then shown once. */
export const AccountModal = ({
  action,
  onClose,
  onResult,
}: {
  action: AccountAction;
  onClose: () => void;
  onResult: (result: ShownAccount) => void;
}) => {
  const { t } = useTranslation('experts');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ username: string; password?: string }>();
  // Closing with unsaved input (Escape, ×, the mask, Cancel) asks first.
  const { close: closeAsking, onValuesChange: noteChange } = useDiscardGuard(form, onClose, action);
  const save = useMutation({
    mutationFn: (v: { username: string; password?: string }) =>
      action!.kind === 'create'
        ? intakeApi.createAccount({
            expertId: action!.expert.expertId,
            username: v.username.trim(),
            password: v.password ?? '',
          })
        : intakeApi.linkAccount({ expertId: action!.expert.expertId, username: v.username.trim() }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.all });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      onClose();
      onResult({ ...result, name: action?.expert.name });
    },
  });
  const name = action?.expert.name ?? '';
  return (
    <Modal
      open={action !== null}
      title={action?.kind === 'link' ? t('account.linkTitle', { name }) : t('account.createTitle', { name })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onCancel={closeAsking}
      onOk={() => void form.validateFields().then((v) => save.mutate(v))}
      destroyOnHidden
    >
      <Form onValuesChange={noteChange} form={form} layout="vertical" name="expert-account" preserve={false}>
        <Form.Item
          name="username"
          label={t('account.username')}
          extra={t('account.usernameHint')}
          rules={[
            { required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{3,31}$/, message: t('account.usernameHint') },
          ]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        {action?.kind === 'create' && (
          <Form.Item name="password" label={t('account.password')} extra={t('account.passwordHint')}>
            <Input.Password maxLength={64} autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};

/** A created account as shown once: with the expert's name when known, for the invitation. */
export type ShownAccount = ExpertAccountResult & { name?: string };

/**
 * The generated initial password, shown once (as the user import does), with an invitation to copy and
 * send to the expert (where to sign in, the account, the password, and to change it).
 */
export const PasswordShown = ({ result, onClose }: { result: ShownAccount | null; onClose: () => void }) => {
  const { t } = useTranslation('experts');
  const invitation = result?.initialPassword
    ? t('account.invitation', {
        name: result.name ?? '',
        url: `${window.location.origin}/neibu/login`,
        username: result.username,
        password: result.initialPassword,
      })
    : '';
  return (
    <Modal
      open={result !== null && result.initialPassword !== null}
      title={t('account.done')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>{t('account.passwordShown', { username: result?.username ?? '' })}</p>
      <Typography.Text code copyable style={{ fontSize: 18 }}>
        {result?.initialPassword}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 4 }}>
        {t('account.invitationHint')}
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: invitation }} className="expert-invitation">
        {invitation}
      </Typography.Paragraph>
    </Modal>
  );
};
