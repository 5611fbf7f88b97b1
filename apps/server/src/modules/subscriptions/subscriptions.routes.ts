import {
  envelope,
  messageDeleteBody,
  messageDeleteResult,
  messageReadBody,
  messageReadResult,
  unreadCountResult,
  streamQuery,
  streamTicketResult,
  messagePageQuery,
  pageResult,
  SubscriptionApi,
  subscribeDetail,
  subscribeMessage,
  subscribeSaveBody,
} from '@podium/contracts';
import { z } from 'zod';
import type { ApiModule } from '../../platform/api-module.ts';
import { authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { langOf } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { sessionExpired } from '../../platform/errors.ts';
import {
  countUnread,
  deleteMessages,
  getSubscription,
  markRead,
  pageMessages,
  saveSubscription,
} from './subscriptions.service.ts';
import { serveEventStream } from '../../platform/events/index.ts';
import { inboxChannel, issueStreamTicket, readStreamTicket } from '../../platform/notify/index.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

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
    async (request) =>
      ok(
        await pageMessages(
          db,
          authOf(request).userId,
          request.query,
          langOf(request.headers['accept-language']),
        ),
      ),
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

  app.get(
    SubscriptionApi.unreadCount,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'How many of my messages are unread',
        response: { 200: envelope(unreadCountResult) },
      },
    },
    async (request) => ok({ unread: await countUnread(db, authOf(request).userId) }),
  );

  app.post(
    SubscriptionApi.messageRead,
    {
      config: { access: 'user', audit: { module: 'subscription', action: 'readMessage' } },
      schema: {
        tags,
        summary: 'Mark my messages read (the listed ones, or all)',
        body: messageReadBody,
        response: { 200: envelope(messageReadResult) },
      },
    },
    async (request) => {
      const marked = await markRead(db, authOf(request).userId, request.body);
      recordChange(request, {
        target: request.body.all ? 'all' : marked.join(','),
        before: null,
        after: marked,
      });
      return ok({ read: marked.length });
    },
  );

  // The bell's live line: an event "inbox" each time a message reaches me; the bell then counts again.
  // An EventSource cannot send the bearer header (and a token never goes in an address): the page first
  // takes a one-minute ticket with its session, then opens the stream with it.
  app.get(
    SubscriptionApi.streamTicket,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A one-minute ticket to open my inbox stream',
        response: { 200: envelope(streamTicketResult) },
      },
    },
    async (request) => ok({ ticket: issueStreamTicket(deps.personalData, authOf(request).userPublicId) }),
  );

  app.get(
    SubscriptionApi.stream,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'My inbox pings as server-sent events (text/event-stream)',
        querystring: streamQuery,
      },
    },
    async (request, reply) => {
      const userPublicId = readStreamTicket(deps.personalData, request.query.ticket);
      const [user] = userPublicId
        ? await db.select({ id: users.id }).from(users).where(eq(users.publicId, userPublicId))
        : [];
      if (!user) throw sessionExpired();
      return serveEventStream(request, reply, deps.events, inboxChannel(user.id));
    },
  );
};
