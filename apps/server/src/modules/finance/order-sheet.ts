import type { DeskOrderRow } from '@podium/contracts';
import type { Lang } from '../../platform/messages.ts';
import type { SheetColumn } from '../../platform/excel.ts';

const STATE_LABELS: Record<DeskOrderRow['state'], { zh: string; en: string }> = {
  awaiting: { zh: '待支付', en: 'Awaiting payment' },
  paid: { zh: '已支付', en: 'Paid' },
  refunding: { zh: '退款中', en: 'Refunding' },
  refunded: { zh: '已退款', en: 'Refunded' },
  partlyRefunded: { zh: '部分退款', en: 'Partly refunded' },
  closed: { zh: '已关闭', en: 'Closed' },
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The order export's columns (amounts in yuan with two decimals, as finance staff read them). */
export const orderSheetColumns = (lang: Lang): SheetColumn[] => {
  const zh = lang === 'zh';
  return [
    { key: 'orderNo', header: zh ? '订单号' : 'Order number', width: 28, text: true },
    { key: 'competitionName', header: zh ? '竞赛' : 'Competition', width: 30 },
    { key: 'payerName', header: zh ? '付款人' : 'Payer', width: 14 },
    { key: 'payerGroupName', header: zh ? '学校/单位' : 'School', width: 22 },
    { key: 'lines', header: zh ? '报名' : 'Sign-ups', width: 30 },
    { key: 'amount', header: zh ? '金额（元）' : 'Amount (CNY)', width: 12 },
    { key: 'paid', header: zh ? '已付（元）' : 'Paid (CNY)', width: 12 },
    { key: 'refunded', header: zh ? '已退（元）' : 'Refunded (CNY)', width: 12 },
    { key: 'state', header: zh ? '状态' : 'State', width: 12 },
    { key: 'provider', header: zh ? '支付方式' : 'Provider', width: 10 },
    { key: 'createdAt', header: zh ? '下单时间' : 'Created', width: 22 },
    { key: 'paidAt', header: zh ? '支付时间' : 'Paid at', width: 22 },
  ];
};

export const orderSheetRow = (row: DeskOrderRow, lang: Lang) => ({
  orderNo: row.orderNo,
  competitionName: row.competitionName,
  // A school's order: the school pays (its name first), the person who placed it beside it.
  payerName: row.payerSchool
    ? `${row.payerSchool}${lang === 'zh' ? `（经办人 ${row.payerName}）` : ` (placed by ${row.payerName})`}`
    : row.payerName,
  payerGroupName: row.payerGroupName,
  lines: row.lines.map((l) => l.description).join('、'),
  amount: yuan(row.amountFen),
  paid: yuan(row.paidFen),
  refunded: yuan(row.refundedFen),
  state: STATE_LABELS[row.state][lang],
  provider: row.provider ?? '',
  createdAt: row.createdAt,
  paidAt: row.paidAt ?? '',
});
