import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { KPI_KEYS, type KpiKey, type StatisticsOverview, type StatisticsQuery } from '@podium/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  competitions,
  financeOrders,
  financePayments,
  financeRefunds,
  statisticsDays,
  statisticsPeople,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { financeScope } from '../finance/order-views.ts';
import { periodOf, previousPeriodOf, within, withinDays, type Period } from '../../platform/china-days.ts';
import { schoolsInProvince } from '../schools/schools-in-province.ts';
import {
  peopleInReach,
  resolveReach,
  rollupInReach,
  type Reach,
  type RollupMetric,
} from './statistics-reach.ts';

const sumOf = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Money in reach: the acting group's finance scope, the competition and the payer school's province. */
export const ordersInReach = (auth: AuthContext, q: StatisticsQuery) =>
  and(
    financeScope(auth),
    q.competitionId
      ? sql`${financeOrders.competitionId} = (select ${competitions.id} from ${competitions} where ${competitions.publicId} = ${q.competitionId})`
      : undefined,
    q.provinceCode ? inArray(financeOrders.payerGroupId, schoolsInProvince(q.provinceCode)) : undefined,
  );

/** Payments that took money, in reach, paid within the period (key numbers and the revenue charts). */
export const paymentsInReach = (
  auth: AuthContext,
  q: StatisticsQuery,
  period: Parameters<typeof within>[1],
) =>
  and(ordersInReach(auth, q), eq(financePayments.state, 'succeeded'), within(financePayments.paidAt, period));

/** The rollup's count of one metric (and state) among the rows read. */
const rollupCount = (metric: RollupMetric, state?: SQL) =>
  sql<number>`coalesce(sum(${statisticsDays.n}) filter (where ${and(eq(statisticsDays.metric, metric), state)}), 0)`.mapWith(
    Number,
  );
/** How many different values of `column` have a row with something counted. */
const distinctCounted = (column: AnyPgColumn) =>
  sql<number>`count(distinct ${column}) filter (where ${statisticsDays.metric} = 'signUp' and ${statisticsDays.n} > 0)`.mapWith(
    Number,
  );

/**
 * Every key number over one period. Records that belong to a sign-up (works, scores, awards, certificates)
 * count when their sign-up is in reach, so each figure agrees with the desk list it summarises. All but
 * the people (a distinct count: from the students per day) and the money come from one read of the per-day
 * rollup.
 */
export const keyNumbers = async (
  db: Db,
  auth: AuthContext,
  reach: Reach,
  q: StatisticsQuery,
  period: Period,
): Promise<Record<KpiKey, number>> => {
  const [[rolled], people, paid, refunded] = await Promise.all([
    db
      .select({
        signUps: rollupCount('signUp'),
        competitions: distinctCounted(statisticsDays.competitionId),
        schools: distinctCounted(statisticsDays.schoolGroupId),
        works: rollupCount('work'),
        assigned: rollupCount('review', sql`${statisticsDays.state} <> 'abstained'`),
        done: rollupCount('review', sql`${statisticsDays.state} = 'submitted'`),
        awards: rollupCount('award'),
        certificates: rollupCount('certificate', sql`${statisticsDays.state} = 'issued'`),
      })
      .from(statisticsDays)
      .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
      .where(
        and(
          rollupInReach(reach, q, ['signUp', 'work', 'review', 'award', 'certificate']),
          withinDays(statisticsDays.day, period),
        ),
      ),
    db
      .select({
        people:
          sql<number>`count(distinct ${statisticsPeople.userId}) filter (where ${statisticsPeople.n} > 0)`.mapWith(
            Number,
          ),
      })
      .from(statisticsPeople)
      .innerJoin(competitions, eq(competitions.id, statisticsPeople.competitionId))
      .where(and(peopleInReach(reach, q), withinDays(statisticsPeople.day, period))),
    db
      .select({ fen: sumOf(financePayments.amountFen) })
      .from(financePayments)
      .innerJoin(financeOrders, eq(financeOrders.id, financePayments.orderId))
      .where(paymentsInReach(auth, q, period)),
    db
      .select({ fen: sumOf(financeRefunds.amountFen) })
      .from(financeRefunds)
      .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
      .where(
        and(
          ordersInReach(auth, q),
          eq(financeRefunds.state, 'succeeded'),
          within(financeRefunds.finishedAt, period),
        ),
      ),
  ]);
  return {
    competitions: rolled?.competitions ?? 0,
    signUps: rolled?.signUps ?? 0,
    people: people[0]?.people ?? 0,
    schools: rolled?.schools ?? 0,
    works: rolled?.works ?? 0,
    scoresDone: rolled?.done ?? 0,
    scoresAssigned: rolled?.assigned ?? 0,
    awards: rolled?.awards ?? 0,
    certificates: rolled?.certificates ?? 0,
    revenueFen: (paid[0]?.fen ?? 0) - (refunded[0]?.fen ?? 0),
  };
};

/** The key numbers of the filtered period, each beside the period of the same length before it. */
export const statisticsOverview = async (
  db: Db,
  auth: AuthContext,
  q: StatisticsQuery,
): Promise<StatisticsOverview> => {
  const previous = previousPeriodOf(q);
  const reach = await resolveReach(db, auth);
  const [now, before] = await Promise.all([
    keyNumbers(db, auth, reach, q, periodOf(q)),
    previous ? keyNumbers(db, auth, reach, q, previous.period) : null,
  ]);
  return {
    kpis: KPI_KEYS.map((key) => ({ key, value: now[key], previous: before?.[key] ?? null })),
    previousFrom: previous?.from ?? null,
    previousTo: previous?.to ?? null,
  };
};
