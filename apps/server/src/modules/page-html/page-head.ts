import { SITE_SETTINGS_ELEMENT_ID, type Preloads } from '@podium/contracts';
import escapeHtml from 'escape-html';

export type PageLanguage = 'zh' | 'en';

/** What a page's HTML says about it before any script runs. */
export type PageHead = {
  language: PageLanguage;
  /** `页面名 - 站点名`. */
  title: string;
  description: string;
  siteName: string;
  /** Scripts and styles the first paint will ask for (the build's first-load manifest). */
  preloads: Preloads;
  /** The website settings the shells paint from, as the settings call would answer them. */
  siteSettings: unknown;
  /** Markup painted before any script runs, beside the app's root (first-paint.ts); empty for most pages. */
  firstPaint: string;
};

/** The built index.html cut where the page's own head tags go, without the build's generic ones. */
export type PageTemplate = { before: string; after: string };

/** Longer descriptions are cut by every previewer anyway; an article's summary can be long. */
const DESCRIPTION_LIMIT = 200;

/** Removes the build's generic title, description and Open Graph tags; the page's own go before `</head>`. */
export const prepareTemplate = (html: string): PageTemplate => {
  const generic = html
    .replace(/<title>[\s\S]*?<\/title>\s*/gi, '')
    .replace(/<meta\s+(?:name|property)=["'](?:description|og:[\w:]+)["'][^>]*>\s*/gi, '');
  const at = generic.search(/<\/head>/i);
  return at < 0 ? { before: '', after: generic } : { before: generic.slice(0, at), after: generic.slice(at) };
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const clip = (text: string, limit: number) =>
  [...text].length > limit ? `${[...text].slice(0, limit - 1).join('')}…` : text;

/**
 * JSON inside a `<script>` element: `<`, `>` and `&` escaped so no value can close the element or open a
 * comment, and the two line separators JavaScript once refused.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The page's HTML: `<html lang>`, `<title>`, description and og:title / og:description / og:site_name;
 * preload hints for the code the first paint needs; the website settings as data (a `<script>` of type
 * JSON runs nothing, so the content security policy is untouched). Every text comes from settings,
 * articles or translations and is escaped for its place (text, a quoted attribute, or script data), so a
 * title like `</title><script>` stays text.
 */
export const renderPage = (template: PageTemplate, head: PageHead): string => {
  const title = escapeHtml(oneLine(head.title));
  const description = escapeHtml(clip(oneLine(head.description), DESCRIPTION_LIMIT));
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(oneLine(head.siteName))}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    // Styles first: the static first paint waits for them, the scripts are needed only after it.
    ...head.preloads.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...head.preloads.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${scriptJson(head.siteSettings)}</script>`,
  ];
  const lang = head.language === 'en' ? 'en' : 'zh-CN';
  const before = template.before.replace(/<html\b([^>]*?)\s+lang=["'][^"']*["']/i, `<html$1 lang="${lang}"`);
  const after = head.firstPaint
    ? template.after.replace(/(<div id="root"><\/div>)/, `$1\n    ${head.firstPaint}`)
    : template.after;
  return `${before}  ${tags.join('\n    ')}\n  ${after}`;
};
