import { eq } from 'drizzle-orm';
import { financeOrders } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { defineJob } from '../../platform/jobs/index.ts';
import type { Providers } from './providers/index.ts';
import { recordPayment, type PaymentOutcome } from './record-payment.ts';

export const REQUERY_ORDER_JOB = 'finance.requeryOrder';

/** How long after the payer starts paying the provider is first asked, and between later asks. */
export const REQUERY_DELAY_MS = 60_000;

/** Per database (tests open several apps in one process), the app's providers. */
const providersOf = new WeakMap<Db, Providers>();
export const registerRequeryProviders = (db: Db, providers: Providers) => providersOf.set(db, providers);

/**
 * Asks the provider (a signed query, its answer's signature checked) whether an order still awaiting
 * payment was paid — a notification may be lost — and records the money as a notification would be.
 * Returns what happened, or `pending` while there is nothing yet (an order no longer awaiting: `done`).
 */
export const requeryOrder = async (
  db: Db,
  providers: Providers,
  orderNo: string,
): Promise<PaymentOutcome | 'pending' | 'done'> => {
  const [order] = await db
    .select({
      state: financeOrders.state,
      provider: financeOrders.provider,
      expiresAt: financeOrders.expiresAt,
    })
    .from(financeOrders)
    .where(eq(financeOrders.orderNo, orderNo));
  if (!order || order.state !== 'awaiting') return 'done';
  if (order.provider !== 'alipay' && order.provider !== 'wechat') return 'done';
  const provider = providers.get(order.provider);
  if (!provider) return 'done';
  const payment = await provider.query(orderNo);
  if (!payment) return order.expiresAt.getTime() <= Date.now() ? 'done' : 'pending';
  return recordPayment(db, order.provider, payment);
};

/**
 * The durable re-query, enqueued when the payer starts paying with Alipay or WeChat Pay: outside any transaction
 * (`produce`: the gateway call is slow, recording writes its own transaction). Nothing yet while the order
 * is open → the attempt fails and the runner asks again later; after the order's time the close job
 * takes over (and money arriving later goes to needs-attention).
 */
defineJob<{ orderNo: string }>(REQUERY_ORDER_JOB, {
  handle: async () => undefined,
  produce: async ({ db, job }) => {
    const providers = providersOf.get(db);
    if (!providers) return null;
    const outcome = await requeryOrder(db, providers, job.payload.orderNo);
    if (outcome === 'pending') throw new Error('not paid yet');
    return outcome;
  },
  maxAttempts: 30,
  retryDelayMs: REQUERY_DELAY_MS,
});
