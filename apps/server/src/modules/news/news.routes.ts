import { z } from 'zod';
import {
  deskNewsDetail,
  deskNewsQuery,
  deskNewsRow,
  envelope,
  NewsApi,
  newsIdBody,
  newsIdQuery,
  newsPinBody,
  newsSaveBody,
  pageResult,
  publicNewsDetail,
  publicNewsPage,
  publicNewsQuery,
  submissionCheckBody,
  submissionDetail as submissionDetailSchema,
  submissionIdQuery,
  submissionPageQuery,
  submissionRow,
  submissionSaveBody,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { registerNewsFileAccess } from './news-files.ts';
import { authOf, type AuthContext } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import {
  deleteArticle,
  deskArticleDetail,
  pageDeskArticles,
  pinArticle,
  publishArticle,
  saveArticle,
  unpublishArticle,
} from './news-articles.ts';
import { readPublicNews } from './news-public.ts';
import { createPublicNewsCache } from './news-public-cache.ts';
import {
  checkSubmission,
  pageCollectedSubmissions,
  pageOwnSubmissions,
  submissionDetail,
  submitNews,
} from './news-submissions.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { newsFieldLabels } from './news.messages.ts';

const tags = ['news'];
const audit = (action: string) => ({ module: 'news', action });
const idOnly = { 200: envelope(z.object({ newsId: z.string() })) };

/** News: the portal's public reading, the organiser's articles, and schools' submissions with their review. */
export const newsRoutes: ApiModule = async (app, { deps }) => {
  labelModuleFields(app, newsFieldLabels);
  const { db } = deps;
  registerNewsFileAccess(db);
  const publicNews = createPublicNewsCache(db, {
    redisUrl: deps.config.redisUrl,
    keyPrefix: deps.config.cacheKeyPrefix,
    ttlMs: deps.config.newsCacheMs,
  });
  app.addHook('onClose', publicNews.close);

  app.get(
    NewsApi.publicPage,
    {
      config: { sqlBudget: { statements: 0 }, access: 'public' },
      schema: {
        tags,
        summary: 'Published news of the host’s site (filters: type, competition, keyword with segmentation)',
        querystring: publicNewsQuery,
        response: { 200: envelope(publicNewsPage) },
      },
    },
    async (request) => ok(await publicNews.page(request.host, request.query)),
  );

  app.get(
    NewsApi.publicDetail,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published article with its sanitised content (counts a view)',
        querystring: newsIdQuery,
        response: { 200: envelope(publicNewsDetail) },
      },
    },
    async (request) => ok(await readPublicNews(db, request.host, request.query.newsId)),
  );

  app.get(
    NewsApi.deskPage,
    {
      config: { access: { permission: 'news:list' } },
      schema: {
        tags,
        summary: 'Articles of the acting group and its subordinates',
        querystring: deskNewsQuery,
        response: { 200: envelope(pageResult(deskNewsRow)) },
      },
    },
    async (request) => ok(await pageDeskArticles(db, authOf(request), request.query)),
  );

  app.get(
    NewsApi.deskDetail,
    {
      config: { access: { permission: 'news:list' } },
      schema: {
        tags,
        summary: 'An article as stored',
        querystring: newsIdQuery,
        response: { 200: envelope(deskNewsDetail) },
      },
    },
    async (request) => ok(await deskArticleDetail(db, authOf(request), request.query.newsId)),
  );

  app.post(
    NewsApi.save,
    {
      config: { access: { permission: 'news:edit' }, audit: audit('save') },
      schema: {
        tags,
        summary: 'Create or edit an article (content sanitised)',
        body: newsSaveBody,
        response: idOnly,
      },
    },
    async (request) => {
      const { before, after } = await saveArticle(db, authOf(request), request.body);
      await publicNews.clear();
      recordChange(request, { target: after.publicId, before, after });
      return ok({ newsId: after.publicId });
    },
  );

  const stateChange = (
    path: string,
    action: string,
    permission: string,
    summary: string,
    run: (auth: AuthContext, newsId: string) => ReturnType<typeof publishArticle>,
  ) =>
    app.post(
      path,
      {
        config: { access: { permission }, audit: audit(action) },
        schema: { tags, summary, body: newsIdBody, response: idOnly },
      },
      async (request) => {
        const { before, after } = await run(authOf(request), request.body.newsId);
        await publicNews.clear();
        recordChange(request, {
          target: after.publicId,
          before: { status: before.status },
          after: { status: after.status, publishAt: after.publishAt },
        });
        return ok({ newsId: after.publicId });
      },
    );

  stateChange(NewsApi.publish, 'publish', 'news:publish', 'Publish now, or at its set time', (auth, id) =>
    publishArticle(db, auth, id),
  );
  stateChange(NewsApi.unpublish, 'unpublish', 'news:publish', 'Take an article off the portal', (auth, id) =>
    unpublishArticle(db, auth, id),
  );

  app.post(
    NewsApi.pin,
    {
      config: { access: { permission: 'news:edit' }, audit: audit('pin') },
      schema: { tags, summary: 'Pin or unpin an article', body: newsPinBody, response: idOnly },
    },
    async (request) => {
      const { before, after } = await pinArticle(
        db,
        authOf(request),
        request.body.newsId,
        request.body.pinned,
      );
      await publicNews.clear();
      recordChange(request, {
        target: after.publicId,
        before: { pinned: before.pinned },
        after: { pinned: after.pinned },
      });
      return ok({ newsId: after.publicId });
    },
  );

  app.post(
    NewsApi.remove,
    {
      config: { access: { permission: 'news:remove' }, audit: audit('delete') },
      schema: { tags, summary: 'Delete an article', body: newsIdBody, response: idOnly },
    },
    async (request) => {
      const removed = await deleteArticle(db, authOf(request), request.body.newsId);
      await publicNews.clear();
      recordChange(request, { target: removed.publicId, before: removed, after: null });
      return ok({ newsId: removed.publicId });
    },
  );

  app.get(
    NewsApi.applyPage,
    {
      config: { access: { permission: 'news:apply' } },
      schema: {
        tags,
        summary: 'The acting group’s own submissions, with decisions and reasons',
        querystring: submissionPageQuery,
        response: { 200: envelope(pageResult(submissionRow)) },
      },
    },
    async (request) => ok(await pageOwnSubmissions(db, authOf(request), request.query)),
  );

  app.post(
    NewsApi.applySave,
    {
      config: { access: { permission: 'news:apply' }, audit: audit('apply') },
      schema: {
        tags,
        summary: 'A school submits news for its organiser to publish',
        body: submissionSaveBody,
        response: { 200: envelope(z.object({ submissionId: z.string() })) },
      },
    },
    async (request) => {
      const created = await submitNews(db, authOf(request), request.body);
      recordChange(request, {
        target: created.publicId,
        after: { title: created.title, status: created.status },
      });
      return ok({ submissionId: created.publicId });
    },
  );

  app.get(
    NewsApi.collectPage,
    {
      config: { access: { permission: 'news:check' } },
      schema: {
        tags,
        summary: 'Submissions of subordinate groups, for review',
        querystring: submissionPageQuery,
        response: { 200: envelope(pageResult(submissionRow)) },
      },
    },
    async (request) => ok(await pageCollectedSubmissions(db, authOf(request), request.query)),
  );

  app.get(
    NewsApi.submissionDetail,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A submission, for its school or a reviewer above it',
        querystring: submissionIdQuery,
        response: { 200: envelope(submissionDetailSchema) },
      },
    },
    async (request) => ok(await submissionDetail(db, authOf(request), request.query.submissionId)),
  );

  app.post(
    NewsApi.check,
    {
      config: { access: { permission: 'news:check' }, audit: audit('check') },
      schema: {
        tags,
        summary: 'Approve (publish at once) or reject a submission with a reason',
        body: submissionCheckBody,
        response: { 200: envelope(z.object({ submissionId: z.string(), newsId: z.string().nullable() })) },
      },
    },
    async (request) => {
      const { before, after, newsId } = await checkSubmission(db, authOf(request), request.body);
      // An approval publishes at once.
      await publicNews.clear();
      recordChange(request, {
        target: after.publicId,
        before: { status: before.status },
        after: { status: after.status, reason: after.reason, newsId },
      });
      return ok({ submissionId: after.publicId, newsId });
    },
  );
};
