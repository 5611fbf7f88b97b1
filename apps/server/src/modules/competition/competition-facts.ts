import { asc, count, eq, inArray } from 'drizzle-orm';
import { competitionItems, competitionStages, groups } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { CompetitionFacts } from './competition.presenter.ts';
import type { CompetitionRecord } from './competition-lookup.ts';

/**
 * Counts, organiser name, the sign-up window of the first stage and every stage's windows (for the
 * portal's phase) for a page of competitions,
 * in three queries whatever the page size.
 */
export const loadCompetitionFacts = async (
  db: Db,
  rows: Pick<CompetitionRecord, 'id' | 'groupId'>[],
): Promise<Map<number, CompetitionFacts>> => {
  const ids = rows.map((r) => r.id);
  const facts = new Map<number, CompetitionFacts>();
  if (ids.length === 0) return facts;
  const groupIds = [...new Set(rows.map((r) => r.groupId))];
  const [groupRows, itemCounts, stages] = await Promise.all([
    db
      .select({ id: groups.id, publicId: groups.publicId, name: groups.name })
      .from(groups)
      .where(inArray(groups.id, groupIds)),
    db
      .select({ competitionId: competitionItems.competitionId, n: count() })
      .from(competitionItems)
      .where(inArray(competitionItems.competitionId, ids))
      .groupBy(competitionItems.competitionId),
    db
      .select({
        competitionId: competitionStages.competitionId,
        signUpStart: competitionStages.signUpStart,
        signUpEnd: competitionStages.signUpEnd,
        submitStart: competitionStages.submitStart,
        submitEnd: competitionStages.submitEnd,
        reviewStart: competitionStages.reviewStart,
        reviewEnd: competitionStages.reviewEnd,
      })
      .from(competitionStages)
      .where(inArray(competitionStages.competitionId, ids))
      .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id)),
  ]);
  for (const row of rows) {
    const group = groupRows.find((g) => g.id === row.groupId);
    const own = stages.filter((s) => s.competitionId === row.id);
    const first = own[0];
    facts.set(row.id, {
      groupPublicId: group?.publicId ?? '',
      groupName: group?.name ?? '',
      itemCount: itemCounts.find((c) => c.competitionId === row.id)?.n ?? 0,
      stageCount: own.length,
      signUpStart: first?.signUpStart ?? null,
      signUpEnd: first?.signUpEnd ?? null,
      windows: own,
    });
  }
  return facts;
};

/** Public ids of the organiser groups, by internal id (for a single competition). */
export const groupOf = async (db: Db, groupId: number) => {
  const [group] = await db
    .select({ publicId: groups.publicId, name: groups.name, path: groups.path })
    .from(groups)
    .where(eq(groups.id, groupId));
  return group!;
};
