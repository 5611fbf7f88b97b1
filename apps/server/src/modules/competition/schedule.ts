import { asc, eq } from 'drizzle-orm';
import type { Schedule, ScheduleEntry, scheduleSaveBody, Stage } from '@podium/contracts';
import type { z } from 'zod';
import { competitionMilestones } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { findEditableCompetition } from './competition-lookup.ts';
import { competitionMessages } from './competition.messages.ts';
import { iso } from './competition.presenter.ts';
import { loadStages } from './stages.ts';

export const listMilestones = async (db: Db, competitionId: number) =>
  (
    await db
      .select()
      .from(competitionMilestones)
      .where(eq(competitionMilestones.competitionId, competitionId))
      .orderBy(asc(competitionMilestones.startsAt), asc(competitionMilestones.orderNum))
  ).map((m) => ({
    title: m.title,
    description: m.description,
    startsAt: m.startsAt.toISOString(),
    endsAt: iso(m.endsAt),
  }));

/** The stage windows as timeline entries, so the portal draws one timeline from milestones and stages. */
const stageEntries = (stages: Stage[]): ScheduleEntry[] =>
  stages.flatMap((s) => {
    const windows = [
      ['signUp', s.signUpStart, s.signUpEnd],
      ['submit', s.submitStart, s.submitEnd],
      ['review', s.reviewStart, s.reviewEnd],
    ] as const;
    return windows
      .filter(([, start]) => start !== null)
      .map(([kind, start, end]) => ({
        kind,
        title: '',
        description: '',
        stageName: s.name,
        startsAt: start!,
        endsAt: end,
      }));
  });

/** Milestones plus every stage window, in time order. */
export const buildSchedule = async (
  db: Db,
  competitionId: number,
  competitionPublicId: string,
): Promise<Schedule> => {
  const [milestones, stages] = await Promise.all([
    listMilestones(db, competitionId),
    loadStages(db, competitionId, competitionPublicId),
  ]);
  const timeline = [
    ...milestones.map((m) => ({ kind: 'milestone' as const, stageName: '', ...m })),
    ...stageEntries(stages),
  ].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return { milestones, timeline };
};

/** Replaces the milestones of a competition. */
export const saveSchedule = async (db: Db, auth: AuthContext, body: z.output<typeof scheduleSaveBody>) => {
  const competition = await findEditableCompetition(db, auth, body.competitionId);
  for (const m of body.milestones)
    if (m.endsAt && Date.parse(m.endsAt) <= Date.parse(m.startsAt))
      throw badRequest(competitionMessages.milestoneOrder, { title: m.title });
  const before = await listMilestones(db, competition.id);
  await db.transaction(async (tx) => {
    await tx.delete(competitionMilestones).where(eq(competitionMilestones.competitionId, competition.id));
    if (body.milestones.length)
      await tx.insert(competitionMilestones).values(
        body.milestones.map((m, orderNum) => ({
          publicId: newPublicId(),
          competitionId: competition.id,
          title: m.title,
          description: m.description,
          startsAt: new Date(m.startsAt),
          endsAt: m.endsAt ? new Date(m.endsAt) : null,
          orderNum,
        })),
      );
  });
  return { competition, before, after: body.milestones };
};
