import { z } from 'zod';

/**
 * What the web build writes to `dist/.vite/first-load.json` from its own chunk graph, and the server writes
 * into a page's HTML as preload hints: every script and style the first paint will ask for, so the browser
 * requests them all at once instead of discovering them one import level at a time.
 */
const preloads = z.object({
  /** Module scripts (`/assets/…js`), for `<link rel="modulepreload">`. */
  scripts: z.array(z.string()),
  /** Stylesheets (`/assets/…css`), linked in the head: the first paint needs them. */
  styles: z.array(z.string()),
});
export type Preloads = z.infer<typeof preloads>;

/** The same hints per page language: texts are one chunk per namespace and language. */
const byLanguage = z.object({ zh: preloads, en: preloads });

export const firstLoadManifest = z.object({
  /** What every page needs: the app's shell and its texts. */
  all: byLanguage,
  /** Full path (no query, no trailing slash) → what that page needs besides. */
  pages: z.record(
    z.string(),
    byLanguage.extend({
      /**
       * What the server paints in the HTML itself before any script runs (the largest paint of the page,
       * replaced by the app once it shows the same): `homeBanner` is the header bar and the first banner.
       */
      firstPaint: z.enum(['homeBanner']).optional(),
    }),
  ),
});
export type FirstLoadManifest = z.infer<typeof firstLoadManifest>;

/** Where the build writes the manifest, relative to the web app's dist directory. */
export const FIRST_LOAD_MANIFEST_FILE = '.vite/first-load.json';
