import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FailedDelivery, FailedPageQuery, PageResult } from '@podium/contracts';
import { notifyDeliveries } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { maskEmail } from '../../platform/masking.ts';
import type { Lang } from '../../platform/messages.ts';
import type { MailMessage } from '../../platform/notify/mail.ts';

/**
 * Deliveries given up after their last retry, newest first (the whole platform's: an operator's view),
 * optionally of one channel and one topic.
 */
export const pageFailedDeliveries = async (
  db: Db,
  query: FailedPageQuery,
  lang: Lang,
): Promise<PageResult<FailedDelivery>> => {
  const where = and(
    eq(notifyDeliveries.status, 'failed'),
    query.channel ? eq(notifyDeliveries.channel, query.channel) : undefined,
    query.topic ? eq(notifyDeliveries.topic, query.topic) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(notifyDeliveries).where(where),
    db
      .select()
      .from(notifyDeliveries)
      .where(where)
      .orderBy(desc(notifyDeliveries.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((d) => ({
      deliveryId: d.publicId,
      channel: d.channel,
      topic: d.topic,
      // SMS rows hold the phone already masked.
      address: d.channel === 'email' ? maskEmail(d.address) : d.address,
      title: (d.message as MailMessage).title[lang === 'en' ? 'en' : 'zh'],
      attempts: d.attempts,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
    })),
  };
};

/** Puts failed deliveries back in the queue with fresh attempts; returns the ids requeued. */
export const retryFailedDeliveries = async (db: Db, ids: string[]) => {
  const rows = await db
    .update(notifyDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(and(eq(notifyDeliveries.status, 'failed'), inArray(notifyDeliveries.publicId, ids)))
    .returning({ id: notifyDeliveries.publicId });
  return rows.map((r) => r.id);
};
