import type { AlipayMode, PaymentProvider as ProviderName } from '@podium/contracts';

/** What a provider needs of an order to take money for it. */
export type OrderToPay = { orderNo: string; amountFen: number; subject: string; expiresAt: Date };

/** A provider's word that money arrived (from a verified notification or a signed query answer). */
export type ProviderPayment = {
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  paidAt: Date;
  raw: Record<string, unknown>;
};

/** What a notification said once its signature and its addressee (app, seller) were checked. */
export type VerifiedNotification =
  | { kind: 'paid'; payment: ProviderPayment }
  /** Valid and ours, but not money arriving (WAIT_BUYER_PAY, TRADE_CLOSED …): acknowledged, nothing changes. */
  | { kind: 'other'; orderNo: string; status: string };

export type RefundRequest = { orderNo: string; requestNo: string; amountFen: number; reason: string };

/**
 * One interface for every way money comes in (spec: demo, Alipay; WeChat Pay and bank transfer behind it
 * later). Implementations talk to their provider and nothing else: orders and payments are recorded by
 * the finance services, in one transaction, whatever the provider.
 */
export type PaymentProvider = {
  name: ProviderName;
  /** Takes no real money (the cashier says so). */
  isDemo: boolean;
  /** Starts a payment: a signed address to send the payer to, or what a QR code shows. */
  pay: (order: OrderToPay, mode: AlipayMode) => Promise<{ payUrl?: string; qrCode?: string }>;
  /** Asks the provider about an order (signed answer checked): paid, or not (yet). */
  query: (orderNo: string) => Promise<ProviderPayment | undefined>;
  /** Closes the order at the provider so it can no longer be paid there. */
  close: (orderNo: string) => Promise<void>;
  /** Gives money back; the same `requestNo` retried never refunds twice. */
  refund: (request: RefundRequest) => Promise<{ succeeded: boolean }>;
  /** Checks a notification's signature and addressee; undefined when it fails any check. */
  verifyNotification: (fields: Record<string, string>) => VerifiedNotification | undefined;
  /** The provider's statement for one day (reconciliation), as lines. */
  bill: (day: string) => Promise<{ tradeNo: string; orderNo: string; amountFen: number }[]>;
};
