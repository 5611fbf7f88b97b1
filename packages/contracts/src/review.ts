import { z } from 'zod';
import { pageQuery } from './envelope.ts';

/** Expert library, expert groups, review settings, distribution and scoring (issue 10). */
export const ReviewApi = {
  expertPage: '/expert/library/page',
  expertAdd: '/expert/library/add',
  expertUpdate: '/expert/library/update',
  expertRemove: '/expert/library/remove',
  expertOption: '/expert/library/option',
  reviewTypes: '/review/type/get',
  columnSetting: '/review/comment/info/getColumnSetting',
  settingGet: '/review/setting/get',
  settingSave: '/review/setting/save',
  groupList: '/review/group/list',
  groupSave: '/review/group/save',
  captainFlag: '/review/group/relation/getCaptainFlag',
  entrySync: '/review/entry/sync',
  distributionList: '/review/distribution/list',
  distributionRun: '/review/distribution/run',
  distributionAssign: '/review/distribution/assign',
  distributionUnassign: '/review/distribution/unassign',
  /** Dry run of the automatic distribution: what it would assign and why, plus a fingerprint of its inputs. */
  distributionPreview: '/review/distribution/preview',
  /** Writes a previewed distribution, only while its fingerprint still matches (else 409). */
  distributionApply: '/review/distribution/apply',
  expertStages: '/review/expert/stages',
  expertQueue: '/review/expert/queue',
  /** The work behind one of the caller's assignments: title, description, files with viewing links. */
  expertWork: '/review/expert/work',
  /** A file of an assigned work through a short-lived signed ticket (`?ticket=`): `<video>`/`<img>` send no header. */
  expertFile: '/review/expert/file',
  /** Blind review: work files whose own metadata (PDF Author, Office creator) names an entrant. */
  blindCheck: '/review/distribution/blindCheck',
  scoreSave: '/review/expert/score/save',
  abstain: '/review/expert/abstain',
  finalScoreCalculation: '/review/comment/result/finalScoreCalculation',
  resultList: '/review/comment/result/list',
  /** Where a stage's review stands: open or closed, entries, sign-ups waiting to be synced, unscored work. */
  stageReviewState: '/review/stage/state',
  /** Ends a stage's review now (its window closes): experts can no longer score. */
  stageReviewClose: '/review/stage/close',
  /** Opens a closed review again until a new end. */
  stageReviewReopen: '/review/stage/reopen',
} as const;

const id = z.string().min(1).max(64);
const text = (max: number) => z.string().trim().max(max);

export const EXPERT_STATUSES = ['active', 'disabled'] as const;
export const REVIEW_TYPES = ['online', 'onsite'] as const;
export const FINAL_METHODS = ['mean', 'trimmedMean', 'weighted', 'zScore'] as const;
export const ASSIGNMENT_STATUSES = ['assigned', 'draft', 'submitted', 'abstained'] as const;

export const expertFields = {
  name: text(50).min(1),
  title: text(50).default(''),
  organisation: text(100).default(''),
  /** The expert's own school (a group of type school), if any. */
  schoolId: id.nullable().default(null),
  fields: z.array(text(64).min(1)).max(20).default([]),
  conflictSchoolIds: z.array(id).max(50).default([]),
  phone: z
    .string()
    .regex(/^1\d{10}$/)
    .nullable()
    .default(null),
  email: z.union([z.literal(''), z.email().max(100)]).default(''),
  bankName: text(50).default(''),
  bankCard: z
    .string()
    .regex(/^\d{12,19}$/)
    .nullable()
    .default(null),
  status: z.enum(EXPERT_STATUSES).default('active'),
  /** A temporary expert: the competition served and when access ends (both or neither). */
  temporaryCompetitionId: id.nullable().default(null),
  accessEndsAt: z.iso.datetime({ offset: true }).nullable().default(null),
};
export const expertAddBody = z.strictObject(expertFields);
export const expertUpdateBody = z.strictObject({ expertId: id, ...expertFields });
export const expertIdBody = z.strictObject({ expertId: id });
export const expertPageQuery = pageQuery.extend({
  name: text(50).optional(),
  field: text(64).optional(),
  status: z.enum(EXPERT_STATUSES).optional(),
  temporary: z.enum(['0', '1']).optional(),
});

