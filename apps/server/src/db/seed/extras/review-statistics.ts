import { and, asc, eq, ne } from 'drizzle-orm';
import {
  competitions,
  competitionStages,
  expertGroups,
  experts,
  reviewAssignments,
  reviewEntries,
} from '../../schema/index.ts';
import type { SeedContext } from './seed-context.ts';

const DAY = 24 * 3600 * 1000;

/**
 * Enough submitted scores in the demo review stage for /review/statistics to say something: most of the
 * other experts' open assignments get scored, with a quality per work that the experts broadly agree on,
 * one lenient and one strict expert (a clear mean offset from the group), and one score far from the
 * others on its work (an outlier). The captain (the `expert` account) keeps their own queue as the review
 * seed left it, and every expert keeps at least one work to score, for the scoring journeys and tests.
 */
export const seedReviewStatistics = async ({ tx, base }: SeedContext): Promise<void> => {
  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.groupId, base.groups.organizer.id), eq(competitions.shortName, '创意设计赛')))
    .limit(1);
  if (!competition) return;
  const [stage] = await tx
    .select({ id: competitionStages.id, reviewEnd: competitionStages.reviewEnd })
    .from(competitionStages)
    .where(eq(competitionStages.competitionId, competition.id))
    .orderBy(asc(competitionStages.orderNum))
    .limit(1);
  if (!stage) return;
  const captains = await tx
    .select({ id: expertGroups.captainExpertId })
    .from(expertGroups)
    .where(eq(expertGroups.stageId, stage.id));
  const captainIds = captains.map((c) => c.id).filter((id): id is number => id !== null);
  // 郑雅婷 keeps her whole queue open: the distribution test disables her to check that only her unstarted
  // work is topped up (a dropped-out expert's submitted scores would be topped up too today — an open question for the distribution).
  const open = await tx
    .select({
      id: reviewAssignments.id,
      entryId: reviewAssignments.entryId,
      expertId: reviewAssignments.expertId,
    })
    .from(reviewAssignments)
    .innerJoin(reviewEntries, eq(reviewEntries.id, reviewAssignments.entryId))
    .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
    .where(
      and(
        eq(reviewEntries.stageId, stage.id),
        eq(reviewAssignments.status, 'assigned'),
        ne(experts.name, '郑雅婷'),
        ...(captainIds.length ? [ne(reviewAssignments.expertId, captainIds[0]!)] : []),
        ...(captainIds.length > 1 ? [ne(reviewAssignments.expertId, captainIds[1]!)] : []),
      ),
    )
    .orderBy(asc(reviewAssignments.id));
  if (!open.length) return;

  // Per expert: keep their last open assignment unscored; score the rest.
  const byExpert = new Map<number, typeof open>();
  for (const a of open) byExpert.set(a.expertId, [...(byExpert.get(a.expertId) ?? []), a]);
  const expertOrder = [...byExpert.keys()].sort((a, b) => a - b);
  // The first expert marks generously, the second strictly; the others within a point or two.
  const offsetOf = (expertId: number) => {
    const rank = expertOrder.indexOf(expertId);
    return rank === 0 ? 9 : rank === 1 ? -7 : (rank % 3) - 1;
  };
  const entryIds = [...new Set(open.map((a) => a.entryId))].sort((a, b) => a - b);
  let outlierPlaced = false;
  for (const [expertId, list] of byExpert) {
    for (const a of list.slice(0, -1)) {
      // A work's quality on a 100-point scale (54–90), the same for every expert who scores it.
      const quality = 54 + ((entryIds.indexOf(a.entryId) * 13) % 37);
      let total = Math.max(20, Math.min(98, quality + offsetOf(expertId)));
      // One expert misreads one work: 30 points under the others.
      if (!outlierPlaced && expertOrder.indexOf(expertId) === 2) {
        total = Math.max(15, total - 30);
        outlierPlaced = true;
      }
      // Split over the default columns (max 40 / 30 / 30) in proportion, whole points.
      const innovation = Math.round(total * 0.4);
      const feasibility = Math.round(total * 0.3);
      const presentation = total - innovation - feasibility;
      await tx
        .update(reviewAssignments)
        .set({
          status: 'submitted',
          scores: { innovation, feasibility, presentation },
          comments: { presentation: total >= 75 ? '完成度高，表达清楚。' : '思路可行，细节与调研有待加强。' },
          total,
          // Inside the stage's window, half a day before it closed.
          submittedAt: new Date((stage.reviewEnd?.getTime() ?? Date.now()) - DAY / 2),
        })
        .where(eq(reviewAssignments.id, a.id));
    }
  }
};
