/** Teams (issue 8): invitations by link and QR code, members, member information, copies, counts. */
import { z } from 'zod';
import { ENROLL_STATUSES } from './enrollment.ts';

export const TeamApi = {
  /** Spec §7: the invitation link and its QR code for a team (captain); role member or advisor. */
  inviteQrCode: '/enroll/team/getImproveUserInfoQrCode',
  /** Spec §7: how a competition's teams came (self, recommend, import, copy), with counts (desk). */
  sourceList: '/enroll/team/source/list',
  /** Spec §7: the signed-in user's teams (user centre, sign-up pages). */
  myTeams: '/web/enroll/website/member/list',
  /** Spec §7: which required fields each member of a team (or the caller, for a competition) still lacks. */
  completeStatus: '/web/enroll/user/complete/status',
  /** Spec §7: the members of a team the caller belongs to. */
  teamMembers: '/web/enroll/teamMember/list',
  /** Spec §7: the signed-in user's own detail with their participant information (masked). */
  userDetail: '/web/user/detail',
  /** Spec §7: carry a team into another stage or competition (captain). */
  copy: '/web/enroll/copy',
  teamDetail: '/web/enroll/team/detail',
  saveInfo: '/web/enroll/user/info/save',
  invitationDetail: '/web/enroll/invitation/detail',
  acceptInvitation: '/web/enroll/invitation/accept',
  revokeInvitation: '/web/enroll/invitation/revoke',
  /** The captain invites one registered person by account, phone or e-mail (a personal invitation). */
  invitePerson: '/web/enroll/invitation/person',
  /** The invited person declines a personal invitation (only they may). */
  declineInvitation: '/web/enroll/invitation/decline',
  /** The caller's personal invitations not yet answered (user-centre home). */
  myInvitations: '/web/enroll/invitation/mine',
  removeMember: '/web/enroll/member/remove',
  leaveTeam: '/web/enroll/team/leave',
} as const;

