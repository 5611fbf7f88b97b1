import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../form-dialog/useDiscardGuard.ts';

type Props = {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** Asks for the reason of a refusal (application rejected, recommendation declined): the other side reads it. */
export const ReasonModal = ({ open, title, label, okText, pending, onCancel, onSubmit }: Props) => {
  const { t } = useTranslation('experts');
  const [form] = Form.useForm<{ reason: string }>();
  // A half-typed reason is not dropped by a stray Escape or mask click: closing asks first.
  const isOpen = open;
  const { close, onValuesChange } = useDiscardGuard(form, onCancel, isOpen);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onCancel={close}
      onOk={() => void form.validateFields().then((v) => onSubmit(v.reason.trim()))}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onValuesChange={onValuesChange} name="expert-reason">
        <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
          <Input.TextArea rows={4} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
