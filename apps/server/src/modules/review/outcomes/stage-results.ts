import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  competitionGroups,
  competitionItems,
  competitionStages,
  competitions,
  enrollTeams,
  groups,
  reviewEntries,
  reviewResults,
} from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import type { StageRow } from '../review-lookup.ts';

const schools = alias(groups, 'result_school');

/** Every entry of a stage with its team, school, item, participant group and final score (null if none). */
export const stageEntriesWithScores = async (db: Db, stageId: number, extra?: SQL) =>
  db
    .select({
      entryKey: reviewEntries.id,
      entryId: reviewEntries.publicId,
      teamId: reviewEntries.teamId,
      teamName: enrollTeams.name,
      schoolKey: enrollTeams.schoolGroupId,
      schoolName: schools.name,
      itemName: competitionItems.name,
      groupName: competitionGroups.name,
      score: reviewResults.adjusted,
    })
    .from(reviewEntries)
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    // Joined so that a caller's scope condition (signUpScope) can name the competition.
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .leftJoin(competitionGroups, eq(competitionGroups.id, enrollTeams.participantGroupId))
    .leftJoin(schools, eq(schools.id, enrollTeams.schoolGroupId))
    .leftJoin(reviewResults, eq(reviewResults.entryId, reviewEntries.id))
    .where(and(eq(reviewEntries.stageId, stageId), extra));

export type StageEntry = Awaited<ReturnType<typeof stageEntriesWithScores>>[number];

/** Whether the stage has any stored final score. */
export const hasFinalScores = async (db: Db, stageId: number) =>
  (
    await db
      .select({ one: sql`1` })
      .from(reviewResults)
      .where(eq(reviewResults.stageId, stageId))
      .limit(1)
  ).length > 0;

/** The stage right after this one in its competition (by order, then creation), or null. */
export const nextStageOf = async (db: Db, stage: StageRow) => {
  const [next] = await db
    .select()
    .from(competitionStages)
    .where(
      and(
        eq(competitionStages.competitionId, stage.competitionId),
        or(
          gt(competitionStages.orderNum, stage.orderNum),
          and(eq(competitionStages.orderNum, stage.orderNum), gt(competitionStages.id, stage.id)),
        ),
      ),
    )
    .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id))
    .limit(1);
  return next ?? null;
};

/** Competition ranking (1, 2, 2, 4) by score inside each item × group; entries without a score are left out. */
export const rankScored = <T extends { itemName: string; groupName: string | null; score: number | null }>(
  rows: readonly T[],
): (T & { score: number; rank: number })[] => {
  const scored = rows.filter((r): r is T & { score: number } => r.score !== null);
  scored.sort(
    (a, b) =>
      a.itemName.localeCompare(b.itemName) ||
      (a.groupName ?? '').localeCompare(b.groupName ?? '') ||
      b.score - a.score,
  );
  const seen = new Map<string, { count: number; last: number; rank: number }>();
  return scored.map((r) => {
    const key = `${r.itemName}\u0000${r.groupName ?? ''}`;
    const s = seen.get(key) ?? { count: 0, last: Number.NaN, rank: 0 };
    s.count += 1;
    if (r.score !== s.last) s.rank = s.count;
    s.last = r.score;
    seen.set(key, s);
    return { ...r, rank: s.rank };
  });
};
