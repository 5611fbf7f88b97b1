import { and, gt, isNotNull, lte, or } from 'drizzle-orm';
import { competitionStages, notifyReminders } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { emitEvent } from './emit.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Reminders go three days and one day before a window closes. */
const LEADS = [3, 1] as const;
const KINDS = [
  { kind: 'signUp', column: competitionStages.signUpEnd },
  { kind: 'submission', column: competitionStages.submitEnd },
  { kind: 'scoring', column: competitionStages.reviewEnd },
] as const;

/**
 * Emits the deadline reminders that are due: for every stage window closing within three days, the
 * three-day reminder (unless less than a day is left) and, within a day, the one-day reminder. Each is
 * claimed by inserting its key into `notify_reminders` (primary key) in the transaction that emits it,
 * so however many processes scan at once, each reminder is emitted once. Returns how many were emitted.
 */
export const scanDeadlines = async (db: Db, now = new Date()): Promise<number> => {
  const horizon = new Date(now.getTime() + LEADS[0] * DAY);
  const stages = await db
    .select({
      id: competitionStages.id,
      competitionId: competitionStages.competitionId,
      signUpEnd: competitionStages.signUpEnd,
      submitEnd: competitionStages.submitEnd,
      reviewEnd: competitionStages.reviewEnd,
    })
    .from(competitionStages)
    .where(or(...KINDS.map(({ column }) => and(isNotNull(column), gt(column, now), lte(column, horizon)))));
  let emitted = 0;
  for (const stage of stages) {
    for (const { kind } of KINDS) {
      const closesAt =
        stage[kind === 'signUp' ? 'signUpEnd' : kind === 'submission' ? 'submitEnd' : 'reviewEnd'];
      if (!closesAt || closesAt <= now || closesAt > horizon) continue;
      const left = closesAt.getTime() - now.getTime();
      // The nearest lead that applies; a window found late gets only that one, never two at once.
      const lead = left <= DAY ? 1 : 3;
      const key = `${kind}:${stage.id}:${closesAt.toISOString()}:${lead}`;
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx.insert(notifyReminders).values({ key }).onConflictDoNothing().returning();
        if (!row) return false;
        await emitEvent(tx, {
          type: 'deadline.closesSoon',
          data: {
            kind,
            competitionId: stage.competitionId,
            stageId: stage.id,
            closesAt: closesAt.toISOString(),
            daysLeft: lead,
          },
        });
        return true;
      });
      if (claimed) emitted += 1;
    }
  }
  return emitted;
};
