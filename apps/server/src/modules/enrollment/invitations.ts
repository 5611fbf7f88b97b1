import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import QRCode from 'qrcode';
import type { Invitation, InvitationDetail, MyInvitation } from '@podium/contracts';
import {
  competitionItems,
  competitions,
  competitionStages,
  enrollInvitations,
  enrollMembers,
  enrollTeams,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { emitEvent } from '../../platform/notify/index.ts';
import { maskName, maskTeamName } from '../../platform/masking.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { assertRosterOpen, hasResults } from './roster.ts';
import { assertEditable, isEditable, loadTeam, teamOfCaptain } from './team-context.ts';
import { teamMessages } from './teams.messages.ts';

/** An invitation lives a week, never beyond the team's sign-up deadline. */
const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

const signatureOf = (cipher: PersonalDataCipher, publicId: string) =>
  cipher.blindIndex(`enroll-invitation:${publicId}`);

/** The link token: the invitation's public id and its signature under the server key. */
export const tokenOf = (cipher: PersonalDataCipher, publicId: string) =>
  `${publicId}.${signatureOf(cipher, publicId)}`;

export const invitationPath = (token: string) =>
  `/home/competition/team/details?invite=${encodeURIComponent(token)}`;

/** The invitation a token names, when its signature holds; otherwise the link is not valid. */
export const invitationOfToken = async (db: Db, cipher: PersonalDataCipher, token: string) => {
  const dot = token.lastIndexOf('.');
  const publicId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signatureOf(cipher, publicId));
  if (dot <= 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw badRequest(teamMessages.invitationInvalid);
  const [row] = await db.select().from(enrollInvitations).where(eq(enrollInvitations.publicId, publicId));
  if (!row) throw badRequest(teamMessages.invitationInvalid);
  return row;
};

type InvitationRow = typeof enrollInvitations.$inferSelect;
type TeamCtx = NonNullable<Awaited<ReturnType<typeof loadTeam>>>;

export const invitationStateOf = (row: InvitationRow, ctx: TeamCtx, now = new Date()) =>
  row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : isEditable(ctx, now) ? 'valid' : 'closed';

/** Refuses an invitation that can no longer be used, with the reason. */
export const assertUsable = (row: InvitationRow, ctx: TeamCtx) => {
  const state = invitationStateOf(row, ctx);
  if (state === 'revoked') throw conflict(teamMessages.invitationRevoked);
  if (state === 'expired') throw conflict(teamMessages.invitationExpired);
  if (state === 'closed') throw conflict(teamMessages.windowClosed);
};

/**
 * The captain's open invitation for a role, made when there is none, with its link and QR code. One link
 * serves the whole team (it is shared in a chat or shown on a screen); joining still obeys every limit.
 */
export const invitationFor = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  query: { teamId: string; role: 'member' | 'advisor' },
  origin: string,
): Promise<Invitation> => {
  const ctx = await teamOfCaptain(db, auth, query.teamId);
  if (ctx.rules.mode !== 'team' && query.role === 'member') throw conflict(teamMessages.notTeamMode);
  if (query.role === 'advisor' && ctx.rules.advisorMax === 0) throw conflict(teamMessages.noAdvisors);
  await assertRosterOpen(db, ctx);
  const now = new Date();
  const [open] = await db
    .select()
    .from(enrollInvitations)
    .where(
      and(
        eq(enrollInvitations.teamId, ctx.team.id),
        eq(enrollInvitations.role, query.role),
        isNull(enrollInvitations.inviteeId),
        isNull(enrollInvitations.revokedAt),
        gt(enrollInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(enrollInvitations.id))
    .limit(1);
  const row =
    open ??
    (
      await db
        .insert(enrollInvitations)
        .values({
          publicId: newPublicId(),
          teamId: ctx.team.id,
          role: query.role,
          createdBy: auth.userId,
          expiresAt: new Date(Math.min(now.getTime() + INVITATION_TTL_MS, ctx.signUpEnd!.getTime())),
        })
        .returning()
    )[0]!;
  const path = invitationPath(tokenOf(cipher, row.publicId));
  const url = `${origin}${path}`;
  const qrCode = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return {
    invitationId: row.publicId,
    role: row.role as 'member' | 'advisor',
    path,
    url,
    qrCode,
    expiresAt: row.expiresAt.toISOString(),
    usedCount: row.usedCount,
  };
};

/** What the landing page shows before the invitee signs in: whose team, for what, and whether it still works. */
export const invitationDetail = async (
  db: Db,
  cipher: PersonalDataCipher,
  token: string,
): Promise<InvitationDetail> => {
  const row = await invitationOfToken(db, cipher, token);
  const ctx = await loadTeam(db, { id: row.teamId });
  if (!ctx) throw notFound(teamMessages.teamNotFound);
  const [captain] = await db
    .select({ realName: users.realName })
    .from(users)
    .where(eq(users.id, ctx.team.captainId));
  const state = invitationStateOf(row, ctx);
  return {
    invitationId: row.publicId,
    // A usable link of a team with results says so before the invitee signs in (joining is refused too).
    state: state === 'valid' && (await hasResults(db, ctx.team.id)) ? 'locked' : state,
    role: row.role as 'member' | 'advisor',
    teamId: ctx.team.publicId,
    // A public page (the invitee is not signed in yet): the captain's name, and a team named after them, masked.
    teamName: maskTeamName(ctx.team.name, [captain?.realName ?? '']),
    captainName: maskName(captain?.realName ?? ''),
    competitionId: ctx.competitionPublicId,
    competitionName: ctx.competitionName,
    itemName: ctx.itemName,
    expiresAt: row.expiresAt.toISOString(),
    memberCount: ctx.team.memberCount,
    teamMax: ctx.rules.teamMax,
    advisorCount: ctx.team.advisorCount,
    advisorMax: ctx.rules.advisorMax,
    needsInvitationCode: Boolean(ctx.rules.invitationCode),
    requiredFields: ctx.rules.requiredFields,
    personal: row.inviteeId !== null,
    answer: (row.answer as 'accepted' | 'declined' | null) ?? null,
    schoolRequired: ctx.team.schoolGroupId !== null && row.role !== 'advisor',
  };
};

/**
 * The captain revokes an invitation of their team: its link stops working at once. A personal one still
 * waiting for its answer is withdrawn from its invitee, who is told so ("invitation withdrawn") in the
 * same transaction; revoking it again changes nothing and tells nobody twice.
 */
export const revokeInvitation = async (db: Db, auth: AuthContext, invitationId: string) => {
  const [row] = await db.select().from(enrollInvitations).where(eq(enrollInvitations.publicId, invitationId));
  if (!row) throw notFound(teamMessages.invitationInvalid);
  const ctx = await loadTeam(db, { id: row.teamId });
  if (!ctx) throw notFound(teamMessages.teamNotFound);
  await teamOfCaptain(db, auth, ctx.team.publicId);
  assertEditable(ctx);
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(enrollInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(enrollInvitations.id, row.id), isNull(enrollInvitations.revokedAt)))
      .returning({
        inviteeId: enrollInvitations.inviteeId,
        answer: enrollInvitations.answer,
        expiresAt: enrollInvitations.expiresAt,
      });
    if (
      withdrawn &&
      withdrawn.inviteeId !== null &&
      withdrawn.answer === null &&
      withdrawn.expiresAt > new Date()
    )
      await emitEvent(tx, {
        type: 'team.invitationRevoked',
        data: { invitationId: row.id },
        actorId: auth.userId,
      });
  });
  return { teamId: ctx.team.publicId };
};

