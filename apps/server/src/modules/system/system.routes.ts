import { z } from 'zod';
import { ApiPath, envelope, menuNode } from '@podium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { buildUserMenu } from './user-menu.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    ApiPath.userMenu,
    {
      schema: {
        tags: ['system'],
        summary: 'Back-office menu of the signed-in user for the group in X-Group-Id',
        response: { 200: envelope(z.array(menuNode)) },
      },
    },
    async (request) =>
      ok(await buildUserMenu(deps.db, authOf(request), langOf(request.headers['accept-language']))),
  );
};
