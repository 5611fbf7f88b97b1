import { and, asc, eq } from 'drizzle-orm';
import { SUBSCRIBE_TOPIC_DICT } from '@podium/contracts';
import { dictData, userSubscriptions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { unsubscribeSignatureHolds } from '../../platform/notify/index.ts';

/** Whether a mail's unsubscribe link is genuine; returns the person's internal id when it is. */
export const checkUnsubscribeLink = async (
  db: Db,
  cipher: PersonalDataCipher,
  link: { u: string; topic: string; sig: string },
) => {
  if (link.topic === 'security' || !unsubscribeSignatureHolds(cipher, link.u, link.topic, link.sig))
    return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.publicId, link.u));
  return user?.id ?? null;
};

/**
 * Switches one topic off for the person (both channels: the subscription centre keeps topics and
 * channels apart). Without saved settings, they start from every topic on the site channel.
 */
export const unsubscribeTopic = async (db: Db, userId: number, topic: string) => {
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  const topics =
    row?.topics ??
    (
      await db
        .select({ value: dictData.value })
        .from(dictData)
        .where(and(eq(dictData.dictType, SUBSCRIBE_TOPIC_DICT), eq(dictData.enabled, true)))
        .orderBy(asc(dictData.orderNum))
    ).map((d) => d.value);
  const after = { topics: topics.filter((t) => t !== topic), channels: row?.channels ?? ['site'] };
  await db
    .insert(userSubscriptions)
    .values({ userId, ...after })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: { ...after, updatedAt: new Date() } });
  return { before: row ? { topics: row.topics, channels: row.channels } : null, after };
};
