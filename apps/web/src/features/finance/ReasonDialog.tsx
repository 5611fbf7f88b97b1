import { Form, Input } from 'antd';
import { FormDialog } from '../form-dialog/FormDialog.tsx';

/**
 * The finance desk's "why" dialog (decline a refund, reject a voucher, resolve money needing attention):
 * one required text, sent for the row it was opened for; it stays open if the server says no.
 */
export const ReasonDialog = ({
  recordKey,
  title,
  okText,
  label,
  extra,
  requiredMessage,
  onSubmit,
  onClose,
}: {
  /** The row's id, or null when closed. */
  recordKey: string | null;
  title: string;
  okText: string;
  label: string;
  extra?: string;
  requiredMessage: string;
  onSubmit: (recordKey: string, text: string) => Promise<unknown>;
  onClose: () => void;
}) => (
  <FormDialog<{ text: string }>
    open={recordKey !== null}
    recordKey={recordKey}
    title={title}
    okText={okText}
    onClose={onClose}
    onSubmit={(values, key) => (key ? onSubmit(key, values.text.trim()) : Promise.resolve())}
  >
    <Form.Item
      name="text"
      label={label}
      extra={extra}
      rules={[{ required: true, whitespace: true, message: requiredMessage }, { max: 200 }]}
    >
      <Input.TextArea rows={3} maxLength={200} showCount />
    </Form.Item>
  </FormDialog>
);
