import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CompleteStatus, MemberRow, MyTeamRow, TeamDetail } from '@podium/contracts';
import {
  competitionEnrollSettings,
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
import { notFound } from '../../platform/errors.ts';
import { maskName } from '../../platform/masking.ts';
import { maskedPhoneOf } from '../../platform/personal-fields.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { enrollMessages } from './enrollment.messages.ts';
import { loadParticipants, missingFields } from './member-info.ts';
import { isEditable, teamOfMember, type TeamContext } from './team-context.ts';

type Role = MemberRow['role'];
const ROLE_ORDER: Record<string, number> = { captain: 0, member: 1, advisor: 2 };

/** Members of a team with what each still lacks; phones masked. */
export const membersOf = async (
  db: Db,
  cipher: PersonalDataCipher,
  ctx: TeamContext,
): Promise<MemberRow[]> => {
  const rows = await db
    .select({ userId: enrollMembers.userId, role: enrollMembers.role, joinedAt: enrollMembers.createdAt })
    .from(enrollMembers)
    .where(eq(enrollMembers.teamId, ctx.team.id))
    .orderBy(asc(enrollMembers.createdAt));
  const people = await loadParticipants(
    db,
    rows.map((r) => r.userId),
  );
  return rows
    .map((r) => {
      const p = people.get(r.userId);
      return {
        userId: p?.publicId ?? '',
        realName: p?.realName ?? '',
        role: r.role as Role,
        schoolName: p?.schoolName ?? '',
        missing: missingFields(ctx.rules.requiredFields, p),
        phone: maskedPhoneOf(cipher, p?.info?.phoneCipher ?? p?.userPhoneCipher ?? null),
        joinedAt: r.joinedAt.toISOString(),
      };
    })
    .sort((a, b) => ROLE_ORDER[a.role]! - ROLE_ORDER[b.role]!);
};

/** The team page: the team, its members and, for the captain, its open invitations. */
export const teamDetail = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  teamId: string,
): Promise<TeamDetail> => {
  const { ctx, role } = await teamOfMember(db, auth, teamId);
  const invitations =
    role === 'captain'
      ? await db
          .select({ invitation: enrollInvitations, inviteeName: users.realName })
          .from(enrollInvitations)
          .leftJoin(users, eq(users.id, enrollInvitations.inviteeId))
          .where(
            and(
              eq(enrollInvitations.teamId, ctx.team.id),
              isNull(enrollInvitations.revokedAt),
              isNull(enrollInvitations.answer),
              gt(enrollInvitations.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(enrollInvitations.id))
      : [];
  const { team, rules } = ctx;
  return {
    teamId: team.publicId,
    name: team.name,
    status: team.status as TeamDetail['status'],
    source: team.source as TeamDetail['source'],
    rejectReason: team.rejectReason,
    competitionId: ctx.competitionPublicId,
    competitionName: ctx.competitionName,
    stageName: ctx.stageName,
    itemName: ctx.itemName,
    groupName: ctx.groupName ?? '',
    mode: rules.mode as TeamDetail['mode'],
    teamMin: rules.teamMin,
    teamMax: rules.teamMax,
    advisorMin: rules.advisorMin,
    advisorMax: rules.advisorMax,
    memberCount: team.memberCount,
    advisorCount: team.advisorCount,
    requiredFields: rules.requiredFields,
    signUpEnd: ctx.signUpEnd?.toISOString() ?? null,
    editable: isEditable(ctx),
    myRole: role,
    members: await membersOf(db, cipher, ctx),
    invitations: invitations.map(({ invitation: i, inviteeName }) => ({
      invitationId: i.publicId,
      role: i.role as 'member' | 'advisor',
      expiresAt: i.expiresAt.toISOString(),
      usedCount: i.usedCount,
      invitee: i.inviteeId === null ? '' : maskName(inviteeName ?? ''),
    })),
  };
};

/** The caller's teams, newest first (user centre "my teams", the sign-up page's "already signed up"). */
export const myTeams = async (db: Db, auth: AuthContext, competitionId?: string): Promise<MyTeamRow[]> => {
  const rows = await db
    .select({
      team: enrollTeams,
      role: enrollMembers.role,
      competitionId: competitions.publicId,
      competitionName: competitions.name,
      itemId: competitionItems.publicId,
      itemName: competitionItems.name,
      stageName: competitionStages.name,
      teamMax: competitionEnrollSettings.teamMax,
      mode: competitionEnrollSettings.mode,
    })
    .from(enrollMembers)
    .innerJoin(enrollTeams, eq(enrollTeams.id, enrollMembers.teamId))
    .innerJoin(competitions, eq(competitions.id, enrollTeams.competitionId))
    .innerJoin(competitionItems, eq(competitionItems.id, enrollTeams.itemId))
    .innerJoin(competitionStages, eq(competitionStages.id, enrollTeams.stageId))
    .innerJoin(competitionEnrollSettings, eq(competitionEnrollSettings.competitionId, competitions.id))
    .where(
      and(
        eq(enrollMembers.userId, auth.userId),
        competitionId ? eq(competitions.publicId, competitionId) : undefined,
      ),
    )
    .orderBy(desc(enrollTeams.createdAt), desc(enrollTeams.id));
  return rows.map((r) => ({
    teamId: r.team.publicId,
    name: r.team.name,
    status: r.team.status as MyTeamRow['status'],
    competitionId: r.competitionId,
    competitionName: r.competitionName,
    itemId: r.itemId,
    itemName: r.itemName,
    stageName: r.stageName,
    role: r.role as Role,
    memberCount: r.team.memberCount,
    advisorCount: r.team.advisorCount,
    teamMax: r.teamMax,
    mode: r.mode as MyTeamRow['mode'],
    createdAt: r.team.createdAt.toISOString(),
  }));
};

/**
 * Which required fields are missing: for every member of a team the caller is in, or (with a competition)
 * for the caller alone against that competition's rules — the portal asks before sign-up.
 */
export const completeStatus = async (
  db: Db,
  cipher: PersonalDataCipher,
  auth: AuthContext,
  query: { teamId?: string; competitionId?: string },
): Promise<CompleteStatus> => {
  if (query.teamId) {
    const { ctx } = await teamOfMember(db, auth, query.teamId);
    const members = (await membersOf(db, cipher, ctx)).map((m) => ({
      userId: m.userId,
      realName: m.realName,
      role: m.role,
      missing: m.missing,
    }));
    return {
      requiredFields: ctx.rules.requiredFields,
      complete: members.every((m) => m.missing.length === 0),
      members,
    };
  }
  const [rules] = await db
    .select({ requiredFields: competitionEnrollSettings.requiredFields })
    .from(competitionEnrollSettings)
    .innerJoin(competitions, eq(competitions.id, competitionEnrollSettings.competitionId))
    .where(and(eq(competitions.publicId, query.competitionId!)));
  if (!rules) throw notFound(enrollMessages.competitionNotFound);
  const me = (await loadParticipants(db, [auth.userId])).get(auth.userId);
  const missing = missingFields(rules.requiredFields, me);
  return {
    requiredFields: rules.requiredFields,
    complete: missing.length === 0,
    members: [{ userId: me?.publicId ?? '', realName: me?.realName ?? '', role: 'self', missing }],
  };
};
