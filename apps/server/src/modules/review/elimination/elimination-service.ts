import { eq, inArray } from 'drizzle-orm';
import type {
  EliminationCommitResult,
  EliminationPreview,
  EliminationState,
  PromotionRecord,
  PromotionRow,
} from '@podium/contracts';
import {
  competitionStages,
  reviewEntries,
  reviewPromotions,
  reviewResultPublications,
  users,
} from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../platform/access.ts';
import type { Db } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { newPublicId } from '../../../platform/ids.ts';
import { emitEvent } from '../../../platform/notify/index.ts';
import { findManagedStage } from '../../competition/competition-lookup.ts';
import { outcomeMessages } from '../outcomes/outcome.messages.ts';
import { hasFinalScores, nextStageOf, stageEntriesWithScores } from '../outcomes/stage-results.ts';
import type { StageRow } from '../review-lookup.ts';
import { decidePromotion, type PromotionRule } from './rules.ts';

type Promotion = typeof reviewPromotions.$inferSelect;

const recordOf = async (db: Db, row: Promotion): Promise<PromotionRecord> => {
  const [next] = await db
    .select({ stageId: competitionStages.publicId, name: competitionStages.name })
    .from(competitionStages)
    .where(eq(competitionStages.id, row.nextStageId));
  const [by] = await db.select({ username: users.username }).from(users).where(eq(users.id, row.committedBy));
  return {
    promotionId: row.publicId,
    nextStage: next ?? { stageId: '', name: '' },
    rule: row.rule,
    promoted: row.promoted,
    cut: row.cut,
    committedBy: by?.username ?? '',
    committedAt: row.committedAt.toISOString(),
  };
};

const committedOf = async (db: Db, stageId: number) => {
  const [row] = await db.select().from(reviewPromotions).where(eq(reviewPromotions.stageId, stageId));
  return row ?? null;
};

/** The stage, its next stage and its scored entries; refuses a stage without final scores or next stage. */
const loadForPromotion = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  if (!(await hasFinalScores(db, stage.id))) throw badRequest(outcomeMessages.noFinalScores);
  const next = await nextStageOf(db, stage);
  if (!next) throw badRequest(outcomeMessages.noNextStage);
  return { stage, next, entries: await stageEntriesWithScores(db, stage.id) };
};

/** Runs the rule over the stage's entries; rows are bucket by bucket, best first, each with its reason. */
const decide = (rule: PromotionRule, entries: Awaited<ReturnType<typeof stageEntriesWithScores>>) => {
  const byId = new Map(entries.map((e) => [e.entryId, e]));
  const { decisions, buckets } = decidePromotion(
    rule,
    entries.map((e) => ({
      entryId: e.entryId,
      schoolId: e.schoolKey === null ? null : String(e.schoolKey),
      itemKey: e.itemName,
      groupKey: e.groupName ?? '',
      score: e.score,
    })),
  );
  const rows: PromotionRow[] = decisions.map((d) => {
    const e = byId.get(d.entryId)!;
    return {
      entryId: e.entryId,
      teamName: e.teamName,
      schoolName: e.schoolName ?? '',
      itemName: e.itemName,
      groupName: e.groupName ?? '',
      rank: d.rank,
      score: e.score,
      promoted: d.promoted,
      reason: d.reason,
    };
  });
  return {
    decisions,
    rows,
    buckets: buckets.map((b) => ({
      itemName: b.itemKey,
      groupName: b.groupKey,
      entries: b.entries,
      quota: b.quota,
      promoted: b.promoted,
      lineScore: b.lineScore,
    })),
  };
};

/** What the rule would do, written nowhere. */
export const previewPromotion = async (
  db: Db,
  auth: AuthContext,
  stageId: string,
  rule: PromotionRule,
): Promise<EliminationPreview> => {
  const { stage, next, entries } = await loadForPromotion(db, auth, stageId);
  const { rows, buckets } = decide(rule, entries);
  const committed = await committedOf(db, stage.id);
  return {
    nextStage: { stageId: next.publicId, name: next.name },
    rows,
    buckets,
    committed: committed ? await recordOf(db, committed) : null,
  };
};

