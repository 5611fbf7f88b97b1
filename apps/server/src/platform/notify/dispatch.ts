import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { notifyDeliveries, notifyEvents, subscribeMessages } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { newPublicId } from '../ids.ts';
import { maskPhone } from '../masking.ts';
import type { PersonalDataCipher } from '../personal-data.ts';
import type { Notice, NotifyTopic } from './event-types.ts';
import { recipientsFor, type Recipient } from './preferences.ts';
import { notifyRule } from './rules.ts';

const INSERT_BATCH = 1000;
/** A rule that keeps failing (a bug, a missing row) is retried with growing delays, then left with its error. */
const RULE_ATTEMPTS = 5;

export type DispatchOptions = {
  /** Whether e-mail can be sent at all (SMTP configured): without it no e-mail delivery is written. */
  email: boolean;
  /** Whether SMS can be sent (a provider configured), and the cipher to read phones with (to mask them). */
  sms?: { cipher: PersonalDataCipher } | null;
  retryBaseMs?: number;
};

/** Events one dispatch claims: a sign-up surge's notices go out a hundred to a transaction. */
export const DISPATCH_BATCH = 100;

/**
 * Dispatches up to `limit` pending events, if any: claims them (`FOR UPDATE SKIP LOCKED`, so runners in
 * several processes take different events; on PGlite the same SQL with one connection), runs each one's
 * rule, writes the inbox messages (one per event and person: unique index) and the e-mail and SMS
 * deliveries (one per event, person and channel), and stamps them dispatched — all in one transaction, so
 * a crash redoes them whole. Returns the users whose inbox changed (to tell their open bells), or null
 * when nothing was pending.
 *
 * Why a batch: one event per transaction cost every sign-up ten more round trips (claim, rule, recipients,
 * insert, stamp, and the transaction itself), which tripled the database's CPU per sign-up in a surge.
 * Claimed together, the recipients are read once per topic, the rows written in one insert per table and
 * the events stamped in one update; only the rules run per event.
 */
