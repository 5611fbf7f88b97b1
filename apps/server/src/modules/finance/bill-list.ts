import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { BillRow, deskBillQuery } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitions,
  financeOrders,
  financePayments,
  financeRefunds,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { financeScope } from './order-views.ts';

type Query = z.output<typeof deskBillQuery>;

/**
 * GET /finance/bill/page: the money that moved — payments and refunds, each a row of its own — for the
 * orders in reach (same scope as the order list), newest first. One UNION ALL, paged in the database.
 */
export const listBills = async (db: Db, auth: AuthContext, query: Query) => {
  const where = and(
    financeScope(auth),
    query.competitionId ? eq(competitions.publicId, query.competitionId) : undefined,
    query.keyword
      ? or(
          ilike(financeOrders.orderNo, likePattern(query.keyword)),
          ilike(users.realName, likePattern(query.keyword)),
        )
      : undefined,
  );
  const payments = db
    .select({
      billId: financePayments.publicId,
      kind: sql<'payment' | 'refund'>`'payment'`.as('kind'),
      orderNo: financeOrders.orderNo,
      provider: financePayments.provider,
      reference: financePayments.tradeNo,
      amountFen: financePayments.amountFen,
      state: financePayments.state,
      at: sql<Date>`${financePayments.paidAt}`.as('at'),
      competitionName: competitions.name,
      payerName: users.realName,
    })
    .from(financePayments)
    .innerJoin(financeOrders, eq(financeOrders.id, financePayments.orderId))
    .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
    .innerJoin(users, eq(users.id, financeOrders.payerId))
    .where(where);
  const refunds = db
    .select({
      billId: financeRefunds.publicId,
      kind: sql<'payment' | 'refund'>`'refund'`.as('kind'),
      orderNo: financeOrders.orderNo,
      provider: sql<string>`coalesce(${financeOrders.provider}, '')`.as('provider'),
      reference: financeRefunds.requestNo,
      amountFen: financeRefunds.amountFen,
      state: financeRefunds.state,
      at: sql<Date>`${financeRefunds.createdAt}`.as('at'),
      competitionName: competitions.name,
      payerName: users.realName,
    })
    .from(financeRefunds)
    .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
    .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
    .innerJoin(users, eq(users.id, financeOrders.payerId))
    .where(where);
  const both =
    query.kind === 'payment' ? payments.$dynamic() : query.kind === 'refund' ? refunds.$dynamic() : undefined;
  const rows = both
    ? await both
        .orderBy(desc(sql`at`))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize)
    : await unionAll(payments, refunds)
        .orderBy(desc(sql`at`))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
  // Counted per kind (a COUNT over the UNION's subquery miscounted under drizzle's set-operation builder).
  const countOf = async (table: typeof financePayments | typeof financeRefunds) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .innerJoin(financeOrders, eq(financeOrders.id, table.orderId))
      .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
      .innerJoin(users, eq(users.id, financeOrders.payerId))
      .where(where);
    return row?.n ?? 0;
  };
  const total =
    (query.kind === 'refund' ? 0 : await countOf(financePayments)) +
    (query.kind === 'payment' ? 0 : await countOf(financeRefunds));
  return {
    rows: rows.map((r): BillRow => ({ ...r, at: new Date(r.at).toISOString(), kind: r.kind })),
    total,
  };
};
