/** Works (issue 8): a sign-up's submitted work, its versions, share link, desk list and the zip download. */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { MsgKey } from './validation-messages.ts';

export const WorksApi = {
  /** POST: submit the first version, or a new version that replaces the last one (when allowed). */
  submit: '/web/work/submit',
  /** GET `?teamId=`: my work for a sign-up (null when nothing submitted yet) and the stage's rules. */
  mine: '/web/work/mine',
  /** GET: the signed-in user's sign-ups that hand in works (student member), with their work if any. */
  mySignUps: '/web/work/mySignUps',
  /** GET: every work of the signed-in user (user centre). */
  myList: '/web/work/myList',
  /** GET `?workId=`: versions of a work, newest first (team members and desk readers). */
  versionList: '/web/work/version/list',
  /** GET `?workId=`: a work with its current version (team members). */
  detail: '/web/work/detail',
  /** GET `?workId=`: the share link of a work (team members and desk readers). */
  shareLink: '/web/work/shareLink',
  /** Spec §7 (public): what the organiser made public of a shared work. */
  detailByShareId: '/web/work/detailByShareId',
  /** GET `/web/work/shareFile/:shareId/:fileId` (public): a file of a shared work whose files are public. */
  shareFile: '/web/work/shareFile',
  /** Desk: works list with filters. */
  deskList: '/works/list',
  /** Desk: a work with every version. */
  deskDetail: '/works/detail',
  /** Desk POST: which parts of a work the share page shows. */
  deskShare: '/works/share',
  /** Desk POST: return a submitted work to its team for correction, with a note (a new version clears it). */
  deskReturn: '/works/return',
  /** Desk POST: start the zip of the filtered works (a background job); answers the job id. */
  deskZip: '/works/zip',
} as const;

/** Parts of a work the organiser may make public on the share page (title, competition and stage always are). */
export const WORK_PUBLIC_PARTS = ['team', 'fields', 'files'] as const;
export type WorkPublicPart = (typeof WORK_PUBLIC_PARTS)[number];

const idString = z.string().min(1).max(64);

export const workSubmitBody = z.strictObject({
  /** The sign-up (enroll team) the work belongs to. */
  teamId: idString,
  title: z.string().trim().min(1).max(100),
  /** File ids from uploads (tus purposes `workFile` or `video`), in display order. */
  fileIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .min(1)
    .max(20),
  /** Descriptive fields by key (the stage's `workFields`). */
  fields: z.record(z.string().max(40), z.string().trim().max(5000)).default({}),
});
export type WorkSubmitBody = z.input<typeof workSubmitBody>;

export const workSubmitResult = z.object({ workId: z.string(), versionNo: z.number().int() });

export const workFileInfo = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  url: z.string(),
});
export type WorkFileInfo = z.infer<typeof workFileInfo>;

export const workVersion = z.object({
  versionId: z.string(),
  versionNo: z.number().int(),
  title: z.string(),
  fields: z.record(z.string(), z.string()),
  files: z.array(workFileInfo),
  submittedBy: z.string(),
  submittedAt: z.string(),
  current: z.boolean(),
});
export type WorkVersion = z.infer<typeof workVersion>;

/** The stage's submission rules as the submit page shows them. */
export const workRules = z.object({
  stageId: z.string(),
  stageName: z.string(),
  submitStart: z.string().nullable(),
  submitEnd: z.string().nullable(),
  open: z.boolean(),
  types: z.array(z.string()),
  maxSizeMb: z.number(),
  maxCount: z.number(),
  replaceable: z.boolean(),
  fields: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
});
export type WorkRules = z.infer<typeof workRules>;

export const workSummary = z.object({
  workId: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  stageName: z.string(),
  itemName: z.string(),
  schoolName: z.string(),
  title: z.string(),
  versionCount: z.number().int(),
  /** submitted, or returned (the organiser sent it back: `returnNote` says why; a new version clears it). */
  status: z.string(),
  returnNote: z.string(),
  returnedAt: z.string().nullable(),
  shareId: z.string(),
  publicParts: z.array(z.enum(WORK_PUBLIC_PARTS)),
  submittedAt: z.string(),
});
export type WorkSummary = z.infer<typeof workSummary>;

