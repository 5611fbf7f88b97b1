import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Props = {
  /** The team being rejected, or null when closed. */
  team: { teamId: string; name: string } | null;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
};

/** Asks for the reason of a rejection: the student reads it on their sign-up. */
export const RejectModal = ({ team, pending, onCancel, onReject }: Props) => {
  const { t } = useTranslation('signUpAdmin');
  const [form] = Form.useForm<{ reason: string }>();
  // A half-typed reason is not dropped by a stray Escape or mask click: closing asks first.
  const isOpen = team !== null;
  const { close, onValuesChange } = useDiscardGuard(form, onCancel, isOpen);
  return (
    <Modal
      open={isOpen}
      title={t('rejectTitle', { name: team?.name ?? '' })}
      okText={t('reject')}
      okButtonProps={{ danger: true, loading: pending }}
      onCancel={close}
      onOk={() => void form.validateFields().then((v) => onReject(v.reason.trim()))}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onValuesChange={onValuesChange} name="reject-sign-up">
        <Form.Item
          name="reason"
          label={t('reason')}
          extra={t('reasonHint')}
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, { max: 200 }]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount placeholder={t('reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
