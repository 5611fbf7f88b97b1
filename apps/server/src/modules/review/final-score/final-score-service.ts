import { asc, eq } from 'drizzle-orm';
import type { FinalScoreRow } from '@podium/contracts';
import {
  competitionGroups,
  competitionItems,
  enrollTeams,
  groups,
  reviewEntries,
  reviewResults,
} from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../platform/access.ts';
import type { Db } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { findManagedStage } from '../../competition/competition-lookup.ts';
import { reviewMessages } from '../review.messages.ts';
import { loadSetting } from '../settings.ts';
import { insertFinalScores } from './final-score-sql.ts';

/**
 * Computes the final score of every entry of the stage from its submitted scores with the stage's method and
 * replaces the stage's results in one transaction (a re-run after more scores arrive replaces the old ones).
 * The database does the arithmetic and builds each breakdown (`final-score-sql.ts`): reading 50,000 score rows
 * into JavaScript and writing 12,500 breakdowns back cost several times the 1 s target.
 */
export const calculateFinalScores = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const setting = await loadSetting(db, stage.id);
  const summary = await db.transaction(async (tx) => {
    await tx.delete(reviewResults).where(eq(reviewResults.stageId, stage.id));
    const inserted = await insertFinalScores(tx, stage.id, setting.finalMethod, setting.columns, new Date());
    // Rolls the delete back too: a stage with no submitted score keeps whatever results it had.
    if (!inserted.entries) throw badRequest(reviewMessages.noSubmittedScores);
    return inserted;
  });
  return { stage, summary: { method: setting.finalMethod, ...summary } };
};

/** The stage's final scores, ranked by the adjusted score within each item and participant group. */
export const listFinalScores = async (
  db: Db,
  auth: AuthContext,
  stageId: string,
): Promise<FinalScoreRow[]> => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const rows = await db
    .select({
      result: reviewResults,
      entryId: reviewEntries.publicId,
      teamName: enrollTeams.name,
      schoolName: groups.name,
      itemName: competitionItems.name,
      groupName: competitionGroups.name,
    })
    .from(reviewResults)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewResults.entryId))
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .leftJoin(competitionGroups, eq(competitionGroups.id, enrollTeams.participantGroupId))
    .leftJoin(groups, eq(groups.id, enrollTeams.schoolGroupId))
    .where(eq(reviewResults.stageId, stage.id))
    .orderBy(asc(competitionItems.id), asc(competitionGroups.id), asc(reviewResults.adjusted));
  rows.reverse();
  // Competition ranking (1, 2, 2, 4) inside each item × group.
  const seen = new Map<string, { count: number; last: number; rank: number }>();
  const ranked = rows.map((r) => {
    const key = `${r.itemName}\u0000${r.groupName ?? ''}`;
    const s = seen.get(key) ?? { count: 0, last: Number.NaN, rank: 0 };
    s.count += 1;
    if (r.result.adjusted !== s.last) s.rank = s.count;
    s.last = r.result.adjusted;
    seen.set(key, s);
    return {
      entryId: r.entryId,
      teamName: r.teamName,
      schoolName: r.schoolName ?? '',
      itemName: r.itemName,
      groupName: r.groupName ?? '',
      rank: s.rank,
      method: r.result.method as FinalScoreRow['method'],
      rawMean: r.result.rawMean,
      adjusted: r.result.adjusted,
      expertCount: r.result.expertCount,
      flagged: r.result.flagged,
      breakdown: r.result.breakdown as FinalScoreRow['breakdown'],
      computedAt: r.result.computedAt.toISOString(),
    };
  });
  return ranked.sort(
    (a, b) =>
      a.itemName.localeCompare(b.itemName) || a.groupName.localeCompare(b.groupName) || a.rank - b.rank,
  );
};
