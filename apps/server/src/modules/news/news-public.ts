// The portal's side of news: what visitors of a host's site may read. Only published articles whose
// time has come, of the site's group and its subordinates; never drafts, never another tenant's.
import { and, asc, count, desc, eq, gt, ilike, inArray, lt, lte, min, or, sql, type SQL } from 'drizzle-orm';
import type { PublicNewsDetail, PublicNewsPage, publicNewsQuery } from '@podium/contracts';
import type { z } from 'zod';
import { groups, newsArticles, users } from '../../db/schema/index.ts';
import { subtreeGroupIds } from '../../platform/data-scope.ts';
import { maskName } from '../../platform/masking.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { findSiteForHost } from '../website/index.ts';
import { newsMessages } from './news.messages.ts';
import { segmentKeyword, snippetAround } from './news-search.ts';

/** Path of the group whose site the host shows; null when there is no site at all. */
const sitePathOf = async (db: Db, host: string) => {
  const site = await findSiteForHost(db, host);
  if (!site) return null;
  const [group] = await db
    .select({ path: groups.path })
    .from(groups)
    .where(eq(groups.id, site.setting.groupId));
  return group?.path ?? null;
};

const visibleOn = (sitePath: string, now: Date) =>
  and(
    inArray(newsArticles.groupId, subtreeGroupIds(sitePath)),
    eq(newsArticles.status, 'published'),
    lte(newsArticles.publishAt, now),
  );

/** A term's weight: a match in the title counts three times one in the text. */
const scoreOf = (terms: string[]) =>
  sql.join(
    terms.map((term) => {
      const pattern = likePattern(term);
      return sql`(case when ${newsArticles.title} ilike ${pattern} then 3 else 0 end + case when ${newsArticles.contentText} ilike ${pattern} or ${newsArticles.summary} ilike ${pattern} then 1 else 0 end)`;
    }),
    sql` + `,
  );

/** `now` is the moment the answer describes: a cached answer is kept no longer than the next article due. */
export const pagePublicNews = async (
  db: Db,
  host: string,
  query: z.output<typeof publicNewsQuery>,
  now = new Date(),
): Promise<PublicNewsPage> => {
  const sitePath = await sitePathOf(db, host);
  const terms = query.keyword ? segmentKeyword(query.keyword) : [];
  if (!sitePath || (query.keyword && terms.length === 0)) return { rows: [], total: 0, terms };
  const conditions: Array<SQL | undefined> = [visibleOn(sitePath, now)];
  if (query.newsType) conditions.push(eq(newsArticles.newsType, query.newsType));
  if (query.competitionId) conditions.push(eq(newsArticles.competitionId, query.competitionId));
  if (terms.length > 0)
    conditions.push(
      or(
        ...terms.flatMap((term) => [
          ilike(newsArticles.title, likePattern(term)),
          ilike(newsArticles.summary, likePattern(term)),
          ilike(newsArticles.contentText, likePattern(term)),
        ]),
      ),
    );
  const where = and(...conditions);
  const order = terms.length
    ? [desc(scoreOf(terms)), desc(newsArticles.publishAt), desc(newsArticles.id)]
    : [desc(newsArticles.pinned), desc(newsArticles.publishAt), desc(newsArticles.id)];
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(newsArticles).where(where),
    db
      .select({
        publicId: newsArticles.publicId,
        title: newsArticles.title,
        summary: newsArticles.summary,
        cover: newsArticles.cover,
        newsType: newsArticles.newsType,
        competitionId: newsArticles.competitionId,
        publishAt: newsArticles.publishAt,
        pinned: newsArticles.pinned,
        viewCount: newsArticles.viewCount,
        contentText: newsArticles.contentText,
      })
      .from(newsArticles)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return {
    total: total?.n ?? 0,
    terms,
    rows: rows.map((r) => ({
      newsId: r.publicId,
      title: r.title,
      summary: r.summary,
      cover: r.cover,
      newsType: r.newsType,
      competitionId: r.competitionId,
      publishTime: r.publishAt!.toISOString(),
      pinned: r.pinned,
      viewCount: r.viewCount,
      snippet: terms.length ? snippetAround(r.contentText, terms) : '',
    })),
  };
};

/**
 * When the next scheduled article (of any site) becomes visible after `now`, or null. Read with the same
 * `now` as the answer it bounds, so no article can fall between the two.
 */
export const nextScheduledAt = async (db: Db, now: Date): Promise<Date | null> => {
  const [row] = await db
    .select({ at: min(newsArticles.publishAt) })
    .from(newsArticles)
    .where(and(eq(newsArticles.status, 'published'), gt(newsArticles.publishAt, now)));
  return row?.at ?? null;
};

/** One published article for a visitor; each read counts one view. */
export const readPublicNews = async (db: Db, host: string, newsId: string): Promise<PublicNewsDetail> => {
  const sitePath = await sitePathOf(db, host);
  if (!sitePath) throw notFound(newsMessages.notFound);
  const now = new Date();
  const [article] = await db
    .update(newsArticles)
    .set({ viewCount: sql`${newsArticles.viewCount} + 1` })
    .where(and(eq(newsArticles.publicId, newsId), visibleOn(sitePath, now)))
    .returning();
  if (!article) throw notFound(newsMessages.notFound);
  const [author] = article.authorId
    ? await db.select({ name: users.realName }).from(users).where(eq(users.id, article.authorId))
    : [];
  const sameColumn = and(visibleOn(sitePath, now), eq(newsArticles.newsType, article.newsType));
  const neighbour = (condition: SQL | undefined, newestFirst: boolean) =>
    db
      .select({ newsId: newsArticles.publicId, title: newsArticles.title })
      .from(newsArticles)
      .where(and(sameColumn, condition))
      .orderBy(newestFirst ? desc(newsArticles.publishAt) : asc(newsArticles.publishAt))
      .limit(1);
  const [[previous], [next]] = await Promise.all([
    neighbour(lt(newsArticles.publishAt, article.publishAt!), true),
    neighbour(gt(newsArticles.publishAt, article.publishAt!), false),
  ]);
  return {
    newsId: article.publicId,
    title: article.title,
    summary: article.summary,
    cover: article.cover,
    newsType: article.newsType,
    competitionId: article.competitionId,
    publishTime: article.publishAt!.toISOString(),
    pinned: article.pinned,
    viewCount: article.viewCount,
    content: article.content,
    attachments: article.attachments,
    // A byline on a public page is a person's name: masked like every other.
    author: maskName(author?.name ?? ''),
    source: article.source,
    previous: previous ?? null,
    next: next ?? null,
  };
};

/**
 * An article's title and summary for its page's HTML (link previews), on the same terms as the reader
 * sees it: published, its time come, of the host's site. Drafts, scheduled and other tenants' articles
 * give null (the page keeps its generic title). Counts no view: a preview is not a read.
 */
export const findPublicNewsMeta = async (
  db: Db,
  host: string,
  newsId: string,
): Promise<{ title: string; summary: string } | null> => {
  const sitePath = await sitePathOf(db, host);
  if (!sitePath) return null;
  const [article] = await db
    .select({ title: newsArticles.title, summary: newsArticles.summary })
    .from(newsArticles)
    .where(and(eq(newsArticles.publicId, newsId), visibleOn(sitePath, new Date())));
  return article ?? null;
};
