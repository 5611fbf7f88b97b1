import { and, eq, inArray, lte } from 'drizzle-orm';
import { financeOrderLines, financeOrders } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { defineJob } from '../../platform/jobs/index.ts';
import { releaseUnpaidTeams } from '../enrollment/index.ts';
import { financeMessages } from './finance.messages.ts';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const CLOSE_DUE_ORDERS_JOB = 'finance.closeDueOrders';

/**
 * Closes every order still awaiting payment whose time is up, and rejects its sign-ups, giving their
 * places back — all in the caller's transaction, with conditional UPDATEs (`… where state = 'awaiting'`),
 * so a payment committing at the same moment and this close cannot both win. Returns the closed orders.
 */
export const closeDueOrders = async (tx: Tx, now = new Date()) => {
  const closed = await tx
    .update(financeOrders)
    .set({ state: 'closed', closedAt: now, closeReason: 'timeout', updatedAt: now })
    .where(and(eq(financeOrders.state, 'awaiting'), lte(financeOrders.expiresAt, now)))
    .returning({ id: financeOrders.id, orderNo: financeOrders.orderNo, provider: financeOrders.provider });
  if (closed.length === 0) return closed;
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
 * The durable close: scheduled for each order's expiry (make-order.ts). Closing at the provider (so the
 * payer can no longer pay there) is best effort — money that still arrives for a closed order goes to the
 * needs-attention list, never into a place that was given away.
 */
let closeAtProvider: ((orderNo: string, provider: string) => Promise<void>) | undefined;
export const setProviderCloser = (closer: (orderNo: string, provider: string) => Promise<void>) => {
  closeAtProvider = closer;
};

defineJob<Record<string, never>>(CLOSE_DUE_ORDERS_JOB, {
  handle: async ({ tx }) => {
    const closed = await closeDueOrders(tx);
    for (const order of closed)
      if (order.provider && order.provider !== 'demo')
        await closeAtProvider?.(order.orderNo, order.provider).catch(() => undefined);
  },
});
