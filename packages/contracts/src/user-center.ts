/**
 * User centre (issue 8): overview, my competitions, profile and account settings, bank card, study
 * resources and information submission — the entrant's calls under /web/center and the organiser's
 * under /competition (study resources and information forms of one competition).
 */
import { z } from 'zod';
import { otpSchema, passwordSchema } from './auth.ts';
import { ENROLL_STATUSES } from './enrollment.ts';
import { myInvitation } from './enrollment-teams.ts';
import { urlOrPath } from './safe-links.ts';
import { MsgKey } from './validation-messages.ts';

export const CenterApi = {
  overview: '/web/center/overview',
  competitions: '/web/center/competition/list',
  profile: '/web/center/profile',
  profileSave: '/web/center/profile/save',
  /** A one-time code for an account change: to the NEW phone/e-mail, or (password) to the current one. */
  sendCode: '/web/center/code/send',
  phoneChange: '/web/center/phone/change',
  emailChange: '/web/center/email/change',
  passwordChange: '/web/center/password/change',
  bankCard: '/web/center/bankCard',
  bankCardSave: '/web/center/bankCard/save',
  bankCardRemove: '/web/center/bankCard/delete',
  study: '/web/center/study/list',
  infoForms: '/web/center/infoForm/list',
  infoFormDetail: '/web/center/infoForm/detail',
  infoSubmit: '/web/center/infoForm/submit',
} as const;

/** The organiser's side: study resources and information forms of a competition it manages. */
export const CompetitionExtrasApi = {
  studyList: '/competition/study/list',
  studySave: '/competition/study/save',
  studyRemove: '/competition/study/delete',
  formList: '/competition/infoForm/list',
  formSave: '/competition/infoForm/save',
  formRemove: '/competition/infoForm/delete',
  submissions: '/competition/infoForm/submission/list',
  submissionsExport: '/competition/infoForm/submission/export',
} as const;

const idString = z.string().min(1).max(64);
const phone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, { message: MsgKey.phoneFormat });
const email = z
  .string()
  .trim()
  .max(120)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: MsgKey.emailFormat });

// ---------- overview and my competitions ----------

/** What the entrant should do next with one sign-up; the web turns each into a link. */
export const NEXT_ACTIONS = [
  'pay',
  'completeInfo',
  'invite',
  'submitWork',
  /** The organiser returned the work for correction: submit a new version (instead of submitWork). */
  'resubmitWork',
  'viewResult',
  'viewDetails',
] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];