export const dispatchPending = async (
  db: Db,
  options: DispatchOptions,
  limit = DISPATCH_BATCH,
): Promise<number[] | null> => {
  const failed: { id: number; error: unknown }[] = [];
  const outcome = await db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(notifyEvents)
      .where(and(isNull(notifyEvents.dispatchedAt), lte(notifyEvents.nextAttemptAt, sql`now()`)))
      .orderBy(asc(notifyEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (events.length === 0) return null;
    type Claimed = (typeof events)[number];
    // The rule of a run of events of one type, each event's notices in order (no rule: nobody hears).
    const ruleOf = (group: Claimed[]) => async (inner: Db) => {
      const rule = notifyRule(group[0]!.type);
      const notices = rule
        ? await rule({ tx: inner, events: group.map((e) => ({ data: e.data as never, actorId: e.actorId })) })
        : group.map((): Notice[] => []);
      return group.map((event, n) => ({ eventId: event.id, notices: notices[n] ?? [] }));
    };
    const byType = new Map<string, Claimed[]>();
    for (const event of events) {
      const group = byType.get(event.type);
      if (group) group.push(event);
      else byType.set(event.type, [event]);
    }
    let ruled: { eventId: number; notices: Notice[] }[] = [];
    try {
      // Every rule of the batch under one savepoint, each type's events together: rules rarely fail, a
      // savepoint each costs two round trips an event, and a surge's sign-ups are read in one go.
      ruled = await tx.transaction(async (inner) => {
        const out: typeof ruled = [];
        for (const group of byType.values()) out.push(...(await ruleOf(group)(inner)));
        return out;
      });
    } catch {
      // One failed: each again under its own savepoint, so a failing rule undoes only its own reads and
      // writes and its claim is kept for the retry, while the others go out.
      ruled = [];
      for (const event of events) {
        try {
          ruled.push(...(await tx.transaction(ruleOf([event]))));
        } catch (error) {
          failed.push({ id: event.id, error });
          await tx
            .update(notifyEvents)
            .set({
              attempts: sql`${notifyEvents.attempts} + 1`,
              lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
              nextAttemptAt: sql`now() + power(2, ${notifyEvents.attempts}) * ${options.retryBaseMs ?? 30_000} * interval '1 millisecond'`,
              // Given up: stamped, with its error kept.
              dispatchedAt: sql`case when ${notifyEvents.attempts} + 1 >= ${RULE_ATTEMPTS} then now() else null end`,
            })
            .where(eq(notifyEvents.id, event.id));
        }
      }
    }
    // Who hears what: one read per topic for every person the batch's notices name.
    const named = new Map<NotifyTopic, Set<number>>();
    for (const { notices } of ruled)
      for (const notice of notices) {
        const ids = named.get(notice.topic) ?? new Set<number>();
        for (const id of notice.userIds) ids.add(id);
        named.set(notice.topic, ids);
      }
    const heard = new Map<NotifyTopic, Map<number, Recipient>>();
    for (const [topic, ids] of named)
      heard.set(topic, new Map((await recipientsFor(tx, [...ids], topic)).map((p) => [p.userId, p])));

    const inbox: (typeof subscribeMessages.$inferInsert)[] = [];
    const outside: (typeof notifyDeliveries.$inferInsert)[] = [];
    for (const { eventId, notices } of ruled)
      for (const notice of notices) {
        const people = [...new Set(notice.userIds)].flatMap((id) => heard.get(notice.topic)?.get(id) ?? []);
        for (const p of people.filter((person) => person.site))
          inbox.push({
            publicId: newPublicId(),
            userId: p.userId,
            eventId,
            topic: notice.topic,
            title: notice.title.zh,
            content: notice.body.zh,
            titleEn: notice.title.en,
            contentEn: notice.body.en,
            link: notice.link,
          });
        const message = { title: notice.title, body: notice.body, link: notice.link };
        const common = { eventId, topic: notice.topic, message };
        // A digest reader's mail is held for the daily digest (digest.ts), not sent on its own.
        if (options.email)
          for (const p of people.filter((person) => person.email))
            outside.push({
              publicId: newPublicId(),
              ...common,
              userId: p.userId,
              channel: 'email',
              address: p.email!,
              status: p.digest ? 'held' : 'pending',
            });
        // SMS rows keep the phone masked: the sender reads the current number from the account when it sends.
        if (options.sms)
          for (const p of people.filter((person) => person.phoneCipher))
            outside.push({
              publicId: newPublicId(),
              ...common,
              userId: p.userId,
              channel: 'sms',
              address: maskPhone(options.sms.cipher.decrypt(p.phoneCipher!)),
              status: 'pending',
            });
        // People without an account: by e-mail only, when this deployment sends mail.
        if (options.email)
          for (const address of new Set((notice.guestEmails ?? []).map((e) => e.trim()).filter(Boolean)))
            outside.push({
              publicId: newPublicId(),
              ...common,
              userId: null,
              channel: 'email',
              address,
              status: 'pending',
            });
      }
    const told = new Set<number>();
    for (let start = 0; start < inbox.length; start += INSERT_BATCH) {
      const written = await tx
        .insert(subscribeMessages)
        .values(inbox.slice(start, start + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ userId: subscribeMessages.userId });
      for (const row of written) told.add(row.userId);
    }
    for (let start = 0; start < outside.length; start += INSERT_BATCH)
      await tx
        .insert(notifyDeliveries)
        .values(outside.slice(start, start + INSERT_BATCH))
        .onConflictDoNothing();
    if (ruled.length > 0)
      await tx
        .update(notifyEvents)
        .set({ dispatchedAt: new Date() })
        .where(
          inArray(
            notifyEvents.id,
            ruled.map((r) => r.eventId),
          ),
        );
    return [...told];
  });
  if (failed.length > 0)
    throw Object.assign(new Error(`notify rule failed for event ${failed.map((f) => f.id).join(', ')}`), {
      cause: failed[0]!.error,
    });
  return outcome;
};