const PHONE = /^1\d{10}$/;

/** A registered, enabled person named by account name, phone (its blind index) or e-mail. */
const personOf = async (db: Db, cipher: PersonalDataCipher, account: string) => {
  const match = account.includes('@')
    ? eq(users.email, account.toLowerCase())
    : PHONE.test(account)
      ? or(eq(users.phoneIndex, cipher.blindIndex(account)), eq(users.username, account))
      : eq(users.username, account);
  const [person] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(and(match, eq(users.status, 1)))
    .limit(1);
  return person;
};

/** A personal invitation still waiting for its answer (not answered, revoked or expired). */
const pending = (now: Date) =>
  and(
    isNull(enrollInvitations.answer),
    isNull(enrollInvitations.revokedAt),
    gt(enrollInvitations.expiresAt, now),
  );

/**
 * The captain invites one registered person (account name, phone or e-mail): a personal invitation only
 * they may answer, once. It is written with its "invitation received" event in one transaction; the
 * team's row lock makes two invitations of the same person at once queue, and the second is refused.
 */
export const invitePerson = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  body: { teamId: string; role: 'member' | 'advisor'; account: string },
) => {
  const ctx = await teamOfCaptain(db, auth, body.teamId);
  if (ctx.rules.mode !== 'team' && body.role === 'member') throw conflict(teamMessages.notTeamMode);
  if (body.role === 'advisor' && ctx.rules.advisorMax === 0) throw conflict(teamMessages.noAdvisors);
  await assertRosterOpen(db, ctx);
  const person = await personOf(db, cipher, body.account);
  if (!person) throw notFound(teamMessages.inviteeNotFound);
  if (person.id === auth.userId) throw conflict(teamMessages.inviteSelf);
  if (body.role === 'member' && person.userType !== 'student') throw conflict(teamMessages.inviteeNotStudent);
  if (body.role === 'advisor' && person.userType !== 'teacher')
    throw conflict(teamMessages.inviteeNotTeacher);
  const [member] = await db
    .select({ role: enrollMembers.role })
    .from(enrollMembers)
    .where(and(eq(enrollMembers.teamId, ctx.team.id), eq(enrollMembers.userId, person.id)));
  if (member) throw conflict(teamMessages.inviteeAlreadyMember);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    await tx
      .select({ id: enrollTeams.id })
      .from(enrollTeams)
      .where(eq(enrollTeams.id, ctx.team.id))
      .for('update');
    const [open] = await tx
      .select({ id: enrollInvitations.id })
      .from(enrollInvitations)
      .where(
        and(
          eq(enrollInvitations.teamId, ctx.team.id),
          eq(enrollInvitations.inviteeId, person.id),
          pending(now),
        ),
      );
    if (open) return null;
    const [created] = await tx
      .insert(enrollInvitations)
      .values({
        publicId: newPublicId(),
        teamId: ctx.team.id,
        role: body.role,
        createdBy: auth.userId,
        inviteeId: person.id,
        expiresAt: new Date(Math.min(now.getTime() + INVITATION_TTL_MS, ctx.signUpEnd!.getTime())),
      })
      .returning();
    await emitEvent(tx, {
      type: 'team.invitationReceived',
      data: { invitationId: created!.id, link: invitationPath(tokenOf(cipher, created!.publicId)) },
      actorId: auth.userId,
    });
    return created!;
  });
  if (!row) throw conflict(teamMessages.inviteePending);
  return { invitationId: row.publicId, teamId: ctx.team.publicId, expiresAt: row.expiresAt.toISOString() };
};