export const myCompetitionQuery = z.object({
  status: z.enum(ENROLL_STATUSES).optional(),
  /** running: the competition is still published; finished: closed or archived. */
  phase: z.enum(['running', 'finished']).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type MyCompetitionQuery = z.infer<typeof myCompetitionQuery>;

/**
 * One stage a sign-up was reviewed in: in review, review ended (the window closed), results published,
 * then promoted or eliminated at the stage's cut-off; the rank (within its item × group) once the stage's
 * results are published.
 */
export const stageStanding = z.object({
  stageId: z.string(),
  stageName: z.string(),
  state: z.enum(['inReview', 'reviewEnded', 'published', 'promoted', 'eliminated']),
  rank: z.number().int().nullable(),
});
export type StageStanding = z.infer<typeof stageStanding>;

/** Where a sign-up ended: an award of a published list, out at a cut-off, or through the latest cut-off. */
export const ENTRY_OUTCOMES = ['awarded', 'eliminated', 'promoted'] as const;
export type EntryOutcome = (typeof ENTRY_OUTCOMES)[number];

export const myCompetitionRow = z.object({
  teamId: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  competitionStatus: z.string(),
  coverUrl: z.string(),
  stageId: z.string(),
  stageName: z.string(),
  itemName: z.string(),
  participantGroupName: z.string(),
  teamName: z.string(),
  role: z.enum(['captain', 'member', 'advisor']),
  mode: z.string(),
  memberCount: z.number().int(),
  status: z.enum(ENROLL_STATUSES),
  rejectReason: z.string(),
  feeFen: z.number().int(),
  /** The fee is paid (or to be paid) by the school on one order for its teams, not by the captain. */
  paidBySchool: z.boolean(),
  signUpEnd: z.string().nullable(),
  submitStart: z.string().nullable(),
  submitEnd: z.string().nullable(),
  createdAt: z.string(),
  /** Per reviewed stage, in stage order. */
  stages: z.array(stageStanding),
  /** Award levels of published award lists naming this sign-up (一等奖 …). */
  awards: z.array(z.string()),
  outcome: z.enum(ENTRY_OUTCOMES).nullable(),
  /** Only what the sign-up's state allows; the server refuses the rest too. */
  actions: z.array(z.enum(NEXT_ACTIONS)),
});
export type MyCompetitionRow = z.infer<typeof myCompetitionRow>;

export const centerOverview = z.object({
  profile: z.object({
    realName: z.string(),
    username: z.string(),
    avatar: z.string(),
    userType: z.string(),
    schoolName: z.string(),
    phone: z.string(),
    email: z.string(),
    /** Profile fields still empty (realName, phone, school, college, major, studentNo). */
    missing: z.array(z.string()),
    hasBankCard: z.boolean(),
  }),
  /** competitions, works, rewards, openForms …: areas add their own counters on the server. */
  counts: z.record(z.string(), z.number().int()),
  /** Personal invitations waiting for the person's answer ("accept invitation"), newest first. */
  invitations: z.array(myInvitation),
  /** Up to five sign-ups that want something done, most urgent first. */
  next: z.array(myCompetitionRow),
  /** An expert's own work waiting (works to score, scores returned, groups behind schedule); only counts above 0. */
  todo: z.array(
    z.object({
      key: z.enum(['worksToScore', 'scoresReturned', 'groupsBehindSchedule']),
      count: z.number().int(),
      link: z.string(),
    }),
  ),
});
export type CenterOverview = z.infer<typeof centerOverview>;

// ---------- profile and account ----------

export const centerProfile = z.object({
  username: z.string(),
  realName: z.string(),
  avatar: z.string(),
  gender: z.number().int().nullable(),
  userType: z.string(),
  schoolId: z.string().nullable(),
  schoolName: z.string(),
  collegeId: z.string().nullable(),
  collegeName: z.string(),
  majorId: z.string().nullable(),
  majorName: z.string(),
  studentNo: z.string(),
  /** Masked (138****0000). */
  phone: z.string(),
  email: z.string(),
  idCard: z.string(),
});
export type CenterProfile = z.infer<typeof centerProfile>;

export const profileSaveBody = z.strictObject({
  realName: z.string().trim().min(1).max(32),
  /** A file id of an `avatar` upload; null removes the picture, absent keeps it. */
  avatarFileId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{21}$/)
    .nullable()
    .optional(),
  gender: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
  schoolId: idString.nullable().default(null),
  collegeId: idString.nullable().default(null),
  majorId: idString.nullable().default(null),
  studentNo: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9-]*$/)
    .default(''),
});
export type ProfileSaveBody = z.input<typeof profileSaveBody>;

export const CENTER_CODE_PURPOSES = ['changePhone', 'changeEmail', 'changePwd'] as const;
export type CenterCodePurpose = (typeof CENTER_CODE_PURPOSES)[number];

/** changePhone / changeEmail name the NEW account; changePwd goes to the account's own phone or e-mail. */
export const centerSendCodeBody = z.discriminatedUnion('purpose', [
  z.strictObject({ purpose: z.literal('changePhone'), phone }),
  z.strictObject({ purpose: z.literal('changeEmail'), email }),
  z.strictObject({ purpose: z.literal('changePwd') }),
]);
export type CenterSendCodeBody = z.infer<typeof centerSendCodeBody>;
/** Where the code went (masked), and when another may be asked for. */
export const centerSendCodeResult = z.object({ sentTo: z.string(), resendAfter: z.number() });
export type CenterSendCodeResult = z.infer<typeof centerSendCodeResult>;

/** The code went to the new phone; the current password proves it is still the account's owner. */
export const phoneChangeBody = z.strictObject({
  phone,
  code: otpSchema,
  currentPassword: z.string().min(1).max(128),
});
export type PhoneChangeBody = z.infer<typeof phoneChangeBody>;

export const emailChangeBody = z.strictObject({
  email,
  code: otpSchema,
  currentPassword: z.string().min(1).max(128),
});
export type EmailChangeBody = z.infer<typeof emailChangeBody>;

