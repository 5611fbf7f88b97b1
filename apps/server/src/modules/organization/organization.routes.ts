import { z } from 'zod';
import { ApiPath, envelope, groupSelection } from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { groupAdminRoutes } from './group-admin.routes.ts';
import { listGroupSelections } from './group-select.ts';
import { labelModuleFields } from '../../platform/validation.ts';
import { organizationFieldLabels } from './organization.messages.ts';
import { clearPortalOnWrite } from '../../platform/portal-cache.ts';

export const organizationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // The portal's competition answers show this data (names, labels, the site): a write clears them.
  clearPortalOnWrite(app, deps.portal);
  labelModuleFields(app, organizationFieldLabels);
  app.get(
    ApiPath.groupSelect,
    {
      schema: {
        tags: ['organization'],
        summary: 'Groups the signed-in user may act for',
        response: { 200: envelope(z.array(groupSelection)) },
      },
    },
    async (request) => ok(await listGroupSelections(deps.db, authOf(request).userId)),
  );

  await app.register(groupAdminRoutes, { deps });
};
