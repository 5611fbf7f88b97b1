import { and, asc, eq, inArray } from 'drizzle-orm';
import { notifyDeliveries, notifyEvents, notifyReminders } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { newPublicId } from '../ids.ts';
import type { Bilingual } from './event-types.ts';
import type { MailMessage } from './mail.ts';
import { chinaDayOf } from '../china-days.ts';

/** The digest goes out once a day from this hour on, China time (UTC+8, no daylight saving). */
export const DIGEST_HOUR = 8;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** A digest lists at most this many notices in full; the rest are counted. */
const LISTED = 30;

/** The event type of a digest mail's own outbox row (already dispatched: the delivery needs an event). */
export const DIGEST_EVENT = 'notify.digest';

const digestOf = (held: MailMessage[]): MailMessage => {
  const listed = held.slice(0, LISTED);
  const more = held.length - listed.length;
  const lines = (lang: keyof Bilingual) =>
    listed.map((m) => `• ${m.title[lang]}\n  ${m.body[lang].replace(/\n/g, '\n  ')}`).join('\n');
  return {
    title: {
      zh: `每日通知摘要：${held.length} 条新通知`,
      en: `Daily digest: ${held.length} new notification${held.length === 1 ? '' : 's'}`,
    },
    body: {
      zh: `${lines('zh')}${more > 0 ? `\n另有 ${more} 条，请在站内消息中查看。` : ''}`,
      en: `${lines('en')}${more > 0 ? `\n${more} more in your inbox on the site.` : ''}`,
    },
    link: '',
  };
};

/**
 * Once a day (from DIGEST_HOUR, China time): each person who chose the digest gets one mail listing the
 * notices held for them since the last one. The day's claim is a `notify_reminders` row inserted in the
 * same transaction that turns the held rows into digest deliveries, so however many processes run it, the
 * day's digest is made once; the digest mails then go through the usual delivery (retries, failed list).
 * Returns how many digests were written.
 */
export const sendDailyDigest = async (db: Db, now = new Date()): Promise<number> => {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  if (local.getUTCHours() < DIGEST_HOUR) return 0;
  const day = chinaDayOf(now);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(notifyReminders)
      .values({ key: `digest:${day}` })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return 0;
    const held = await tx
      .select()
      .from(notifyDeliveries)
      .where(and(eq(notifyDeliveries.status, 'held'), eq(notifyDeliveries.channel, 'email')))
      .orderBy(asc(notifyDeliveries.id));
    if (held.length === 0) return 0;
    const byUser = new Map<number, typeof held>();
    // Only accounts' mail is ever held (a person without one has no digest setting).
    for (const row of held)
      if (row.userId !== null) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    for (const [userId, rows] of byUser) {
      const [event] = await tx
        .insert(notifyEvents)
        .values({ type: DIGEST_EVENT, data: { day, count: rows.length }, dispatchedAt: now })
        .returning({ id: notifyEvents.id });
      await tx.insert(notifyDeliveries).values({
        publicId: newPublicId(),
        eventId: event!.id,
        userId,
        channel: 'email',
        topic: 'digest',
        // The address the latest notice was for (the account's current one when it was written).
        address: rows.at(-1)!.address,
        message: digestOf(rows.map((r) => r.message as MailMessage)),
      });
    }
    await tx
      .update(notifyDeliveries)
      .set({ status: 'digested', sentAt: now })
      .where(
        inArray(
          notifyDeliveries.id,
          held.map((r) => r.id),
        ),
      );
    return byUser.size;
  });
};
