import { isUnifiedSocialCreditCode, type InvoiceRequestBody } from '@podium/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';

type Values = Omit<InvoiceRequestBody, 'orderNo'>;

/**
 * The payer asks for an invoice: title, unified social credit code (its check character verified here
 * as on the server), address, e-mail. Full width on a phone: one field per row.
 */
export const InvoiceRequestDialog = ({
  orderNo,
  onClose,
  onSubmit,
}: {
  orderNo: string | null;
  onClose: () => void;
  onSubmit: (body: InvoiceRequestBody) => Promise<unknown>;
}) => {
  const { t } = useTranslation('finance');
  return (
    <FormDialog<Values>
      open={orderNo !== null}
      recordKey={orderNo}
      title={t('invoice.ask')}
      okText={t('invoice.submit')}
      layout="vertical"
      onClose={onClose}
      onSubmit={(values) => onSubmit({ ...values, orderNo: orderNo! })}
    >
      <Form.Item name="title" label={t('invoice.title')} rules={[{ required: true, min: 2, max: 100 }]}>
        <Input maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="taxNo"
        label={t('invoice.taxNo')}
        extra={t('invoice.taxNoHint')}
        rules={[
          { required: true, message: t('invoice.taxNoInvalid') },
          {
            validator: (_, value?: string) =>
              !value || isUnifiedSocialCreditCode(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('invoice.taxNoInvalid'))),
          },
        ]}
      >
        <Input maxLength={18} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item name="address" label={t('invoice.address')}>
        <Input maxLength={200} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="email" label={t('invoice.email')} rules={[{ required: true, type: 'email' }]}>
        <Input maxLength={120} type="email" autoComplete="email" />
      </Form.Item>
    </FormDialog>
  );
};
