import escapeHtml from 'escape-html';

export type PageLanguage = 'zh' | 'en';

/** What a page's HTML says about it before any script runs. */
export type PageHead = {
  language: PageLanguage;
  /** `页面名 - 站点名`. */
  title: string;
  description: string;
  siteName: string;
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
 * The page's HTML: `<html lang>`, `<title>`, description and og:title / og:description / og:site_name.
 * Every text comes from settings, articles or translations and is escaped for its place (text or a
 * quoted attribute), so a title like `</title><script>` stays text.
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
  ];
  const lang = head.language === 'en' ? 'en' : 'zh-CN';
  const before = template.before.replace(/<html\b([^>]*?)\s+lang=["'][^"']*["']/i, `<html$1 lang="${lang}"`);
  return `${before}  ${tags.join('\n    ')}\n  ${template.after}`;
};
