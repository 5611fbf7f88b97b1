import { emitEvent } from '../../platform/notify/index.ts';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { enrollInvitations, enrollMembers, enrollTeams, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { assertUsable, invitationOfToken } from './invitations.ts';
import { sqlState, UNIQUE_VIOLATION } from './pg-errors.ts';
import { applicantWithChosenSchool, saveChosenSchool } from './join-school.ts';
import { checkEligibility, loadApplicant } from './sign-up.ts';
import { assertRosterOpen, recordRosterChange } from './roster.ts';
import { loadTeam, teamOfCaptain, teamOfMember, type TeamContext } from './team-context.ts';
import { teamMessages } from './teams.messages.ts';

/** Raised inside the transaction so that it rolls back; translated outside. */
class Refusal extends Error {
  constructor(readonly refusal: ReturnType<typeof conflict>) {
    super('refused');
  }
}

/**
 * The invitee joins the team. The team's count rises only while it is below the limit (a conditional
 * UPDATE: the row lock makes concurrent joins queue and re-check), and the member row meets the partial
 * unique index "one team per student per item" — both in one transaction, so nothing is half-done.
 */
export const acceptInvitation = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  body: { token: string; invitationCode?: string; schoolId?: string },
) => {
  const invitation = await invitationOfToken(db, cipher, body.token);
  const ctx = await loadTeam(db, { id: invitation.teamId });
  if (!ctx) throw notFound(teamMessages.teamNotFound);
  const personal = invitation.inviteeId !== null;
  if (personal && invitation.inviteeId !== auth.userId) throw conflict(teamMessages.invitationNotYours);
  if (invitation.answer) throw conflict(teamMessages.invitationAnswered);
  assertUsable(invitation, ctx);
  await assertRosterOpen(db, ctx);
  const isAdvisor = invitation.role === 'advisor';
  const { applicant, chosen } = await applicantWithChosenSchool(
    db,
    await loadApplicant(db, auth.userId),
    isAdvisor ? undefined : body.schoolId,
  );
  if (isAdvisor && applicant.userType !== 'teacher') throw conflict(teamMessages.teachersOnly);
  if (!isAdvisor && applicant.userType !== 'student') throw conflict(teamMessages.studentsOnly);
  checkEligibility(applicant, ctx.rules, body.invitationCode);
  if (!isAdvisor) assertHasSchool(applicant, ctx);
  const [already] = await db
    .select({ role: enrollMembers.role })
    .from(enrollMembers)
    .where(and(eq(enrollMembers.teamId, ctx.team.id), eq(enrollMembers.userId, auth.userId)));
  if (already) throw conflict(teamMessages.alreadyMember);

  try {
    await db.transaction(async (tx) => {
      if (chosen && !(await saveChosenSchool(tx, auth.userId, chosen)))
        throw new Refusal(conflict(teamMessages.schoolAlreadySet));
      const raised = await tx
        .update(enrollTeams)
        .set(
          isAdvisor
            ? { advisorCount: sql`${enrollTeams.advisorCount} + 1` }
            : { memberCount: sql`${enrollTeams.memberCount} + 1` },
        )
        .where(
          and(
            eq(enrollTeams.id, ctx.team.id),
            isAdvisor
              ? lt(enrollTeams.advisorCount, ctx.rules.advisorMax)
              : lt(enrollTeams.memberCount, ctx.rules.teamMax),
          ),
        )
        .returning({ id: enrollTeams.id });
      if (raised.length === 0)
        throw new Refusal(conflict(isAdvisor ? teamMessages.advisorsFull : teamMessages.teamFull));
      try {
        await tx.insert(enrollMembers).values({
          teamId: ctx.team.id,
          userId: auth.userId,
          competitionId: ctx.team.competitionId,
          itemId: ctx.team.itemId,
          stageId: ctx.team.stageId,
          role: invitation.role,
        });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw new Refusal(conflict(teamMessages.alreadyInTeam));
        throw error;
      }
      // A personal invitation is answered once: the conditional UPDATE lets one of two answers win.
      const used = await tx
        .update(enrollInvitations)
        .set({
          usedCount: sql`${enrollInvitations.usedCount} + 1`,
          ...(personal ? { answer: 'accepted', answeredAt: new Date() } : {}),
        })
        .where(
          personal
            ? and(eq(enrollInvitations.id, invitation.id), isNull(enrollInvitations.answer))
            : eq(enrollInvitations.id, invitation.id),
        )
        .returning({ id: enrollInvitations.id });
      if (used.length === 0) throw new Refusal(conflict(teamMessages.invitationAnswered));
      await recordRosterChange(tx, ctx, {
        action: isAdvisor ? 'advisorJoined' : 'memberJoined',
        actorId: auth.userId,
      });
      await emitEvent(tx, {
        type: 'team.memberJoined',
        data: { teamId: ctx.team.id, userId: auth.userId, ...(personal ? { personal } : {}) },
        actorId: auth.userId,
      });
      if (personal)
        await emitEvent(tx, {
          type: 'team.invitationAnswered',
          data: { invitationId: invitation.id, accepted: true },
          actorId: auth.userId,
        });
    });
  } catch (error) {
    if (error instanceof Refusal) throw error.refusal;
    throw error;
  }
  return { teamId: ctx.team.publicId, role: invitation.role };
};

