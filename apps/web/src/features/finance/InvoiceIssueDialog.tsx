import type { InvoiceRow } from '@podium/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';

type Values = { invoiceNo: string; file: UploadFile[] };

/** Finance staff issue an invoice: its number and the file (PDF or OFD; the server checks the bytes). */
export const InvoiceIssueDialog = ({
  invoice,
  onClose,
  onSubmit,
}: {
  invoice: InvoiceRow | null;
  onClose: () => void;
  onSubmit: (invoiceId: string, invoiceNo: string, file: File) => Promise<unknown>;
}) => {
  const { t } = useTranslation('finance');
  return (
    <FormDialog<Values>
      open={invoice !== null}
      recordKey={invoice?.invoiceId ?? null}
      title={t('invoice.issueTitle')}
      okText={t('invoice.issue')}
      layout="vertical"
      onClose={onClose}
      onSubmit={(v) => onSubmit(invoice!.invoiceId, v.invoiceNo, v.file[0]!.originFileObj as File)}
    >
      {invoice && (
        <p>
          {invoice.title} · {invoice.taxNo} · {invoice.email}
        </p>
      )}
      <Form.Item
        name="invoiceNo"
        label={t('invoice.number')}
        extra={t('invoice.numberHint')}
        rules={[{ required: true, min: 8, max: 40, message: t('invoice.numberHint') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="file"
        label={t('invoice.file')}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={[{ required: true, message: t('invoice.required') }]}
      >
        <Upload beforeUpload={() => false} maxCount={1} accept=".pdf,.ofd,application/pdf">
          <Button icon={<UploadOutlined />}>{t('invoice.pickFile')}</Button>
        </Upload>
      </Form.Item>
    </FormDialog>
  );
};
