import type { TeamHistoryAction } from '@podium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  awardEntries,
  certificates,
  enrollTeamHistory,
  enrollTeams,
  reviewAssignments,
  reviewEntries,
  reviewResults,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { assertEditable, type TeamContext } from './team-context.ts';
import { teamMessages } from './teams.messages.ts';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/**
 * Whether the team has results in any stage: an expert's submitted score, a calculated final score, an
 * award line or a certificate. From then on the roster is what was judged and credited, so it is locked.
 */
export const hasResults = async (db: Reader, teamId: number) => {
  const entries = db
    .select({ id: reviewEntries.id })
    .from(reviewEntries)
    .where(eq(reviewEntries.teamId, teamId));
  const awards = db.select({ id: awardEntries.id }).from(awardEntries).where(eq(awardEntries.teamId, teamId));
  const [row] = await db
    .select({
      locked: sql<boolean>`(
        exists (select 1 from ${reviewAssignments} where ${reviewAssignments.status} = 'submitted'
          and ${inArray(reviewAssignments.entryId, entries)})
        or exists (select 1 from ${reviewResults} where ${inArray(reviewResults.entryId, entries)})
        or exists (select 1 from ${awardEntries} where ${eq(awardEntries.teamId, teamId)})
        or exists (select 1 from ${certificates} where ${inArray(certificates.entryId, awards)})
      )`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.locked);
};

/**
 * Every roster change (joining by link or personal invitation, removing, leaving) and every new invitation
 * passes here first: the sign-up window must be open, and a team with results is refused with the reason.
 * Invitations made earlier are refused at use by the same check (their landing page reads "locked"), so a
 * link shared before the results cannot bring anyone in after them.
 */
export const assertRosterOpen = async (db: Reader, ctx: TeamContext) => {
  assertEditable(ctx);
  if (await hasResults(db, ctx.team.id)) throw conflict(teamMessages.rosterLocked);
};

export type RosterChange = {
  action: Extract<
    TeamHistoryAction,
    'memberJoined' | 'memberLeft' | 'memberRemoved' | 'advisorJoined' | 'advisorLeft' | 'advisorRemoved'
  >;
  actorId: number;
  /** For a removal: the name of the person removed (the actor is the captain). */
  reason?: string;
};

/**
 * Writes the change into the team's history, inside the change's transaction. An approved team of a
 * competition that wants approval goes back to pending (the school's reviewers decide again on the new
 * roster, and are told by the `signUp.reopened` rule); its history reads "back for approval".
 */
export const recordRosterChange = async (tx: Tx, ctx: TeamContext, change: RosterChange) => {
  const [team] = await tx
    .select({ status: enrollTeams.status })
    .from(enrollTeams)
    .where(eq(enrollTeams.id, ctx.team.id))
    .for('update');
  const status = team!.status;
  await tx.insert(enrollTeamHistory).values({
    teamId: ctx.team.id,
    action: change.action,
    fromStatus: status,
    toStatus: status,
    reason: change.reason ?? '',
    actorId: change.actorId,
  });
  if (!ctx.rules.needsApproval || status !== 'approved') return;
  await tx
    .update(enrollTeams)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(enrollTeams.id, ctx.team.id), eq(enrollTeams.status, 'approved')));
  await tx.insert(enrollTeamHistory).values({
    teamId: ctx.team.id,
    action: 'reopened',
    fromStatus: 'approved',
    toStatus: 'pending',
    reason: '',
    actorId: change.actorId,
  });
  await emitEvent(tx, { type: 'signUp.reopened', data: { teamId: ctx.team.id }, actorId: change.actorId });
};
