import { emitEvent } from '../../platform/notify/index.ts';
// Schools ask their organiser to publish news (apply); the organiser reviews what its subordinates
// sent (collect, check). Approval makes a published article in the school's group, so it shows on
// the organiser's portal; refusal keeps the reason for the school to read.
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { assertNewsFiles } from './news-files.ts';
import { alias } from 'drizzle-orm/pg-core';
import type {
  PageResult,
  SubmissionDetail,
  SubmissionRow,
  SubmissionStatus,
  submissionCheckBody,
  submissionPageQuery,
  submissionSaveBody,
} from '@podium/contracts';
import type { z } from 'zod';
import { groups, newsArticles, newsSubmissions, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { canReachGroup, scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, noPermission, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { likePattern } from '../../platform/like-pattern.ts';
import { assertLinkableCompetition, cleanContent, summaryOf } from './news-articles.ts';
import { markPublishedContentChanged } from '../assistant/index.ts';
import { newsMessages } from './news.messages.ts';
import { assertNewsType } from './news-types.ts';

type Submission = typeof newsSubmissions.$inferSelect;
const reviewers = alias(users, 'reviewers');

const baseSelect = (db: Db) =>
  db
    .select({
      submission: newsSubmissions,
      groupName: groups.name,
      groupPath: groups.path,
      submitter: users.realName,
      reviewer: reviewers.realName,
      newsId: newsArticles.publicId,
    })
    .from(newsSubmissions)
    .innerJoin(groups, eq(groups.id, newsSubmissions.groupId))
    .leftJoin(users, eq(users.id, newsSubmissions.submitterId))
    .leftJoin(reviewers, eq(reviewers.id, newsSubmissions.reviewerId))
    .leftJoin(newsArticles, eq(newsArticles.id, newsSubmissions.articleId));

type Joined = Awaited<ReturnType<ReturnType<typeof baseSelect>['where']>>[number];

const presentRow = (r: Joined): SubmissionRow => ({
  submissionId: r.submission.publicId,
  title: r.submission.title,
  newsType: r.submission.newsType,
  competitionId: r.submission.competitionId,
  status: r.submission.status as SubmissionStatus,
  reason: r.submission.reason,
  groupName: r.groupName,
  submitter: r.submitter ?? '',
  reviewer: r.reviewer ?? '',
  reviewedAt: r.submission.reviewedAt?.toISOString() ?? null,
  newsId: r.newsId ?? null,
  createdAt: r.submission.createdAt.toISOString(),
});

const presentDetail = (r: Joined): SubmissionDetail => ({
  ...presentRow(r),
  summary: r.submission.summary,
  cover: r.submission.cover,
  content: r.submission.content,
  attachments: r.submission.attachments,
});

/** A school submits news for its organiser to publish. */
export const submitNews = async (db: Db, auth: AuthContext, body: z.output<typeof submissionSaveBody>) => {
  if (!auth.group) throw badRequest(newsMessages.noGroup);
  await assertNewsType(db, auth.group.path, body.newsType);
  await assertNewsFiles(db, auth, body);
  const { content, contentText } = cleanContent(body.content);
  // The submission and its notice to the reviewers above commit together (platform/notify's outbox).
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsSubmissions)
      .values({
        ...body,
        content,
        summary: summaryOf(body.summary, contentText),
        publicId: newPublicId(),
        groupId: auth.group!.id,
        submitterId: auth.userId,
      })
      .returning();
    await emitEvent(tx, {
      type: 'news.submitted',
      data: { submissionId: created!.id },
      actorId: auth.userId,
    });
    return created!;
  });
};

