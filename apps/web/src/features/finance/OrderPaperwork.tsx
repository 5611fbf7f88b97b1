import { CommonFileApi, fileIdOfUrl, type OrderRow } from '@podium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBinary, saveBinary } from '../../api/download.ts';
import { financeApi, financeKeys } from './finance-api.ts';
import { InvoiceRequestDialog } from './InvoiceRequestDialog.tsx';

/** Orders that took money: a receipt, and an invoice may be asked for (the server checks again). */
const PAID = new Set<OrderRow['state']>(['paid', 'partlyRefunded', 'refunding', 'refunded']);

/** Under a paid order in "my orders": the receipt PDF, and the invoice — ask, wait, download. */
export const OrderPaperwork = ({ order }: { order: OrderRow }) => {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  const paid = PAID.has(order.state) && order.paidFen > 0;
  const invoice = useQuery({
    queryKey: financeKeys.invoice(order.orderNo),
    queryFn: () => financeApi.invoice(order.orderNo),
    enabled: paid,
  });
  const receipt = useMutation({ mutationFn: () => financeApi.receipt(order.orderNo) });
  const download = useMutation({
    mutationFn: async (url: string) => {
      const id = fileIdOfUrl(url);
      if (id) saveBinary(await getBinary(`${CommonFileApi.file}/${id}`));
    },
  });
  if (!paid) return null;
  const current = invoice.data;
  return (
    <div className="center-entry-meta" data-testid="order-paperwork">
      <Space wrap size={8}>
        <Button size="small" loading={receipt.isPending} onClick={() => receipt.mutate()}>
          {t('invoice.receipt')}
        </Button>
        {current === null && order.state !== 'refunded' && (
          <Button size="small" onClick={() => setAsking(order.orderNo)} data-action="ask-invoice">
            {t('invoice.ask')}
          </Button>
        )}
        {current?.state === 'requested' && <Tag bordered={false}>{t('invoice.states.requested')}</Tag>}
        {current?.state === 'issued' && current.fileUrl && (
          <Button
            size="small"
            type="primary"
            ghost
            loading={download.isPending}
            onClick={() => download.mutate(current.fileUrl!)}
            data-action="download-invoice"
          >
            {t('invoice.download', { no: current.invoiceNo })}
          </Button>
        )}
      </Space>
      <InvoiceRequestDialog
        orderNo={asking}
        onClose={() => setAsking(null)}
        onSubmit={async (body) => {
          await financeApi.requestInvoice(body);
          void message.success(t('invoice.asked'));
          await client.invalidateQueries({ queryKey: financeKeys.invoice(order.orderNo) });
        }}
      />
    </div>
  );
};
