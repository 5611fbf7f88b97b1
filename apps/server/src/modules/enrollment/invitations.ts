import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Invitation, InvitationDetail } from '@podium/contracts';
import { enrollInvitations, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { maskName, maskTeamName } from '../../platform/masking.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
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
  assertEditable(ctx);
  const now = new Date();
  const [open] = await db
    .select()
    .from(enrollInvitations)
    .where(
      and(
        eq(enrollInvitations.teamId, ctx.team.id),
        eq(enrollInvitations.role, query.role),
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
  return {
    state: invitationStateOf(row, ctx),
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
  };
};

/** The captain revokes an invitation of their team: its link stops working at once. */
export const revokeInvitation = async (db: Db, auth: AuthContext, invitationId: string) => {
  const [row] = await db.select().from(enrollInvitations).where(eq(enrollInvitations.publicId, invitationId));
  if (!row) throw notFound(teamMessages.invitationInvalid);
  const ctx = await loadTeam(db, { id: row.teamId });
  if (!ctx) throw notFound(teamMessages.teamNotFound);
  await teamOfCaptain(db, auth, ctx.team.publicId);
  assertEditable(ctx);
  await db
    .update(enrollInvitations)
    .set({ revokedAt: sql`coalesce(${enrollInvitations.revokedAt}, now())` })
    .where(eq(enrollInvitations.id, row.id));
  return { teamId: ctx.team.publicId };
};
