import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { users, websiteSettings } from './system.ts';

/** Homepage banners of a site, shown in order while inside their active window. */
export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    websiteId: bigint('website_id', { mode: 'number' })
      .notNull()
      .references(() => websiteSettings.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    link: text('link').notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('banners_website_idx').on(t.websiteId)],
);

/** A school asking for a trial (POST /system/product/trial/save), followed up from the desk. */
export const productTrials = pgTable('product_trials', {
  id: idColumn(),
  publicId: publicIdColumn(),
  schoolName: text('school_name').notNull(),
  contactName: text('contact_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull().default(''),
  message: text('message').notNull().default(''),
  /** new | contacted | converted | closed */
  status: text('status').notNull().default('new'),
  followUp: text('follow_up').notNull().default(''),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** What a user wants to be told about (GET/POST /sys/user/subscribe/*). */
export const userSubscriptions = pgTable('user_subscriptions', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Topic keys (dictionary `sys_subscribe_topic`) switched on. */
  topics: jsonb('topics').$type<string[]>().notNull().default([]),
  channels: jsonb('channels').$type<string[]>().notNull().default(['site']),
  /** E-mail once a day (a digest) instead of one mail per notice; security notices still go at once. */
  digest: boolean('digest').notNull().default(false),
  updatedAt: updatedAtColumn(),
});

/** Messages delivered to a user for their subscriptions (GET /sys/subscribe/message/page). */
export const subscribeMessages = pgTable(
  'subscribe_messages',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    link: text('link').notNull().default(''),
    /** The English wording (the reader's language picks; empty: the Chinese one is shown). */
    titleEn: text('title_en').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** The platform/notify event that wrote it: one message per event and person (unique). */
    eventId: bigint('event_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('subscribe_messages_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('subscribe_messages_event_user_idx').on(t.eventId, t.userId),
  ],
);