/**
 * A student joining a team signed up from a school must have a school too: the team's reviewers and its
 * credit go by school, and a person with none cannot be placed. Which schools may take part is the
 * competition's eligible-schools rule, checked as at sign-up (checkEligibility); teams across schools stay
 * possible where the competition allows them (the demo's own team has a member of another school).
 */
const assertHasSchool = (applicant: Awaited<ReturnType<typeof loadApplicant>>, ctx: TeamContext) => {
  if (ctx.team.schoolGroupId !== null && applicant.groupType !== 'school')
    throw conflict(teamMessages.schoolMissing);
};

/**
 * Takes a member out of the team and lowers the matching count, with its history row (and, for an
 * approved team, the return to approval), in one transaction.
 */
const dropMember = async (db: Db, ctx: TeamContext, userId: number, actorId: number, name: string) =>
  db.transaction(async (tx) => {
    const teamId = ctx.team.id;
    const [gone] = await tx
      .delete(enrollMembers)
      .where(
        and(
          eq(enrollMembers.teamId, teamId),
          eq(enrollMembers.userId, userId),
          ne(enrollMembers.role, 'captain'),
        ),
      )
      .returning({ role: enrollMembers.role });
    if (!gone) throw new Refusal(notFound(teamMessages.memberNotFound));
    await tx
      .update(enrollTeams)
      .set(
        gone.role === 'advisor'
          ? { advisorCount: sql`${enrollTeams.advisorCount} - 1` }
          : { memberCount: sql`${enrollTeams.memberCount} - 1` },
      )
      .where(eq(enrollTeams.id, teamId));
    const removed = actorId !== userId;
    const advisor = gone.role === 'advisor';
    await recordRosterChange(tx, ctx, {
      action: removed
        ? advisor
          ? 'advisorRemoved'
          : 'memberRemoved'
        : advisor
          ? 'advisorLeft'
          : 'memberLeft',
      actorId,
      ...(removed ? { reason: name } : {}),
    });
    await emitEvent(tx, {
      type: 'team.memberLeft',
      data: { teamId, userId, removed },
      actorId,
    });
  });

const refusing = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    if (error instanceof Refusal) throw error.refusal;
    throw error;
  }
};

/** The captain removes a member or an advisor before the sign-up deadline, while the team has no results. */
export const removeMember = async (db: Db, auth: AuthContext, body: { teamId: string; userId: string }) => {
  const ctx = await teamOfCaptain(db, auth, body.teamId);
  await assertRosterOpen(db, ctx);
  const [user] = await db
    .select({ id: users.id, realName: users.realName })
    .from(users)
    .where(eq(users.publicId, body.userId));
  if (!user) throw notFound(teamMessages.memberNotFound);
  await refusing(() => dropMember(db, ctx, user.id, auth.userId, user.realName));
};

/** A member or an advisor leaves before the sign-up deadline, while the team has no results; the captain cannot. */
export const leaveTeam = async (db: Db, auth: AuthContext, teamId: string) => {
  const { ctx, role } = await teamOfMember(db, auth, teamId);
  if (role === 'captain') throw conflict(teamMessages.captainCannotLeave);
  await assertRosterOpen(db, ctx);
  await refusing(() => dropMember(db, ctx, auth.userId, auth.userId, ''));
};
