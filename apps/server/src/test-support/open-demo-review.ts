import { asc, eq } from 'drizzle-orm';
import { competitions, competitionStages } from '../db/schema/index.ts';
import type { Db } from '../platform/db.ts';

const DAY = 24 * 3600 * 1000;

/** The seeded review: the first stage of the finished design competition (创意设计赛). */
export const DEMO_REVIEW_COMPETITION = '创意设计赛';

/**
 * Opens the seeded review's window now (opened two days ago, closes in two weeks), as an organiser
 * re-opening a review would. The demo keeps that competition finished, its window closed before its award
 * ceremony; tests that score, return or call works in that review open it here first. Returns the stage.
 */
export const openDemoReview = async (db: Db) => {
  const [stage] = await db
    .select({ id: competitionStages.id, publicId: competitionStages.publicId })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(eq(competitions.shortName, DEMO_REVIEW_COMPETITION))
    .orderBy(asc(competitionStages.orderNum))
    .limit(1);
  if (!stage) throw new Error(`the demo has no ${DEMO_REVIEW_COMPETITION} stage`);
  const now = Date.now();
  await db
    .update(competitionStages)
    .set({ reviewStart: new Date(now - 2 * DAY), reviewEnd: new Date(now + 14 * DAY) })
    .where(eq(competitionStages.id, stage.id));
  return stage;
};
