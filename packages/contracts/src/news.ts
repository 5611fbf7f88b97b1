/** News (issue 9): articles, school submissions and their review. Paths, schemas and types of this domain live here. */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { imageUrl, urlOrPath } from './safe-links.ts';

export const NewsApi = {
  /** Spec §7: public list behind the navigation's news pages. */
  publicPage: '/home/competition/news/page',
  publicDetail: '/home/competition/news/detail',
  deskPage: '/newsManagement/news/page',
  deskDetail: '/newsManagement/news/detail',
  save: '/newsManagement/news/save',
  publish: '/newsManagement/news/publish',
  unpublish: '/newsManagement/news/unpublish',
  pin: '/newsManagement/news/pin',
  remove: '/newsManagement/news/delete',
  /** A school's own submissions, and submitting one. */
  applyPage: '/newsManagement/apply/page',
  applySave: '/newsManagement/apply/save',
  /** Submissions of the acting group's subordinates, and their review. */
  collectPage: '/newsManagement/collect/page',
  submissionDetail: '/newsManagement/submission/detail',
  check: '/newsManagement/collect/check',
} as const;

/** Stored states. "scheduled" is not stored: it is a published article whose publishAt is still ahead. */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const newsAttachment = z.strictObject({
  name: z.string().trim().min(1).max(200),
  url: urlOrPath,
});
export type NewsAttachment = z.infer<typeof newsAttachment>;

/** Rich text is at most this many characters before sanitising (about 200 pages of text). */
export const NEWS_CONTENT_MAX = 200_000;

const articleFields = {
  title: z.string().trim().min(1).max(120),
  /** A navigation child's dictValue (website settings → news column). */
  newsType: z.string().trim().min(1).max(32),
  summary: z.string().trim().max(500).default(''),
  content: z.string().min(1).max(NEWS_CONTENT_MAX),
  cover: imageUrl.default(''),
  /** Public id of the linked competition (competitions land in another module). */
  competitionId: z.string().trim().max(64).nullable().default(null),
  attachments: z.array(newsAttachment).max(20).default([]),
};

export const newsSaveBody = z.strictObject({
  newsId: z.string().min(1).optional(),
  ...articleFields,
  /** When to appear; absent or null: as soon as it is published. */
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type NewsSaveBody = z.input<typeof newsSaveBody>;

export const newsIdBody = z.strictObject({ newsId: z.string().min(1) });
export const newsPinBody = z.strictObject({ newsId: z.string().min(1), pinned: z.boolean() });
export const newsIdQuery = z.object({ newsId: z.string().min(1) });

export const publicNewsQuery = pageQuery.extend({
  newsType: z.string().trim().max(32).optional(),
  competitionId: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type PublicNewsQuery = z.input<typeof publicNewsQuery>;

export const publicNewsRow = z.object({
  newsId: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  newsType: z.string(),
  competitionId: z.string().nullable(),
  publishTime: z.string(),
  pinned: z.boolean(),
  viewCount: z.number().int(),
  /** With a keyword: a passage of the text around the first match. */
  snippet: z.string(),
});
export type PublicNewsRow = z.infer<typeof publicNewsRow>;

export const publicNewsPage = z.object({
  rows: z.array(publicNewsRow),
  total: z.number().int(),
  /** The words the keyword was segmented into, for highlighting matches. */
  terms: z.array(z.string()),
});
export type PublicNewsPage = z.infer<typeof publicNewsPage>;

export const publicNewsDetail = z.object({
  newsId: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  newsType: z.string(),
  competitionId: z.string().nullable(),
  publishTime: z.string(),
  pinned: z.boolean(),
  viewCount: z.number().int(),
  /** Sanitised rich text (allow-list), safe to render as HTML. */
  content: z.string(),
  attachments: z.array(newsAttachment),
  author: z.string(),
  source: z.string(),
  previous: z.object({ newsId: z.string(), title: z.string() }).nullable(),
  next: z.object({ newsId: z.string(), title: z.string() }).nullable(),
});
export type PublicNewsDetail = z.infer<typeof publicNewsDetail>;

export const deskNewsQuery = pageQuery.extend({
  status: z.enum(NEWS_STATUSES).optional(),
  newsType: z.string().trim().max(32).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type DeskNewsQuery = z.input<typeof deskNewsQuery>;

export const deskNewsRow = z.object({
  newsId: z.string(),
  title: z.string(),
  newsType: z.string(),
  competitionId: z.string().nullable(),
  status: z.enum(NEWS_STATUSES),
  publishAt: z.string().nullable(),
  pinned: z.boolean(),
  viewCount: z.number().int(),
  author: z.string(),
  groupName: z.string(),
  updatedAt: z.string(),
});
export type DeskNewsRow = z.infer<typeof deskNewsRow>;

export const deskNewsDetail = deskNewsRow.extend({
  summary: z.string(),
  cover: z.string(),
  content: z.string(),
  attachments: z.array(newsAttachment),
});
export type DeskNewsDetail = z.infer<typeof deskNewsDetail>;

export const submissionSaveBody = z.strictObject({ ...articleFields });
export type SubmissionSaveBody = z.input<typeof submissionSaveBody>;

export const submissionPageQuery = pageQuery.extend({
  status: z.enum(SUBMISSION_STATUSES).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type SubmissionPageQuery = z.input<typeof submissionPageQuery>;

export const submissionRow = z.object({
  submissionId: z.string(),
  title: z.string(),
  newsType: z.string(),
  competitionId: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  /** Why it was refused; shown to the school. */
  reason: z.string(),
  groupName: z.string(),
  submitter: z.string(),
  reviewer: z.string(),
  reviewedAt: z.string().nullable(),
  /** The article made from it once approved. */
  newsId: z.string().nullable(),
  createdAt: z.string(),
});
export type SubmissionRow = z.infer<typeof submissionRow>;

export const submissionDetail = submissionRow.extend({
  summary: z.string(),
  cover: z.string(),
  content: z.string(),
  attachments: z.array(newsAttachment),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

export const submissionIdQuery = z.object({ submissionId: z.string().min(1) });

/** A refusal needs a reason (the school reads it); the service says so in the caller's language. */
export const submissionCheckBody = z.strictObject({
  submissionId: z.string().min(1),
  approved: z.boolean(),
  reason: z.string().trim().max(500).default(''),
});
export type SubmissionCheckBody = z.input<typeof submissionCheckBody>;
