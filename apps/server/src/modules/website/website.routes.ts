import { ApiPath, envelope, lastRound, websiteSetting } from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { presentWebsiteSetting } from './website.presenter.ts';
import { findSiteForHost, listActiveBanners } from './website.service.ts';

/** Public startup calls of the portal (spec §1: settings first, then title, description and icon). */
export const websiteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    ApiPath.websiteSetting,
    {
      config: { access: 'public' },
      schema: { tags: ['website'], summary: 'Website settings of the host’s tenant', response: { 200: envelope(websiteSetting) } },
    },
    async (request) => {
      const site = await findSiteForHost(deps.db, request.host);
      return ok(presentWebsiteSetting(site, site ? await listActiveBanners(deps.db, site.setting.id) : []));
    },
  );

  app.get(
    ApiPath.lastRound,
    {
      config: { access: 'public' },
      schema: { tags: ['website'], summary: 'Name of the tenant’s organising group', response: { 200: envelope(lastRound) } },
    },
    async (request) => {
      const site = await findSiteForHost(deps.db, request.host);
      return ok({ groupName: site?.groupName ?? '' });
    },
  );
};
