/**
 * A school's view of its students' results: the published award lines of its students (a single winner
 * whose home school it is, or a team whose captain's school it is) with their certificates, read-only.
 */
import { z } from 'zod';
import { pageQuery, pageResult } from './envelope.ts';

export const SchoolAwardApi = {
  /** The school's students' award lines (published lists only), filtered and paged. */
  page: '/competitionReward/school/page',
  /** The filtered list as .xlsx. */
  export: '/competitionReward/school/export',
} as const;

/** With or without an issued (live) certificate. */
export const SCHOOL_AWARD_CERT_FILTERS = ['issued', 'none'] as const;

export const schoolAwardFilterQuery = z.object({
  competitionId: z.string().min(1).max(64).optional(),
  /** Winner, member, team or work name. */
  keyword: z.string().trim().max(64).optional(),
  certificate: z.enum(SCHOOL_AWARD_CERT_FILTERS).optional(),
});
export type SchoolAwardFilterQuery = z.input<typeof schoolAwardFilterQuery>;
export const schoolAwardPageQuery = pageQuery.extend(schoolAwardFilterQuery.shape);

export const schoolAwardRow = z.object({
  entryId: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  listName: z.string(),
  levelName: z.string(),
  winnerName: z.string(),
  memberNames: z.string(),
  teacherNames: z.string(),
  teamName: z.string(),
  workName: z.string(),
  schoolName: z.string(),
  rank: z.number().int().nullable(),
  score: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The line's live certificates' numbers (several batches may certify one line), in number order. */
  certNos: z.array(z.string()),
  /** When the first of them was issued (ISO). */
  issuedAt: z.string().nullable(),
});
export type SchoolAwardRow = z.infer<typeof schoolAwardRow>;
export const schoolAwardPage = pageResult(schoolAwardRow);
