import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  SCORE_BANDS,
  TOP_SCHOOLS,
  type StatisticsBar,
  type StatisticsCharts,
  type StatisticsQuery,
} from '@podium/contracts';
import {
  awardEntries,
  awardLevels,
  certificateDownloads,
  certificates,
  competitions,
  competitionStages,
  enrollTeams,
  expertGroups,
  experts,
  financeOrders,
  financePayments,
  financeRefunds,
  groups,
  statisticsDays,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import type { Lang } from '../../platform/messages.ts';
import { ordersInReach, paymentsInReach } from './key-numbers.ts';
import { chinaDate, dayOfDate, periodOf, within, withinDays } from '../../platform/china-days.ts';
import {
  resolveReach,
  rollupInReach,
  rollupSum,
  teamsInReach,
  type Reach,
  type RollupMetric,
} from './statistics-reach.ts';
import { signUpCharts } from './signup-charts.ts';
import { statisticsMessages } from './statistics.messages.ts';

const fenSum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Every day from the first to the last (YYYY-MM-DD), so a quiet day shows as zero, not as a gap. */
const daysBetween = (first: string, last: string) => {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
};

/** Day-keyed series merged into one row per day, oldest first, quiet days included, every field present. */
const byDay = <K extends string>(series: Record<K, { day: string; value: number }[]>) => {
  const keys = Object.keys(series) as K[];
  const values = new Map<string, number>();
  for (const key of keys) for (const { day, value } of series[key]) values.set(`${key}/${day}`, value);
  const seen = keys.flatMap((key) => series[key].map((point) => point.day)).sort();
  if (seen.length === 0) return [];
  return daysBetween(seen[0]!, seen[seen.length - 1]!).map((day) => ({
    day,
    ...(Object.fromEntries(keys.map((key) => [key, values.get(`${key}/${day}`) ?? 0])) as Record<K, number>),
  }));
};

/** The first `top` bars as they are, the rest added up into one unnamed bar. */
const topAndRest = (bars: StatisticsBar[], top: number, restLabel: string): StatisticsBar[] => {
  if (bars.length <= top) return bars;
  const rest = bars.slice(top).reduce((sum, bar) => sum + bar.value, 0);
  return [...bars.slice(0, top), { id: null, label: restLabel, value: rest }];
};

/**
 * A submitted total's band: the lowest total of the band it falls in (SCORE_BANDS, whole numbers), read
 * from the rollup's floored total.
 */
const scoreBand = sql<number>`case ${sql.join(
  [...SCORE_BANDS].reverse().map((low) => sql`when ${statisticsDays.part2Id} >= ${low} then ${low}`),
  sql` `,
)} else ${SCORE_BANDS[0]} end`.mapWith(Number);

/** "60–69", and "≥ 90" for the last band; a total below the first band's top reads "< 60". */
const bandLabel = (i: number) =>
  i === 0
    ? `< ${SCORE_BANDS[1]}`
    : i === SCORE_BANDS.length - 1
      ? `≥ ${SCORE_BANDS[i]}`
      : `${SCORE_BANDS[i]}–${SCORE_BANDS[i + 1]! - 1}`;

const countAll = sql<number>`count(*)`.mapWith(Number);

/**
 * Review progress of one competition per expert group and expert, from the rollup's `reviewExpert` rows
 * (read live, one competition's 300,000 assignments on the large season took 0.3–0.5 s on PostgreSQL).
 * Without a competition there is nothing to draw: one chart of every expert of the platform would be
 * neither readable nor useful. Counted as the key numbers count them: assigned = not abstained,
 * done = submitted, by the day the assignment was made.
 */
const reviewByExpertGroup = async (
  db: Db,
  reach: Reach,
  q: StatisticsQuery,
  lang: Lang,
): Promise<StatisticsCharts['reviewByExpertGroup']> => {
  if (!q.competitionId) return [];
  const stateSum = (condition: SQL) =>
    sql<number>`coalesce(sum(${statisticsDays.n}) filter (where ${condition}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      groupId: expertGroups.publicId,
      groupName: expertGroups.name,
      stageId: competitionStages.publicId,
      stageName: competitionStages.name,
      expertId: experts.publicId,
      expertName: experts.name,
      assigned: stateSum(sql`${statisticsDays.state} <> 'abstained'`),
      done: stateSum(sql`${statisticsDays.state} = 'submitted'`),
    })
    .from(statisticsDays)
    .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
    .innerJoin(experts, eq(experts.id, statisticsDays.partId))
    .leftJoin(expertGroups, eq(expertGroups.id, statisticsDays.part2Id))
    .leftJoin(competitionStages, eq(competitionStages.id, expertGroups.stageId))
    .where(and(rollupInReach(reach, q, 'reviewExpert'), withinDays(statisticsDays.day, periodOf(q))))
    .groupBy(
      expertGroups.publicId,
      expertGroups.name,
      competitionStages.publicId,
      competitionStages.name,
      competitionStages.id,
      experts.publicId,
      experts.name,
    )
    .having(sql`sum(${statisticsDays.n}) > 0`)
    .orderBy(sql`${competitionStages.id} nulls last`, expertGroups.name, experts.name);
  const groupsSeen = new Map<string, StatisticsCharts['reviewByExpertGroup'][number]>();
  for (const r of rows) {
    const key = r.groupId ?? '';
    let group = groupsSeen.get(key);
    if (!group) {
      group = {
        id: r.groupId,
        stageId: r.stageId,
        label: r.groupName ? `${r.stageName} · ${r.groupName}` : statisticsMessages.noExpertGroup[lang],
        done: 0,
        assigned: 0,
        experts: [],
      };
      groupsSeen.set(key, group);
    }
    group.done += r.done;
    group.assigned += r.assigned;
    // Who reviews a school's works is the organiser's to know: a school sees its groups' totals only.
    if (reach.organiser)
      group.experts.push({ id: r.expertId, label: r.expertName, done: r.done, assigned: r.assigned });
  }
  return [...groupsSeen.values()];
};

/**
 * The days the winners downloaded certificates (each certificate once a day at most), counted under the
 * certificate's sign-up like the rollup's certificates, in reach and in the period.
 */
const downloadsPerDay = (db: Db, reach: Reach, q: StatisticsQuery) =>
  db
    .select({ day: sql<string>`to_char(${certificateDownloads.day}, 'YYYY-MM-DD')`, value: countAll })
    .from(certificateDownloads)
    .innerJoin(certificates, eq(certificates.id, certificateDownloads.certificateId))
    .innerJoin(awardEntries, eq(awardEntries.id, certificates.entryId))
    .innerJoin(enrollTeams, eq(enrollTeams.id, awardEntries.teamId))
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .where(and(teamsInReach(reach, q), withinDays(certificateDownloads.day, periodOf(q))))
    .groupBy(certificateDownloads.day);

/** Every chart of the statistics page for the same filters as the key numbers. */
export const statisticsCharts = async (
  db: Db,
  auth: AuthContext,
  q: StatisticsQuery,
  lang: Lang,
): Promise<StatisticsCharts> => {
  const period = periodOf(q);
  const text = statisticsMessages;
  const reach = await resolveReach(db, auth);
  const oneCompetition = Boolean(q.competitionId);
  const competitionLabel = sql<string>`coalesce(nullif(${competitions.shortName}, ''), ${competitions.name})`;
  /** A competition's part (item, stage, group) named alone for one competition, else after its competition. */
  const partLabel = (name: AnyPgColumn) =>
    oneCompetition ? sql<string>`${name}` : sql<string>`${competitionLabel} || ' · ' || ${name}`;
  /** The per-day rollup's rows of a metric in reach and in the period (competitions joined for the reach). */
  const rolled = (metric: RollupMetric) =>
    and(rollupInReach(reach, q, metric), withinDays(statisticsDays.day, period));
  const perDay = (metric: RollupMetric, state?: SQL) =>
    db
      .select({ day: sql<string>`to_char(${statisticsDays.day}, 'YYYY-MM-DD')`, value: rollupSum })
      .from(statisticsDays)
      .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
      .where(and(rolled(metric), state))
      .groupBy(statisticsDays.day)
      .having(sql`sum(${statisticsDays.n}) > 0`);
  const bySchool = (metric: RollupMetric) =>
    db
      .select({ id: groups.publicId, label: groups.name, value: rollupSum })
      .from(statisticsDays)
      .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
      .leftJoin(groups, eq(groups.id, statisticsDays.schoolGroupId))
      .where(rolled(metric))
      .groupBy(groups.publicId, groups.name)
      .having(sql`sum(${statisticsDays.n}) > 0`)
      .orderBy(sql`sum(${statisticsDays.n}) desc`, groups.name);
  const stateSum = (state: string) =>
    sql<number>`coalesce(sum(${statisticsDays.n}) filter (where ${statisticsDays.state} = ${state}), 0)`.mapWith(
      Number,
    );
  const hasAny = sql`sum(${statisticsDays.n}) > 0`;

  const [
    signUps,
    approved,
    stageWorks,
    review,
    levels,
    issued,
    revoked,
    paid,
    refunded,
    bands,
    awardSchools,
    paidByCompetition,
    refundedByCompetition,
    byExpertGroup,
    downloaded,
  ] = await Promise.all([
    signUpCharts(db, rolled('signUp'), oneCompetition, lang),
    perDay('approved'),
    db
      .select({
        id: competitionStages.publicId,
        label: partLabel(competitionStages.name),
        value: rollupSum,
      })
      .from(statisticsDays)
      .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
      .innerJoin(competitionStages, eq(competitionStages.id, statisticsDays.partId))
      .where(rolled('work'))
      .groupBy(competitionStages.publicId, competitionStages.name, competitions.shortName, competitions.name)
      .having(hasAny)
      .orderBy(sql`sum(${statisticsDays.n}) desc`),
    db
      .select({
        id: competitionStages.publicId,
        label: partLabel(competitionStages.name),
        assigned: stateSum('assigned'),
        draft: stateSum('draft'),
        submitted: stateSum('submitted'),
        abstained: stateSum('abstained'),
      })
      .from(statisticsDays)
      .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
      .innerJoin(competitionStages, eq(competitionStages.id, statisticsDays.partId))
      .where(rolled('review'))
      .groupBy(competitionStages.publicId, competitionStages.name, competitions.shortName, competitions.name)
      .having(hasAny)
      .orderBy(competitionStages.name),
    db
      // Each competition has its own levels: over several, "一等奖" is named after its competition.
      .select({ id: awardLevels.publicId, label: partLabel(awardLevels.name), value: rollupSum })
      .from(statisticsDays)
      .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
      .innerJoin(awardLevels, eq(awardLevels.id, statisticsDays.partId))
      .where(rolled('award'))
      .groupBy(
        awardLevels.publicId,
        awardLevels.name,
        awardLevels.orderNum,
        competitions.shortName,
        competitions.name,
      )
      .having(hasAny)
      .orderBy(awardLevels.orderNum, awardLevels.name),
    perDay('certificate'),
    perDay('revoked'),
    db
      .select({ day: dayOfDate(chinaDate(financePayments.paidAt)), value: fenSum(financePayments.amountFen) })
      .from(financePayments)
      .innerJoin(financeOrders, eq(financeOrders.id, financePayments.orderId))
      .where(paymentsInReach(auth, q, period))
      .groupBy(chinaDate(financePayments.paidAt)),
    db
      .select({
        day: dayOfDate(chinaDate(financeRefunds.finishedAt)),
        value: fenSum(financeRefunds.amountFen),
      })
      .from(financeRefunds)
      .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
      .where(
        and(
          ordersInReach(auth, q),
          eq(financeRefunds.state, 'succeeded'),
          within(financeRefunds.finishedAt, period),
        ),
      )
      .groupBy(chinaDate(financeRefunds.finishedAt)),
    db
      .select({ band: scoreBand, value: rollupSum })
      .from(statisticsDays)
      .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
      .where(rolled('score'))
      .groupBy(sql`1`),
    bySchool('award'),
    db
      .select({
        id: competitions.publicId,
        label: competitionLabel,
        value: fenSum(financePayments.amountFen),
      })
      .from(financePayments)
      .innerJoin(financeOrders, eq(financeOrders.id, financePayments.orderId))
      .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
      .where(paymentsInReach(auth, q, period))
      .groupBy(competitions.publicId, competitions.shortName, competitions.name),
    db
      .select({ id: competitions.publicId, value: fenSum(financeRefunds.amountFen) })
      .from(financeRefunds)
      .innerJoin(financeOrders, eq(financeOrders.id, financeRefunds.orderId))
      .innerJoin(competitions, eq(competitions.id, financeOrders.competitionId))
      .where(
        and(
          ordersInReach(auth, q),
          eq(financeRefunds.state, 'succeeded'),
          within(financeRefunds.finishedAt, period),
        ),
      )
      .groupBy(competitions.publicId),
    reviewByExpertGroup(db, reach, q, lang),
    downloadsPerDay(db, reach, q),
  ]);

  return {
    signUpsPerDay: byDay({ created: signUps.perDay, approved }),
    byProvince: signUps.byProvince.map((p) => ({
      id: p.id,
      label: p.label ?? text.noProvince[lang],
      value: p.value,
    })),
    bySchool: topAndRest(
      signUps.bySchool.map((s) => ({ id: s.id, label: s.label ?? text.noSchool[lang], value: s.value })),
      TOP_SCHOOLS,
      text.otherSchools[lang],
    ),
    byItem: signUps.byItem,
    byGroup: signUps.byGroup,
    worksByStage: stageWorks,
    scoreBands: SCORE_BANDS.map((low, i) => ({
      id: null,
      label: bandLabel(i),
      value: bands.find((b) => b.band === low)?.value ?? 0,
    })),
    reviewByStage: review,
    reviewByExpertGroup: byExpertGroup,
    awardsByLevel: levels,
    awardsBySchool: topAndRest(
      awardSchools.map((s) => ({ id: s.id, label: s.label ?? text.noSchool[lang], value: s.value })),
      TOP_SCHOOLS,
      text.otherSchools[lang],
    ),
    certificatesPerDay: byDay({ issued, revoked, downloaded }),
    revenuePerDay: byDay({ paidFen: paid, refundedFen: refunded }),
    revenueByCompetition: paidByCompetition
      .map((c) => ({
        id: c.id,
        label: c.label,
        value: c.value - (refundedByCompetition.find((r) => r.id === c.id)?.value ?? 0),
      }))
      .sort((a, b) => b.value - a.value),
  };
};
