import { z } from 'zod';
import {
  envelope,
  forceLogoutBody,
  onlinePageQuery,
  onlineSessionPage,
  SystemUserApi,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { ok } from '../../platform/reply.ts';
import { forceLogout, listOnlineSessions } from './online-sessions.ts';

const tags = ['online-users'];

/** Online users: sessions in force of users in scope, and force-logout. */
export const onlineRoutes: ApiModule = async (app, { deps }) => {
  app.get(
    SystemUserApi.onlinePage,
    {
      config: { access: { permission: 'system:online:list' } },
      schema: {
        tags,
        summary: 'Sessions in force of users in scope',
        querystring: onlinePageQuery,
        response: { 200: envelope(onlineSessionPage) },
      },
    },
    async (request) => ok(await listOnlineSessions(deps, authOf(request), request.query)),
  );

  app.post(
    SystemUserApi.forceLogout,
    {
      config: {
        access: { permission: 'system:online:forceLogout' },
        audit: { module: 'online-user', action: 'forceLogout' },
      },
      schema: {
        tags,
        summary: 'End sessions at once',
        body: forceLogoutBody,
        response: { 200: envelope(z.object({ ended: z.number().int() })) },
      },
    },
    async (request) => {
      const ended = await forceLogout(deps, authOf(request), request.body.sessionIds);
      recordChange(request, { target: request.body.sessionIds.join(','), after: { ended } });
      return ok({ ended });
    },
  );
};
