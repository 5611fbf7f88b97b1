import { and, asc, eq, sql } from 'drizzle-orm';
import type { FinalScoreRow } from '@podium/contracts';
import {
  competitionGroups,
  competitionItems,
  enrollTeams,
  experts,
  groups,
  reviewAssignments,
  reviewEntries,
  reviewResults,
} from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../platform/access.ts';
import type { Db } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { findManagedStage } from '../../competition/competition-lookup.ts';
import { reviewMessages } from '../review.messages.ts';
import { loadSetting } from '../settings.ts';
import { computeFinalScores } from './methods.ts';

/**
 * Computes the final score of every entry of the stage from its submitted scores with the stage's method and
 * replaces the stage's results in one transaction (a re-run after more scores arrive replaces the old ones).
 */
export const calculateFinalScores = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const setting = await loadSetting(db, stage.id);
  const rows = await db
    .select({
      entryId: reviewAssignments.entryId,
      expertId: reviewAssignments.expertId,
      // Only the weighted method reads the columns; the others need the totals alone (jsonb costs to parse).
      scores:
        setting.finalMethod === 'weighted'
          ? reviewAssignments.scores
          : sql<Record<string, number>>`'{}'::jsonb`.as('scores'),
      total: reviewAssignments.total,
      expertPublicId: experts.publicId,
      expertName: experts.name,
    })
    .from(reviewAssignments)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
    .where(and(eq(reviewEntries.stageId, stage.id), eq(reviewAssignments.status, 'submitted')));
  if (!rows.length) throw badRequest(reviewMessages.noSubmittedScores);
  const names = new Map(
    rows.map((r) => [r.expertId, { expertId: r.expertPublicId, expertName: r.expertName }]),
  );
  const results = computeFinalScores(
    setting.finalMethod,
    setting.columns,
    rows.map((r) => ({ entryId: r.entryId, expertId: r.expertId, scores: r.scores, total: r.total ?? 0 })),
  );
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(reviewResults).where(eq(reviewResults.stageId, stage.id));
    const stored = results.map((r) => ({
      entry_id: r.entryId,
      method: r.method,
      raw_mean: r.rawMean,
      adjusted: r.adjusted,
      expert_count: r.breakdown.experts.length,
      flagged: r.flagged,
      // Public ids and names, so the breakdown reads on its own later (an appeal, an export).
      breakdown: {
        ...r.breakdown,
        experts: r.breakdown.experts.map(({ expertId, ...part }) => ({ ...names.get(expertId)!, ...part })),
      },
    }));
    // One parameter holding every row as JSON: tens of thousands of results in one statement, with no
    // per-row parameters (PostgreSQL allows 65,535 per statement) and no per-row SQL to build.
    await tx.execute(sql`
      insert into ${reviewResults} (entry_id, stage_id, method, raw_mean, adjusted, expert_count, flagged, breakdown, computed_at)
      select r.entry_id, ${stage.id}, r.method, r.raw_mean, r.adjusted, r.expert_count, r.flagged, r.breakdown, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(stored)}::jsonb)
        as r(entry_id bigint, method text, raw_mean real, adjusted real, expert_count integer, flagged boolean, breakdown jsonb)`);
  });
  return {
    stage,
    summary: {
      method: setting.finalMethod,
      entries: results.length,
      flagged: results.filter((r) => r.flagged).length,
      scoreRows: rows.length,
    },
  };
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
