import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  envelope,
  FinanceReconcileApi,
  reconcilePage,
  reconcileQuery,
  reconcileResolveBody,
  reconcileRunBody,
  reconcileRunResult,
  type ReconcileRow,
} from '@podium/contracts';
import { z } from 'zod';
import type { ApiModule } from '../../platform/api-module.ts';
import { financeOrders, financeReconciliationItems } from '../../db/schema/index.ts';
import { authOf, type AuthContext } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { financeMessages } from './finance.messages.ts';
import { financeScope } from './order-views.ts';
import type { Providers } from './providers/index.ts';
import { reconcileDay } from './reconcile.ts';

const tags = ['finance'];

/** A mismatch of an order in reach; one naming no known order is the platform's (ROOT) to settle. */
const inReach = (auth: AuthContext) =>
  auth.isRoot ? undefined : and(isNotNull(financeOrders.id), financeScope(auth) ?? sql`true`);

const present = (r: typeof financeReconciliationItems.$inferSelect): ReconcileRow => ({
  itemId: r.publicId,
  provider: r.provider,
  day: r.day,
  kind: r.kind as ReconcileRow['kind'],
  reference: r.reference,
  orderNo: r.orderNo,
  billFen: r.billFen,
  podiumFen: r.podiumFen,
  problem: r.problem as ReconcileRow['problem'],
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  resolution: r.resolution,
});

/** Reconciliation on the desk: the mismatches the daily job found, resolving them, a day run by hand. */
export const reconcileRoutes =
  (providers: Providers): ApiModule =>
  async (app, { deps }) => {
    const { db } = deps;

    app.get(
      FinanceReconcileApi.items,
      {
        config: { access: { permission: 'finance:action' } },
        schema: {
          tags,
          summary: 'Bill lines and payments that did not match, open ones first',
          querystring: reconcileQuery,
          response: { 200: envelope(reconcilePage) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const { resolved, pageNum, pageSize } = request.query;
        const where = and(
          inReach(auth),
          resolved === 'yes'
            ? isNotNull(financeReconciliationItems.resolvedAt)
            : resolved === 'no'
              ? isNull(financeReconciliationItems.resolvedAt)
              : undefined,
        );
        const base = () =>
          db
            .select({ item: financeReconciliationItems })
            .from(financeReconciliationItems)
            .leftJoin(financeOrders, eq(financeOrders.orderNo, financeReconciliationItems.orderNo));
        const [total] = await db
          .select({ n: count() })
          .from(financeReconciliationItems)
          .leftJoin(financeOrders, eq(financeOrders.orderNo, financeReconciliationItems.orderNo))
          .where(where);
        const rows = await base()
          .where(where)
          .orderBy(
            sql`${financeReconciliationItems.resolvedAt} is not null`,
            desc(financeReconciliationItems.id),
          )
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize);
        return ok({ total: total!.n, rows: rows.map((r) => present(r.item)) });
      },
    );

    app.post(
      FinanceReconcileApi.resolve,
      {
        config: {
          access: { permission: 'finance:action' },
          audit: { module: 'finance', action: 'reconcileResolve' },
        },
        schema: {
          tags,
          summary: 'Settle a mismatch with a note (what was done about it)',
          body: reconcileResolveBody,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const [found] = await db
          .select({ item: financeReconciliationItems })
          .from(financeReconciliationItems)
          .leftJoin(financeOrders, eq(financeOrders.orderNo, financeReconciliationItems.orderNo))
          .where(and(eq(financeReconciliationItems.publicId, request.body.itemId), inReach(auth)));
        if (!found) throw notFound(financeMessages.attentionNotFound);
        const done = await db
          .update(financeReconciliationItems)
          .set({ resolvedAt: new Date(), resolvedBy: auth.userId, resolution: request.body.note })
          .where(
            and(
              eq(financeReconciliationItems.id, found.item.id),
              or(isNull(financeReconciliationItems.resolvedAt)),
            ),
          )
          .returning({ id: financeReconciliationItems.id });
        if (!done.length) throw conflict(financeMessages.attentionResolved);
        recordChange(request, {
          target: found.item.reference,
          before: { resolvedAt: null },
          after: { resolution: request.body.note },
        });
        return ok(null);
      },
    );

    app.post(
      FinanceReconcileApi.run,
      {
        config: {
          access: { permission: 'finance:action' },
          audit: { module: 'finance', action: 'reconcileRun' },
        },
        schema: {
          tags,
          summary: "Reconcile one day's Alipay bill now (the daily job does yesterday by itself)",
          body: reconcileRunBody,
          response: { 200: envelope(reconcileRunResult) },
        },
      },
      async (request) => {
        const result = await reconcileDay(db, providers, 'alipay', request.body.day).catch(() => {
          throw conflict(financeMessages.providerFailed);
        });
        recordChange(request, { target: request.body.day, after: result });
        return ok({ day: request.body.day, ...result });
      },
    );
  };
