import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AttentionRow, attentionQuery } from '@podium/contracts';
import type { z } from 'zod';
import { financeAttention, financeOrders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { financeMessages } from './finance.messages.ts';
import { financeScope } from './order-views.ts';

type Query = z.output<typeof attentionQuery>;

/**
 * GET /finance/attention/page: money that arrived for a closed or already-paid order, or a provider's
 * word of success that could not be the order's money (with why), for finance staff to settle by hand — open ones first, newest first; same scope as the orders.
 */
export const listAttention = async (db: Db, auth: AuthContext, query: Query) => {
  const where = and(
    financeScope(auth),
    query.resolved === 'yes'
      ? isNotNull(financeAttention.resolvedAt)
      : query.resolved === 'no'
        ? isNull(financeAttention.resolvedAt)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        attention: financeAttention,
        orderNo: financeOrders.orderNo,
        orderAmountFen: financeOrders.amountFen,
      })
      .from(financeAttention)
      .innerJoin(financeOrders, eq(financeOrders.id, financeAttention.orderId))
      .where(where)
      .orderBy(desc(isNull(financeAttention.resolvedAt)), desc(financeAttention.createdAt))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(financeAttention)
      .innerJoin(financeOrders, eq(financeOrders.id, financeAttention.orderId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ attention: a, orderNo, orderAmountFen }): AttentionRow => ({
      attentionId: a.publicId,
      orderNo,
      provider: a.provider,
      tradeNo: a.tradeNo,
      amountFen: a.amountFen,
      orderAmountFen,
      reason: a.reason as AttentionRow['reason'],
      heldByOrderNo: a.detail.heldByOrderNo ?? null,
      account: a.detail.account ?? null,
      createdAt: a.createdAt.toISOString(),
      resolvedAt: a.resolvedAt ? a.resolvedAt.toISOString() : null,
      resolution: a.resolution,
    })),
    total: total?.n ?? 0,
  };
};

/**
 * POST /finance/attention/resolve: a needs-attention entry is settled with a note (what was done with the
 * money); once, by one conditional UPDATE, in the caller's scope.
 */
export const resolveAttention = async (db: Db, auth: AuthContext, attentionId: string, note: string) => {
  const [found] = await db
    .select({
      id: financeAttention.id,
      resolvedAt: financeAttention.resolvedAt,
      orderNo: financeOrders.orderNo,
    })
    .from(financeAttention)
    .innerJoin(financeOrders, eq(financeOrders.id, financeAttention.orderId))
    .where(and(eq(financeAttention.publicId, attentionId), financeScope(auth)));
  if (!found) throw notFound(financeMessages.attentionNotFound);
  const [done] = await db
    .update(financeAttention)
    .set({ resolvedAt: new Date(), resolvedBy: auth.userId, resolution: note })
    .where(and(eq(financeAttention.id, found.id), isNull(financeAttention.resolvedAt)))
    .returning({ id: financeAttention.id });
  if (!done) throw conflict(financeMessages.attentionResolved);
  return { orderNo: found.orderNo };
};
