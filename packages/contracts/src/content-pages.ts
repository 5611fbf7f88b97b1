/**
 * Content pages (issue 9): the portal's managed pages (platform introduction, services, research,
 * solutions, trial, guide manual), the public expert showcase and the partners strip, written in the
 * back office. Paths, schemas and types of this domain live here.
 */
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { imageUrl, urlOrPath } from './safe-links.ts';

/** page: a portal page by slug; expert: a profile of the expert showcase; partner: the homepage's partners. */
export const CONTENT_KINDS = ['page', 'expert', 'partner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The portal pages read from the content model, by slug (the route each one serves in a comment). */
export const CONTENT_PAGE_SLUGS = [
  'introductionPlatform', // /home/introductionPlatform
  'expendingServices', // /home/expendingServices
  'research', // /home/research
  'solve-could', // /home/solve/could
  'solve-highSchool', // /home/solve/highSchool
  'solve-dataBase', // /home/solve/dataBase
  'experience', // /experience (text beside the trial form)
  'manual', // /manual (the guide manual)
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const contentAttachment = z.strictObject({
  name: z.string().trim().min(1).max(200),
  url: urlOrPath,
});
export type ContentAttachment = z.infer<typeof contentAttachment>;

const slug = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const contentSaveBody = z.strictObject({
  pageId: z.string().min(1).optional(),
  kind: z.enum(CONTENT_KINDS),
  /** A page: one of CONTENT_PAGE_SLUGS; an expert or partner: any short key, unique per site. */
  slug,
  title: z.string().trim().min(1).max(120),
  /** An expert's title and affiliation, a partner's link, a page's lead paragraph. */
  summary: z.string().trim().max(500).default(''),
  cover: imageUrl.default(''),
  content: z.string().max(200_000).default(''),
  attachments: z.array(contentAttachment).max(20).default([]),
  orderNum: z.number().int().min(0).max(9999).default(0),
});
export type ContentSaveBody = z.input<typeof contentSaveBody>;

export const contentIdBody = z.strictObject({ pageId: z.string().min(1) });
export const contentIdQuery = z.object({ pageId: z.string().min(1) });
export const contentSlugQuery = z.object({ slug });
export const contentListQuery = z.object({ kind: z.enum(['expert', 'partner']) });

export const deskContentQuery = pageQuery.extend({
  kind: z.enum(CONTENT_KINDS).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type DeskContentQuery = z.input<typeof deskContentQuery>;

export const deskContentRow = z.object({
  pageId: z.string(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  orderNum: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type DeskContentRow = z.infer<typeof deskContentRow>;

/** What the portal renders (public read and organiser preview share it, so preview is exact). */
export const publicContent = z.object({
  pageId: z.string(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** Sanitised rich text (allow-list), safe to render as HTML. */
  content: z.string(),
  attachments: z.array(contentAttachment),
  orderNum: z.number().int(),
  updatedAt: z.string(),
});
export type PublicContent = z.infer<typeof publicContent>;

export const deskContentDetail = publicContent.extend({
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
});
export type DeskContentDetail = z.infer<typeof deskContentDetail>;

export const homeStats = z.object({
  competitions: z.number().int(),
  schools: z.number().int(),
  participants: z.number().int(),
  news: z.number().int(),
});
export type HomeStats = z.infer<typeof homeStats>;
