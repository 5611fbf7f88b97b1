import { createHash } from 'node:crypto';
import {
  documentTitle,
  siteDescriptionOf,
  siteNameOf,
  websiteSetting,
  type FirstLoadManifest,
  type Preloads,
  type WebsiteSetting,
} from '@podium/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { langOf } from '../../platform/messages.ts';
import { findPublicNewsMeta } from '../news/index.ts';
import type { SiteCache } from '../website/index.ts';
import { renderHomeFirstPaint } from './first-paint.ts';
import { renderPage, type PageHead, type PageLanguage } from './page-head.ts';
import type { PageSource } from './page-source.ts';

/**
 * The web app's language cookie (`CookieName.language`): only `en` selects English, as in the app. One
 * known cookie is read with a pattern (the cookie plugin parses only once registered, for every request).
 */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([^;]*)/;

/** Public ids are nanoids; anything else cannot name an article and is not looked up. */
const NEWS_ID = /^[\w-]{1,64}$/;

/** The language the visitor last chose in the app (its cookie), when they have chosen one. */
const chosenLanguage = (request: FastifyRequest): PageLanguage | undefined => {
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1]?.trim();
  if (chosen === undefined) return undefined;
  return chosen === 'en' ? 'en' : 'zh';
};

/** The visitor's language: the app's own choice (cookie) first, else the browser's, else Chinese. */
export const pageLanguageOf = (request: FastifyRequest): PageLanguage =>
  chosenLanguage(request) ?? langOf(request.headers['accept-language']);

/**
 * The language the app itself will start in: the one it last chose (its cookie mirrors the stored
 * preference), else Chinese — the app does not follow the browser, so its texts' preloads must not either.
 */
const appLanguageOf = (request: FastifyRequest): PageLanguage => chosenLanguage(request) ?? 'zh';

const normalisePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** What every page preloads, then what this page adds (the homepage's chunk and texts). */
const preloadsOf = (firstLoad: FirstLoadManifest | null, path: string, language: PageLanguage): Preloads => {
  const all = firstLoad?.all[language] ?? { scripts: [], styles: [] };
  const page = firstLoad?.pages[path]?.[language] ?? { scripts: [], styles: [] };
  return { scripts: [...all.scripts, ...page.scripts], styles: [...all.styles, ...page.styles] };
};

/**
 * The settings as the settings call answers them (its response schema drops what is not public), plus the
 * group's name the header shows; parsed once per cached settings object.
 */
const publicSettings = new WeakMap<WebsiteSetting, unknown>();
const siteSettingsOf = (setting: WebsiteSetting, groupName: string): unknown => {
  let data = publicSettings.get(setting);
  if (data === undefined) {
    const parsed = websiteSetting.parse(setting);
    data = groupName ? { ...parsed, groupName } : parsed;
    publicSettings.set(setting, data);
  }
  return data;
};

/**
 * Answers a page route with the app's HTML carrying that page's title and description (link previews
 * read them without running the app): the route's texts from the build's manifest, the site's name and
 * description from the website settings of the host, an article's own title and summary on article pages.
 */
export const createPageHtml = (deps: { db: Db; sites: SiteCache; source: () => Promise<PageSource> }) => {
  const headOf = async (request: FastifyRequest): Promise<PageHead> => {
    const { manifest, firstLoad } = await deps.source();
    const language = pageLanguageOf(request);
    const url = new URL(request.url, 'http://page');
    const path = normalisePath(url.pathname);
    const entry = manifest?.pages[path];
    const { setting, groupName } = await deps.sites.get(request.host);
    const siteTexts = manifest?.site[language];
    const siteName = siteNameOf(setting, language, siteTexts?.name ?? '');
    let page = entry?.[language].title;
    let description =
      entry?.[language].description || siteDescriptionOf(setting, language, siteTexts?.slogan ?? '');
    const newsId = url.searchParams.get('newsId') ?? '';
    if (entry?.subject === 'news' && NEWS_ID.test(newsId)) {
      const article = await findPublicNewsMeta(deps.db, request.host, newsId);
      if (article) {
        page = article.title;
        description = article.summary.trim() || description;
      }
    }
    const appLanguage = appLanguageOf(request);
    const firstPaint =
      firstLoad?.pages[path]?.firstPaint === 'homeBanner'
        ? renderHomeFirstPaint({
            language: appLanguage,
            siteName: siteNameOf(setting, appLanguage, manifest?.site[appLanguage].name ?? ''),
            subtitle: manifest?.site[appLanguage].bannerSubtitle ?? '',
            setting,
          })
        : '';
    return {
      language,
      title: documentTitle(page, siteName),
      description,
      siteName,
      preloads: preloadsOf(firstLoad, path, appLanguage),
      siteSettings: siteSettingsOf(setting, groupName),
      firstPaint,
    };
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const html = renderPage((await deps.source()).template, await headOf(request));
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    // Revalidated on every visit (a rebuild names new files); the answer depends on language and host.
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
};
