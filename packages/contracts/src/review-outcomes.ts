import { z } from 'zod';
import { pageQuery } from './envelope.ts';

/** Elimination/promotion, published results and review statistics (issue 10). */
export const ReviewOutcomeApi = {
  eliminationPreview: '/review/elimination/preview',
  eliminationCommit: '/review/elimination/commit',
  eliminationGet: '/review/elimination/get',
  /** Undo the stage's committed promotion: removes the entries it created in the next stage. */
  eliminationUndo: '/review/elimination/undo',
  resultPublish: '/review/result/publish',
  resultPublication: '/review/result/publication',
  /** The acting group's view of a published stage: an organiser all of it, a school its own entries. */
  resultScoped: '/review/result/scoped',
  statistics: '/review/statistics/get',
  statisticsExport: '/review/statistics/export',
  /** Portal: published stage results. */
  publicResultPage: '/home/review/result/page',
  publicResultDetail: '/home/review/result/detail',
  /** User centre: the caller's own results in published stages, with the comments shown to entrants. */
  myResults: '/web/review/result/mine',
} as const;

const id = z.string().min(1).max(64);

export const PROMOTION_MODES = ['top', 'percent'] as const;
/** Where "at most K per school" counts: in each item × group, or across the whole stage. */
export const SCHOOL_CAP_SCOPES = ['bucket', 'stage'] as const;
export const PROMOTION_REASON_CODES = [
  'withinQuota',
  'tieAtLine',
  'outsideQuota',
  'schoolCap',
  'schoolCapStage',
  'belowThreshold',
  'noScore',
] as const;

export const promotionRule = z
  .strictObject({
    mode: z.enum(PROMOTION_MODES),
    top: z.number().int().min(1).max(100000).optional(),
    percent: z.number().min(1).max(100).optional(),
    maxPerSchool: z.number().int().min(1).max(100000).nullable().default(null),
    schoolCapScope: z.enum(SCHOOL_CAP_SCOPES).default('bucket'),
    minScore: z.number().min(0).max(100000).nullable().default(null),
  })
  .refine((r) => (r.mode === 'top' ? r.top !== undefined : r.percent !== undefined), {
    message: 'top or percent is required by the mode',
    path: ['mode'],
  });
export type PromotionRuleInput = z.input<typeof promotionRule>;
export const eliminationBody = z.strictObject({ stageId: id, rule: promotionRule });

export const promotionRow = z.object({
  entryId: z.string(),
  teamName: z.string(),
  schoolName: z.string(),
  itemName: z.string(),
  groupName: z.string(),
  rank: z.number().int(),
  score: z.number().nullable(),
  promoted: z.boolean(),
  reason: z.enum(PROMOTION_REASON_CODES),
});
export type PromotionRow = z.infer<typeof promotionRow>;
export const promotionBucket = z.object({
  itemName: z.string(),
  groupName: z.string(),
  entries: z.number().int(),
  quota: z.number().int(),
  promoted: z.number().int(),
  lineScore: z.number().nullable(),
});
export type PromotionBucket = z.infer<typeof promotionBucket>;
export const stageRef = z.object({ stageId: z.string(), name: z.string() });
export const promotionRecord = z.object({
  promotionId: z.string(),
  nextStage: stageRef,
  rule: z.record(z.string(), z.unknown()),
  promoted: z.number().int(),
  cut: z.number().int(),
  committedBy: z.string(),
  committedAt: z.string(),
});
export type PromotionRecord = z.infer<typeof promotionRecord>;
export const eliminationPreview = z.object({
  nextStage: stageRef,
  buckets: z.array(promotionBucket),
  rows: z.array(promotionRow),
  /** Set once the stage has been committed: a preview then only shows, it can no longer be applied. */
  committed: promotionRecord.nullable(),
});
export type EliminationPreview = z.infer<typeof eliminationPreview>;
export const eliminationCommitResult = z.object({
  /** False when this call found the stage already committed (a repeat or a concurrent second click). */
  applied: z.boolean(),
  /** Entries created in the next stage by this call. */
  enrolled: z.number().int(),
  record: promotionRecord,
});
export type EliminationCommitResult = z.infer<typeof eliminationCommitResult>;
export const eliminationUndoResult = z.object({
  /** Entries the undone promotion had created in the next stage, now removed. */
  removed: z.number().int(),
});
export type EliminationUndoResult = z.infer<typeof eliminationUndoResult>;
export const eliminationState = z.object({
  nextStage: stageRef.nullable(),
  hasResults: z.boolean(),
  published: z.boolean(),
  committed: promotionRecord.nullable(),
});
export type EliminationState = z.infer<typeof eliminationState>;

export const publishBody = z.strictObject({ stageId: id, published: z.boolean() });
export const publicationState = z.object({ published: z.boolean(), publishedAt: z.string().nullable() });
export type PublicationState = z.infer<typeof publicationState>;

/** A ranked result as shown outside the desk: no expert's identity, no breakdown. */
export const publishedResultRow = z.object({
  entryId: z.string(),
  teamName: z.string(),
  schoolName: z.string(),
  itemName: z.string(),
  groupName: z.string(),
  rank: z.number().int(),
  score: z.number(),
  promoted: z.boolean().nullable(),
});
export type PublishedResultRow = z.infer<typeof publishedResultRow>;
export const publishedStage = z.object({
  stageId: z.string(),
  stageName: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  publishedAt: z.string(),
  entries: z.number().int(),
});
export type PublishedStage = z.infer<typeof publishedStage>;
export const publicResultPageQuery = pageQuery.extend({ competitionId: id.optional() });
export const publicResultDetail = z.object({ stage: publishedStage, rows: z.array(publishedResultRow) });
export type PublicResultDetail = z.infer<typeof publicResultDetail>;
export const myResult = publishedResultRow.extend({
  stageName: z.string(),
  competitionName: z.string(),
  publishedAt: z.string(),
  /**
   * Points in the columns visible to entrants: the mean of the submitted scores (one decimal) and the
   * column's maximum, experts unnamed.
   */
  scores: z.array(z.object({ column: z.string(), average: z.number(), max: z.number() })),
  /** Comments of the columns visible to entrants, one list per column, experts unnamed. */
  comments: z.array(z.object({ column: z.string(), texts: z.array(z.string()) })),
});
export type MyResult = z.infer<typeof myResult>;

export const statisticsCount = z.object({
  assigned: z.number().int(),
  draft: z.number().int(),
  submitted: z.number().int(),
  abstained: z.number().int(),
});
export const expertStatistics = statisticsCount.extend({
  expertId: z.string(),
  expertName: z.string(),
  groupName: z.string(),
  mean: z.number().nullable(),
  /** Mean of (this expert's total − the entry's mean of all submitted totals): + lenient, − strict. */
  leniency: z.number().nullable(),
});
export type ExpertStatistics = z.infer<typeof expertStatistics>;
export const reviewStatistics = z.object({
  maxTotal: z.number(),
  overall: statisticsCount.extend({ entries: z.number().int() }),
  groups: z.array(statisticsCount.extend({ groupName: z.string() })),
  experts: z.array(expertStatistics),
  /** Submitted totals in ten bands of the maximum (0–10 %, …, 90–100 %). */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** Scores far from the other experts' mean on the same entry (more than 20 % of the maximum). */
  outliers: z.array(
    z.object({
      entryId: z.string(),
      teamName: z.string(),
      expertName: z.string(),
      total: z.number(),
      othersMean: z.number(),
      deviation: z.number(),
    }),
  ),
});
export type ReviewStatistics = z.infer<typeof reviewStatistics>;