export const workDetail = workSummary.extend({
  /** Labels of the stage's descriptive fields by key. */
  fieldLabels: z.record(z.string(), z.string()),
  current: workVersion.nullable(),
  versions: z.array(workVersion),
});
export type WorkDetail = z.infer<typeof workDetail>;

export const workIdQuery = z.object({ workId: idString });
export const shareIdQuery = z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
export const shareFileParams = z.strictObject({
  shareId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export const myWork = z.object({
  teamId: z.string(),
  teamName: z.string(),
  teamStatus: z.string(),
  competitionName: z.string(),
  itemName: z.string(),
  rules: workRules,
  work: workDetail.nullable(),
  /** Experts began scoring the work, or it has an award: no new version may replace it. */
  judged: z.boolean(),
});
export type MyWork = z.infer<typeof myWork>;

export const workShareLink = z.object({ shareId: z.string(), path: z.string() });

/** The public share page: only the parts the organiser made public. */
export const sharedWork = z.object({
  title: z.string(),
  competitionName: z.string(),
  stageName: z.string(),
  itemName: z.string(),
  submittedAt: z.string(),
  publicParts: z.array(z.enum(WORK_PUBLIC_PARTS)),
  teamName: z.string().nullable(),
  schoolName: z.string().nullable(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })).nullable(),
  files: z.array(workFileInfo).nullable(),
});
export type SharedWork = z.infer<typeof sharedWork>;

const workFilters = {
  competitionId: idString.optional(),
  stageId: idString.optional(),
  itemId: idString.optional(),
  /** Participant group of the competition (本科组 …). */
  participantGroupId: idString.optional(),
  /** School (organisation group) of the team. */
  schoolId: idString.optional(),
  status: z.enum(['submitted', 'notSubmitted']).optional(),
  keyword: z.string().trim().max(64).optional(),
};
export const workListQuery = pageQuery.extend(workFilters);
export type WorkListQuery = z.input<typeof workListQuery>;
/** The zip takes the same filters as the list (no paging). */
export const workZipBody = z.strictObject(workFilters);
export type WorkZipBody = z.input<typeof workZipBody>;
export const workZipResult = z.object({ jobId: z.string(), total: z.number().int() });

/** A row of the desk list: one sign-up of a stage, with its work when there is one. */
export const workRow = z.object({
  workId: z.string().nullable(),
  teamId: z.string(),
  teamName: z.string(),
  competitionName: z.string(),
  stageName: z.string(),
  itemName: z.string(),
  participantGroupName: z.string(),
  schoolName: z.string(),
  title: z.string(),
  versionCount: z.number().int(),
  status: z.enum(['submitted', 'notSubmitted']),
  /** Sent back to the team for correction, waiting for a new version. */
  returned: z.boolean(),
  submittedAt: z.string().nullable(),
});
export type WorkRow = z.infer<typeof workRow>;

export const workReturnBody = z.strictObject({
  workId: idString,
  note: z.string().trim().min(1, { message: MsgKey.notBlank }).max(500),
});
export type WorkReturnBody = z.input<typeof workReturnBody>;

export const workShareBody = z.strictObject({
  workId: idString,
  publicParts: z.array(z.enum(WORK_PUBLIC_PARTS)).max(3),
});

/** Why a sign-up cannot submit its work now: not approved, outside the window, not replaceable, or judged. */
export const SUBMIT_BLOCKS = ['notApproved', 'windowClosed', 'notReplaceable', 'judged'] as const;
export type SubmitBlock = (typeof SUBMIT_BLOCKS)[number];

export const mySignUp = z.object({
  teamId: z.string(),
  teamName: z.string(),
  teamStatus: z.string(),
  competitionName: z.string(),
  stageName: z.string(),
  itemName: z.string(),
  submitStart: z.string().nullable(),
  submitEnd: z.string().nullable(),
  workId: z.string().nullable(),
  versionCount: z.number().int(),
  /** The organiser returned the work with this note; submitting a new version clears it. */
  returnNote: z.string().nullable(),
  /** Why the sign-up cannot submit (or replace) its work now; null when it can. */
  submitBlock: z.enum(SUBMIT_BLOCKS).nullable(),
});
export type MySignUp = z.infer<typeof mySignUp>;
