import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { financeOrderLines, financeOrders, financeTransfers } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { defineJob } from '../../platform/jobs/index.ts';
import { releaseUnpaidTeams } from '../enrollment/index.ts';
import { releaseDiscountUses } from './discounts.ts';
import { financeMessages } from './finance.messages.ts';
import type { ProviderPayment } from './providers/index.ts';
import { recordPayment } from './record-payment.ts';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const CLOSE_DUE_ORDERS_JOB = 'finance.closeDueOrders';

/** Awaiting, past its time, and no bank-transfer voucher waiting for finance staff (the money may be there). */
const isDue = (now: Date) =>
  and(
    eq(financeOrders.state, 'awaiting'),
    lte(financeOrders.expiresAt, now),
    sql`not exists (select 1 from ${financeTransfers} ft
      where ft.order_id = ${financeOrders.id} and ft.state = 'submitted')`,
  );

/**
 * Closes every order still awaiting payment whose time is up (or only those of `onlyIds`), and rejects
 * its sign-ups, giving their places back (and a discount code's use) — all in the caller's transaction, with conditional UPDATEs
 * (`… where state = 'awaiting'`), so a payment committing at the same moment and this close cannot both
 * win, and running it again closes nothing twice. Returns the orders this call closed.
 */
export const closeDueOrders = async (tx: Tx, now = new Date(), onlyIds?: number[]) => {
  const closed = await tx
    .update(financeOrders)
    .set({ state: 'closed', closedAt: now, closeReason: 'timeout', updatedAt: now })
    .where(and(isDue(now), onlyIds ? inArray(financeOrders.id, onlyIds) : undefined))
    .returning({ id: financeOrders.id, orderNo: financeOrders.orderNo, provider: financeOrders.provider });
  if (closed.length === 0) return closed;
  await releaseDiscountUses(
    tx,
    closed.map((o) => o.id),
  );
  const lines = await tx
    .select({ teamId: financeOrderLines.teamId })
    .from(financeOrderLines)
    .where(
      inArray(
        financeOrderLines.orderId,
        closed.map((o) => o.id),
      ),
    );
  await releaseUnpaidTeams(
    tx,
    lines.map((l) => l.teamId),
    financeMessages.paymentTimeout.zh,
  );
  return closed;
};

/**
 * What closing an order at its provider found: closed there (or nothing to close, or no answer — best
 * effort), or the provider says it was paid after all (the close was refused because the money came).
 */
export type ProviderCloseOutcome = { kind: 'closed' } | { kind: 'paid'; payment: ProviderPayment };
export type ProviderCloser = (orderNo: string, provider: string) => Promise<ProviderCloseOutcome>;

/** Per database (tests open several apps in one process), how to close an order at its provider. */
const closers = new WeakMap<Db, ProviderCloser>();
export const registerProviderCloser = (db: Db, closer: ProviderCloser) => closers.set(db, closer);

/**
 * The close with providers, never holding a transaction open while a provider is asked (a slow gateway
 * would hold locks — on PGlite the only connection): the due orders are read, each one paid through a
 * provider is closed there first, then its local close is applied in a short transaction of its own with
 * the same conditional UPDATE (a payment recorded meanwhile wins; a repeat run closes nothing twice).
 * When the provider says the money came after all, it is recorded as a notification would be.
 */
export const closeDueOrdersWithProviders = async (db: Db, closer?: ProviderCloser, now = new Date()) => {
  const due = await db
    .select({ id: financeOrders.id, orderNo: financeOrders.orderNo, provider: financeOrders.provider })
    .from(financeOrders)
    .where(isDue(now))
    .orderBy(financeOrders.id);
  const closed: Awaited<ReturnType<typeof closeDueOrders>> = [];
  for (const order of due) {
    if (closer && order.provider && order.provider !== 'demo') {
      const outcome = await closer(order.orderNo, order.provider);
      if (outcome.kind === 'paid') {
        await recordPayment(db, order.provider, outcome.payment);
        continue;
      }
    }
    closed.push(...(await db.transaction((tx) => closeDueOrders(tx, now, [order.id]))));
  }
  return closed;
};

/**
 * The durable close: scheduled for each order's expiry (make-order.ts); each run closes every order due
 * by then. It works outside the job's transaction (`produce`): provider calls are slow, and the local
 * closes write their own short transactions. Money that still arrives for a closed order goes to the
 * needs-attention list, never into a place that was given away.
 */
defineJob<Record<string, never>>(CLOSE_DUE_ORDERS_JOB, {
  handle: async () => undefined,
  produce: async ({ db }) => (await closeDueOrdersWithProviders(db, closers.get(db))).length,
});