const page = async (
  db: Db,
  scope: SQL | undefined,
  query: z.output<typeof submissionPageQuery>,
): Promise<PageResult<SubmissionRow>> => {
  const conditions = [scope];
  if (query.status) conditions.push(eq(newsSubmissions.status, query.status));
  if (query.keyword) conditions.push(ilike(newsSubmissions.title, likePattern(query.keyword)));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(newsSubmissions).where(where),
    baseSelect(db)
      .where(where)
      .orderBy(desc(newsSubmissions.createdAt), desc(newsSubmissions.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return { total: total?.n ?? 0, rows: rows.map(presentRow) };
};

/** The acting group's own submissions: a school sees what it sent, with each decision and reason. */
export const pageOwnSubmissions = (db: Db, auth: AuthContext, query: z.output<typeof submissionPageQuery>) =>
  page(db, auth.group ? eq(newsSubmissions.groupId, auth.group.id) : eq(newsSubmissions.id, -1), query);

/** Submissions of the acting group's subordinates (and its own), for review. */
export const pageCollectedSubmissions = (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof submissionPageQuery>,
) =>
  page(
    db,
    scopeCondition(auth, { groupId: newsSubmissions.groupId, ownerId: newsSubmissions.submitterId }),
    query,
  );

const findSubmission = async (db: Db, submissionId: string) => {
  const [row] = await baseSelect(db).where(eq(newsSubmissions.publicId, submissionId));
  if (!row) throw notFound(newsMessages.submissionNotFound);
  return row;
};

/** A submission for its own school, or for a reviewer whose group is above it. */
export const submissionDetail = async (db: Db, auth: AuthContext, submissionId: string) => {
  const row = await findSubmission(db, submissionId);
  const isOwn = auth.group?.id === row.submission.groupId;
  const mayReview =
    auth.isRoot || (auth.permissions.includes('news:check') && canReachGroup(auth, row.groupPath));
  if (!isOwn && !mayReview) throw noPermission();
  return presentDetail(row);
};

/** Approve (publish as an article at once) or reject (with the reason the school will read). */
export const checkSubmission = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof submissionCheckBody>,
): Promise<{ before: Submission; after: Submission; newsId: string | null }> => {
  const row = await findSubmission(db, body.submissionId);
  const before = row.submission;
  if (!canReachGroup(auth, row.groupPath)) throw noPermission();
  if (!auth.isRoot && auth.group?.id === before.groupId) throw badRequest(newsMessages.ownSubmission);
  if (before.status !== 'pending') throw conflict(newsMessages.alreadyReviewed);
  if (!body.approved && !body.reason) throw badRequest(newsMessages.reasonRequired);
  // Approval publishes into the linked competition's news: the reviewer must manage that competition.
  if (body.approved) await assertLinkableCompetition(db, auth, before.competitionId);
  return db.transaction(async (tx) => {
    const now = new Date();
    let article: { id: number; publicId: string } | undefined;
    if (body.approved) {
      const { contentText } = cleanContent(before.content);
      [article] = await tx
        .insert(newsArticles)
        .values({
          publicId: newPublicId(),
          groupId: before.groupId,
          authorId: before.submitterId,
          title: before.title,
          cover: before.cover,
          summary: before.summary,
          newsType: before.newsType,
          competitionId: before.competitionId,
          content: before.content,
          contentText,
          attachments: before.attachments,
          status: 'published',
          publishAt: now,
          source: row.groupName,
        })
        .returning({ id: newsArticles.id, publicId: newsArticles.publicId });
    }
    const [after] = await tx
      .update(newsSubmissions)
      .set({
        status: body.approved ? 'approved' : 'rejected',
        reason: body.approved ? '' : body.reason,
        reviewerId: auth.userId,
        reviewedAt: now,
        articleId: article?.id ?? null,
        updatedAt: now,
      })
      .where(and(eq(newsSubmissions.id, before.id), eq(newsSubmissions.status, 'pending')))
      .returning();
    // Two reviewers at once: the second finds it no longer pending.
    if (!after) throw conflict(newsMessages.alreadyReviewed);
    await emitEvent(
      tx,
      body.approved
        ? { type: 'news.approved', data: { submissionId: before.id }, actorId: auth.userId }
        : {
            type: 'news.rejected',
            data: { submissionId: before.id, reason: body.reason },
            actorId: auth.userId,
          },
    );
    if (article) markPublishedContentChanged();
    return { before, after, newsId: article?.publicId ?? null };
  });
};
