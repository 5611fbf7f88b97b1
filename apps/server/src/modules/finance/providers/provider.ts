import type { AlipayMode, PaymentProvider as ProviderName, WechatMode } from '@podium/contracts';

/** What a provider needs of an order to take money for it. */
export type OrderToPay = {
  orderNo: string;
  amountFen: number;
  subject: string;
  expiresAt: Date;
  /** The payer's address (WeChat H5 pay must name it). */
  clientIp?: string;
};

/** How the payer pays: Alipay page / WAP / QR, WeChat Native (QR) / H5. */
export type PayMode = AlipayMode | WechatMode;

/** A provider's word that money arrived (from a verified notification or a signed query answer). */
export type ProviderPayment = {
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  paidAt: Date;
  raw: Record<string, unknown>;
  /**
   * Set when the provider's signed word names another app or merchant than ours (`app id / seller`,
   * `mchid / appid`): never this order's money, listed for staff (needs attention) instead.
   */
  otherAccount?: string;
};

/** What a notification said once its signature and its addressee (app, seller) were checked. */
export type VerifiedNotification =
  | { kind: 'paid'; payment: ProviderPayment }
  /** Valid and ours, but not money arriving (WAIT_BUYER_PAY, TRADE_CLOSED …): acknowledged, nothing changes. */
  | { kind: 'other'; orderNo: string; status: string };

/** One line of a provider's bill: money in (its trade number) or out (the refund's request number). */
export type BillLine = { kind: 'payment' | 'refund'; reference: string; orderNo: string; amountFen: number };

export type RefundRequest = {
  orderNo: string;
  requestNo: string;
  amountFen: number;
  reason: string;
  /** The payment being refunded (WeChat Pay asks for it next to the refund's amount). */
  totalFen: number;
};

/**
 * One interface for every way money comes in (spec: demo, Alipay, WeChat Pay; a bank transfer is
 * recorded through the same payment service). Implementations talk to their provider and nothing else: orders and payments are recorded by
 * the finance services, in one transaction, whatever the provider.
 */
export type PaymentProvider = {
  name: ProviderName;
  /** Takes no real money (the cashier says so). */
  isDemo: boolean;
  /** Starts a payment: a signed address to send the payer to, or what a QR code shows. */
  pay: (order: OrderToPay, mode: PayMode) => Promise<{ payUrl?: string; qrCode?: string }>;
  /** Asks the provider about an order (signed answer checked): paid, or not (yet). */
  query: (orderNo: string) => Promise<ProviderPayment | undefined>;
  /** Closes the order at the provider so it can no longer be paid there. */
  close: (orderNo: string) => Promise<void>;
  /**
   * Gives money back; the same `requestNo` retried never refunds twice. Resolves with the provider's
   * decision; throws when there is none (network, a transient provider error), so it is asked again.
   */
  refund: (request: RefundRequest) => Promise<{ succeeded: boolean; failReason?: string }>;
  /**
   * Checks a notification's signature; undefined when it does not verify (a verified payment naming
   * another app or merchant carries `otherAccount`). Alipay: the form
   * fields. WeChat Pay: the `wechatpay-*` headers (lower case) and the raw JSON text as `body`.
   */
  verifyNotification: (fields: Record<string, string>) => VerifiedNotification | undefined;
  /** The provider's statement for one day (yyyy-MM-dd, Beijing), as lines; throws when it has none yet. */
  bill: (day: string) => Promise<BillLine[]>;
};
