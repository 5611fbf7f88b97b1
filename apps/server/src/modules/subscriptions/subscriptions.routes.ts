import {
  envelope,
  messageDeleteBody,
  messageDeleteResult,
  messagePageQuery,
  pageResult,
  SubscriptionApi,
  subscribeDetail,
  subscribeMessage,
  subscribeSaveBody,
} from '@podium/contracts';
import { z } from 'zod';
import type { ApiModule } from '../../app.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { deleteMessages, getSubscription, pageMessages, saveSubscription } from './subscriptions.service.ts';

const tags = ['subscriptions'];

/** Subscription settings and messages of the signed-in user (self-service: access 'user'). */
export const subscriptionRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    SubscriptionApi.messagePage,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'My subscription messages',
        querystring: messagePageQuery,
        response: { 200: envelope(pageResult(subscribeMessage)) },
      },
    },
    async (request) => ok(await pageMessages(db, authOf(request).userId, request.query)),
  );

  app.post(
    SubscriptionApi.messageDelete,
    {
      config: { access: 'user', audit: { module: 'subscription', action: 'deleteMessage' } },
      schema: {
        tags,
        summary: 'Delete my messages',
        body: messageDeleteBody,
        response: { 200: envelope(messageDeleteResult) },
      },
    },
    async (request) => {
      const removed = await deleteMessages(db, authOf(request).userId, request.body.ids);
      recordChange(request, { target: removed.join(','), before: removed, after: null });
      return ok({ deleted: removed.length });
    },
  );

  app.get(
    SubscriptionApi.detail,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'My topics and channels', response: { 200: envelope(subscribeDetail) } },
    },
    async (request) =>
      ok(await getSubscription(db, authOf(request).userId, langOf(request.headers['accept-language']))),
  );

  app.post(
    SubscriptionApi.save,
    {
      config: { access: 'user', audit: { module: 'subscription', action: 'save' } },
      schema: {
        tags,
        summary: 'Save my topics and channels',
        body: subscribeSaveBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { before, after } = await saveSubscription(db, auth.userId, request.body);
      recordChange(request, { target: auth.userPublicId, before, after });
      return ok(null);
    },
  );
};
