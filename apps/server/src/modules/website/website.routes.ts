import { ApiPath, envelope, lastRound, websiteSetting } from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { portalKey } from '../../platform/portal-cache.ts';
import { ok } from '../../platform/reply.ts';
import { findLatestCompetition } from '../competition/index.ts';
import type { SiteCache } from './site-cache.ts';
import { websiteAdminRoutes } from './website-admin.routes.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { websiteFieldLabels } from './website-admin.messages.ts';

/** Public startup calls of the portal (spec §1: settings first, then title, description and icon), and the desk's site administration. */
export const websiteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; sites: SiteCache }> = async (
  app,
  { deps, sites },
) => {
  labelModuleFields(app, websiteFieldLabels);
  // One cache for the app (app.ts): the desk's writes (website-admin.routes.ts) clear what the portal's
  // settings call and its pages' HTML (modules/page-html) read.
  await app.register(websiteAdminRoutes, { deps, sites });

  app.get(
    ApiPath.websiteSetting,
    {
      config: { sqlBudget: { statements: 0 }, access: 'public' },
      schema: {
        tags: ['website'],
        summary: 'Website settings of the host’s tenant',
        response: { 200: envelope(websiteSetting) },
      },
    },
    async (request) => ok((await sites.get(request.host)).setting),
  );

  app.get(
    ApiPath.lastRound,
    {
      config: { sqlBudget: { statements: 0 }, access: 'public' },
      schema: {
        tags: ['website'],
        summary: 'Name of the tenant’s organising group and its newest listed competition',
        response: { 200: envelope(lastRound) },
      },
    },
    async (request) => {
      const [site, competition] = await Promise.all([
        sites.get(request.host),
        deps.portal.answer(portalKey('lastRound', request.host), () =>
          findLatestCompetition(deps.db, request.host),
        ),
      ]);
      return ok({ groupName: site.groupName, competition });
    },
  );
};
