import { UploadOutlined } from '@ant-design/icons';
import type { OrderRow } from '@podium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { financeApi, financeKeys } from './finance-api.ts';

/**
 * Paying by bank transfer: the payer transfers the amount to the competition's payee (account name, bank,
 * account number — each copyable, the order number as the note) and hands in a photo or PDF of the
 * voucher; finance staff confirm it. A rejected voucher shows its reason and may be replaced; while one
 * waits, the order stays open. Without a payee there is nowhere to send money: the block says so.
 */
export const TransferVoucher = ({ order }: { order: OrderRow }) => {
  const { t } = useTranslation('finance');
  const client = useQueryClient();
  const submit = useMutation({
    mutationFn: (file: File) => financeApi.submitTransfer(order.orderNo, file),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
  const transfer = order.transfer;
  const waiting = transfer?.state === 'submitted';
  const payee = order.payee;
  if (!payee)
    return (
      <div className="finance-transfer" data-testid="transfer-voucher">
        <div>{t('transfer.title')}</div>
        <Alert type="info" showIcon message={t('transfer.noPayee')} data-testid="transfer-no-payee" />
      </div>
    );
  // The account shown in groups of four (easier to read out), copied as bare digits.
  const copyable = (text: string, shown = text) => (
    <Typography.Text copyable={{ text, tooltips: [t('transfer.copy'), '✓'] }}>{shown}</Typography.Text>
  );
  return (
    <div className="finance-transfer" data-testid="transfer-voucher">
      <div>{t('transfer.title')}</div>
      <div className="center-entry-meta">{t('transfer.hint', { orderNo: order.orderNo })}</div>
      <Descriptions
        size="small"
        column={1}
        bordered
        title={t('transfer.payee')}
        data-testid="transfer-payee"
        items={[
          { key: 'name', label: t('transfer.payeeName'), children: copyable(payee.name) },
          { key: 'bank', label: t('transfer.payeeBank'), children: copyable(payee.bank) },
          {
            key: 'account',
            label: t('transfer.payeeAccount'),
            children: copyable(payee.account, payee.account.replace(/(\d{4})(?=\d)/g, '$1 ')),
          },
          { key: 'remark', label: t('transfer.remark'), children: copyable(order.orderNo) },
        ]}
      />
      {transfer?.state === 'rejected' && (
        <Alert
          type="error"
          showIcon
          message={t('transfer.rejected')}
          description={transfer.rejectReason}
          data-testid="transfer-rejected"
        />
      )}
      {waiting ? (
        <Alert type="info" showIcon message={t('transfer.waiting')} data-testid="transfer-waiting" />
      ) : (
        <Upload
          accept="image/png,image/jpeg,image/webp,application/pdf"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            submit.mutate(file);
            return false;
          }}
        >
          <Button block icon={<UploadOutlined />} loading={submit.isPending} data-testid="transfer-upload">
            {t(transfer?.state === 'rejected' ? 'transfer.uploadAgain' : 'transfer.upload')}
          </Button>
        </Upload>
      )}
    </div>
  );
};
