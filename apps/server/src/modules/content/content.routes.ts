import { z } from 'zod';
import {
  ContentApi,
  contentIdBody,
  contentIdQuery,
  contentListQuery,
  contentSaveBody,
  contentSlugQuery,
  deskContentDetail as deskContentDetailSchema,
  deskContentQuery,
  deskContentRow,
  envelope,
  homeStats,
  pageResult,
  publicContent,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { listPublicContent, readHomeStats, readPublicPage } from './content-public.ts';
import {
  deleteContent,
  deskContentDetail,
  pageDeskContent,
  previewContent,
  publishContent,
  saveContent,
  unpublishContent,
} from './content-write.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { contentFieldLabels } from './content.messages.ts';

const tags = ['content'];
const audit = (action: string) => ({ module: 'content', action });
const idOnly = { 200: envelope(z.object({ pageId: z.string() })) };

/** Content pages: the portal's managed pages, expert showcase and partners, and their desk editing. */
export const contentRoutes: ApiModule = async (app, { deps }) => {
  labelModuleFields(app, contentFieldLabels);
  const { db } = deps;

  app.get(
    ContentApi.publicDetail,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A published page of the host’s site by slug',
        querystring: contentSlugQuery,
        response: { 200: envelope(publicContent) },
      },
    },
    async (request) => ok(await readPublicPage(db, request.host, request.query.slug)),
  );

  app.get(
    ContentApi.publicList,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published experts or partners of the host’s site, in order',
        querystring: contentListQuery,
        response: { 200: envelope(z.array(publicContent)) },
      },
    },
    async (request) => ok(await listPublicContent(db, request.host, request.query.kind)),
  );

  app.get(
    ContentApi.homeStats,
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The homepage’s key numbers', response: { 200: envelope(homeStats) } },
    },
    async (request) => ok(await readHomeStats(db, request.host)),
  );

  app.get(
    ContentApi.deskPage,
    {
      config: { access: { permission: 'content:list' } },
      schema: {
        tags,
        summary: 'Content of the acting group and its subordinates',
        querystring: deskContentQuery,
        response: { 200: envelope(pageResult(deskContentRow)) },
      },
    },
    async (request) => ok(await pageDeskContent(db, authOf(request), request.query)),
  );

  app.get(
    ContentApi.deskDetail,
    {
      config: { access: { permission: 'content:list' } },
      schema: {
        tags,
        summary: 'One item as stored',
        querystring: contentIdQuery,
        response: { 200: envelope(deskContentDetailSchema) },
      },
    },
    async (request) => ok(await deskContentDetail(db, authOf(request), request.query.pageId)),
  );

  app.get(
    ContentApi.preview,
    {
      config: { access: { permission: 'content:list' } },
      schema: {
        tags,
        summary: 'An item exactly as the portal will show it, published or not',
        querystring: contentIdQuery,
        response: { 200: envelope(publicContent) },
      },
    },
    async (request) => ok(await previewContent(db, authOf(request), request.query.pageId)),
  );

  app.post(
    ContentApi.save,
    {
      config: { access: { permission: 'content:edit' }, audit: audit('save') },
      schema: {
        tags,
        summary: 'Create or edit (content sanitised)',
        body: contentSaveBody,
        response: idOnly,
      },
    },
    async (request) => {
      const { before, after } = await saveContent(db, authOf(request), request.body);
      recordChange(request, { target: after.publicId, before, after });
      return ok({ pageId: after.publicId });
    },
  );

  const stateChange = (
    path: string,
    action: string,
    permission: string,
    summary: string,
    run: typeof publishContent,
  ) =>
    app.post(
      path,
      {
        config: { access: { permission }, audit: audit(action) },
        schema: { tags, summary, body: contentIdBody, response: idOnly },
      },
      async (request) => {
        const { before, after } = await run(db, authOf(request), request.body.pageId);
        recordChange(request, {
          target: after.publicId,
          before: { status: before.status },
          after: { status: after.status },
        });
        return ok({ pageId: after.publicId });
      },
    );
  stateChange(ContentApi.publish, 'publish', 'content:publish', 'Show on the portal', publishContent);
  stateChange(ContentApi.unpublish, 'unpublish', 'content:publish', 'Back to draft', unpublishContent);

  app.post(
    ContentApi.remove,
    {
      config: { access: { permission: 'content:edit' }, audit: audit('delete') },
      schema: { tags, summary: 'Delete an item', body: contentIdBody, response: idOnly },
    },
    async (request) => {
      const removed = await deleteContent(db, authOf(request), request.body.pageId);
      recordChange(request, { target: removed.publicId, before: removed, after: null });
      return ok({ pageId: removed.publicId });
    },
  );
};
