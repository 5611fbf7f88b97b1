// The organiser's side of news: write, publish (now or at a set time), unpublish, pin, delete, list.
import { and, count, desc, eq, gt, ilike, lte, type SQL } from 'drizzle-orm';
import { assertNewsFiles } from './news-files.ts';
import type { deskNewsQuery, DeskNewsRow, newsSaveBody, PageResult } from '@podium/contracts';
import type { z } from 'zod';
import { groups, newsArticles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup, scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/rich-text.ts';
import { markPublishedContentChanged } from '../assistant/index.ts';
import { findManagedCompetition } from '../competition/index.ts';
import { newsMessages } from './news.messages.ts';
import { type ArticleRow, presentDeskDetail, presentDeskRow } from './news.presenter.ts';
import { assertNewsType } from './news-types.ts';

const SUMMARY_LENGTH = 120;

/** Rich text cleaned for storing, with its plain text; refuses text that is empty once cleaned. */
export const cleanContent = (html: string) => {
  const content = sanitizeRichText(html);
  const contentText = richTextToPlain(content);
  if (!contentText && !/<img\s/i.test(content)) throw badRequest(newsMessages.emptyContent);
  return { content, contentText };
};

export const summaryOf = (summary: string, contentText: string) =>
  summary || (contentText.length > SUMMARY_LENGTH ? `${contentText.slice(0, SUMMARY_LENGTH)}…` : contentText);

const requireGroup = (auth: AuthContext) => {
  if (!auth.group) throw badRequest(newsMessages.noGroup);
  return auth.group;
};

/** An article by public id, refused (404/401) unless it belongs to a group the caller reaches. */
export const findReachableArticle = async (db: Db, auth: AuthContext, newsId: string) => {
  const [row] = await db
    .select({ article: newsArticles, path: groups.path, groupName: groups.name, author: users.realName })
    .from(newsArticles)
    .innerJoin(groups, eq(groups.id, newsArticles.groupId))
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(eq(newsArticles.publicId, newsId));
  if (!row) throw notFound(newsMessages.notFound);
  assertCanReachGroup(auth, row.path);
  return row;
};

/**
 * News about a competition appears in that competition's public news, so only someone who manages the
 * competition may link it (another organiser's competition answers like a missing one).
 */
export const assertLinkableCompetition = async (db: Db, auth: AuthContext, competitionId: string | null) => {
  if (competitionId) await findManagedCompetition(db, auth, competitionId);
};

export const saveArticle = async (db: Db, auth: AuthContext, body: z.output<typeof newsSaveBody>) => {
  const { newsId, publishAt, content: html, ...fields } = body;
  await assertNewsFiles(db, auth, fields);
  await assertLinkableCompetition(db, auth, fields.competitionId);
  const { content, contentText } = cleanContent(html);
  const values = {
    ...fields,
    content,
    contentText,
    summary: summaryOf(fields.summary, contentText),
    publishAt: publishAt ? new Date(publishAt) : null,
    updatedAt: new Date(),
  };
  if (newsId) {
    const { article: before, path } = await findReachableArticle(db, auth, newsId);
    await assertNewsType(db, path, fields.newsType);
    // A live article keeps its publication time unless a new one is given.
    if (!publishAt && before.status === 'published') values.publishAt = before.publishAt;
    const [after] = await db
      .update(newsArticles)
      .set(values)
      .where(eq(newsArticles.id, before.id))
      .returning();
    if (before.status === 'published') markPublishedContentChanged();
    return { before, after: after! };
  }
  const group = requireGroup(auth);
  await assertNewsType(db, group.path, fields.newsType);
  const [created] = await db
    .insert(newsArticles)
    .values({ ...values, publicId: newPublicId(), groupId: group.id, authorId: auth.userId, status: 'draft' })
    .returning();
  return { before: null, after: created! };
};

const setFields = async (
  db: Db,
  auth: AuthContext,
  newsId: string,
  change: (a: ArticleRow) => Partial<ArticleRow>,
  options: { publishing?: boolean } = {},
) => {
  const { article: before } = await findReachableArticle(db, auth, newsId);
  // An article linked to a competition before this check existed is not published into it either.
  if (options.publishing) await assertLinkableCompetition(db, auth, before.competitionId);
  const [after] = await db
    .update(newsArticles)
    .set({ ...change(before), updatedAt: new Date() })
    .where(eq(newsArticles.id, before.id))
    .returning();
  // The assistant answers from published news only; its index is rebuilt on the next question.
  markPublishedContentChanged();
  return { before, after: after! };
};

/** Publishes now, or at the article's publishAt when that is still ahead (it appears by itself then). */
export const publishArticle = (db: Db, auth: AuthContext, newsId: string) =>
  setFields(
    db,
    auth,
    newsId,
    (a) => ({
      status: 'published',
      publishAt: a.publishAt && a.publishAt > new Date() ? a.publishAt : new Date(),
    }),
    { publishing: true },
  );

export const unpublishArticle = (db: Db, auth: AuthContext, newsId: string) =>
  setFields(db, auth, newsId, () => ({ status: 'unpublished' }));

export const pinArticle = (db: Db, auth: AuthContext, newsId: string, pinned: boolean) =>
  setFields(db, auth, newsId, () => ({ pinned }));

export const deleteArticle = async (db: Db, auth: AuthContext, newsId: string) => {
  const { article } = await findReachableArticle(db, auth, newsId);
  await db.delete(newsArticles).where(eq(newsArticles.id, article.id));
  markPublishedContentChanged();
  return article;
};

export const pageDeskArticles = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof deskNewsQuery>,
): Promise<PageResult<DeskNewsRow>> => {
  const now = new Date();
  const conditions: Array<SQL | undefined> = [
    scopeCondition(auth, { groupId: newsArticles.groupId, ownerId: newsArticles.authorId }),
  ];
  if (query.newsType) conditions.push(eq(newsArticles.newsType, query.newsType));
  if (query.keyword) conditions.push(ilike(newsArticles.title, likePattern(query.keyword)));
  if (query.status === 'scheduled')
    conditions.push(and(eq(newsArticles.status, 'published'), gt(newsArticles.publishAt, now)));
  else if (query.status === 'published')
    conditions.push(and(eq(newsArticles.status, 'published'), lte(newsArticles.publishAt, now)));
  else if (query.status) conditions.push(eq(newsArticles.status, query.status));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(newsArticles).where(where),
    db
      .select({ article: newsArticles, groupName: groups.name, author: users.realName })
      .from(newsArticles)
      .innerJoin(groups, eq(groups.id, newsArticles.groupId))
      .leftJoin(users, eq(users.id, newsArticles.authorId))
      .where(where)
      .orderBy(desc(newsArticles.pinned), desc(newsArticles.updatedAt), desc(newsArticles.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((r) => presentDeskRow(r.article, r.author, r.groupName)) };
};

export const deskArticleDetail = async (db: Db, auth: AuthContext, newsId: string) => {
  const row = await findReachableArticle(db, auth, newsId);
  return presentDeskDetail(row.article, row.author, row.groupName);
};
