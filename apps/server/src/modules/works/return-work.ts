// The organiser sends a submitted work back to its team for correction, with a note. Only while the team
// can answer it (the stage's submission window is open and allows a new version); the team's next version
// clears it (submit-work.ts). One conditional UPDATE on the status it expects, its event in the same
// transaction, so two organisers returning at once produce one return and one message.
import { and, eq } from 'drizzle-orm';
import { competitionStages, works } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { submissionOpen } from './work-rules.ts';
import { worksMessages } from './works.messages.ts';

type WorkRow = typeof works.$inferSelect;

export const returnWork = async (db: Db, actorId: number, work: WorkRow, note: string, now = new Date()) => {
  if (work.versionCount === 0 || work.currentVersionId === null)
    throw badRequest(worksMessages.returnNotSubmitted);
  if (work.status === 'returned') throw conflict(worksMessages.alreadyReturned);
  const [stage] = await db.select().from(competitionStages).where(eq(competitionStages.id, work.stageId));
  if (!stage || !stage.workReplaceable || !submissionOpen(stage, now))
    throw badRequest(worksMessages.returnWindowClosed);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(works)
      .set({ status: 'returned', returnNote: note, returnedAt: now, returnedBy: actorId })
      .where(and(eq(works.id, work.id), eq(works.status, 'submitted')))
      .returning();
    if (!after) throw conflict(worksMessages.alreadyReturned);
    await emitEvent(tx, { type: 'work.returned', data: { workId: work.id, note }, actorId });
    return after;
  });
};