/** Either the old password or a code sent to the account's phone/e-mail proves the change. */
export const passwordChangeBody = z.union([
  z.strictObject({ oldPassword: z.string().min(1).max(128), password: passwordSchema }),
  z.strictObject({ code: otpSchema, password: passwordSchema }),
]);
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
export const passwordChangeResult = z.object({ endedSessions: z.number().int() });

// ---------- bank card ----------

export const bankCard = z.object({
  accountName: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  /** Masked: 6222 **** **** 1234. */
  cardNo: z.string(),
  updatedAt: z.string(),
});
export type BankCard = z.infer<typeof bankCard>;

export const bankCardSaveBody = z.strictObject({
  accountName: z.string().trim().min(1).max(40),
  bankName: z.string().trim().min(2).max(40),
  branchName: z.string().trim().max(60).default(''),
  /** Digits, spaces allowed between groups; checked by length and the Luhn digit on the server. */
  cardNo: z.string().trim().min(1).max(30),
});
export type BankCardSaveBody = z.input<typeof bankCardSaveBody>;

// ---------- study resources ----------

export const STUDY_VISIBILITIES = ['public', 'entrants'] as const;
export const studyLink = z.strictObject({ title: z.string().trim().min(1).max(60), url: urlOrPath });
export const studyFile = z.object({ fileId: z.string(), name: z.string(), size: z.number().int() });

export const studyResource = z.object({
  resourceId: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  title: z.string(),
  description: z.string(),
  visibility: z.enum(STUDY_VISIBILITIES),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  files: z.array(studyFile),
  updatedAt: z.string(),
});
export type StudyResource = z.infer<typeof studyResource>;

export const studyQuery = z.object({
  competitionId: idString.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const deskCompetitionQuery = z.object({ competitionId: idString });

export const studySaveBody = z.strictObject({
  competitionId: idString,
  /** Absent: a new resource. */
  resourceId: idString.optional(),
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().max(2000).default(''),
  visibility: z.enum(STUDY_VISIBILITIES).default('entrants'),
  links: z.array(studyLink).max(20).default([]),
  /** Ids of `attachment` uploads of the caller, or files the resource already has. */
  fileIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{21}$/))
    .max(20)
    .default([]),
});
export type StudySaveBody = z.input<typeof studySaveBody>;
export const studyRemoveBody = z.strictObject({ resourceId: idString });

// ---------- information forms ----------

export const INFO_FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select'] as const;
export const infoField = z.strictObject({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/),
  label: z.string().trim().min(1).max(40),
  type: z.enum(INFO_FIELD_TYPES),
  required: z.boolean().default(false),
  /** Choices of a select field. */
  options: z.array(z.string().trim().min(1).max(40)).max(30).default([]),
});
export type InfoField = z.infer<typeof infoField>;

export const infoFormSaveBody = z.strictObject({
  competitionId: idString,
  formId: idString.optional(),
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().max(2000).default(''),
  fields: z.array(infoField).min(1).max(40),
  /** ISO date-time; entrants submit and edit until then. */
  deadline: z.iso.datetime({ offset: true }),
});
export type InfoFormSaveBody = z.input<typeof infoFormSaveBody>;
export const infoFormRemoveBody = z.strictObject({ formId: idString });

export const infoFormRow = z.object({
  formId: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  title: z.string(),
  description: z.string(),
  fields: z.array(infoField),
  deadline: z.string(),
  open: z.boolean(),
  submissionCount: z.number().int(),
  /** For the entrant: when they last submitted (null: not yet). */
  submittedAt: z.string().nullable(),
});
export type InfoFormRow = z.infer<typeof infoFormRow>;

export const infoValues = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), z.string().max(1000));
export const infoFormDetail = infoFormRow.extend({ values: infoValues });
export type InfoFormDetail = z.infer<typeof infoFormDetail>;
export const infoFormQuery = z.object({ formId: idString });
export const infoSubmitBody = z.strictObject({ formId: idString, values: infoValues });
export type InfoSubmitBody = z.infer<typeof infoSubmitBody>;

export const infoSubmission = z.object({
  submissionId: z.string(),
  username: z.string(),
  realName: z.string(),
  schoolName: z.string(),
  teamName: z.string(),
  values: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type InfoSubmission = z.infer<typeof infoSubmission>;
