/**
 * Page HTML for link previews. Public API: `createPageHtml({db, sites, source})` → a handler that answers a
 * page route with the built index.html carrying that page's title and description; `createPageSource(dist)`
 * reads index.html and the build's page-meta manifest (re-read after a rebuild).
 */
export { createPageHtml, pageLanguageOf } from './page-html.ts';
export { createPageSource, type PageSource } from './page-source.ts';
