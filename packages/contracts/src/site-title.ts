// Zod-free: the web's shell names the site in its tab title on first load, and the server writes the same
// `<title>` and description into each page's HTML for link previews (WeChat, QQ, search engines).
import { DEFAULT_PAGE_TITLE } from './default-page-title.ts';

export type SiteTextLanguage = 'zh' | 'en';

/** The parts of the website settings that name and describe the site. */
export type SiteTitleSettings = {
  title?: string | null;
  titleEn?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
};

const beforeSlogan = (title: string) => title.split(/[—–]/)[0]?.trim() ?? '';

/**
 * The site's short name: the title before its "—" slogan, in English when the tenant wrote an English
 * title. `ownName` is our own name of the site in `language` (the default tenant's title translated).
 */
export const siteNameOf = (
  settings: SiteTitleSettings | undefined,
  language: SiteTextLanguage,
  ownName: string,
): string => {
  const english = language === 'en' ? (settings?.titleEn?.trim() ?? '') : '';
  if (english) return beforeSlogan(english) || english;
  const title = settings?.title?.trim() || DEFAULT_PAGE_TITLE;
  if (language === 'en' && title === DEFAULT_PAGE_TITLE) return ownName;
  return beforeSlogan(title) || ownName;
};

/** The site's own description in `language` (English falls back to the Chinese one), else `slogan`. */
export const siteDescriptionOf = (
  settings: SiteTitleSettings | undefined,
  language: SiteTextLanguage,
  slogan: string,
): string =>
  (language === 'en' ? settings?.descriptionEn?.trim() : settings?.description?.trim()) ||
  settings?.description?.trim() ||
  slogan;

/** A page's title: `页面名 - 站点名`, or the site name alone where no page is named. */
export const documentTitle = (page: string | undefined, site: string): string =>
  page && page !== site ? `${page} - ${site}` : site;
