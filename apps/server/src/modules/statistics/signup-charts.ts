import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StatisticsBar } from '@podium/contracts';
import {
  competitionGroups,
  competitionItems,
  competitions,
  groups,
  provinces,
  schoolInfos,
  statisticsDays,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { Lang } from '../../platform/messages.ts';
import { rollupSum } from './statistics-reach.ts';

export type SignUpCharts = {
  perDay: { day: string; value: number }[];
  byProvince: { id: string | null; label: string | null; value: number }[];
  bySchool: { id: string | null; label: string | null; value: number }[];
  byItem: StatisticsBar[];
  byGroup: StatisticsBar[];
};

/** Set by GROUPING(): 0 when the column is one the row is grouped by (the row belongs to that cut). */
const isCut = (column: AnyPgColumn) => sql<number>`grouping(${column})`.mapWith(Number);

const byValueThen =
  <T extends { value: number }>(tieBreak: (a: T, b: T) => number) =>
  (a: T, b: T) =>
    b.value - a.value || tieBreak(a, b);
const compareText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

/**
 * The five sign-up charts (per day, by province, school, item and group) from ONE scan of the rollup's
 * sign-up rows: a `grouping sets` query, each row tagged by the cut it belongs to. On PGlite, where a page's
 * queries run one after another on its one connection, five scans of the largest metric were most of the
 * organiser's chart call. Label columns ride in their cut's set (each is fixed by the cut's key).
 *
 * `where` is the sign-up metric in reach and in the period; `oneCompetition` names items and groups alone,
 * else after their competition.
 */
export const signUpCharts = async (
  db: Db,
  where: SQL | undefined,
  oneCompetition: boolean,
  lang: Lang,
): Promise<SignUpCharts> => {
  const competitionLabel = sql<string>`coalesce(nullif(${competitions.shortName}, ''), ${competitions.name})`;
  const partLabel = (name: AnyPgColumn) =>
    oneCompetition ? sql<string>`${name}` : sql<string>`${competitionLabel} || ' · ' || ${name}`;
  const provinceName = lang === 'zh' ? provinces.name : provinces.nameEn;

  const rows = await db
    .select({
      dayCut: isCut(statisticsDays.day),
      provinceCut: isCut(schoolInfos.provinceCode),
      schoolCut: isCut(statisticsDays.schoolGroupId),
      itemCut: isCut(competitionItems.publicId),
      groupCut: isCut(competitionGroups.publicId),
      day: sql<string>`to_char(${statisticsDays.day}, 'YYYY-MM-DD')`,
      provinceCode: schoolInfos.provinceCode,
      provinceName,
      schoolId: groups.publicId,
      schoolName: groups.name,
      itemId: competitionItems.publicId,
      itemLabel: partLabel(competitionItems.name),
      groupId: competitionGroups.publicId,
      groupLabel: partLabel(competitionGroups.name),
      value: rollupSum,
    })
    .from(statisticsDays)
    .innerJoin(competitions, eq(competitions.id, statisticsDays.competitionId))
    .leftJoin(schoolInfos, eq(schoolInfos.groupId, statisticsDays.schoolGroupId))
    .leftJoin(provinces, eq(provinces.code, schoolInfos.provinceCode))
    .leftJoin(groups, eq(groups.id, statisticsDays.schoolGroupId))
    .leftJoin(competitionItems, eq(competitionItems.id, statisticsDays.partId))
    .leftJoin(competitionGroups, eq(competitionGroups.id, statisticsDays.part2Id))
    .where(where)
    .groupBy(
      sql`grouping sets (
        (${statisticsDays.day}),
        (${schoolInfos.provinceCode}, ${provinces.name}, ${provinces.nameEn}),
        (${statisticsDays.schoolGroupId}, ${groups.publicId}, ${groups.name}),
        (${competitionItems.publicId}, ${competitionItems.name}, ${competitions.shortName}, ${competitions.name}),
        (${competitionGroups.publicId}, ${competitionGroups.name}, ${competitions.shortName}, ${competitions.name})
      )`,
    )
    .having(sql`sum(${statisticsDays.n}) > 0`);

  const charts: SignUpCharts = { perDay: [], byProvince: [], bySchool: [], byItem: [], byGroup: [] };
  for (const row of rows) {
    if (row.dayCut === 0) charts.perDay.push({ day: row.day, value: row.value });
    else if (row.provinceCut === 0)
      charts.byProvince.push({ id: row.provinceCode, label: row.provinceName, value: row.value });
    else if (row.schoolCut === 0)
      charts.bySchool.push({ id: row.schoolId, label: row.schoolName, value: row.value });
    // A sign-up row without an item (or a group) has no bar in that chart, as an inner join would drop it.
    else if (row.itemCut === 0 && row.itemId !== null)
      charts.byItem.push({ id: row.itemId, label: row.itemLabel, value: row.value });
    else if (row.groupCut === 0 && row.groupId !== null)
      charts.byGroup.push({ id: row.groupId, label: row.groupLabel, value: row.value });
  }
  charts.byProvince.sort(byValueThen((a, b) => compareText(a.id, b.id)));
  charts.bySchool.sort(byValueThen((a, b) => compareText(a.label, b.label)));
  charts.byItem.sort(byValueThen(() => 0));
  charts.byGroup.sort(byValueThen(() => 0));
  return charts;
};
