// The organiser's side of content pages: write (sanitised), publish, unpublish, delete, list, preview.
import { and, count, desc, asc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  CONTENT_PAGE_SLUGS,
  type contentSaveBody,
  type deskContentQuery,
  type DeskContentDetail,
  type DeskContentRow,
  type PageResult,
} from '@podium/contracts';
import type { z } from 'zod';
import { contentPages, groups, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { assertCanReachGroup, scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/rich-text.ts';
import { markPublishedContentChanged } from '../assistant/index.ts';
import { contentMessages } from './content.messages.ts';
import { presentContent, type ContentRow } from './content.presenter.ts';

const presentRow = (row: ContentRow, updatedBy: string | null): DeskContentRow => ({
  pageId: row.publicId,
  kind: row.kind as DeskContentRow['kind'],
  slug: row.slug,
  title: row.title,
  status: row.status as DeskContentRow['status'],
  orderNum: row.orderNum,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: updatedBy ?? '',
});

/** A row by public id, refused (404/401) unless it belongs to a group the caller reaches. */
const findReachable = async (db: Db, auth: AuthContext, pageId: string) => {
  const [found] = await db
    .select({ row: contentPages, path: groups.path })
    .from(contentPages)
    .innerJoin(groups, eq(groups.id, contentPages.groupId))
    .where(eq(contentPages.publicId, pageId));
  if (!found) throw notFound(contentMessages.notFound);
  assertCanReachGroup(auth, found.path);
  return found.row;
};

export const saveContent = async (db: Db, auth: AuthContext, body: z.output<typeof contentSaveBody>) => {
  const { pageId, content: html, ...fields } = body;
  if (fields.kind === 'page' && !(CONTENT_PAGE_SLUGS as readonly string[]).includes(fields.slug))
    throw badRequest(contentMessages.unknownSlug, { slug: fields.slug });
  const content = sanitizeRichText(html);
  const contentText = richTextToPlain(content);
  if (fields.kind === 'page' && !contentText && !/<img\s/i.test(content))
    throw badRequest(contentMessages.emptyPage);
  const values = { ...fields, content, contentText, updatedBy: auth.userId, updatedAt: new Date() };
  const before = pageId ? await findReachable(db, auth, pageId) : null;
  if (before && before.kind !== fields.kind) throw badRequest(contentMessages.kindFixed);
  const groupId = before?.groupId ?? auth.group?.id;
  if (!groupId) throw badRequest(contentMessages.noGroup);
  const [clash] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.groupId, groupId),
        eq(contentPages.kind, fields.kind),
        eq(contentPages.slug, fields.slug),
      ),
    );
  if (clash && clash.id !== before?.id) throw conflict(contentMessages.slugTaken, { slug: fields.slug });
  if (before) {
    const [after] = await db
      .update(contentPages)
      .set(values)
      .where(eq(contentPages.id, before.id))
      .returning();
    if (before.status === 'published') markPublishedContentChanged();
    return { before, after: after! };
  }
  const [created] = await db
    .insert(contentPages)
    .values({ ...values, publicId: newPublicId(), groupId, status: 'draft' })
    .returning();
  return { before: null, after: created! };
};

const setStatus = async (db: Db, auth: AuthContext, pageId: string, status: 'draft' | 'published') => {
  const before = await findReachable(db, auth, pageId);
  const [after] = await db
    .update(contentPages)
    .set({
      status,
      publishedAt: status === 'published' ? new Date() : before.publishedAt,
      updatedAt: new Date(),
    })
    .where(eq(contentPages.id, before.id))
    .returning();
  markPublishedContentChanged();
  return { before, after: after! };
};

export const publishContent = (db: Db, auth: AuthContext, pageId: string) =>
  setStatus(db, auth, pageId, 'published');
export const unpublishContent = (db: Db, auth: AuthContext, pageId: string) =>
  setStatus(db, auth, pageId, 'draft');

export const deleteContent = async (db: Db, auth: AuthContext, pageId: string) => {
  const row = await findReachable(db, auth, pageId);
  await db.delete(contentPages).where(eq(contentPages.id, row.id));
  markPublishedContentChanged();
  return row;
};

export const pageDeskContent = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof deskContentQuery>,
): Promise<PageResult<DeskContentRow>> => {
  const conditions: Array<SQL | undefined> = [scopeCondition(auth, { groupId: contentPages.groupId })];
  if (query.kind) conditions.push(eq(contentPages.kind, query.kind));
  if (query.status) conditions.push(eq(contentPages.status, query.status));
  if (query.keyword) conditions.push(ilike(contentPages.title, likePattern(query.keyword)));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(contentPages).where(where),
    db
      .select({ row: contentPages, updatedBy: users.realName })
      .from(contentPages)
      .leftJoin(users, eq(users.id, contentPages.updatedBy))
      .where(where)
      .orderBy(asc(contentPages.kind), asc(contentPages.orderNum), desc(contentPages.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((r) => presentRow(r.row, r.updatedBy)) };
};

export const deskContentDetail = async (
  db: Db,
  auth: AuthContext,
  pageId: string,
): Promise<DeskContentDetail> => {
  const row = await findReachable(db, auth, pageId);
  return {
    ...presentContent(row),
    status: row.status as DeskContentDetail['status'],
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
};

/** Preview: exactly what the portal would render, whatever the status; only for reachable rows. */
export const previewContent = async (db: Db, auth: AuthContext, pageId: string) =>
  presentContent(await findReachable(db, auth, pageId));
