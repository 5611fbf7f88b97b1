import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn } from './columns.ts';
import { users } from './system.ts';

/**
 * The outbox of platform/notify: one row per thing that happened, written by `emitEvent` in the
 * transaction of the change itself (a rolled-back change leaves no row, so nothing is ever sent for it).
 * The dispatcher turns each row into inbox messages and deliveries once, then stamps `dispatched_at`.
 */
export const notifyEvents = pgTable(
  'notify_events',
  {
    id: idColumn(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    /** Who caused it (never told of their own action unless the rule says so). */
    actorId: bigint('actor_id', { mode: 'number' }),
    /** When its messages and deliveries were written (null: still to do). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** A failing rule is retried with growing delays; its message stays here. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notify_events_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

/**
 * One message to one person over one outside channel (e-mail): written once per event, person and channel
 * (unique), sent by the delivery loop, retried with growing delays and finally marked `failed`, where the
 * administrators' failed list shows it and can send it again.
 */
export const notifyDeliveries = pgTable(
  'notify_deliveries',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => notifyEvents.id, { onDelete: 'cascade' }),
    /** The account told; null for a person without one (an applicant told by e-mail at `address`). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    topic: text('topic').notNull(),
    /**
     * Address at the time of sending (an SMS row's phone masked: the sender reads the account's number),
     * the rendered message (both languages) and its link.
     */
    address: text('address').notNull().default(''),
    message: jsonb('message').notNull(),
    /** pending | sent | failed; held (waiting for the daily digest) | digested (sent within one) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('notify_deliveries_once_idx').on(t.eventId, t.userId, t.channel),
    uniqueIndex('notify_deliveries_guest_once_idx')
      .on(t.eventId, t.address, t.channel)
      .where(sql`${t.userId} is null`),
    index('notify_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notify_deliveries_failed_idx').on(t.status, t.id),
  ],
);

/** Deadline reminders already sent (one row per deadline, moment and lead time): sent once across processes. */
export const notifyReminders = pgTable('notify_reminders', {
  key: text('key').primaryKey(),
  createdAt: createdAtColumn(),
});
