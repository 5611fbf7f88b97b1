import { and, eq, gte, inArray, or } from 'drizzle-orm';
import {
  enrollTeams,
  reviewAssignments,
  reviewEntries,
  reviewPromotions,
  reviewResults,
  sceneSlots,
  works,
  workVersions,
} from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../platform/access.ts';
import type { Db } from '../../../platform/db.ts';
import { conflict } from '../../../platform/errors.ts';
import { findManagedStage } from '../../competition/competition-lookup.ts';
import { outcomeMessages } from '../outcomes/outcome.messages.ts';
import type { StageRow, Tx } from '../review-lookup.ts';

type Promotion = typeof reviewPromotions.$inferSelect;

/**
 * The next-stage entries a promotion created. Recorded at commit; for a commit made before that was
 * recorded, the entries of its promoted teams created in the next stage since the commit.
 */
const createdEntryIds = async (tx: Tx, promotion: Promotion): Promise<number[]> => {
  if (promotion.enrolledEntryIds !== null) return promotion.enrolledEntryIds;
  const promotedIds = promotion.decisions.filter((d) => d.promoted).map((d) => d.entryId);
  if (promotedIds.length === 0) return [];
  const teams = await tx
    .select({ teamId: reviewEntries.teamId })
    .from(reviewEntries)
    .where(inArray(reviewEntries.publicId, promotedIds));
  if (teams.length === 0) return [];
  const rows = await tx
    .select({ id: reviewEntries.id })
    .from(reviewEntries)
    .where(
      and(
        eq(reviewEntries.stageId, promotion.nextStageId),
        inArray(
          reviewEntries.teamId,
          teams.map((t) => t.teamId),
        ),
        gte(reviewEntries.createdAt, promotion.committedAt),
      ),
    );
  return rows.map((r) => r.id);
};

/**
 * Entries (of those given) with activity in the next stage: a work attached or submitted there (or a new
 * version since the promotion), an expert assigned, a final score, or a place in an on-site running order.
 */
const entriesInUse = async (tx: Tx, promotion: Promotion, entryIds: number[]) => {
  const entries = await tx
    .select({
      id: reviewEntries.id,
      teamId: reviewEntries.teamId,
      workRef: reviewEntries.workRef,
      team: enrollTeams.name,
    })
    .from(reviewEntries)
    .innerJoin(enrollTeams, eq(enrollTeams.id, reviewEntries.teamId))
    .where(inArray(reviewEntries.id, entryIds));
  const teamIds = entries.map((e) => e.teamId);
  if (teamIds.length === 0) return [];
  const [assigned, scored, slotted, worked] = await Promise.all([
    tx
      .selectDistinct({ id: reviewAssignments.entryId })
      .from(reviewAssignments)
      .where(inArray(reviewAssignments.entryId, entryIds)),
    tx
      .select({ id: reviewResults.entryId })
      .from(reviewResults)
      .where(inArray(reviewResults.entryId, entryIds)),
    tx
      .selectDistinct({ id: sceneSlots.entryId })
      .from(sceneSlots)
      .where(inArray(sceneSlots.entryId, entryIds)),
    tx
      .selectDistinct({ teamId: works.teamId })
      .from(works)
      .leftJoin(workVersions, eq(workVersions.workId, works.id))
      .where(
        and(
          inArray(works.teamId, teamIds),
          or(eq(works.stageId, promotion.nextStageId), gte(workVersions.createdAt, promotion.committedAt)),
        ),
      ),
  ]);
  const busyEntries = new Set([...assigned, ...scored, ...slotted].map((r) => r.id));
  const busyTeams = new Set(worked.map((w) => w.teamId));
  return entries.filter((e) => e.workRef !== null || busyEntries.has(e.id) || busyTeams.has(e.teamId));
};

/**
 * Undoes the stage's committed promotion in one transaction: removes the entries it created in the next
 * stage and the promotion record, so the stage can be promoted again. The record is locked first, so a
 * second (or concurrent) undo finds nothing and is refused; the entries are locked before their activity is
 * checked, so an assignment made meanwhile either lands before the check (and refuses the undo) or waits.
 */
export const undoPromotion = async (
  db: Db,
  auth: AuthContext,
  stageId: string,
): Promise<{ stage: StageRow; promotion: Promotion; removed: number }> => {
  const { stage } = await findManagedStage(db, auth, stageId);
  return db.transaction(async (tx) => {
    const [promotion] = await tx
      .select()
      .from(reviewPromotions)
      .where(eq(reviewPromotions.stageId, stage.id))
      .for('update');
    if (!promotion) throw conflict(outcomeMessages.nothingToUndo);
    const entryIds = await createdEntryIds(tx, promotion);
    if (entryIds.length) {
      await tx
        .select({ id: reviewEntries.id })
        .from(reviewEntries)
        .where(inArray(reviewEntries.id, entryIds))
        .for('update');
      const busy = await entriesInUse(tx, promotion, entryIds);
      if (busy.length)
        throw conflict(outcomeMessages.promotionInUse, { count: busy.length, team: busy[0]!.team });
    }
    const removed = entryIds.length
      ? await tx
          .delete(reviewEntries)
          .where(inArray(reviewEntries.id, entryIds))
          .returning({ id: reviewEntries.id })
      : [];
    await tx.delete(reviewPromotions).where(eq(reviewPromotions.stageId, stage.id));
    return { stage, promotion, removed: removed.length };
  });
};
