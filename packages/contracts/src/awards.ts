/** Awards (issue 11): award levels per competition and stage, award lists and their lines. */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { publishedResultRow } from './review-outcomes.ts';
import { stageReviewState } from './review.ts';

export const AwardApi = {
  levelList: '/competitionReward/level/list',
  levelSave: '/competitionReward/level/save',
  levelDelete: '/competitionReward/level/delete',
  listPage: '/competitionReward/list/page',
  listSave: '/competitionReward/list/save',
  listPublish: '/competitionReward/list/publish',
  entryPage: '/competitionReward/detailedList/page',
  entrySave: '/competitionReward/detailedList/save',
  entryDelete: '/competitionReward/detailedList/delete',
  entryTemplate: '/competitionReward/detailedList/template',
  entryImport: '/competitionReward/detailedList/import',
  entryFromRanks: '/competitionReward/detailedList/fromRanks',
  /** Fill a list from a review stage's final results: what would change (writes nothing). */
  entryFromResultsPreview: '/competitionReward/detailedList/fromResults/preview',
  /** Fill a list from a review stage's final results (by rank counts or score bands). */
  entryFromResults: '/competitionReward/detailedList/fromResults',
  /** Published awards of the portal's competitions. */
  publicPage: '/home/reward/page',
  /** The published award lists themselves (announcements), newest first. */
  publicLists: '/home/reward/lists',
  /** The signed-in user's own awards (published lists). */
  myAwards: '/web/reward/my',
} as const;

export const AWARD_KINDS = ['first', 'second', 'third', 'excellent', 'advisor', 'custom'] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];
/** Default names of the standard kinds. */
export const AWARD_KIND_NAMES: Record<Exclude<AwardKind, 'custom'>, string> = {
  first: '一等奖',
  second: '二等奖',
  third: '三等奖',
  excellent: '优秀奖',
  advisor: '优秀指导教师奖',
};

const id = z.string().trim().min(1).max(64);

export const awardLevelSaveBody = z.strictObject({
  levelId: id.optional(),
  competitionId: id,
  stageId: id.nullable().default(null),
  kind: z.enum(AWARD_KINDS),
  name: z.string().trim().max(50).default(''),
  orderNum: z.number().int().min(0).max(999).default(0),
});
export const awardLevel = z.object({
  levelId: z.string(),
  competitionId: z.string(),
  stageId: z.string().nullable(),
  kind: z.enum(AWARD_KINDS),
  name: z.string(),
  orderNum: z.number(),
});
export type AwardLevel = z.infer<typeof awardLevel>;

export const levelIdBody = z.strictObject({ levelId: id });

export const awardListSaveBody = z.strictObject({
  listId: id.optional(),
  competitionId: id,
  stageId: id.nullable().default(null),
  name: z.string().trim().min(1).max(100),
});
export const awardListQuery = pageQuery.extend({
  competitionId: id.optional(),
  /** One list by its id: a page opened with only `listId` learns the list's competition from it. */
  listId: id.optional(),
  name: z.string().max(100).optional(),
});
export const awardListRow = z.object({
  listId: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  stageId: z.string().nullable(),
  name: z.string(),
  published: z.boolean(),
  entryCount: z.number(),
  createdAt: z.string(),
});
export type AwardListRow = z.infer<typeof awardListRow>;
export const awardListPublishBody = z.strictObject({ listId: id, published: z.boolean() });

export const awardEntrySaveBody = z.strictObject({
  entryId: id.optional(),
  listId: id,
  levelId: id,
  /** A sign-up (team) of the competition. */
  teamId: id.nullable().default(null),
  /** A person by user name (single winner, advisor). */
  username: z.string().trim().max(64).nullable().default(null),
  winnerName: z.string().trim().max(100).default(''),
  schoolName: z.string().trim().max(200).default(''),
  memberNames: z.string().trim().max(500).default(''),
  teacherNames: z.string().trim().max(500).default(''),
  teamName: z.string().trim().max(200).default(''),
  workName: z.string().trim().max(200).default(''),
  score: z.number().min(-999999).max(999999).nullable().default(null),
});
export type AwardEntrySaveBody = z.input<typeof awardEntrySaveBody>;
export const awardEntryQuery = pageQuery.extend({ listId: id, keyword: z.string().max(100).optional() });
export const awardEntryRow = z.object({
  entryId: z.string(),
  levelId: z.string(),
  awardName: z.string(),
  teamId: z.string().nullable(),
  username: z.string().nullable(),
  winnerName: z.string(),
  schoolName: z.string(),
  memberNames: z.string(),
  teacherNames: z.string(),
  teamName: z.string(),
  workName: z.string(),
  score: z.number().nullable(),
  rank: z.number().nullable(),
});
export type AwardEntryRow = z.infer<typeof awardEntryRow>;
export const entryIdBody = z.strictObject({ entryId: id });
export const listIdQuery = z.object({ listId: id });

