import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { deskOrderQuery, DeskOrderRow, myOrderQuery, OrderRow, OrderState } from '@podium/contracts';
import type { z } from 'zod';
type MyOrderQuery = z.output<typeof myOrderQuery>;
type DeskOrderQuery = z.output<typeof deskOrderQuery>;

import {
  competitions,
  financeOrderLines,
  financeOrders,
  financePayments,
  financeRefunds,
  enrollTeams,
  groups,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { subtreeGroupIds } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { financeMessages } from './finance.messages.ts';

type OrderRecord = typeof financeOrders.$inferSelect;

/** Paid and refunded totals are sums of the append-only rows, never columns edited in place. */
const paidFen = sql<number>`coalesce((select sum(p.amount_fen) from ${financePayments} p
  where p.order_id = ${financeOrders.id} and p.state = 'succeeded'), 0)::int`;
const refundedFen = sql<number>`coalesce((select sum(r.amount_fen) from ${financeRefunds} r
  where r.order_id = ${financeOrders.id} and r.state = 'succeeded'), 0)::int`;

const orderColumns = {
  order: financeOrders,
  competitionPublicId: competitions.publicId,
  competitionName: competitions.name,
  paidFen,
  refundedFen,
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Rows → what leaves the server, with each order's lines (one query for all of them). */
const present = async (
  db: Db,
  rows: {
    order: OrderRecord;
    competitionPublicId: string;
    competitionName: string;
    paidFen: number;
    refundedFen: number;
  }[],
): Promise<OrderRow[]> => {
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? await db
        .select({ line: financeOrderLines, teamPublicId: enrollTeams.publicId })
        .from(financeOrderLines)
        .innerJoin(enrollTeams, eq(enrollTeams.id, financeOrderLines.teamId))
        .where(inArray(financeOrderLines.orderId, ids))
        .orderBy(financeOrderLines.id)
    : [];
  return rows.map((r) => ({
    orderNo: r.order.orderNo,
    state: r.order.state as OrderState,
    subject: r.order.subject,
    competitionId: r.competitionPublicId,
    competitionName: r.competitionName,
    amountFen: r.order.amountFen,
    paidFen: r.paidFen,
    refundedFen: r.refundedFen,
    provider: r.order.provider,
    createdAt: r.order.createdAt.toISOString(),
    expiresAt: r.order.expiresAt.toISOString(),
    paidAt: iso(r.order.paidAt),
    closedAt: iso(r.order.closedAt),
    lines: lines
      .filter((l) => l.line.orderId === r.order.id)
      .map((l) => ({
        lineId: l.line.publicId,
        teamId: l.teamPublicId,
        description: l.line.description,
        unitFen: l.line.unitFen,
        quantity: l.line.quantity,
        amountFen: l.line.amountFen,
      })),
  }));
};

/** GET /web/finance/order/page: the caller's own orders, newest first. */
export const listMyOrders = async (db: Db, userId: number, query: MyOrderQuery) => {
  const { pageNum, pageSize } = query;
  const where = and(
    eq(financeOrders.payerId, userId),
    query.state ? eq(financeOrders.state, query.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(orderColumns)
      .from(financeOrders)
      .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
      .where(where)
      .orderBy(desc(financeOrders.createdAt), desc(financeOrders.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(financeOrders).where(where),
  ]);
  return { rows: await present(db, rows), total: total?.n ?? 0 };
};

/** The order row by number, for the services that act on it (unknown: 404). */
export const findOrder = async (db: Db, orderNo: string) => {
  const [order] = await db.select().from(financeOrders).where(eq(financeOrders.orderNo, orderNo));
  if (!order) throw notFound(financeMessages.orderNotFound);
  return order;
};

/** One of the caller's own orders; another payer's is refused with "not yours". */
export const findMyOrder = async (db: Db, userId: number, orderNo: string) => {
  const order = await findOrder(db, orderNo);
  if (order.payerId !== userId) throw conflict(financeMessages.orderNotYours);
  return order;
};

export const presentOrder = async (db: Db, orderNo: string): Promise<OrderRow> => {
  const rows = await db
    .select(orderColumns)
    .from(financeOrders)
    .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
    .where(eq(financeOrders.orderNo, orderNo));
  const [row] = await present(db, rows);
  if (!row) throw notFound(financeMessages.orderNotFound);
  return row;
};

/**
 * What finance staff may see: a school its own payers' orders (its subtree), an organiser the orders of
 * its competitions (its subtree of organiser groups); ROOT everything.
 */
export const financeScope = (auth: AuthContext): SQL | undefined => {
  if (auth.isRoot) return undefined;
  if (!auth.group) return sql`false`;
  const subtree = subtreeGroupIds(auth.group.path);
  return or(inArray(financeOrders.payerGroupId, subtree), inArray(financeOrders.organiserGroupId, subtree));
};

const deskWhere = (auth: AuthContext, query: DeskOrderQuery) =>
  and(
    financeScope(auth),
    query.state ? eq(financeOrders.state, query.state) : undefined,
    query.competitionId ? eq(competitions.publicId, query.competitionId) : undefined,
    query.provider ? eq(financeOrders.provider, query.provider) : undefined,
    query.keyword
      ? or(
          ilike(financeOrders.orderNo, likePattern(query.keyword)),
          ilike(users.realName, likePattern(query.keyword)),
        )
      : undefined,
    query.from ? gte(financeOrders.createdAt, new Date(`${query.from}T00:00:00+08:00`)) : undefined,
    query.to
      ? lt(financeOrders.createdAt, new Date(new Date(`${query.to}T00:00:00+08:00`).getTime() + 86_400_000))
      : undefined,
  );

/** GET /finance/order/page (and the export, unpaged up to `limit`): orders in reach with filters. */
export const listDeskOrders = async (
  db: Db,
  auth: AuthContext,
  query: DeskOrderQuery,
  limit?: number,
): Promise<{ rows: DeskOrderRow[]; total: number }> => {
  const { pageNum } = query;
  const pageSize = limit ?? query.pageSize;
  const where = deskWhere(auth, query);
  const base = () =>
    db
      .select({ ...orderColumns, payerName: users.realName, payerGroupName: groups.name })
      .from(financeOrders)
      .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
      .innerJoin(users, eq(users.id, financeOrders.payerId))
      .leftJoin(groups, eq(groups.id, financeOrders.payerGroupId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(financeOrders.createdAt), desc(financeOrders.id))
      .limit(pageSize)
      .offset(limit ? 0 : (pageNum - 1) * pageSize),
    db
      .select({ n: count() })
      .from(financeOrders)
      .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
      .innerJoin(users, eq(users.id, financeOrders.payerId))
      .where(where),
  ]);
  const presented = await present(db, rows);
  return {
    rows: presented.map((p, i) => ({
      ...p,
      payerName: rows[i]!.payerName,
      payerGroupName: rows[i]!.payerGroupName ?? '',
    })),
    total: total?.n ?? 0,
  };
};
