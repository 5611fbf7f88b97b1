/** Awards (issue 11): award levels per competition and stage, award lists and their lines. */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';

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
  /** Published awards of the portal's competitions. */
  publicPage: '/home/reward/page',
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
