import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  SUBSCRIBE_TOPIC_DICT,
  type MessagePageQuery,
  type PageResult,
  type SubscribeDetail,
  type SubscribeMessage,
  type SubscribeSaveBody,
} from '@podium/contracts';
import { dictData, subscribeMessages, userSubscriptions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Lang } from '../../platform/messages.ts';
import { subscriptionMessages } from './subscriptions.messages.ts';

/** Messages are private: every query here is keyed by the signed-in user's id, never by a parameter. */
export const pageMessages = async (
  db: Db,
  userId: number,
  query: MessagePageQuery,
  lang: Lang = 'zh',
): Promise<PageResult<SubscribeMessage>> => {
  const conditions: SQL[] = [eq(subscribeMessages.userId, userId)];
  if (query.unread) conditions.push(isNull(subscribeMessages.readAt));
  if (query.topic) conditions.push(eq(subscribeMessages.topic, query.topic));
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(subscribeMessages).where(where),
    db
      .select()
      .from(subscribeMessages)
      .where(where)
      .orderBy(desc(subscribeMessages.createdAt), desc(subscribeMessages.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((m) => ({
      messageId: m.publicId,
      topic: m.topic,
      // Written by platform/notify in both languages; older rows have only Chinese.
      title: lang === 'en' && m.titleEn ? m.titleEn : m.title,
      content: lang === 'en' && m.contentEn ? m.contentEn : m.content,
      link: m.link,
      read: m.readAt !== null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
};

/** Deletes the user's own messages among `ids`; ids of other users' messages are ignored. */
export const deleteMessages = async (db: Db, userId: number, ids: string[]) => {
  const removed = await db
    .delete(subscribeMessages)
    .where(and(eq(subscribeMessages.userId, userId), inArray(subscribeMessages.publicId, ids)))
    .returning({ id: subscribeMessages.publicId });
  return removed.map((r) => r.id);
};

/** The bell's number: my messages not read yet. */
export const countUnread = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(subscribeMessages)
    .where(and(eq(subscribeMessages.userId, userId), isNull(subscribeMessages.readAt)));
  return row?.n ?? 0;
};

/** Marks my listed messages (or all of mine) read; others' ids are ignored. Returns the ids marked. */
export const markRead = async (db: Db, userId: number, body: { ids?: string[]; all?: boolean }) => {
  if (!body.all && !body.ids?.length) return [];
  const marked = await db
    .update(subscribeMessages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(subscribeMessages.userId, userId),
        isNull(subscribeMessages.readAt),
        body.all ? undefined : inArray(subscribeMessages.publicId, body.ids!),
      ),
    )
    .returning({ id: subscribeMessages.publicId });
  return marked.map((r) => r.id);
};

const topicOptions = (db: Db) =>
  db
    .select({ value: dictData.value, label: dictData.label, labelEn: dictData.labelEn })
    .from(dictData)
    .where(and(eq(dictData.dictType, SUBSCRIBE_TOPIC_DICT), eq(dictData.enabled, true)))
    .orderBy(asc(dictData.orderNum), asc(dictData.id));

export const getSubscription = async (db: Db, userId: number, lang: Lang): Promise<SubscribeDetail> => {
  const [[row], options] = await Promise.all([
    db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)),
    topicOptions(db),
  ]);
  return {
    // Without saved settings a person hears of every topic in the site inbox (platform/notify/preferences.ts).
    topics: row?.topics ?? options.map((o) => o.value),
    channels: row?.channels ?? ['site'],
    digest: row?.digest ?? false,
    topicOptions: options.map((o) => ({
      value: o.value,
      label: lang === 'en' && o.labelEn ? o.labelEn : o.label,
    })),
  };
};

/** Saves the user's topics (each must be an enabled value of the topic dictionary), channels and digest choice. */
export const saveSubscription = async (db: Db, userId: number, body: SubscribeSaveBody) => {
  const allowed = new Set((await topicOptions(db)).map((o) => o.value));
  const unknown = body.topics.find((t) => !allowed.has(t));
  if (unknown !== undefined) throw badRequest(subscriptionMessages.unknownTopic, { topic: unknown });
  const [before] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  const values = {
    topics: [...new Set(body.topics)],
    channels: [...new Set(body.channels)],
    digest: body.digest ?? before?.digest ?? false,
    updatedAt: new Date(),
  };
  await db
    .insert(userSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: values });
  return {
    before: before ? { topics: before.topics, channels: before.channels, digest: before.digest } : null,
    after: { topics: values.topics, channels: values.channels, digest: values.digest },
  };
};
