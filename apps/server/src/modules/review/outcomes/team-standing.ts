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
 * Where each team stands in every stage it was reviewed in, in stage order: `inReview` until the stage's
 * cut-off (the committed promotion) is made, then `promoted` or `eliminated` with its rank in its item ×
 * group. The rank shows only once the stage's results are published. By internal team id.
 */
export const teamStandings = async (db: Reader, teamIds: number[]) => {
  const out = new Map<number, StageStanding[]>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({
      teamId: reviewEntries.teamId,
      entryId: reviewEntries.publicId,
      stageId: competitionStages.publicId,
      stageName: competitionStages.name,
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
      state: !decision ? 'inReview' : decision.promoted ? 'promoted' : 'eliminated',
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
