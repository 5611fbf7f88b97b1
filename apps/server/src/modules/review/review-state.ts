import { and, count, eq, isNull } from 'drizzle-orm';
import type { StageReviewState } from '@podium/contracts';
import { competitionStages, enrollTeams, reviewAssignments, reviewEntries } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { findManagedStage } from '../competition/competition-lookup.ts';
import { assignmentTallies, reviewableTeams, reviewWindowOpen, type StageRow } from './review-lookup.ts';
import { reviewMessages } from './review.messages.ts';

const DAY = 86_400_000;
/** How long a reopened review runs when the organiser names no end. */
export const REOPEN_DAYS = 7;

/**
 * Where a stage's review stands: open or closed, its entries, the approved sign-ups the sync would still
 * add (with a work, where the stage takes works), and its assignments with those not yet scored (abstentions are neither).
 */
export const reviewStateOf = async (db: Db, stage: StageRow, now = new Date()): Promise<StageReviewState> => {
  const [[entries], [waiting], [work]] = await Promise.all([
    db.select({ n: count() }).from(reviewEntries).where(eq(reviewEntries.stageId, stage.id)),
    db
      .select({ n: count() })
      .from(enrollTeams)
      .leftJoin(
        reviewEntries,
        and(eq(reviewEntries.stageId, enrollTeams.stageId), eq(reviewEntries.teamId, enrollTeams.id)),
      )
      .where(and(reviewableTeams(stage), isNull(reviewEntries.id))),
    db
      .select({ assignments: assignmentTallies.counted, unscored: assignmentTallies.unscored })
      .from(reviewAssignments)
      .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
      .where(eq(reviewEntries.stageId, stage.id)),
  ]);
  const open = reviewWindowOpen(stage, now);
  return {
    stageId: stage.publicId,
    open,
    phase: open
      ? 'open'
      : stage.reviewEnd && stage.reviewEnd <= now
        ? 'ended'
        : stage.reviewStart
          ? 'notStarted'
          : 'unscheduled',
    reviewStart: stage.reviewStart?.toISOString() ?? null,
    reviewEnd: stage.reviewEnd?.toISOString() ?? null,
    entries: Number(entries?.n ?? 0),
    waitingToSync: Number(waiting?.n ?? 0),
    assignments: work?.assignments ?? 0,
    unscored: work?.unscored ?? 0,
  };
};

export const stageReviewState = async (db: Db, auth: AuthContext, stageId: string) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  return reviewStateOf(db, stage);
};

const windowOf = (s: Pick<StageRow, 'reviewStart' | 'reviewEnd'>) => ({
  reviewStart: s.reviewStart?.toISOString() ?? null,
  reviewEnd: s.reviewEnd?.toISOString() ?? null,
});

/**
 * Ends an open review now: the window's end moves to this moment, so every expert write (which checks the
 * window) is refused from here on. The expected end is part of the UPDATE, so a concurrent edit is not lost.
 */
export const closeReview = async (db: Db, auth: AuthContext, stageId: string, now = new Date()) => {
  const { stage } = await findManagedStage(db, auth, stageId);
  if (!reviewWindowOpen(stage, now)) throw conflict(reviewMessages.reviewNotOpen);
  // The window's start stays strictly before its end (competition_stages_review_check).
  const end = new Date(Math.max(now.getTime(), stage.reviewStart!.getTime() + 1));
  const [after] = await db
    .update(competitionStages)
    .set({ reviewEnd: end, updatedAt: now })
    .where(and(eq(competitionStages.id, stage.id), eq(competitionStages.reviewEnd, stage.reviewEnd!)))
    .returning();
  if (!after) throw conflict(reviewMessages.reviewNotOpen);
  return { stage: after, before: windowOf(stage), after: windowOf(after) };
};

/** Opens a closed review again until the given end (seven days from now by default); it starts now if it had not. */
export const reopenReview = async (
  db: Db,
  auth: AuthContext,
  body: { stageId: string; reviewEnd: string | null },
  now = new Date(),
) => {
  const { stage } = await findManagedStage(db, auth, body.stageId);
  if (reviewWindowOpen(stage, now)) throw conflict(reviewMessages.reviewAlreadyOpen);
  const end = body.reviewEnd ? new Date(body.reviewEnd) : new Date(now.getTime() + REOPEN_DAYS * DAY);
  if (end <= now) throw badRequest(reviewMessages.reopenEndInPast);
  const start = stage.reviewStart && stage.reviewStart <= now ? stage.reviewStart : now;
  const [after] = await db
    .update(competitionStages)
    .set({ reviewStart: start, reviewEnd: end, updatedAt: now })
    .where(eq(competitionStages.id, stage.id))
    .returning();
  return { stage: after!, before: windowOf(stage), after: windowOf(after!) };
};
