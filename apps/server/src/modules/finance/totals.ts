import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { deskTotalsQuery, TotalRow } from '@podium/contracts';
import type { z } from 'zod';
import {
  competitions,
  financeOrders,
  financePayments,
  financeRefunds,
  groups,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { financeScope } from './order-views.ts';

type Query = z.output<typeof deskTotalsQuery>;

/** A moment's Beijing date (yyyy-MM-dd): the day finance staff count it in. */
const beijingDay = (at: AnyPgColumn) =>
  sql<string>`to_char((${at} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/**
 * What one side of the ledger (payments, or succeeded refunds) adds up to per group: the key and label of
 * the competition, the paying school or the day, with the count and the sum of fen.
 */
const sums = async (
  db: Db,
  auth: AuthContext,
  query: Query,
  side: {
    amount: AnyPgColumn;
    at: AnyPgColumn;
    orderId: AnyPgColumn;
    table: typeof financePayments | typeof financeRefunds;
    only?: SQL;
  },
) => {
  const key =
    query.by === 'day'
      ? beijingDay(side.at)
      : query.by === 'school'
        ? sql<string>`coalesce(${groups.publicId}, '')`
        : sql<string>`${competitions.publicId}`;
  const label =
    query.by === 'day'
      ? beijingDay(side.at)
      : query.by === 'school'
        ? sql<string>`coalesce(${groups.name}, '')`
        : sql<string>`${competitions.name}`;
  return db
    .select({
      key: key.as('key'),
      label: sql<string>`min(${label})`.as('label'),
      n: count(),
      fen: sql<number>`coalesce(sum(${side.amount}), 0)::int`,
    })
    .from(side.table)
    .innerJoin(financeOrders, eq(financeOrders.id, side.orderId))
    .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
    .leftJoin(groups, eq(groups.id, financeOrders.payerGroupId))
    .where(
      and(
        financeScope(auth),
        side.only,
        query.competitionId ? eq(competitions.publicId, query.competitionId) : undefined,
        query.from ? gte(side.at, dayStart(query.from)) : undefined,
        query.to ? lt(side.at, new Date(dayStart(query.to).getTime() + 86_400_000)) : undefined,
      ),
    )
    .groupBy(sql`1`);
};

/**
 * GET /finance/totals: money in (payments) and out (succeeded refunds) per competition, paying school or
 * Beijing day, for the orders in reach; net = in − out. Sums of the append-only rows, never of a column
 * edited in place.
 */
export const financeTotals = async (db: Db, auth: AuthContext, query: Query): Promise<TotalRow[]> => {
  const [paid, refunded] = await Promise.all([
    sums(db, auth, query, {
      table: financePayments,
      amount: financePayments.amountFen,
      at: financePayments.paidAt,
      orderId: financePayments.orderId,
      only: eq(financePayments.state, 'succeeded'),
    }),
    sums(db, auth, query, {
      table: financeRefunds,
      amount: financeRefunds.amountFen,
      at: financeRefunds.finishedAt,
      orderId: financeRefunds.orderId,
      only: eq(financeRefunds.state, 'succeeded'),
    }),
  ]);
  const rows = new Map<string, TotalRow>();
  const rowOf = (key: string, label: string) => {
    const row = rows.get(key) ?? {
      key,
      label,
      payments: 0,
      paidFen: 0,
      refunds: 0,
      refundedFen: 0,
      netFen: 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const p of paid) Object.assign(rowOf(p.key, p.label), { payments: p.n, paidFen: p.fen });
  for (const r of refunded) Object.assign(rowOf(r.key, r.label), { refunds: r.n, refundedFen: r.fen });
  const list = [...rows.values()].map((r) => ({ ...r, netFen: r.paidFen - r.refundedFen }));
  return query.by === 'day'
    ? list.sort((a, b) => b.key.localeCompare(a.key))
    : list.sort((a, b) => b.paidFen - a.paidFen || a.label.localeCompare(b.label));
};
