import { and, eq } from 'drizzle-orm';
import {
  envelope,
  failedDelivery,
  failedPageQuery,
  failedRetryBody,
  failedRetryResult,
  pageResult,
  SUBSCRIBE_TOPIC_DICT,
  SubscriptionApi,
  unsubscribeQuery,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { dictData } from '../../db/schema/index.ts';
import { recordChange } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { langOf, translate, type Lang } from '../../platform/messages.ts';
import { ok } from '../../platform/reply.ts';
import { pageFailedDeliveries, retryFailedDeliveries } from './failed-deliveries.ts';
import { notificationMessages } from './notifications.messages.ts';
import { badLinkPage, confirmPage, donePage } from './unsubscribe-page.ts';
import { checkUnsubscribeLink, unsubscribeTopic } from './unsubscribe.ts';

const tags = ['notifications'];
/** Failed deliveries are an operator's log: whoever reads the operation log reads them. */
/**
 * The failed list is the whole platform's (addresses of every organisation's people, masked): its own
 * permission, held by the platform's administrators (ROOT), not by every organiser who reads their log.
 */
const OPERATOR = { permission: 'system:notify:failed' } as const;

const topicLabel = async (db: Db, topic: string, lang: Lang) => {
  const [row] = await db
    .select({ label: dictData.label, labelEn: dictData.labelEn })
    .from(dictData)
    .where(and(eq(dictData.dictType, SUBSCRIBE_TOPIC_DICT), eq(dictData.value, topic)));
  return row ? (lang === 'en' && row.labelEn ? row.labelEn : row.label) : topic;
};

/** Administrators' failed-delivery list and retry; the signed one-click unsubscribe of the mails. */
export const notificationRoutes: ApiModule = async (app, { deps }) => {
  const { db } = deps;

  // Mail clients post `List-Unsubscribe=One-Click` form-encoded (RFC 8058); only this plugin reads forms so.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    SubscriptionApi.failedPage,
    {
      config: { access: OPERATOR },
      schema: {
        tags,
        summary: 'E-mail and SMS deliveries given up after their retries (filters: channel, topic)',
        querystring: failedPageQuery,
        response: { 200: envelope(pageResult(failedDelivery)) },
      },
    },
    async (request) =>
      ok(await pageFailedDeliveries(db, request.query, langOf(request.headers['accept-language']))),
  );

  app.post(
    SubscriptionApi.failedRetry,
    {
      config: { access: OPERATOR, audit: { module: 'notify', action: 'retryFailed' } },
      schema: {
        tags,
        summary: 'Send failed deliveries again (fresh attempts)',
        body: failedRetryBody,
        response: { 200: envelope(failedRetryResult) },
      },
    },
    async (request) => {
      const retried = await retryFailedDeliveries(db, request.body.ids);
      recordChange(request, { target: retried.join(','), before: 'failed', after: 'pending' });
      return ok({ retried: retried.length });
    },
  );

  app.get(
    SubscriptionApi.unsubscribe,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Unsubscribe confirmation page (HTML) of a mail link',
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const userId = await checkUnsubscribeLink(db, deps.personalData, request.query);
      reply.type('text/html; charset=utf-8');
      if (userId === null)
        return reply
          .status(400)
          .send(badLinkPage(translate(notificationMessages.badUnsubscribeLink, lang), lang));
      const action = `${request.url}`;
      return reply.send(confirmPage(action, await topicLabel(db, request.query.topic, lang)));
    },
  );

  app.post(
    SubscriptionApi.unsubscribe,
    {
      config: { access: 'public', audit: { module: 'subscription', action: 'unsubscribe' } },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058) from a signed mail link',
        querystring: unsubscribeQuery,
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const userId = await checkUnsubscribeLink(db, deps.personalData, request.query);
      reply.type('text/html; charset=utf-8');
      if (userId === null)
        return reply
          .status(400)
          .send(badLinkPage(translate(notificationMessages.badUnsubscribeLink, lang), lang));
      const { before, after } = await unsubscribeTopic(db, userId, request.query.topic);
      recordChange(request, { target: request.query.u, before, after });
      return reply.send(donePage(await topicLabel(db, request.query.topic, lang)));
    },
  );
};
