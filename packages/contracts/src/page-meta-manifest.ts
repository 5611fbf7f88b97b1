import { z } from 'zod';

/**
 * What the web build writes to `dist/.vite/page-meta.json` from its own route tables and texts (the one
 * source of each portal page's title and description), and the server reads to answer a page's HTML with
 * that page's `<title>` and description for link previews, which run no script.
 */
const pageTexts = z.object({ title: z.string(), description: z.string() });
const siteTexts = z.object({
  name: z.string(),
  slogan: z.string(),
  /** The homepage banner's subtitle when the site has no banner of its own (the static first paint's). */
  bannerSubtitle: z.string(),
});

export const pageMetaEntry = z.object({
  zh: pageTexts,
  en: pageTexts,
  /** The page shows one article (`?newsId=`): its own title and summary stand in for the page's. */
  subject: z.enum(['news']).optional(),
});
export type PageMetaEntry = z.infer<typeof pageMetaEntry>;

export const pageMetaManifest = z.object({
  site: z.object({ zh: siteTexts, en: siteTexts }),
  /** Full path (no query, no trailing slash) → the page's texts; redirecting paths carry their target's. */
  pages: z.record(z.string(), pageMetaEntry),
});
export type PageMetaManifest = z.infer<typeof pageMetaManifest>;

/** Where the build writes the manifest, relative to the web app's dist directory. */
export const PAGE_META_MANIFEST_FILE = '.vite/page-meta.json';
