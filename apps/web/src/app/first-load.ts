// What the first paint of a page needs besides the app's own code, named in one place for the app
// (main.tsx, the lazy routes, i18n) and for the build, which turns it into the preload list the server
// writes into each page's HTML (build/first-load-manifest.ts, modules/page-html).

/**
 * Texts loaded before the first render: the portal shell, error pages, and the prompts and messages raised
 * outside React (api/runtime-handlers.ts, feedback/dialogs.tsx call `i18n.t`).
 */
export const SHELL_NAMESPACES = ['common', 'errors', 'portal'];

/** The homepage's page module, relative to the web app's root (the build finds its chunk by this id). */
export const HOME_PAGE_MODULE = 'src/pages/portal/home/HomePage.tsx';

/** The homepage's own texts, loaded beside its code. */
export const HOME_NAMESPACES = ['content'];

/** `/`, `/home` and `/home/homepage` (with or without a trailing slash) all show the homepage. */
export const HOME_PATHS = ['/', '/home', '/home/homepage'];

export const isHomePath = (pathname: string): boolean =>
  HOME_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
