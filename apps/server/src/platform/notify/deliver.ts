import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { notifyDeliveries, users } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import type { PersonalDataCipher } from '../personal-data.ts';
import type { NotifyTopic } from './event-types.ts';
import type { MailMessage, NotifyMailer } from './mail.ts';
import type { SmsSender } from './sms.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

export type DeliverOptions = {
  mailer: NotifyMailer | null;
  sms?: SmsSender | null;
  cipher: PersonalDataCipher;
  origin: string;
  /** Attempts before a delivery is given up and listed as failed (default 5). */
  maxAttempts?: number;
  /** First retry delay; each further one doubles it (default 60 s). */
  retryBaseMs?: number;
  /** How long a claimed delivery is hidden from other runners while it is being sent (default 5 min). */
  leaseMs?: number;
  batch?: number;
};

/**
 * Sends the deliveries that are due (e-mail, SMS: each through the sender this process has). The claim moves them out of sight for a lease (`FOR UPDATE SKIP
 * LOCKED`: runners in other processes take other rows); each is then sent outside any transaction and
 * marked sent, or retried later with a doubled delay, or after the last attempt marked `failed`. A process
 * that dies mid-send leaves its rows to come due again when the lease ends (the mail may then go twice:
 * SMTP gives no way to make a send and a commit one step). Returns how many were handled.
 */
export const deliverDue = async (db: Db, options: DeliverOptions): Promise<number> => {
  const leaseMs = options.leaseMs ?? 300_000;
  // Only the channels this process can send through (a process without SMS leaves SMS rows to others).
  const channels = [...(options.mailer ? ['email'] : []), ...(options.sms ? ['sms'] : [])];
  if (channels.length === 0) return 0;
  const due = db
    .select({ id: notifyDeliveries.id })
    .from(notifyDeliveries)
    .where(
      and(
        eq(notifyDeliveries.status, 'pending'),
        inArray(notifyDeliveries.channel, channels),
        lte(notifyDeliveries.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(notifyDeliveries.id))
    .limit(options.batch ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notifyDeliveries)
    .set({ nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(inArray(notifyDeliveries.id, due))
    .returning();
  if (claimed.length === 0) return 0;
  const owners = await db
    .select({ id: users.id, publicId: users.publicId, phoneCipher: users.phoneCipher })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.flatMap((d) => (d.userId === null ? [] : [d.userId])))]));
  const publicIdOf = new Map(owners.map((o) => [o.id, o.publicId]));
  const phoneOf = new Map(owners.map((o) => [o.id, o.phoneCipher]));
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  await Promise.all(
    claimed.map(async (delivery) => {
      const topic = delivery.topic as NotifyTopic;
      const message = delivery.message as MailMessage;
      try {
        if (delivery.channel === 'sms') {
          const phone = delivery.userId === null ? null : phoneOf.get(delivery.userId);
          if (!phone) throw new Error('the account has no phone number any more');
          await options.sms!.send({
            to: options.cipher.decrypt(phone),
            title: message.title,
            link: message.link,
          });
        } else
          await options.mailer!.send({
            to: delivery.address,
            topic,
            message,
            unsubscribeUrl:
              // Security notices cannot be switched off; a digest mixes topics (it is switched off in settings).
              // A person without an account has no settings to switch it off in.
              topic === 'security' || delivery.topic === 'digest' || delivery.userId === null
                ? null
                : unsubscribeUrl(
                    options.cipher,
                    options.origin,
                    publicIdOf.get(delivery.userId) ?? '',
                    topic,
                  ),
          });
        await db
          .update(notifyDeliveries)
          .set({ status: 'sent', sentAt: new Date(), attempts: delivery.attempts + 1, lastError: '' })
          .where(eq(notifyDeliveries.id, delivery.id));
      } catch (error) {
        const attempts = delivery.attempts + 1;
        await db
          .update(notifyDeliveries)
          .set({
            attempts,
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
            status: attempts >= maxAttempts ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryBaseMs * 2 ** (attempts - 1)),
          })
          .where(eq(notifyDeliveries.id, delivery.id));
      }
    }),
  );
  return claimed.length;
};
