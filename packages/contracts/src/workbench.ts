/** The workbench (issue 20): "needs me now" counts, the acting group's season, quick links. */
import { z } from 'zod';
import { expertStage } from './review.ts';

export const WorkbenchApi = {
  needs: '/dashboard/needs',
  overview: '/dashboard/overview',
  quickLinks: '/dashboard/quick-links',
  quickLinksSave: '/dashboard/quick-links/save',
} as const;

export const WORKBENCH_NEEDS = [
  'signUpsToApprove',
  'teamsToRecommend',
  'reportsToFill',
  'reportsReturned',
  'reportsToReview',
  'newsToReview',
  'certificatesToCheck',
  'certificatesToSend',
  'worksToScore',
  'scoresReturned',
  'groupsBehindSchedule',
  'transfersToConfirm',
  'refundsToApprove',
] as const;
export const workbenchNeed = z.object({
  key: z.enum(WORKBENCH_NEEDS),
  count: z.number().int(),
  /** The filtered list the count comes from. */
  link: z.string(),
});
export type WorkbenchNeed = z.infer<typeof workbenchNeed>;
export const workbenchNeeds = z.array(workbenchNeed);

/** The key numbers the workbench shows for the season (a subset of the statistics' KPIs). */
export const WORKBENCH_KPIS = ['competitions', 'signUps', 'people', 'schools', 'works', 'awards'] as const;

export const workbenchStage = z.object({
  stageId: z.string(),
  name: z.string(),
  signUpStart: z.string().nullable(),
  signUpEnd: z.string().nullable(),
  submitStart: z.string().nullable(),
  submitEnd: z.string().nullable(),
  reviewStart: z.string().nullable(),
  reviewEnd: z.string().nullable(),
});
export type WorkbenchStage = z.infer<typeof workbenchStage>;

export const workbenchActivity = z.object({
  at: z.string(),
  /** The operator's name, masked unless it is the caller. */
  who: z.string(),
  module: z.string(),
  action: z.string(),
});
export type WorkbenchActivity = z.infer<typeof workbenchActivity>;

export const workbenchOverview = z.object({
  /** The season shown: the year of the acting group's current competition (or this year). */
  year: z.number().int(),
  kpis: z.array(z.object({ key: z.enum(WORKBENCH_KPIS), value: z.number() })),
  /** The current competition of the acting group, with its stages in order; null when it has none. */
  competition: z
    .object({ competitionId: z.string(), name: z.string(), stages: z.array(workbenchStage) })
    .nullable(),
  /** Server time, so "today" on the timeline is the server's day. */
  now: z.string(),
  activity: z.array(workbenchActivity),
  /**
   * group: the acting group's season (kpis, competition, everyone's activity) for those who work in it;
   * own: a caller whose role there grants no back-office right (an expert) sees only their own doings.
   */
  scope: z.enum(['group', 'own']),
  /** The caller's review work by stage (open ones first) when they are an expert; null otherwise. */
  review: z.array(expertStage).nullable(),
});
export type WorkbenchOverview = z.infer<typeof workbenchOverview>;

export const QUICK_LINKS_MAX = 8;
/** Menu paths the person pinned, in their order; null when they never chose (the first pages are shown). */
export const workbenchQuickLinks = z.object({ paths: z.array(z.string()).nullable() });
export const workbenchQuickLinksBody = z.object({
  paths: z.array(z.string().min(1).max(200)).max(QUICK_LINKS_MAX),
});
