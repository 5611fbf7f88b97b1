import { createHash } from 'node:crypto';
import { documentTitle, siteDescriptionOf, siteNameOf } from '@podium/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { langOf } from '../../platform/messages.ts';
import { findPublicNewsMeta } from '../news/index.ts';
import type { SiteCache } from '../website/index.ts';
import { renderPage, type PageHead, type PageLanguage } from './page-head.ts';
import type { PageSource } from './page-source.ts';

/**
 * The web app's language cookie (`CookieName.language`): only `en` selects English, as in the app. One
 * known cookie is read with a pattern (the cookie plugin parses only once registered, for every request).
 */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([^;]*)/;

/** Public ids are nanoids; anything else cannot name an article and is not looked up. */
const NEWS_ID = /^[\w-]{1,64}$/;

/** The visitor's language: the app's own choice (cookie) first, else the browser's, else Chinese. */
export const pageLanguageOf = (request: FastifyRequest): PageLanguage => {
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1]?.trim();
  if (chosen !== undefined) return chosen === 'en' ? 'en' : 'zh';
  return langOf(request.headers['accept-language']);
};

const normalisePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Answers a page route with the app's HTML carrying that page's title and description (link previews
 * read them without running the app): the route's texts from the build's manifest, the site's name and
 * description from the website settings of the host, an article's own title and summary on article pages.
 */
export const createPageHtml = (deps: { db: Db; sites: SiteCache; source: () => Promise<PageSource> }) => {
  const headOf = async (request: FastifyRequest): Promise<PageHead> => {
    const { manifest } = await deps.source();
    const language = pageLanguageOf(request);
    const url = new URL(request.url, 'http://page');
    const entry = manifest?.pages[normalisePath(url.pathname)];
    const { setting } = await deps.sites.get(request.host);
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
    return { language, title: documentTitle(page, siteName), description, siteName };
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
