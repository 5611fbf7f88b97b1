/** Desk sign-up management (issue 8): list, detail, approve / reject, export, import of recommended teams. */
import { z } from 'zod';
import { memberField } from './competition.ts';
import { ENROLL_STATUSES } from './enrollment.ts';
import { pageQuery, pageResult } from './envelope.ts';

export const SignUpAdminApi = {
  /** Sign-ups the acting group may manage, filtered and paged. */
  page: '/enroll/manage/page',
  /** One sign-up: team, members (personal numbers masked), history. */
  detail: '/enroll/manage/detail',
  /** Filter options of one competition: stages, items, participant groups, schools in reach. */
  options: '/enroll/manage/options',
  /** The competitions whose sign-ups the acting group may manage: a school's are those its students entered. */
  competitions: '/enroll/manage/competitions',
  approve: '/enroll/manage/approve',
  batchApprove: '/enroll/manage/approve/batch',
  reject: '/enroll/manage/reject',
  /** The filtered list as .xlsx. */
  export: '/enroll/manage/export',
  /** Where the caller may import: a school's competitions open to it now, an organiser's own. */
  importCompetitions: '/enroll/manage/import/competitions',
  importTemplate: '/enroll/manage/import/template',
  /** The upload again, bad rows red with a reason column. */
  importErrors: '/enroll/manage/import/errors',
  /** Import school-recommended teams: every row, or none with the reasons (13017). */
  import: '/enroll/manage/import',
} as const;

export const ENROLL_SOURCES = ['self', 'recommend', 'import', 'copy'] as const;
export type EnrollSource = (typeof ENROLL_SOURCES)[number];

/** Sign-ups decided in one batch at most. */
export const SIGNUP_BATCH_MAX = 200;
export const SIGNUP_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const SIGNUP_IMPORT_MAX_ROWS = 2000;
/** Titles of the import template, in order (the first one finds the title row). */
export const SIGNUP_IMPORT_COLUMNS = ['队伍名称', '赛项', '参赛组别', '队长用户名'] as const;
/** The titles of an English template, by the Chinese title (an upload may carry either language's). */
export const SIGNUP_IMPORT_COLUMNS_EN = {
  队伍名称: 'Team name',
  赛项: 'Event',
  参赛组别: 'Participant group',
  队长用户名: 'Captain username',
} as const satisfies Record<(typeof SIGNUP_IMPORT_COLUMNS)[number], string>;

const idString = z.string().min(1).max(64);

export const signUpFilterQuery = z.object({
  competitionId: idString.optional(),
  stageId: idString.optional(),
  itemId: idString.optional(),
  participantGroupId: idString.optional(),
  schoolId: idString.optional(),
  status: z.enum(ENROLL_STATUSES).optional(),
  source: z.enum(ENROLL_SOURCES).optional(),
  /** Team name, captain's name or username. */
  keyword: z.string().trim().max(64).optional(),
  /** The captain's school's province (the statistics' by-province bars open the list this way). */
  provinceCode: z.string().max(12).optional(),
  /** Signed up from / to these days (China's days, both included). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type SignUpFilterQuery = z.input<typeof signUpFilterQuery>;
export const signUpPageQuery = pageQuery.extend(signUpFilterQuery.shape);
export type SignUpPageQuery = z.input<typeof signUpPageQuery>;

export const signUpAdminRow = z.object({
  teamId: z.string(),
  name: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  stageName: z.string(),
  itemName: z.string(),
  groupName: z.string().nullable(),
  schoolName: z.string().nullable(),
  captainName: z.string(),
  captainUsername: z.string(),
  memberCount: z.number().int(),
  status: z.enum(ENROLL_STATUSES),
  source: z.enum(ENROLL_SOURCES),
  feeFen: z.number().int(),
  rejectReason: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type SignUpAdminRow = z.infer<typeof signUpAdminRow>;
export const signUpAdminPage = pageResult(signUpAdminRow);

export const signUpMember = z.object({
  userId: z.string(),
  realName: z.string(),
  username: z.string(),
  role: z.enum(['captain', 'member', 'advisor']),
  schoolName: z.string().nullable(),
  /** Masked (138****0000); the full number never leaves the server here. */
  phone: z.string().nullable(),
  idCard: z.string().nullable(),
  email: z.string().nullable(),
  /** What the member gave for sign-up (else their profile's value); '' when not given. */
  studentNo: z.string(),
  college: z.string(),
  major: z.string(),
  grade: z.string(),
});
export type SignUpMember = z.infer<typeof signUpMember>;

/**
 * Steps of a sign-up's history: made, decided on the desk, paid (by the captain, the school or a waiver),
 * closed unpaid when the payment window ended, left the competition after a full refund, and roster changes. Every writer of
 * `enroll_team_history` takes its action from here, so the desk's detail can show every row it finds.
 */
export const TEAM_HISTORY_ACTIONS = [
  'created',
  'approved',
  'rejected',
  'paid',
  'paymentClosed',
  'refunded',
  // The roster (enrollment/roster.ts): who joined, left or was removed, and an approved team sent back
  // for approval by such a change.
  'memberJoined',
  'memberLeft',
  'memberRemoved',
  'advisorJoined',
  'advisorLeft',
  'advisorRemoved',
  'reopened',
] as const;
export type TeamHistoryAction = (typeof TEAM_HISTORY_ACTIONS)[number];

export const signUpHistoryEntry = z.object({
  action: z.enum(TEAM_HISTORY_ACTIONS),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type SignUpHistoryEntry = z.infer<typeof signUpHistoryEntry>;

export const signUpDetail = signUpAdminRow.extend({
  members: z.array(signUpMember),
  /** The member fields the competition's sign-up form required: the detail shows each of them. */
  requiredFields: z.array(memberField),
  history: z.array(signUpHistoryEntry),
  /** The competition rule an undecided team breaks (in the caller's language): approval is refused. */
  ruleBreach: z.string().nullable(),
});
export type SignUpDetail = z.infer<typeof signUpDetail>;

export const signUpIdQuery = z.object({ teamId: idString });
export const signUpOptionsQuery = z.object({ competitionId: idString });
const option = z.object({ value: z.string(), label: z.string() });
export const signUpOptions = z.object({
  stages: z.array(option),
  items: z.array(option),
  groups: z.array(option),
  schools: z.array(option),
});
export type SignUpOptions = z.infer<typeof signUpOptions>;

export const approveBody = z.strictObject({ teamId: idString });
export const batchApproveBody = z.strictObject({
  teamIds: z.array(idString).min(1).max(SIGNUP_BATCH_MAX),
});
export const batchApproveResult = z.object({
  /** Sign-ups this call moved to approved. */
  approved: z.number().int(),
  /** Ids that were not pending (already decided, perhaps by another reviewer) or not in reach. */
  skipped: z.array(z.string()),
  /** Pending sign-ups left pending because the team breaks the competition's rules, with the rule. */
  refused: z.array(z.object({ teamId: z.string(), name: z.string(), reason: z.string() })),
});
export type BatchApproveResult = z.infer<typeof batchApproveResult>;
export const rejectBody = z.strictObject({
  teamId: idString,
  /** Shown to the student. */
  reason: z.string().trim().min(1).max(200),
});
export const reviewResult = z.object({ teamId: z.string(), status: z.enum(ENROLL_STATUSES) });

/** Rows refused by the sign-up itself at write time (e.g. the last places taken meanwhile); the rest stay. */
export const signUpImportResult = z.object({
  created: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), column: z.string(), reason: z.string() })),
});
export const signUpImportQuery = z.object({ competitionId: idString });
