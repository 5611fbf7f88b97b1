import {
  FinanceApi,
  FinanceDiscountApi,
  FinanceInvoiceApi,
  FinanceReconcileApi,
  type ReconcileRow,
  type InvoiceIssueBody,
  type InvoiceRequestBody,
  type InvoiceRow,
  type DiscountCodeCreateBody,
  type DiscountCodeRow,
  type WaiverResult,
  type AlipayMode,
  type AlipayPayResult,
  type WechatMode,
  type WechatPayResult,
  type AttentionRow,
  type BillRow,
  type DeskOrderRow,
  type DeskRefundRow,
  type DeskTransferRow,
  type SchoolOrderBody,
  type SchoolTeamRow,
  type TotalRow,
  CommonFileApi,
  type FileUploadResult,
  type RefundCreateBody,
  type RefundResult,
  type OrderRow,
  type PageResult,
  type ProviderInfo,
} from '@podium/contracts';
import { get, post } from '../../api/client.ts';
import { getBinary, saveBinary } from '../../api/download.ts';

type Params = Record<string, string | number | undefined>;

/** Query keys of the finance area; payments invalidate `all` (and the centre's lists, whose states follow). */
export const financeKeys = {
  all: ['finance'] as const,
  mine: (params: Params) => ['finance', 'mine', params] as const,
  order: (orderNo: string) => ['finance', 'order', orderNo] as const,
  providers: ['finance', 'providers'] as const,
  desk: (params: Params) => ['finance', 'desk', params] as const,
  bills: (params: Params) => ['finance', 'bills', params] as const,
  attention: (params: Params) => ['finance', 'attention', params] as const,
  refunds: (params: Params) => ['finance', 'refunds', params] as const,
  transfers: (params: Params) => ['finance', 'transfers', params] as const,
  schoolTeams: (competitionId: string) => ['finance', 'schoolTeams', competitionId] as const,
  totals: (params: Params) => ['finance', 'totals', params] as const,
  codes: (params: Params) => ['finance', 'codes', params] as const,
  invoice: (orderNo: string) => ['finance', 'invoice', orderNo] as const,
  invoices: (params: Params) => ['finance', 'invoices', params] as const,
  reconcile: (params: Params) => ['finance', 'reconcile', params] as const,
};

export const financeApi = {
  mine: (params: Params) => get<PageResult<OrderRow>>(FinanceApi.myOrders, params),
  order: (orderNo: string) => get<OrderRow>(FinanceApi.myOrder, { orderNo }),
  orderForTeam: (teamId: string) => post<OrderRow>(FinanceApi.orderForTeam, { teamId }),
  providers: () => get<ProviderInfo[]>(FinanceApi.providers),
  payDemo: (orderNo: string) => post<OrderRow>(FinanceApi.demoPay, { orderNo }),
  payAlipay: (orderNo: string, mode: AlipayMode) =>
    post<AlipayPayResult>(FinanceApi.alipayPay, { orderNo, mode }),
  payWechat: (orderNo: string, mode: WechatMode) =>
    post<WechatPayResult>(FinanceApi.wechatPay, { orderNo, mode }),
  desk: (params: Params) => get<PageResult<DeskOrderRow>>(FinanceApi.deskOrders, params),
  bills: (params: Params) => get<PageResult<BillRow>>(FinanceApi.deskBill, params),
  attention: (params: Params) => get<PageResult<AttentionRow>>(FinanceApi.deskAttention, params),
  refunds: (params: Params) => get<PageResult<DeskRefundRow>>(FinanceApi.deskRefunds, params),
  createRefund: (body: RefundCreateBody) => post<RefundResult>(FinanceApi.refundCreate, body),
  approveRefund: (refundId: string) => post<RefundResult>(FinanceApi.refundApprove, { refundId }),
  declineRefund: (refundId: string, reason: string) =>
    post<RefundResult>(FinanceApi.refundDecline, { refundId, reason }),
  retryRefund: (refundId: string) => post<RefundResult>(FinanceApi.refundRetry, { refundId }),
  /** Uploads a voucher (its type is checked by content on the server), then hands it in for the order. */
  submitTransfer: async (orderNo: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    const uploaded = await post<FileUploadResult>(CommonFileApi.upload, form, {
      params: { purpose: 'transferVoucher' },
    });
    return post<OrderRow>(FinanceApi.transferSubmit, { orderNo, fileId: uploaded.fileId });
  },
  transfers: (params: Params) => get<PageResult<DeskTransferRow>>(FinanceApi.deskTransfers, params),
  confirmTransfer: (transferId: string) => post<OrderRow>(FinanceApi.transferConfirm, { transferId }),
  rejectTransfer: (transferId: string, reason: string) =>
    post<OrderRow>(FinanceApi.transferReject, { transferId, reason }),
  /** Empty `competitionId`: every competition where the school has teams awaiting payment. */
  schoolTeams: (competitionId: string) =>
    get<SchoolTeamRow[]>(FinanceApi.schoolTeams, competitionId ? { competitionId } : {}),
  schoolOrder: (body: SchoolOrderBody) => post<OrderRow>(FinanceApi.schoolOrder, body),
  totals: (params: Params) => get<TotalRow[]>(FinanceApi.deskTotals, params),
  resolveAttention: (attentionId: string, note: string) =>
    post<{ orderNo: string }>(FinanceApi.attentionResolve, { attentionId, note }),
  /** The payer's code → the order that replaces theirs (amount recomputed on the server). */
  applyCode: (orderNo: string, code: string) =>
    post<OrderRow>(FinanceDiscountApi.applyCode, { orderNo, code }),
  codes: (params: Params) => get<PageResult<DiscountCodeRow>>(FinanceDiscountApi.deskCodes, params),
  createCode: (body: DiscountCodeCreateBody) => post<{ codeId: string }>(FinanceDiscountApi.codeCreate, body),
  disableCode: (codeId: string) => post<null>(FinanceDiscountApi.codeDisable, { codeId }),
  waive: (teamId: string, reason: string) => post<WaiverResult>(FinanceDiscountApi.waive, { teamId, reason }),
  invoice: (orderNo: string) => get<InvoiceRow | null>(FinanceInvoiceApi.mine, { orderNo }),
  requestInvoice: (body: InvoiceRequestBody) => post<InvoiceRow>(FinanceInvoiceApi.request, body),
  receipt: async (orderNo: string) => saveBinary(await getBinary(FinanceInvoiceApi.receipt, { orderNo })),
  invoices: (params: Params) => get<PageResult<InvoiceRow>>(FinanceInvoiceApi.deskInvoices, params),
  /** Uploads the invoice file (PDF or OFD, checked by content), then issues the invoice with its number. */
  issueInvoice: async (invoiceId: string, invoiceNo: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    const uploaded = await post<FileUploadResult>(CommonFileApi.upload, form, {
      params: { purpose: 'invoice' },
    });
    const body: InvoiceIssueBody = { invoiceId, invoiceNo, fileId: uploaded.fileId };
    return post<InvoiceRow>(FinanceInvoiceApi.issue, body);
  },
  reconcile: (params: Params) => get<PageResult<ReconcileRow>>(FinanceReconcileApi.items, params),
  resolveReconcile: (itemId: string, note: string) =>
    post<null>(FinanceReconcileApi.resolve, { itemId, note }),
  exportDesk: async (params: Params) => saveBinary(await getBinary(FinanceApi.deskOrderExport, params)),
};

/** Fen → "¥100.00" (amounts travel as integer fen; only the screen shows yuan). */
export const formatFen = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
