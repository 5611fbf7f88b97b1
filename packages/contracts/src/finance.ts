/**
 * Finance (issue 19): sign-up fees, orders, payments through providers (demo, Alipay, WeChat Pay), the payer's own
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
  /** Start paying an order with WeChat Pay (v3): Native (QR) on a computer, H5 on a phone. */
  wechatPay: '/wechat/payment/pay',
  /** WeChat Pay's v3 notification (JSON, signed headers, encrypted resource; public). */
  wechatNotify: '/wechat/payment/notify',
  /** Desk: orders in reach, filters, export. */
  deskOrders: '/finance/order/page',
  deskOrderExport: '/finance/order/export',
  /** Desk: payments and refunds (the bill list). */
  deskBill: '/finance/bill/page',
  /** Desk: money that arrived where it could not be taken (closed or already-paid orders). */
  deskAttention: '/finance/attention/page',
  /** Desk: refunds (to approve, in flight, done), and a refund's life: ask, approve, decline, retry. */
  deskRefunds: '/finance/refund/page',
  refundCreate: '/finance/refund/create',
  refundApprove: '/finance/refund/approve',
  refundDecline: '/finance/refund/decline',
  refundRetry: '/finance/refund/retry',
  /** The payer: a bank-transfer voucher (uploaded with purpose `transferVoucher`) for an awaiting order. */
  transferSubmit: '/web/finance/transfer/submit',
  /** Desk: vouchers waiting (and decided), confirm (→ paid) or reject with a reason. */
  deskTransfers: '/finance/transfer/page',
  transferConfirm: '/finance/transfer/confirm',
  transferReject: '/finance/transfer/reject',
  /** A school account: its teams awaiting payment in a competition, and one order for those it picks. */
  schoolTeams: '/web/finance/school/teams',
  /** Desk: settle a needs-attention entry with a note (usually after refunding the money by hand). */
  attentionResolve: '/finance/attention/resolve',
  /** Desk: money in and out per competition, school or day. */
  deskTotals: '/finance/totals',
  schoolOrder: '/web/finance/school/order',
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

