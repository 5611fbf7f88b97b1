import type { OrderRow } from '@podium/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { formatFen } from './finance-api.ts';
import { fenOfYuan } from './FeeRulesFields.tsx';
import { useRefundMutation } from './useRefundMutation.ts';
import { financeApi } from './finance-api.ts';

type Values = { lineId: string; amountYuan: number; reason: string };

/** Refunds that hold their amount against a line (the server counts the same ones). */
const HOLDING = new Set(['awaitingApproval', 'requested', 'succeeded']);

/** What is left to refund on each line of an order, in fen. */
export const refundableLeft = (order: OrderRow) =>
  order.lines.map((line) => ({
    line,
    left:
      line.amountFen -
      order.refunds
        .filter((r) => r.lineId === line.lineId && HOLDING.has(r.state))
        .reduce((sum, r) => sum + r.amountFen, 0),
  }));

/**
 * Refunds one line of a paid order, in full or in part, with a reason. The server decides everything
 * (what is left, whether a second person must approve); the dialog offers what is left as the default.
 */
export const RefundDialog = ({ order, onClose }: { order: OrderRow | null; onClose: () => void }) => {
  const { t } = useTranslation('finance');
  const create = useRefundMutation((body: Parameters<typeof financeApi.createRefund>[0]) =>
    financeApi.createRefund(body),
  );
  const lines = order ? refundableLeft(order) : [];
  const first = lines.find((l) => l.left > 0) ?? lines[0];
  return (
    <FormDialog<Values>
      open={order !== null}
      recordKey={order?.orderNo ?? null}
      title={t('refund.title', { orderNo: order?.orderNo ?? '' })}
      okText={t('refund.confirm')}
      initialValues={first ? { lineId: first.line.lineId, amountYuan: first.left / 100 } : {}}
      onClose={onClose}
      onSubmit={(values) =>
        order
          ? create.mutateAsync({
              orderNo: order.orderNo,
              lineId: values.lineId,
              amountFen: fenOfYuan(values.amountYuan),
              reason: values.reason.trim(),
            })
          : Promise.resolve()
      }
    >
      <Form.Item name="lineId" label={t('refund.line')} rules={[{ required: true }]}>
        <Select
          options={lines.map(({ line, left }) => ({
            value: line.lineId,
            disabled: left <= 0,
            label: t('refund.lineOption', { name: line.description, left: formatFen(Math.max(left, 0)) }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="amountYuan"
        label={t('refund.amount')}
        extra={t('refund.amountHint')}
        rules={[{ required: true }]}
      >
        <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('refund.reason')}
        rules={[{ required: true, whitespace: true, message: t('refund.reasonRequired') }, { max: 200 }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('refund.reasonPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
};
