import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OpenReview } from '@podium/contracts';
import {
  awardEntries,
  awardLists,
  competitionStages,
  enrollTeams,
  reviewAssignments,
  reviewEntries,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { assignmentTallies, reviewWindowOpen } from '../review/review-lookup.ts';

/**
 * The stages an award list was made from whose review is not over — still open (not closed through
 * /review/stage/close, window not ended) or with unscored work — so results may still change: the same test
 * as the award page's warning. The stages of a list are the one it was filled from and those of its lines'
 * sign-ups. Four statements for any number of lists.
 */
export const openReviewsOf = async (
  db: Db,
  listIds: number[],
  now = new Date(),
): Promise<Map<number, OpenReview[]>> => {
  const found = new Map<number, OpenReview[]>();
  if (listIds.length === 0) return found;
  const [own, ofLines] = await Promise.all([
    db
      .select({ listId: awardLists.id, stageId: awardLists.stageId })
      .from(awardLists)
      .where(and(inArray(awardLists.id, listIds), isNotNull(awardLists.stageId))),
    db
      .selectDistinct({ listId: awardEntries.listId, stageId: enrollTeams.stageId })
      .from(awardEntries)
      .innerJoin(enrollTeams, eq(enrollTeams.id, awardEntries.teamId))
      .where(inArray(awardEntries.listId, listIds)),
  ]);
  const pairs = [...own, ...ofLines] as { listId: number; stageId: number }[];
  const stageIds = [...new Set(pairs.map((p) => p.stageId))];
  if (stageIds.length === 0) return found;
  const [stages, work] = await Promise.all([
    db.select().from(competitionStages).where(inArray(competitionStages.id, stageIds)),
    db
      .select({
        stageId: reviewEntries.stageId,
        total: assignmentTallies.counted,
        unscored: assignmentTallies.unscored,
      })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .where(inArray(reviewEntries.stageId, stageIds))
      .groupBy(reviewEntries.stageId),
  ]);
  const reviewOf = new Map<number, OpenReview>();
  for (const stage of stages) {
    const counts = work.find((w) => w.stageId === stage.id);
    const review: OpenReview = {
      stageId: stage.publicId,
      stageName: stage.name,
      open: reviewWindowOpen(stage, now),
      unscored: counts?.unscored ?? 0,
      total: counts?.total ?? 0,
    };
    if (review.open || review.unscored > 0) reviewOf.set(stage.id, review);
  }
  for (const listId of listIds) {
    const ids = [...new Set(pairs.filter((p) => p.listId === listId).map((p) => p.stageId))];
    found.set(
      listId,
      ids.flatMap((id) => reviewOf.get(id) ?? []),
    );
  }
  return found;
};
