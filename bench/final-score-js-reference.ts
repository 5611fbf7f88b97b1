// The final-score calculation as it was before the database did the arithmetic (session 3): every submitted
// score row read into JavaScript, computed with methods.ts, 12,500 results with their breakdown written back
// in one jsonb_to_recordset statement. Kept only so bench/final-score.ts can time it in the same run.
import { and, eq, sql } from 'drizzle-orm';
import {
  experts,
  reviewAssignments,
  reviewEntries,
  reviewResults,
} from '../apps/server/src/db/schema/index.ts';
import type { AuthContext } from '../apps/server/src/platform/access.ts';
import type { Db } from '../apps/server/src/platform/db.ts';
import { badRequest } from '../apps/server/src/platform/errors.ts';
import { findManagedStage } from '../apps/server/src/modules/competition/competition-lookup.ts';
import { computeFinalScores } from '../apps/server/src/modules/review/final-score/methods.ts';
import { reviewMessages } from '../apps/server/src/modules/review/review.messages.ts';
import { loadSetting } from '../apps/server/src/modules/review/settings.ts';

export const calculateFinalScoresInJs = async (db: Db, auth: AuthContext, stageId: string) => {
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