export const expertRow = z.object({
  expertId: z.string(),
  name: z.string(),
  title: z.string(),
  organisation: z.string(),
  schoolId: z.string().nullable(),
  schoolName: z.string(),
  fields: z.array(z.string()),
  conflictSchoolIds: z.array(z.string()),
  conflictSchoolNames: z.array(z.string()),
  /** Masked. */
  phone: z.string(),
  email: z.string(),
  bankName: z.string(),
  /** Masked: only the last four digits show. */
  bankCard: z.string(),
  status: z.enum(EXPERT_STATUSES),
  hasAccount: z.boolean(),
  username: z.string(),
  temporaryCompetitionId: z.string().nullable(),
  temporaryCompetitionName: z.string(),
  accessEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ExpertRow = z.infer<typeof expertRow>;
export const expertOption = z.object({ expertId: z.string(), name: z.string(), organisation: z.string() });

export const labelled = z.object({ value: z.string(), label: z.string() });

export const reviewColumn = z.object({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/),
  name: text(30).min(1),
  max: z.number().int().min(1).max(1000),
  weight: z.number().min(0).max(100),
  commentRequired: z.boolean(),
  visibleToEntrant: z.boolean(),
});
export type ReviewColumnSetting = z.infer<typeof reviewColumn>;
export const stageQuery = z.object({ stageId: id });
export const reviewSetting = z.object({
  stageId: z.string(),
  reviewType: z.enum(REVIEW_TYPES),
  blind: z.boolean(),
  expertsPerEntry: z.number().int().min(1).max(20),
  perExpertCap: z.number().int().min(1).max(10000),
  finalMethod: z.enum(FINAL_METHODS),
  columns: z.array(reviewColumn).min(1).max(20),
  /** Experts may download the work's files (else they view them in the page only). */
  expertDownload: z.boolean(),
  reviewStart: z.string().nullable(),
  reviewEnd: z.string().nullable(),
});
export type ReviewSetting = z.infer<typeof reviewSetting>;
export const reviewSettingSaveBody = z.strictObject({
  stageId: id,
  reviewType: z.enum(REVIEW_TYPES),
  blind: z.boolean(),
  expertsPerEntry: z.number().int().min(1).max(20),
  perExpertCap: z.number().int().min(1).max(10000),
  finalMethod: z.enum(FINAL_METHODS),
  columns: z.array(reviewColumn).min(1).max(20),
  expertDownload: z.boolean().default(false),
});

export const expertGroupRow = z.object({
  expertGroupId: z.string(),
  name: z.string(),
  captainExpertId: z.string().nullable(),
  members: z.array(expertOption),
});
export type ExpertGroupRow = z.infer<typeof expertGroupRow>;
export const expertGroupSaveBody = z.strictObject({
  stageId: id,
  expertGroupId: id.optional(),
  name: text(50).min(1),
  expertIds: z.array(id).min(1).max(500),
  captainExpertId: id,
});
export const captainFlag = z.object({ captain: z.boolean(), expertGroupIds: z.array(z.string()) });
export const captainFlagQuery = z.object({ stageId: id.optional() });

export const assignmentReason = z.object({
  fieldMatch: z.boolean().optional(),
  load: z.number().optional(),
  cap: z.number().optional(),
  note: z.string().optional(),
});
export const distributionRow = z.object({
  entryId: z.string(),
  teamName: z.string(),
  schoolName: z.string(),
  field: z.string().nullable(),
  /** The expert group the work is distributed to (its experts come from it); null when the stage has none. */
  expertGroupName: z.string().nullable(),
  assignments: z.array(
    z.object({
      assignmentId: z.string(),
      expertId: z.string(),
      expertName: z.string(),
      source: z.enum(['auto', 'manual']),
      status: z.enum(ASSIGNMENT_STATUSES),
      reason: assignmentReason,
    }),
  ),
});
export type DistributionRow = z.infer<typeof distributionRow>;
export const distributionPageQuery = pageQuery.extend({
  stageId: id,
  /** Only the works distributed to this expert group of the stage. */
  expertGroupId: id.optional(),
});
export const distributionSummary = z.object({
  created: z.number().int(),
  shortEntries: z.number().int(),
  experts: z.number().int(),
  entries: z.number().int(),
});
/**
 * Options of an automatic distribution; k and caps come from the stage's review settings.
 * `skipWithoutAccount`: leave out experts who cannot sign in (no account, or a disabled one).
 */
export const distributionBody = z.strictObject({
  stageId: id,
  skipWithoutAccount: z.boolean().default(false),
});
export const distributionApplyBody = z.strictObject({
  stageId: id,
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  skipWithoutAccount: z.boolean().default(false),
});
export const UNASSIGNED_REASONS = ['conflicts', 'capacity'] as const;
export const distributionPreview = z.object({
  /** SHA-256 (hex) of everything the result depends on; apply refuses when it no longer matches. */
  fingerprint: z.string(),
  expertsPerEntry: z.number().int(),
  perExpertCap: z.number().int(),
  entries: z.number().int(),
  assignments: z.array(
    z.object({
      entryId: z.string(),
      teamName: z.string(),
      schoolName: z.string(),
      field: z.string().nullable(),
      /** The expert group the work goes to (all its experts are members); null when the stage has none. */
      expertGroupName: z.string().nullable(),
      expertId: z.string(),
      expertName: z.string(),
      reason: assignmentReason,
    }),
  ),
  /** Per expert of the pool: held before, added by this run, and the cap. */
  loads: z.array(
    z.object({
      expertId: z.string(),
      expertName: z.string(),
      before: z.number().int(),
      added: z.number().int(),
      cap: z.number().int(),
      /** Whether the expert can sign in to score (an active account). */
      hasAccount: z.boolean(),
    }),
  ),
  /** Experts of the stage's pool who cannot sign in (no account, or a disabled one), left out or not. */
  withoutAccount: z.array(z.object({ expertId: z.string(), expertName: z.string() })),
  /** Whether this preview leaves those experts out. */
  skipWithoutAccount: z.boolean(),
  /** Entries left short of k: `conflicts` = fewer conflict-free experts than needed, `capacity` = caps full. */
  unassigned: z.array(
    z.object({
      entryId: z.string(),
      teamName: z.string(),
      schoolName: z.string(),
      missing: z.number().int(),
      eligible: z.number().int(),
      reason: z.enum(UNASSIGNED_REASONS),
    }),
  ),
  /** Unstarted assignments of experts who left the pool, withdrawn on apply before topping up. */
  withdrawn: z.array(z.object({ entryId: z.string(), teamName: z.string(), expertName: z.string() })),
});
export type DistributionPreview = z.infer<typeof distributionPreview>;
export const distributionApplyResult = distributionSummary.extend({ withdrawn: z.number().int() });
export type DistributionApplyResult = z.infer<typeof distributionApplyResult>;
export const manualAssignBody = z.strictObject({ entryId: id, expertId: id, note: text(200).default('') });
export const assignmentIdBody = z.strictObject({ assignmentId: id });
export const entrySyncResult = z.object({
  created: z.number().int(),
  total: z.number().int(),
  /**
   * Approved sign-ups the sync left out because the stage takes works and they submitted none for it
   * (their names, team or individual): shown as "no work submitted" in the sync's summary.
   */
  withoutWork: z.array(z.string()),
  /**
   * Approved sign-ups left out because their work was returned for correction and no new version came yet:
   * the next sync takes them once it comes.
   */
  returned: z.array(z.string()),
});
export type EntrySyncResult = z.infer<typeof entrySyncResult>;

/** A stage's review as the organiser sees it before distributing, closing it or awarding from it. */
export const stageReviewState = z.object({
  stageId: z.string(),
  /** Whether experts may score now (the review window is open). */
  open: z.boolean(),
  /**
   * Where the window stands by the server's clock (a page's own clock, taken when it loaded, is behind the
   * moment a close sets the end to): no window yet, not started, open, or ended.
   */
  phase: z.enum(['unscheduled', 'notStarted', 'open', 'ended']),
  reviewStart: z.string().nullable(),
  reviewEnd: z.string().nullable(),
  /** Review entries of the stage. */
  entries: z.number().int(),
  /**
   * Approved sign-ups of the stage that have no review entry yet (the sync would add them): for a stage
   * that takes works, only those that submitted one.
   */
  waitingToSync: z.number().int(),
  /** Assignments not abstained from. */
  assignments: z.number().int(),
  /** Of those, not submitted yet (unstarted or draft). */
  unscored: z.number().int(),
});
export type StageReviewState = z.infer<typeof stageReviewState>;
export const stageReviewReopenBody = z.strictObject({
  stageId: id,
  /** The new end of the review window (ISO); defaults to seven days from now. */
  reviewEnd: z.iso.datetime({ offset: true }).nullable().default(null),
});

export const expertStage = z.object({
  stageId: z.string(),
  stageName: z.string(),
  competitionName: z.string(),
  reviewStart: z.string().nullable(),
  reviewEnd: z.string().nullable(),
  open: z.boolean(),
  assigned: z.number().int(),
  done: z.number().int(),
});
export type ExpertStage = z.infer<typeof expertStage>;
export const queueItem = z.object({
  assignmentId: z.string(),
  entryId: z.string(),
  /** Hidden ("作品 #n") when the stage is blind. */
  title: z.string(),
  /** The submitted work's title (never the author's); null while no work was submitted. */
  workTitle: z.string().nullable().default(null),
  schoolName: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  scores: z.record(z.string(), z.number()),
  comments: z.record(z.string(), z.string()),
  total: z.number().nullable(),
  abstainReason: z.string(),
  /** Called now in an on-site session of the stage: listed first and highlighted. */
  onStage: z.boolean().default(false),
  /** The captain's note when a submitted score was returned for revision (until resubmitted). */
  returnNote: z.string().nullable().default(null),
});
export type QueueItem = z.infer<typeof queueItem>;
export const expertQueue = z.object({
  stage: expertStage,
  blind: z.boolean(),
  columns: z.array(reviewColumn),
  items: z.array(queueItem),
  /** An on-site session of the stage is running: the workspace refreshes itself. */
  live: z.boolean().default(false),
});
export type ExpertQueue = z.infer<typeof expertQueue>;
export const scoreSaveBody = z.strictObject({
  assignmentId: id,
  scores: z.record(z.string().max(32), z.number().min(0).max(1000)),
  comments: z.record(z.string().max(32), z.string().trim().max(2000)).default({}),
  submit: z.boolean().default(false),
});
export const abstainBody = z.strictObject({ assignmentId: id, reason: text(500).min(1) });
export const assignmentQuery = z.object({ assignmentId: id });

export const REVIEW_FILE_KINDS = ['pdf', 'image', 'video', 'audio', 'office', 'archive', 'other'] as const;
/** What an expert sees of an assigned work: never the team, school or members in a blind stage. */
export const expertWork = z.object({
  assignmentId: z.string(),
  /** Null while the team has not submitted a work. */
  title: z.string().nullable(),
  /** The stage's descriptive fields with the current version's values. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  files: z.array(
    z.object({
      fileId: z.string(),
      name: z.string(),
      size: z.number().int(),
      mime: z.string(),
      kind: z.enum(REVIEW_FILE_KINDS),
      /** Inline, with byte ranges (seeking), valid for a few hours while the session lasts. */
      viewUrl: z.string(),
      /** Null unless the stage lets experts download. */
      downloadUrl: z.string().nullable(),
    }),
  ),
  downloadAllowed: z.boolean(),
  /** Drawn over every preview: the expert's name and the day. */
  watermark: z.string(),
});
export type ExpertWork = z.infer<typeof expertWork>;
export const expertFileQuery = z.object({ ticket: z.string().min(1).max(600) });

