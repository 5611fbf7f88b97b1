import { and, eq } from 'drizzle-orm';
import { competitions, competitionStages } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * A final round after the design competition's stage in review (issue 10, promotion): the elimination page
 * has a next stage to enrol the promoted into. It has no windows and no entries until a promotion commits.
 */
export const seedReviewOutcomes = async ({ tx }: SeedContext): Promise<void> => {
  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.shortName, '创意设计赛'))
    .limit(1);
  if (!competition) return;
  const existing = await tx
    .select({ id: competitionStages.id })
    .from(competitionStages)
    .where(and(eq(competitionStages.competitionId, competition.id), eq(competitionStages.name, '决赛')));
  if (existing.length) return;
  await tx.insert(competitionStages).values({
    publicId: newPublicId(),
    competitionId: competition.id,
    name: '决赛',
    description: '初评晋级作品参加现场答辩。',
    orderNum: 1,
  });
};