/** Raised inside the transaction so that it rolls back; translated outside. */
class Refusal extends Error {
  constructor(readonly refusal: ReturnType<typeof conflict>) {
    super('refused');
  }
}

/** The invited person declines: only they may, once, while the invitation still stands. */
export const declineInvitation = async (db: Db, auth: AuthContext, invitationId: string) => {
  const [row] = await db.select().from(enrollInvitations).where(eq(enrollInvitations.publicId, invitationId));
  if (!row || row.inviteeId === null) throw notFound(teamMessages.invitationInvalid);
  if (row.inviteeId !== auth.userId) throw conflict(teamMessages.invitationNotYours);
  if (row.answer) throw conflict(teamMessages.invitationAnswered);
  const ctx = await loadTeam(db, { id: row.teamId });
  if (!ctx) throw notFound(teamMessages.teamNotFound);
  assertUsable(row, ctx);
  try {
    await db.transaction(async (tx) => {
      const [answered] = await tx
        .update(enrollInvitations)
        .set({ answer: 'declined', answeredAt: new Date() })
        .where(and(eq(enrollInvitations.id, row.id), pending(new Date())))
        .returning({ id: enrollInvitations.id });
      if (!answered) throw new Refusal(conflict(teamMessages.invitationAnswered));
      await emitEvent(tx, {
        type: 'team.invitationAnswered',
        data: { invitationId: row.id, accepted: false },
        actorId: auth.userId,
      });
    });
  } catch (error) {
    if (error instanceof Refusal) throw error.refusal;
    throw error;
  }
  return { teamId: ctx.team.publicId };
};

/**
 * The caller's personal invitations still waiting for an answer and still answerable (the sign-up window
 * open, the team's roster not locked by results), newest first, with where to answer.
 */
export const myInvitations = async (
  db: Db,
  cipher: PersonalDataCipher,
  userId: number,
): Promise<MyInvitation[]> => {
  const now = new Date();
  const captains = alias(users, 'captain');
  const rows = await db
    .select({
      invitation: enrollInvitations,
      teamName: enrollTeams.name,
      captainName: captains.realName,
      competitionName: competitions.name,
      itemName: competitionItems.name,
      signUpEnd: competitionStages.signUpEnd,
    })
    .from(enrollInvitations)
    .innerJoin(enrollTeams, eq(enrollTeams.id, enrollInvitations.teamId))
    .innerJoin(captains, eq(captains.id, enrollTeams.captainId))
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
    .where(and(eq(enrollInvitations.inviteeId, userId), pending(now)))
    .orderBy(desc(enrollInvitations.id))
    .limit(50);
  const inWindow = rows.filter((r) => r.signUpEnd !== null && r.signUpEnd > now);
  // A team with results takes nobody new (roster.ts): its invitation could only be refused, so it is not
  // offered. (Usually none or one row: one check each.)
  const locked = await Promise.all(inWindow.map((r) => hasResults(db, r.invitation.teamId)));
  return inWindow
    .filter((_, i) => !locked[i])
    .map((r) => ({
      invitationId: r.invitation.publicId,
      role: r.invitation.role as 'member' | 'advisor',
      path: invitationPath(tokenOf(cipher, r.invitation.publicId)),
      teamName: r.teamName,
      // Addressed to this person by the captain: the captain's name in full.
      captainName: r.captainName,
      competitionName: r.competitionName,
      itemName: r.itemName,
      expiresAt: r.invitation.expiresAt.toISOString(),
    }));
};
