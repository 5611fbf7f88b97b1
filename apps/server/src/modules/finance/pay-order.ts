import { eq } from 'drizzle-orm';
import type { AlipayPayBody, AlipayPayResult, WechatPayBody, WechatPayResult } from '@podium/contracts';
import { financeOrders } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { ErrorCode } from '@podium/contracts';
import { financeMessages } from './finance.messages.ts';
import { findMyOrder } from './order-views.ts';
import { demoTradeNo, type Providers } from './providers/index.ts';
import type { PayMode } from './providers/provider.ts';
import { recordPayment } from './record-payment.ts';
import { REQUERY_DELAY_MS, REQUERY_ORDER_JOB } from './requery-order.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';

type Order = Awaited<ReturnType<typeof findMyOrder>>;

/** An order the payer may pay now: awaiting and within its time; each refusal says why. */
const assertPayable = (order: Order, now = new Date()) => {
  if (order.state === 'closed') throw conflict(financeMessages.orderClosed);
  if (order.state !== 'awaiting') throw conflict(financeMessages.alreadyPaid);
  if (order.expiresAt.getTime() <= now.getTime()) throw conflict(financeMessages.windowClosed);
};

const providerOf = (providers: Providers, name: 'demo' | 'alipay' | 'wechat') => {
  const provider = providers.get(name);
  if (!provider) throw conflict(financeMessages.providerNotConfigured);
  return provider;
};

/**
 * The demo cashier's "pay": recorded exactly like a provider's notification (record-payment.ts), with a
 * transaction number of its own. Only with the demo provider enabled.
 */
export const payWithDemo = async (db: Db, providers: Providers, userId: number, orderNo: string) => {
  providerOf(providers, 'demo');
  const order = await findMyOrder(db, userId, orderNo);
  assertPayable(order);
  return recordPayment(db, 'demo', {
    orderNo,
    tradeNo: demoTradeNo(),
    amountFen: order.amountFen,
    paidAt: new Date(),
    raw: { demo: true },
  });
};

/**
 * POST /alipay/payment/pay: the payer's own awaiting order → a signed gateway address (page, WAP) or a QR
 * code (precreate). The amount sent is the order's, fixed on the server; the provider is remembered so
 * the close job closes the order at Alipay too.
 */
export const payWithAlipay = async (
  db: Db,
  jobs: JobQueue,
  providers: Providers,
  userId: number,
  body: AlipayPayBody,
): Promise<AlipayPayResult> =>
  payWith(db, jobs, providers, 'alipay', userId, body.orderNo, body.mode ?? 'page');

/**
 * POST /wechat/payment/pay: the payer's own awaiting order → WeChat's code_url (Native, shown as a QR code
 * on a computer) or h5_url (H5, a phone's browser; WeChat wants the payer's address with it).
 */
export const payWithWechat = async (
  db: Db,
  jobs: JobQueue,
  providers: Providers,
  userId: number,
  body: WechatPayBody,
  clientIp: string,
): Promise<WechatPayResult> =>
  payWith(db, jobs, providers, 'wechat', userId, body.orderNo, body.mode ?? 'native', clientIp);

const payWith = async (
  db: Db,
  jobs: JobQueue,
  providers: Providers,
  name: 'alipay' | 'wechat',
  userId: number,
  orderNo: string,
  mode: PayMode,
  clientIp?: string,
) => {
  const provider = providerOf(providers, name);
  const order = await findMyOrder(db, userId, orderNo);
  assertPayable(order);
  let started: { payUrl?: string; qrCode?: string };
  try {
    started = await provider.pay({ ...order, clientIp }, mode);
  } catch {
    throw new AppError(ErrorCode.INTERNAL, financeMessages.providerFailed);
  }
  await db
    .update(financeOrders)
    .set({ provider: name, updatedAt: new Date() })
    .where(eq(financeOrders.id, order.id));
  // A lost notification is healed by asking the provider (signed query) a little later, durably.
  await jobs.enqueue(
    REQUERY_ORDER_JOB,
    { orderNo: order.orderNo },
    { runAfter: new Date(Date.now() + REQUERY_DELAY_MS) },
  );
  return { orderNo: order.orderNo, amountFen: order.amountFen, ...started };
};