/** Rank the list's lines by score (highest first) and give levels by rank bands: top N get the first level… */
export const awardFromRanksBody = z.strictObject({
  listId: id,
  bands: z
    .array(z.strictObject({ levelId: id, count: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(20),
});

export const awardImportResult = z.object({
  imported: z.number(),
  failed: z.number(),
  /** A workbook with each refused row and its reason (a file id to download), when any failed. */
  errorFileUrl: z.string().nullable(),
});

export const myAwardRow = z.object({
  entryId: z.string(),
  competitionName: z.string(),
  listName: z.string(),
  awardName: z.string(),
  teamName: z.string(),
  workName: z.string(),
  publishedAt: z.string().nullable(),
});
export type MyAwardRow = z.infer<typeof myAwardRow>;

/**
 * Filling a list from a review stage's final results (issue 10's ranking: per item × participant group).
 * `ranks`: in each item × group the entries ranked 1…count get the first level, the next `count` ranks the
 * second, and so on (equal scores share a rank, so a tie at a line gets the better level). `bands`: an entry
 * whose score is at least a band's `minScore` gets that level (the highest band it reaches).
 */
export const AWARD_FILL_MODES = ['ranks', 'bands'] as const;
export type AwardFillMode = (typeof AWARD_FILL_MODES)[number];
export const awardFromResultsBody = z
  .strictObject({
    listId: id,
    /** The review stage; defaults to the list's stage. */
    stageId: id.nullable().default(null),
    mode: z.enum(AWARD_FILL_MODES),
    ranks: z
      .array(z.strictObject({ levelId: id, count: z.number().int().min(1).max(100_000) }))
      .max(20)
      .default([]),
    bands: z
      .array(z.strictObject({ levelId: id, minScore: z.number().min(-100_000).max(100_000) }))
      .max(20)
      .default([]),
  })
  .refine((b) => (b.mode === 'ranks' ? b.ranks.length > 0 : b.bands.length > 0), {
    message: 'ranks or bands is required by the mode',
    path: ['mode'],
  });
export type AwardFromResultsBody = z.input<typeof awardFromResultsBody>;
export const AWARD_FILL_ACTIONS = ['add', 'update', 'remove', 'keep', 'issued', 'none'] as const;
/** A ranked review result (its entry, team, school, item, group, rank, score) and what the fill does with it. */
export const awardFillRow = publishedResultRow.omit({ promoted: true }).extend({
  levelId: z.string().nullable(),
  awardName: z.string().nullable(),
  /**
   * add: a new line · update: its line changes · keep: its line already says so · remove: its line goes ·
   * issued: its line has certificates and is left as it is · none: no award and no line.
   */
  action: z.enum(AWARD_FILL_ACTIONS),
});
export type AwardFillRow = z.infer<typeof awardFillRow>;
export const awardFillResult = z.object({
  stageId: z.string(),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  kept: z.number().int(),
  /** Lines left alone because certificates were issued for them. */
  issued: z.number().int(),
  rows: z.array(awardFillRow),
  /** The stage's review: a fill while it is open or has unscored work is made from results that may change. */
  review: stageReviewState,
});
export type AwardFillResult = z.infer<typeof awardFillResult>;

/** Portal: lines of published award lists of the site's competitions, names masked as on the trace page. */
export const publicAwardQuery = pageQuery.extend({
  competitionId: id.optional(),
  listId: id.optional(),
});
export const publicAwardRow = z.object({
  entryId: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  listId: z.string(),
  listName: z.string(),
  awardName: z.string(),
  /** Masked (张*丰). */
  winnerName: z.string(),
  /** Masked, each name (李*、王*). */
  memberNames: z.string(),
  teacherNames: z.string(),
  schoolName: z.string(),
  teamName: z.string(),
  workName: z.string(),
  publishedAt: z.string().nullable(),
});
export type PublicAwardRow = z.infer<typeof publicAwardRow>;

/** A published award list as an announcement: what, of which competition, since when, how many lines. */
export const publicAwardListRow = z.object({
  listId: z.string(),
  listName: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  publishedAt: z.string().nullable(),
  entries: z.number().int(),
});
export type PublicAwardListRow = z.infer<typeof publicAwardListRow>;
