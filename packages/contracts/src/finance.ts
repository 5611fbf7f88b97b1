/**
 * Finance (issue 19): sign-up fees, orders, payments through providers (demo, Alipay), the payer's own
 * orders and the desk's order and bill lists. Every amount is an integer number of fen (分).
 */
import { z } from 'zod';
import { pageQuery, pageResult } from './envelope.ts';

export const FinanceApi = {
  /** The caller's own orders, newest first. */
  myOrders: '/web/finance/order/page',
  /** One of the caller's own orders (the cashier and /home/paySuccess read it). */
  myOrder: '/web/finance/order/detail',
  /** The open order of one of the caller's sign-ups awaiting payment (made when there is none). */
  orderForTeam: '/web/finance/order/forTeam',
  /** Which providers can take money now (the cashier offers these). */
  providers: '/web/finance/providers',
  /** Demo provider's cashier: the payer confirms the (simulated) payment. */
  demoPay: '/web/finance/demo/pay',
  /** Spec §7: start paying an order with Alipay. */
  alipayPay: '/alipay/payment/pay',
  /** Alipay's asynchronous notification (form-encoded, public, verified by signature). */
  alipayNotify: '/alipay/payment/notify',
  /** Desk: orders in reach, filters, export. */
  deskOrders: '/finance/order/page',
  deskOrderExport: '/finance/order/export',
  /** Desk: payments and refunds (the bill list). */
  deskBill: '/finance/bill/page',
  /** Desk: money that arrived where it could not be taken (closed or already-paid orders). */
  deskAttention: '/finance/attention/page',
} as const;

export const ORDER_STATES = [
  'awaiting',
  'paid',
  'refunding',
  'refunded',
  'partlyRefunded',
  'closed',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const PAYMENT_PROVIDERS = ['demo', 'alipay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const ALIPAY_MODES = ['page', 'wap', 'qr'] as const;
export type AlipayMode = (typeof ALIPAY_MODES)[number];

const idString = z.string().min(1).max(64);
const orderNo = z.string().trim().min(1).max(40);

export const orderLine = z.object({
  lineId: z.string(),
  teamId: z.string(),
  description: z.string(),
  unitFen: z.number().int(),
  quantity: z.number().int(),
  amountFen: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderRow = z.object({
  orderNo: z.string(),
  state: z.enum(ORDER_STATES),
  subject: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  amountFen: z.number().int(),
  /** Sum of the order's payments. */
  paidFen: z.number().int(),
  /** Sum of its succeeded refunds. */
  refundedFen: z.number().int(),
  provider: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  lines: z.array(orderLine),
});
export type OrderRow = z.infer<typeof orderRow>;

export const myOrderQuery = pageQuery.extend({ state: z.enum(ORDER_STATES).optional() });
export type MyOrderQuery = z.input<typeof myOrderQuery>;
export const orderPage = pageResult(orderRow);

export const orderNoQuery = z.object({ orderNo });
export const orderForTeamBody = z.strictObject({ teamId: idString });
export const demoPayBody = z.strictObject({ orderNo });

export const providerInfo = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The demo provider takes no real money: the cashier says so. */
  isDemo: z.boolean(),
});
export const providerList = z.array(providerInfo);
export type ProviderInfo = z.infer<typeof providerInfo>;

export const alipayPayBody = z.strictObject({ orderNo, mode: z.enum(ALIPAY_MODES).optional() });
export type AlipayPayBody = z.input<typeof alipayPayBody>;
export const alipayPayResult = z.object({
  orderNo: z.string(),
  amountFen: z.number().int(),
  /** Page and WAP pay: the signed gateway address (GET). */
  payUrl: z.string().optional(),
  /** QR pay: what the QR code encodes. */
  qrCode: z.string().optional(),
});
export type AlipayPayResult = z.infer<typeof alipayPayResult>;

// ---------- desk ----------

export const deskOrderQuery = pageQuery.extend({
  state: z.enum(ORDER_STATES).optional(),
  competitionId: idString.optional(),
  /** Order number or payer name contains this. */
  keyword: z.string().trim().max(64).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** Created on or after / before (ISO dates). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type DeskOrderQuery = z.input<typeof deskOrderQuery>;
export const deskOrderRow = orderRow.extend({ payerName: z.string(), payerGroupName: z.string() });
export type DeskOrderRow = z.infer<typeof deskOrderRow>;
export const deskOrderPage = pageResult(deskOrderRow);

export const BILL_KINDS = ['payment', 'refund'] as const;
export const deskBillQuery = pageQuery.extend({
  kind: z.enum(BILL_KINDS).optional(),
  competitionId: idString.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type DeskBillQuery = z.input<typeof deskBillQuery>;
export const billRow = z.object({
  billId: z.string(),
  kind: z.enum(BILL_KINDS),
  orderNo: z.string(),
  provider: z.string(),
  /** Provider transaction number (payment) or refund request number. */
  reference: z.string(),
  amountFen: z.number().int(),
  state: z.string(),
  at: z.string(),
  competitionName: z.string(),
  payerName: z.string(),
});
export type BillRow = z.infer<typeof billRow>;
export const billPage = pageResult(billRow);

export const ATTENTION_REASONS = ['orderClosed', 'alreadyPaid'] as const;
export const attentionQuery = pageQuery.extend({ resolved: z.enum(['yes', 'no']).optional() });
export const attentionRow = z.object({
  attentionId: z.string(),
  orderNo: z.string().nullable(),
  provider: z.string(),
  tradeNo: z.string(),
  amountFen: z.number().int(),
  reason: z.enum(ATTENTION_REASONS),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string(),
});
export type AttentionRow = z.infer<typeof attentionRow>;
export const attentionPage = pageResult(attentionRow);
