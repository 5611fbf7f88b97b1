import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

type Attachment = { name: string; url: string };

/**
 * A news article of a group's portal. Visible to the public when `status` is 'published' and
 * `publish_at` has passed, so a scheduled article appears on time without any job running.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** dictValue of a navigation child of the website settings (the news column). */
    newsType: text('news_type').notNull(),
    /** Public id of the linked competition; competitions live in another module, so no foreign key yet. */
    competitionId: text('competition_id'),
    /** Sanitised rich text: every write goes through sanitizeRichText. */
    content: text('content').notNull().default(''),
    /** The content as plain text, for search and for summaries. */
    contentText: text('content_text').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    /** draft | published | unpublished ("scheduled" is published with publish_at ahead). */
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    pinned: boolean('pinned').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    /** Who it came from when made from a school's submission ('' when written at the desk). */
    source: text('source').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('news_articles_group_idx').on(t.groupId),
    index('news_articles_public_idx').on(t.status, t.publishAt),
    check('news_articles_status_check', sql`${t.status} in ('draft', 'published', 'unpublished')`),
  ],
);

/** A school's request to publish news on its organiser's portal, reviewed by the organiser. */
export const newsSubmissions = pgTable(
  'news_submissions',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    /** The submitting school. */
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    submitterId: bigint('submitter_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    newsType: text('news_type').notNull(),
    competitionId: text('competition_id'),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    articleId: bigint('article_id', { mode: 'number' }).references(() => newsArticles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('news_submissions_group_idx').on(t.groupId, t.status),
    check('news_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