export const PAYMENT_PROVIDERS = ['demo', 'alipay', 'wechat', 'transfer'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const ALIPAY_MODES = ['page', 'wap', 'qr'] as const;
export type AlipayMode = (typeof ALIPAY_MODES)[number];

/** WeChat Pay v3: Native shows a QR code (a computer), H5 opens WeChat's cashier (a phone's browser). */
export const WECHAT_MODES = ['native', 'h5'] as const;
export type WechatMode = (typeof WECHAT_MODES)[number];

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

export const REFUND_STATES = ['awaitingApproval', 'requested', 'declined', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A refund as its payer sees it (the user centre's order list). */
export const orderRefund = z.object({
  refundId: z.string(),
  /** The line (sign-up) it gives money back for; null for refunds made before lines were named. */
  lineId: z.string().nullable(),
  amountFen: z.number().int(),
  reason: z.string(),
  state: z.enum(REFUND_STATES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const orderRow = z.object({
  orderNo: z.string(),
  state: z.enum(ORDER_STATES),
  subject: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  amountFen: z.number().int(),
  /** Taken off the lines' sum by a discount code (amountFen is what is left to pay). */
  discountFen: z.number().int(),
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
  refunds: z.array(orderRefund),
  /** The latest bank-transfer voucher, if any: the payer reads a rejection's reason here. */
  transfer: z
    .object({
      transferId: z.string(),
      state: z.enum(['submitted', 'confirmed', 'rejected']),
      rejectReason: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  /**
   * Where to send a bank transfer (the competition's payee: account name, bank and branch, account number);
   * null when the organiser gave none — then bank transfer is not offered.
   */
  payee: z.object({ name: z.string(), bank: z.string(), account: z.string() }).nullable(),
  /** The person who placed the order (real name, else the account name). */
  payerName: z.string(),
  /**
   * A school's order for its teams: the school's name, the payer of record (receipt, lists); the person who
   * placed it is `payerName`. Null for a student's own order.
   */
  payerSchool: z.string().nullable(),
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

export const wechatPayBody = z.strictObject({ orderNo, mode: z.enum(WECHAT_MODES).optional() });
export type WechatPayBody = z.input<typeof wechatPayBody>;
/** Native: `qrCode` (WeChat's code_url, shown as a QR code); H5: `payUrl` (WeChat's h5_url). */
export const wechatPayResult = alipayPayResult;
export type WechatPayResult = AlipayPayResult;

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
export const deskOrderRow = orderRow.extend({
  payerName: z.string(),
  payerGroupName: z.string(),
  /** A school's order: the payer is not the captain of the teams it pays for. */
  paidBySchool: z.boolean(),
});
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

/**
 * Why money is on the needs-attention list. orderClosed / alreadyPaid: it arrived for an order no longer
 * awaiting it. tradeNoTaken / amountMismatch / otherAccount: the provider said "paid" with a trade number
 * another order holds, another amount than the order's, or for another app or merchant — never counted
 * as this order's payment.
 */
export const ATTENTION_REASONS = [
  'orderClosed',
  'alreadyPaid',
  'tradeNoTaken',
  'amountMismatch',
  'otherAccount',
] as const;
export const attentionQuery = pageQuery.extend({ resolved: z.enum(['yes', 'no']).optional() });
export const attentionRow = z.object({
  attentionId: z.string(),
  orderNo: z.string().nullable(),
  provider: z.string(),
  tradeNo: z.string(),
  amountFen: z.number().int(),
  /** The order's own amount (beside `amountFen`, what the provider said arrived). */
  orderAmountFen: z.number().int(),
  reason: z.enum(ATTENTION_REASONS),
  /** tradeNoTaken: the order that holds the trade number. */
  heldByOrderNo: z.string().nullable(),
  /** otherAccount: the app id / merchant the provider named. */
  account: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string(),
});
export type AttentionRow = z.infer<typeof attentionRow>;
export const attentionPage = pageResult(attentionRow);

// ---------- refunds ----------

const refundId = idString;
const reasonText = z.string().trim().min(1).max(200);

export const refundCreateBody = z.strictObject({
  orderNo,
  lineId: idString,
  /** Fen to give back: the whole line or part of what is left of it. */
  amountFen: z.number().int().min(1).max(100_000_000),
  reason: reasonText,
});
export type RefundCreateBody = z.input<typeof refundCreateBody>;
export const refundIdBody = z.strictObject({ refundId });
export const refundDeclineBody = z.strictObject({ refundId, reason: reasonText });

export const deskRefundQuery = pageQuery.extend({
  state: z.enum(REFUND_STATES).optional(),
  orderNo: z.string().trim().max(40).optional(),
});
export type DeskRefundQuery = z.input<typeof deskRefundQuery>;
export const deskRefundRow = orderRefund.extend({
  orderNo: z.string(),
  competitionName: z.string(),
  payerName: z.string(),
  lineDescription: z.string(),
  provider: z.string(),
  requestNo: z.string(),
  requestedBy: z.string(),
  decidedBy: z.string(),
  decisionNote: z.string(),
  failReason: z.string(),
  /** The caller asked for it, so someone else must approve it. */
  requestedByMe: z.boolean(),
});
export type DeskRefundRow = z.infer<typeof deskRefundRow>;
export const deskRefundPage = pageResult(deskRefundRow);

/** What a refund action leaves: the refund's state and its order's. */
export const refundResult = z.object({
  refundId: z.string(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  state: z.enum(REFUND_STATES),
  orderState: z.enum(ORDER_STATES),
});
export type RefundResult = z.infer<typeof refundResult>;

// ---------- bank transfer ----------

export const TRANSFER_STATES = ['submitted', 'confirmed', 'rejected'] as const;
export const transferSubmitBody = z.strictObject({
  orderNo,
  fileId: z.string().regex(/^[A-Za-z0-9_-]{21}$/),
});
export const transferIdBody = z.strictObject({ transferId: idString });
export const transferRejectBody = z.strictObject({ transferId: idString, reason: reasonText });
export const deskTransferQuery = pageQuery.extend({ state: z.enum(TRANSFER_STATES).optional() });
export const deskTransferRow = z.object({
  transferId: z.string(),
  orderNo: z.string(),
  competitionName: z.string(),
  payerName: z.string(),
  payerGroupName: z.string(),
  amountFen: z.number().int(),
  state: z.enum(TRANSFER_STATES),
  /** The voucher's address (`/prod-api/common/file/:id`), readable by finance staff in reach. */
  fileUrl: z.string(),
  rejectReason: z.string(),
  decidedBy: z.string(),
  createdAt: z.string(),
});
export type DeskTransferRow = z.infer<typeof deskTransferRow>;
export const deskTransferPage = pageResult(deskTransferRow);

// ---------- a school pays for its teams ----------

export const schoolTeamsQuery = z.object({ competitionId: idString.optional() });
export const schoolTeamRow = z.object({
  competitionId: z.string(),
  competitionName: z.string(),
  teamId: z.string(),
  name: z.string(),
  feeFen: z.number().int(),
  /** What this team's line will cost (per member when the competition charges so). */
  amountFen: z.number().int(),
  /**
   * The competition rule the team breaks today (in the caller's language), e.g. too few students: it may
   * still be paid for (members can join until review) but cannot be approved until it is mended.
   */
  ruleBreach: z.string().nullable(),
});
export type SchoolTeamRow = z.infer<typeof schoolTeamRow>;
export const schoolOrderBody = z.strictObject({
  competitionId: idString,
  teamIds: z.array(idString).min(1).max(200),
});
export type SchoolOrderBody = z.input<typeof schoolOrderBody>;

// ---------- needs attention, totals ----------

export const attentionResolveBody = z.strictObject({ attentionId: idString, note: reasonText });

export const TOTAL_GROUPINGS = ['competition', 'school', 'day'] as const;
export const deskTotalsQuery = z.object({
  by: z.enum(TOTAL_GROUPINGS).default('competition'),
  competitionId: idString.optional(),
  /** Money moved on or after / before (ISO dates, Beijing time). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type DeskTotalsQuery = z.input<typeof deskTotalsQuery>;
export const totalRow = z.object({
  /** The competition's or school's public id, or the day (yyyy-MM-dd). */
  key: z.string(),
  label: z.string(),
  payments: z.number().int(),
  paidFen: z.number().int(),
  refunds: z.number().int(),
  refundedFen: z.number().int(),
  netFen: z.number().int(),
});
export type TotalRow = z.infer<typeof totalRow>;
