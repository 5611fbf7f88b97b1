import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  deskOrderQuery,
  DeskOrderRow,
  myOrderQuery,
  OrderRefund,
  OrderRow,
  OrderState,
} from '@podium/contracts';
import type { z } from 'zod';
type MyOrderQuery = z.output<typeof myOrderQuery>;
type DeskOrderQuery = z.output<typeof deskOrderQuery>;

import {
  competitionEnrollSettings,
  competitions,
  financeOrderLines,
  financeOrders,
  financePayments,
  financeRefunds,
  financeTransfers,
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
import { isMemberOfOrderTeam } from './school-held.ts';

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

const latestTransfer = (row: typeof financeTransfers.$inferSelect | undefined): OrderRow['transfer'] =>
  row
    ? {
        transferId: row.publicId,
        state: row.state as NonNullable<OrderRow['transfer']>['state'],
        rejectReason: row.rejectReason,
        createdAt: row.createdAt.toISOString(),
      }
    : null;

/** A school's order: its payer captains none of the teams it pays for (a student's own order: their team). */
const paidBySchool = sql<boolean>`exists (select 1 from ${financeOrderLines}
  join ${enrollTeams} on ${enrollTeams.id} = ${financeOrderLines.teamId}
  where ${financeOrderLines.orderId} = ${financeOrders.id}
    and ${enrollTeams.captainId} <> ${financeOrders.payerId})`;

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
  const refunds = ids.length
    ? await db
        .select({ refund: financeRefunds, linePublicId: financeOrderLines.publicId })
        .from(financeRefunds)
        .leftJoin(financeOrderLines, eq(financeOrderLines.id, financeRefunds.lineId))
        .where(inArray(financeRefunds.orderId, ids))
        .orderBy(financeRefunds.id)
    : [];
  const transfers = ids.length
    ? await db
        .select()
        .from(financeTransfers)
        .where(inArray(financeTransfers.orderId, ids))
        .orderBy(desc(financeTransfers.id))
    : [];
  const lines = ids.length
    ? await db
        .select({ line: financeOrderLines, teamPublicId: enrollTeams.publicId })
        .from(financeOrderLines)
        .innerJoin(enrollTeams, eq(enrollTeams.id, financeOrderLines.teamId))
        .where(inArray(financeOrderLines.orderId, ids))
        .orderBy(financeOrderLines.id)
    : [];
  // Who pays: the person, and for a school's order the school (its name is the payer of record).
  const payers = ids.length
    ? await db
        .select({
          orderId: financeOrders.id,
          realName: users.realName,
          username: users.username,
          groupName: groups.name,
          paidBySchool,
        })
        .from(financeOrders)
        .innerJoin(users, eq(users.id, financeOrders.payerId))
        .leftJoin(groups, eq(groups.id, financeOrders.payerGroupId))
        .where(inArray(financeOrders.id, ids))
    : [];
  const competitionIds = [...new Set(rows.map((r) => r.order.competitionId))];
  const payees = competitionIds.length
    ? await db
        .select({
          competitionId: competitionEnrollSettings.competitionId,
          name: competitionEnrollSettings.payeeName,
          bank: competitionEnrollSettings.payeeBank,
          account: competitionEnrollSettings.payeeAccount,
        })
        .from(competitionEnrollSettings)
        .where(inArray(competitionEnrollSettings.competitionId, competitionIds))
    : [];
  const payeeOf = (competitionId: number): OrderRow['payee'] => {
    const found = payees.find((p) => p.competitionId === competitionId);
    return found && found.account !== ''
      ? { name: found.name, bank: found.bank, account: found.account }
      : null;
  };
  return rows.map((r) => {
    const payer = payers.find((p) => p.orderId === r.order.id);
    return {
      orderNo: r.order.orderNo,
      state: r.order.state as OrderState,
      subject: r.order.subject,
      competitionId: r.competitionPublicId,
      competitionName: r.competitionName,
      amountFen: r.order.amountFen,
      discountFen: r.order.discountFen,
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
      transfer: latestTransfer(transfers.find((f) => f.orderId === r.order.id)),
      payee: payeeOf(r.order.competitionId),
      payerName: payer?.realName || payer?.username || '',
      payerSchool: payer && Boolean(payer.paidBySchool) && payer.groupName ? payer.groupName : null,
      refunds: refunds
        .filter((f) => f.refund.orderId === r.order.id)
        .map(({ refund: f, linePublicId }) => ({
          refundId: f.publicId,
          lineId: linePublicId,
          amountFen: f.amountFen,
          reason: f.reason,
          state: f.state as OrderRefund['state'],
          createdAt: f.createdAt.toISOString(),
          finishedAt: iso(f.finishedAt),
        })),
    };
  });
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
  if (order.payerId !== userId) {
    // A captain whose team is on the school's order: not "not yours" but who pays, so they know why.
    if (await isMemberOfOrderTeam(db, userId, order.id)) throw conflict(financeMessages.schoolPays);
    throw conflict(financeMessages.orderNotYours);
  }
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
      .select({
        ...orderColumns,
        payerName: users.realName,
        payerGroupName: groups.name,
        paidBySchool,
      })
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
      paidBySchool: Boolean(rows[i]!.paidBySchool),
    })),
    total: total?.n ?? 0,
  };
};