/**
 * Records the promotion and enrols the promoted teams in the next stage, in one transaction. The record's
 * primary key is the stage: a repeated or concurrent commit inserts nothing, enrols nobody and answers with
 * the promotion that was made first. Entries in the next stage are unique per team too, so even a team
 * already there by another path is never enrolled twice.
 */
export const commitPromotion = async (
  db: Db,
  auth: AuthContext,
  stageId: string,
  rule: PromotionRule,
): Promise<EliminationCommitResult & { stage: StageRow }> => {
  const { stage, next, entries } = await loadForPromotion(db, auth, stageId);
  const { decisions } = decide(rule, entries);
  const teamOf = new Map(entries.map((e) => [e.entryId, e.teamId]));
  const promotedTeams = decisions.filter((d) => d.promoted).map((d) => teamOf.get(d.entryId)!);
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(reviewPromotions)
      .values({
        stageId: stage.id,
        publicId: newPublicId(),
        nextStageId: next.id,
        rule,
        decisions: decisions.map((d) => ({
          entryId: d.entryId,
          promoted: d.promoted,
          reason: d.reason,
          rank: d.rank,
        })),
        promoted: promotedTeams.length,
        cut: decisions.length - promotedTeams.length,
        committedBy: auth.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return { applied: false, enrolled: 0 };
    const enrolled = promotedTeams.length
      ? await tx
          .insert(reviewEntries)
          .values(promotedTeams.map((teamId) => ({ publicId: newPublicId(), stageId: next.id, teamId })))
          .onConflictDoNothing()
          .returning({ id: reviewEntries.id })
      : [];
    // Only the entries this commit created: an undo removes exactly them, never a team there by another path.
    await tx
      .update(reviewPromotions)
      .set({ enrolledEntryIds: enrolled.map((e) => e.id) })
      .where(eq(reviewPromotions.stageId, stage.id));
    // Every team of the stage hears whether it goes on (platform/notify), with the commit itself.
    const cutTeams = decisions.filter((d) => !d.promoted).map((d) => teamOf.get(d.entryId)!);
    await emitEvent(tx, {
      type: 'results.promoted',
      data: { stageId: stage.id, nextStageId: next.id, promotedTeamIds: promotedTeams, cutTeamIds: cutTeams },
      actorId: auth.userId,
    });
    return { applied: true, enrolled: enrolled.length };
  });
  const record = (await committedOf(db, stage.id))!;
  return { ...outcome, record: await recordOf(db, record), stage };
};

/** What the elimination page needs before a rule is chosen. */
export const eliminationState = async (
  db: Db,
  auth: AuthContext,
  stageId: string,
): Promise<EliminationState> => {
  const { stage } = await findManagedStage(db, auth, stageId);
  const next = await nextStageOf(db, stage);
  const committed = await committedOf(db, stage.id);
  const published = await db
    .select({ stageId: reviewResultPublications.stageId })
    .from(reviewResultPublications)
    .where(eq(reviewResultPublications.stageId, stage.id));
  return {
    nextStage: next ? { stageId: next.publicId, name: next.name } : null,
    hasResults: await hasFinalScores(db, stage.id),
    published: published.length > 0,
    committed: committed ? await recordOf(db, committed) : null,
  };
};

/** Promotion decisions of stages, by entry public id (for published results). */
export const promotedEntries = async (db: Db, stageIds: number[]) => {
  if (!stageIds.length) return new Map<string, boolean>();
  const rows = await db
    .select({ decisions: reviewPromotions.decisions })
    .from(reviewPromotions)
    .where(inArray(reviewPromotions.stageId, stageIds));
  return new Map(rows.flatMap((r) => r.decisions.map((d) => [d.entryId, d.promoted] as const)));
};
