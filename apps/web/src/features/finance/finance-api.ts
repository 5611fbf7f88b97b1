import {
  FinanceApi,
  type AlipayMode,
  type AlipayPayResult,
  type AttentionRow,
  type BillRow,
  type DeskOrderRow,
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
};

export const financeApi = {
  mine: (params: Params) => get<PageResult<OrderRow>>(FinanceApi.myOrders, params),
  order: (orderNo: string) => get<OrderRow>(FinanceApi.myOrder, { orderNo }),
  orderForTeam: (teamId: string) => post<OrderRow>(FinanceApi.orderForTeam, { teamId }),
  providers: () => get<ProviderInfo[]>(FinanceApi.providers),
  payDemo: (orderNo: string) => post<OrderRow>(FinanceApi.demoPay, { orderNo }),
  payAlipay: (orderNo: string, mode: AlipayMode) =>
    post<AlipayPayResult>(FinanceApi.alipayPay, { orderNo, mode }),
  desk: (params: Params) => get<PageResult<DeskOrderRow>>(FinanceApi.deskOrders, params),
  bills: (params: Params) => get<PageResult<BillRow>>(FinanceApi.deskBill, params),
  attention: (params: Params) => get<PageResult<AttentionRow>>(FinanceApi.deskAttention, params),
  exportDesk: async (params: Params) => saveBinary(await getBinary(FinanceApi.deskOrderExport, params)),
};

/** Fen → "¥100.00" (amounts travel as integer fen; only the screen shows yuan). */
export const formatFen = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
