import { z } from 'zod';
import {
  envelope,
  ExpertIntakeApi,
  pageResult,
  recommendAddBody,
  recommendDeclineBody,
  recommendIdBody,
  recommendQuery,
  recommendRow,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf, hasPermission } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { noPermission } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import {
  acceptRecommendation,
  addRecommendation,
  declineRecommendation,
  listRecommendations,
} from './recommendations.ts';

const tags = ['expert'];
const decide = { permission: 'expert:edit' };
const audit = (action: string) => ({ module: 'expertRecommend', action });

/** desk expert/recommend: schools propose, the organiser accepts into the library or declines with a reason. */
export const recommendRoutes: ApiModule = async (app, { deps }) => {
  app.get(
    ExpertIntakeApi.recommendPage,
    {
      // Schools (expert:recommend) read their own proposals, organisers (expert:list) their schools'.
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Recommendations in reach',
        querystring: recommendQuery,
        response: { 200: envelope(pageResult(recommendRow)) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!hasPermission(auth, 'expert:recommend') && !hasPermission(auth, 'expert:list'))
        throw noPermission();
      return ok(await listRecommendations(deps, auth, request.query));
    },
  );

  app.post(
    ExpertIntakeApi.recommendAdd,
    {
      config: { access: { permission: 'expert:recommend' }, audit: audit('add') },
      schema: {
        tags,
        summary: 'A school proposes an expert',
        body: recommendAddBody,
        response: { 200: envelope(z.object({ recommendationId: z.string() })) },
      },
    },
    async (request) => {
      const recommendationId = await addRecommendation(deps, authOf(request), request.body);
      recordChange(request, { target: recommendationId, after: { name: request.body.name } });
      return ok({ recommendationId });
    },
  );

  app.post(
    ExpertIntakeApi.recommendAccept,
    {
      config: { access: decide, audit: audit('accept') },
      schema: {
        tags,
        summary: 'Accept into the library (refused if already in it)',
        body: recommendIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const r = await acceptRecommendation(deps, authOf(request), request.body.recommendationId);
      recordChange(request, { target: r.publicId, after: { status: 'accepted' } });
      return ok(null);
    },
  );

  app.post(
    ExpertIntakeApi.recommendDecline,
    {
      config: { access: decide, audit: audit('decline') },
      schema: {
        tags,
        summary: 'Decline with a reason the school reads',
        body: recommendDeclineBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const r = await declineRecommendation(
        deps,
        authOf(request),
        request.body.recommendationId,
        request.body.reason,
      );
      recordChange(request, {
        target: r.publicId,
        after: { status: 'declined', reason: request.body.reason },
      });
      return ok(null);
    },
  );
};
