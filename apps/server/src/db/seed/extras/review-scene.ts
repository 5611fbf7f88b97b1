import { and, asc, eq } from 'drizzle-orm';
import {
  competitions,
  competitionStages,
  reviewEntries,
  reviewSettings,
  sceneSessions,
  sceneSlots,
} from '../../schema/index.ts';
import { newPublicId, newToken } from '../../../platform/ids.ts';
import { drawOrder } from '../../../modules/review/scene/scene-draw.ts';
import type { SeedContext } from './seed-context.ts';

/** The seed the demo's running order was drawn with (reproducible with `drawOrder`). */
export const DEMO_DRAW_SEED = 'demo-A101';

/**
 * One on-site session (issue 10): the design competition's stage in review is defended on site in room
 * A101, its entries drawn with a recorded seed, eight minutes per team, names shown on the screen. Nobody
 * is called yet, so the demo and other areas' data read as before until an organiser clicks "call next".
 */
export const seedReviewScene = async ({ tx, base }: SeedContext): Promise<void> => {
  const [stage] = await tx
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .innerJoin(competitions, eq(competitions.id, competitionStages.competitionId))
    .where(and(eq(competitions.groupId, base.groups.organizer.id), eq(competitions.shortName, '创意设计赛')))
    .orderBy(asc(competitionStages.orderNum))
    .limit(1);
  if (!stage) return;
  const entries = await tx
    .select({ id: reviewEntries.id })
    .from(reviewEntries)
    .where(eq(reviewEntries.stageId, stage.id))
    .orderBy(asc(reviewEntries.id));
  if (entries.length === 0) return;
  await tx.update(reviewSettings).set({ reviewType: 'onsite' }).where(eq(reviewSettings.stageId, stage.id));
  const [session] = await tx
    .insert(sceneSessions)
    .values({
      publicId: newPublicId(),
      stageId: stage.id,
      room: 'A101 答辩室',
      durationSec: 480,
      showNames: true,
      drawSeed: DEMO_DRAW_SEED,
      screenKey: newToken(),
      createdBy: base.users.organizer.id,
    })
    .returning({ id: sceneSessions.id });
  await tx.insert(sceneSlots).values(
    drawOrder(
      entries.map((e) => e.id),
      DEMO_DRAW_SEED,
    ).map((entryId, index) => ({
      publicId: newPublicId(),
      sessionId: session!.id,
      entryId,
      position: index + 1,
    })),
  );
};