/** A work file whose own metadata names an entrant of its team (blind review). */
export const blindCheckRow = z.object({
  entryId: z.string(),
  teamName: z.string(),
  workTitle: z.string(),
  fileName: z.string(),
  /** Where the name was found: the PDF's Author/Creator, or the Office document's creator / last editor. */
  field: z.string(),
  value: z.string(),
  /** The entrant (or school) name it matches. */
  matches: z.string(),
});
export type BlindCheckRow = z.infer<typeof blindCheckRow>;
export const blindCheck = z.object({
  blind: z.boolean(),
  /** Files checked; larger or unreadable files are counted in `skipped`. */
  checked: z.number().int(),
  skipped: z.number().int(),
  rows: z.array(blindCheckRow),
});
export type BlindCheck = z.infer<typeof blindCheck>;

/** One expert's part in a final score (the numbers it came from). */
export const finalScorePart = z.object({
  expertId: z.string(),
  expertName: z.string(),
  total: z.number(),
  used: z.number(),
  dropped: z.boolean().optional(),
  expertMean: z.number().optional(),
  expertSd: z.number().optional(),
  z: z.number().optional(),
});
export const finalScoreRow = z.object({
  entryId: z.string(),
  teamName: z.string(),
  schoolName: z.string(),
  itemName: z.string(),
  groupName: z.string(),
  /** Rank within the entry's item and participant group, by the adjusted score. */
  rank: z.number().int(),
  method: z.enum(FINAL_METHODS),
  rawMean: z.number(),
  adjusted: z.number(),
  expertCount: z.number().int(),
  flagged: z.boolean(),
  breakdown: z.object({
    experts: z.array(finalScorePart),
    sd: z.number(),
    range: z.number(),
    maxTotal: z.number(),
    pooledMean: z.number().optional(),
    pooledSd: z.number().optional(),
  }),
  computedAt: z.string(),
});
export type FinalScoreRow = z.infer<typeof finalScoreRow>;
export const finalScoreSummary = z.object({
  method: z.enum(FINAL_METHODS),
  entries: z.number().int(),
  flagged: z.number().int(),
  scoreRows: z.number().int(),
});
export type FinalScoreSummary = z.infer<typeof finalScoreSummary>;
