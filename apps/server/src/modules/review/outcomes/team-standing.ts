import { asc, eq, inArray } from 'drizzle-orm';
import type { StageStanding } from '@podium/contracts';
import {
  competitionStages,
  reviewEntries,
  reviewPromotions,
  reviewResultPublications,
} from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { outcomeMessages } from './outcome.messages.ts';

type Reader = Pick<Db, 'select'>;

/**
 * Where each team stands in every stage it was reviewed in, in stage order: `promoted` or `eliminated`
 * (with its rank in its item × group) once the stage's cut-off (the committed promotion) is made; before
 * that `published` once the stage's results are published, `reviewEnded` once its review window has
 * ended (the organiser closed it, or its end passed: what the experts see as "not in review"), else
 * `inReview`. The rank shows only once the stage's results are published. By internal team id.
 */
export const teamStandings = async (db: Reader, teamIds: number[], now = new Date()) => {
  const out = new Map<number, StageStanding[]>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({
      teamId: reviewEntries.teamId,
      entryId: reviewEntries.publicId,
      stageId: competitionStages.publicId,
      stageName: competitionStages.name,
      reviewEnd: competitionStages.reviewEnd,
      decisions: reviewPromotions.decisions,
      publishedAt: reviewResultPublications.publishedAt,
    })
    .from(reviewEntries)
    .innerJoin(competitionStages, eq(competitionStages.id, reviewEntries.stageId))
    .leftJoin(reviewPromotions, eq(reviewPromotions.stageId, reviewEntries.stageId))
    .leftJoin(reviewResultPublications, eq(reviewResultPublications.stageId, reviewEntries.stageId))
    .where(inArray(reviewEntries.teamId, teamIds))
    .orderBy(asc(competitionStages.orderNum), asc(competitionStages.id));
  for (const r of rows) {
    const decision = r.decisions?.find((d) => d.entryId === r.entryId);
    const standing: StageStanding = {
      stageId: r.stageId,
      stageName: r.stageName,
      state: decision
        ? decision.promoted
          ? 'promoted'
          : 'eliminated'
        : r.publishedAt
          ? 'published'
          : r.reviewEnd && r.reviewEnd <= now
            ? 'reviewEnded'
            : 'inReview',
      rank: decision && r.publishedAt ? decision.rank : null,
    };
    out.set(r.teamId, [...(out.get(r.teamId) ?? []), standing]);
  }
  return out;
};

/** Whether a stage's cut-off left the team out: it may then do nothing more in the competition. */
export const isEliminated = (standings: StageStanding[] | undefined) =>
  (standings ?? []).some((s) => s.state === 'eliminated');

/** Refuses (400) an action of a team that a stage's cut-off eliminated. */
export const assertNotEliminated = async (db: Reader, teamId: number) => {
  const standings = (await teamStandings(db, [teamId])).get(teamId);
  const out = standings?.find((s) => s.state === 'eliminated');
  if (out) throw badRequest(outcomeMessages.teamEliminated, { stage: out.stageName });
};
