import { z } from 'zod';
import {
  envelope,
  myResult,
  pageResult,
  publicResultDetail,
  publicResultPageQuery,
  publicationState,
  publishBody,
  publishedResultRow,
  publishedStage,
  ReviewOutcomeApi,
  stageQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../../platform/api-module.ts';
import { authOf } from '../../../platform/access.ts';
import { recordChange } from '../../../platform/audit.ts';
import { ok } from '../../../platform/reply.ts';
import {
  myResults,
  pagePublishedResults,
  publicationOf,
  publishedResultDetail,
  publishResults,
  scopedResults,
} from './publication-service.ts';

const tags = ['review'];

/** Publishing ranked results: the desk switch, the portal listing, the school's view, the user centre. */
export const outcomeRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    ReviewOutcomeApi.resultPublish,
    {
      config: { access: { permission: 'review:distribute' }, audit: { module: 'review', action: 'publish' } },
      schema: {
        tags,
        summary: 'Publish (or withdraw) the ranked results of a stage',
        body: publishBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const stage = await publishResults(db, authOf(request), request.body.stageId, request.body.published);
      recordChange(request, { target: stage.publicId, after: { published: request.body.published } });
      return ok(null);
    },
  );

  app.get(
    ReviewOutcomeApi.resultPublication,
    {
      config: { access: { permission: 'review:distribute' } },
      schema: {
        tags,
        summary: 'Whether the results of a stage are published',
        querystring: stageQuery,
        response: { 200: envelope(publicationState) },
      },
    },
    async (request) => ok(await publicationOf(db, authOf(request), request.query.stageId)),
  );

  app.get(
    ReviewOutcomeApi.resultScoped,
    {
      config: { access: { permission: 'enroll:list' } },
      schema: {
        tags,
        summary: 'Published results of a stage within the caller’s reach (a school: its own entries)',
        querystring: stageQuery,
        response: { 200: envelope(z.array(publishedResultRow)) },
      },
    },
    async (request) => ok(await scopedResults(db, authOf(request), request.query.stageId)),
  );

  app.get(
    ReviewOutcomeApi.publicResultPage,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published stage results of this site',
        querystring: publicResultPageQuery,
        response: { 200: envelope(pageResult(publishedStage)) },
      },
    },
    async (request) => ok(await pagePublishedResults(db, request.host, request.query)),
  );

  app.get(
    ReviewOutcomeApi.publicResultDetail,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ranked results of a published stage',
        querystring: stageQuery,
        response: { 200: envelope(publicResultDetail) },
      },
    },
    async (request) => ok(await publishedResultDetail(db, request.host, request.query.stageId)),
  );

  app.get(
    ReviewOutcomeApi.myResults,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The caller’s results in published stages, with the comments shown to entrants',
        response: { 200: envelope(z.array(myResult)) },
      },
    },
    async (request) => ok(await myResults(db, authOf(request))),
  );
};
