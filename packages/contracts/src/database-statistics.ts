/**
 * Database statistics (issue 21): a season at a glance for the acting group — key numbers against the
 * previous period of the same length, and the charts behind them. A school sees its own students' records,
 * an organiser those of its competitions and subordinate schools, the platform everything.
 */
import { z } from 'zod';
import { MsgKey } from './validation-messages.ts';

export const DatabaseStatisticsApi = {
  /** Key numbers of the period and of the period before it. */
  overview: '/database/statistics/overview',
  /** Every chart's series for the same filters. */
  charts: '/database/statistics/charts',
  /** Every chart's data as one .xlsx workbook (a sheet per chart). */
  export: '/database/statistics/export',
  /** One competition beside the seasons it was copied from (season over season). */
  seasons: '/database/statistics/seasons',
} as const;

/** The filters every statistics call takes; dates are days in China's time zone, both ends included. */
export const statisticsQuery = z
  .object({
    competitionId: z.string().max(40).optional(),
    provinceCode: z.string().max(12).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: MsgKey.dateRangeReversed });
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

export const KPI_KEYS = [
  'competitions',
  'signUps',
  'people',
  'schools',
  'works',
  'scoresDone',
  'scoresAssigned',
  'awards',
  'certificates',
  'revenueFen',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

const kpi = z.object({
  key: z.enum(KPI_KEYS),
  value: z.number(),
  /** The same figure over the period of equal length just before; null when the period is open-ended. */
  previous: z.number().nullable(),
});

export const statisticsOverview = z.object({
  kpis: z.array(kpi),
  /** The previous period compared against, when there is one. */
  previousFrom: z.string().nullable(),
  previousTo: z.string().nullable(),
});
export type StatisticsOverview = z.infer<typeof statisticsOverview>;

/** One labelled count; `id` identifies what a click drills into (a school, a stage, a province …). */
const bar = z.object({ id: z.string().nullable(), label: z.string(), value: z.number() });
export type StatisticsBar = z.infer<typeof bar>;

export const statisticsCharts = z.object({
  signUpsPerDay: z.array(z.object({ day: z.string(), created: z.number(), approved: z.number() })),
  byProvince: z.array(bar),
  /** The top schools; the rest add up in a last bar with id null. */
  bySchool: z.array(bar),
  byItem: z.array(bar),
  /** By participant group (本科组, 高职组 …). */
  byGroup: z.array(bar),
  worksByStage: z.array(bar),
  /** Submitted scores by band (SCORE_BANDS), every stage in reach. */
  scoreBands: z.array(bar),
  reviewByStage: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      assigned: z.number(),
      draft: z.number(),
      submitted: z.number(),
      abstained: z.number(),
    }),
  ),
  /**
   * Review progress per expert group of one competition, each with its experts (done = submitted scores,
   * assigned = assignments not abstained, as the key numbers count them). Empty until a competition is
   * chosen; a school sees its own teams' groups without the experts (reviewers are the organiser's to know).
   */
  reviewByExpertGroup: z.array(
    z.object({
      /** The expert group; null for the stage's works not placed in a group. */
      id: z.string().nullable(),
      /** The group's stage; null with the group. */
      stageId: z.string().nullable(),
      label: z.string(),
      done: z.number(),
      assigned: z.number(),
      experts: z.array(
        z.object({ id: z.string(), label: z.string(), done: z.number(), assigned: z.number() }),
      ),
    }),
  ),
  awardsByLevel: z.array(bar),
  /** The top schools by awards; the rest add up in a last bar with id null. */
  awardsBySchool: z.array(bar),
  /** Certificates issued and revoked per day, and downloaded (each certificate at most once a day). */
  certificatesPerDay: z.array(
    z.object({ day: z.string(), issued: z.number(), revoked: z.number(), downloaded: z.number() }),
  ),
  revenuePerDay: z.array(z.object({ day: z.string(), paidFen: z.number(), refundedFen: z.number() })),
  /** Net revenue (paid less refunded, in fen) per competition. */
  revenueByCompetition: z.array(bar),
});
export type StatisticsCharts = z.infer<typeof statisticsCharts>;

/** The score bands of the distribution chart: each band's lowest total (the last band has no top). */
export const SCORE_BANDS = [0, 60, 70, 80, 90] as const;

/** How many schools the by-school chart names before it adds the rest up. */
export const TOP_SCHOOLS = 10;

/** How many seasons the comparison shows: the chosen one and up to four before it. */
export const MAX_SEASONS = 5;

export const seasonsQuery = z.object({ competitionId: z.string().min(1).max(40) });
export type SeasonsQuery = z.infer<typeof seasonsQuery>;

const season = z.object({
  competitionId: z.string(),
  name: z.string(),
  year: z.number(),
  season: z.string(),
  /** Day 0 of `cumulative` (China's day): the first stage's sign-up opening, else the first sign-up's day. */
  openedOn: z.string().nullable(),
  /** Every key number of the whole season, as the acting group reaches it. */
  kpis: z.record(z.enum(KPI_KEYS), z.number()),
  /** Sign-ups so far on each day since `openedOn` (index 0 = that day), up to the season's last sign-up. */
  cumulative: z.array(z.number()),
});
export type SeasonFigures = z.infer<typeof season>;

/** The chosen competition first, then the season it was copied from, and so on back. */
export const seasonComparison = z.object({ seasons: z.array(season) });
export type SeasonComparison = z.infer<typeof seasonComparison>;