export const TEAM_ROLES = ['captain', 'member', 'advisor'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const INVITE_ROLES = ['member', 'advisor'] as const;
export const TEAM_SOURCES = ['self', 'recommend', 'import', 'copy'] as const;
export type TeamSource = (typeof TEAM_SOURCES)[number];

const idString = z.string().min(1).max(64);
const text = (max: number) => z.string().trim().max(max);

export const teamIdQuery = z.object({ teamId: idString });
export const inviteQuery = z.object({ teamId: idString, role: z.enum(INVITE_ROLES).default('member') });
export const invitation = z.object({
  invitationId: z.string(),
  role: z.enum(INVITE_ROLES),
  /** Site path of the landing page (with the token); `url` is the absolute link the QR code encodes. */
  path: z.string(),
  url: z.string(),
  /** PNG data URL of the QR code. */
  qrCode: z.string(),
  expiresAt: z.string(),
  usedCount: z.number(),
});
export type Invitation = z.infer<typeof invitation>;

export const tokenQuery = z.object({ token: z.string().min(1).max(200) });
// locked: the team has results (review scores, awards, certificates), so its roster no longer changes.
export const invitationState = z.enum(['valid', 'expired', 'revoked', 'closed', 'locked']);
export const invitationDetail = z.object({
  /** Its public id (a personal invitation is declined by it; the id alone lets nobody in). */
  invitationId: z.string(),
  state: invitationState,
  role: z.enum(INVITE_ROLES),
  teamId: z.string(),
  teamName: z.string(),
  captainName: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  itemName: z.string(),
  expiresAt: z.string(),
  memberCount: z.number(),
  teamMax: z.number(),
  advisorCount: z.number(),
  advisorMax: z.number(),
  needsInvitationCode: z.boolean(),
  requiredFields: z.array(z.string()),
  /** A personal invitation (it names one person, who alone may accept or decline it). */
  personal: z.boolean(),
  /** A personal invitation already answered. */
  answer: z.enum(['accepted', 'declined']).nullable(),
  /**
   * The team was signed up from a school and the seat is a student's: a joiner needs a school of their own
   * (one without may choose it as they join: `schoolId` of the accept body).
   */
  schoolRequired: z.boolean(),
});
export type InvitationDetail = z.infer<typeof invitationDetail>;
export const acceptBody = z.strictObject({
  token: z.string().min(1).max(200),
  invitationCode: text(32).optional(),
  /** A student with no school yet chooses it while joining (their first choice, as in their profile). */
  schoolId: idString.optional(),
});
export type AcceptBody = z.input<typeof acceptBody>;
export const invitationRevokeBody = z.strictObject({ invitationId: idString });
/** The person to invite: their account name, phone or e-mail (a registered user). */
export const invitePersonBody = z.strictObject({
  teamId: idString,
  role: z.enum(INVITE_ROLES).default('member'),
  account: z.string().trim().min(1).max(120),
});
export type InvitePersonBody = z.input<typeof invitePersonBody>;
export const invitationDeclineBody = z.strictObject({ invitationId: idString });
/** A personal invitation waiting for the caller's answer. */
export const myInvitation = z.object({
  invitationId: z.string(),
  role: z.enum(INVITE_ROLES),
  /** Site path of the landing page, where it is accepted. */
  path: z.string(),
  teamName: z.string(),
  captainName: z.string(),
  competitionName: z.string(),
  itemName: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitation>;
export const removeMemberBody = z.strictObject({ teamId: idString, userId: idString });
export const teamIdBody = z.strictObject({ teamId: idString });

export const memberRow = z.object({
  userId: z.string(),
  realName: z.string(),
  role: z.enum(TEAM_ROLES),
  schoolName: z.string(),
  /** Required fields this member still lacks (empty: complete). */
  missing: z.array(z.string()),
  phone: z.string(),
  joinedAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const teamDetail = z.object({
  teamId: z.string(),
  name: z.string(),
  status: z.enum(ENROLL_STATUSES),
  source: z.enum(TEAM_SOURCES),
  rejectReason: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  stageName: z.string(),
  itemName: z.string(),
  groupName: z.string(),
  mode: z.enum(['individual', 'team']),
  teamMin: z.number(),
  teamMax: z.number(),
  advisorMin: z.number(),
  advisorMax: z.number(),
  memberCount: z.number(),
  advisorCount: z.number(),
  requiredFields: z.array(z.string()),
  signUpEnd: z.string().nullable(),
  /** Sign-up window still open: members may join, leave or be removed. */
  editable: z.boolean(),
  myRole: z.enum(TEAM_ROLES),
  members: z.array(memberRow),
  /** Open invitations (captain only; empty for others). */
  invitations: z.array(
    z.object({
      invitationId: z.string(),
      role: z.enum(INVITE_ROLES),
      expiresAt: z.string(),
      usedCount: z.number(),
      /** The invited person's masked name (a personal invitation), '' for the team's link. */
      invitee: z.string(),
    }),
  ),
});
export type TeamDetail = z.infer<typeof teamDetail>;

export const myTeamsQuery = z.object({ competitionId: idString.optional() });
export const myTeamRow = z.object({
  teamId: z.string(),
  name: z.string(),
  status: z.enum(ENROLL_STATUSES),
  competitionId: z.string(),
  competitionName: z.string(),
  /** The event signed up for: the sign-up page offers only the events not yet signed up for. */
  itemId: z.string(),
  itemName: z.string(),
  stageName: z.string(),
  role: z.enum(TEAM_ROLES),
  memberCount: z.number(),
  advisorCount: z.number(),
  teamMax: z.number(),
  mode: z.enum(['individual', 'team']),
  createdAt: z.string(),
});
export type MyTeamRow = z.infer<typeof myTeamRow>;

export const completeStatusQuery = z
  .object({ teamId: idString.optional(), competitionId: idString.optional() })
  .refine((q) => q.teamId || q.competitionId, { message: 'teamId or competitionId', path: ['teamId'] });
export const completeStatus = z.object({
  requiredFields: z.array(z.string()),
  complete: z.boolean(),
  members: z.array(
    z.object({ userId: z.string(), realName: z.string(), role: z.string(), missing: z.array(z.string()) }),
  ),
});
export type CompleteStatus = z.infer<typeof completeStatus>;

export const userDetail = z.object({
  userId: z.string(),
  username: z.string(),
  realName: z.string(),
  userType: z.string(),
  schoolName: z.string(),
  email: z.string(),
  /** Masked (platform personal-data rules). */
  phone: z.string(),
  idCard: z.string(),
  birthday: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.number().nullable(),
  studentNo: z.string(),
  college: z.string(),
  major: z.string(),
  grade: z.string(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const saveInfoBody = z.strictObject({
  realName: text(40).min(1).optional(),
  /** Validated on the server: spec §5 length and birth date, then the GB 11643 check digit. */
  idCard: text(18).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, { message: 'validation.phoneFormat' })
    .optional(),
  studentNo: text(32).optional(),
  college: text(60).optional(),
  major: text(60).optional(),
  grade: text(20).optional(),
});
export type SaveInfoBody = z.input<typeof saveInfoBody>;

export const sourceListQuery = z.object({ competitionId: idString });
export const sourceList = z.array(z.object({ source: z.enum(TEAM_SOURCES), count: z.number() }));
export type SourceList = z.infer<typeof sourceList>;

export const copyBody = z.strictObject({
  teamId: idString,
  competitionId: idString,
  itemId: idString,
  participantGroupId: idString.optional(),
  teamName: z.string().trim().min(1).max(40).optional(),
  invitationCode: text(32).optional(),
});
export const copyResult = z.object({
  teamId: z.string(),
  stageId: z.string(),
  status: z.enum(ENROLL_STATUSES),
});
export type CopyResult = z.infer<typeof copyResult>;
