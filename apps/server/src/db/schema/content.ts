import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

type Attachment = { name: string; url: string };

/**
 * A managed piece of a group's portal: a page by slug (platform introduction, manual …), an expert of
 * the public showcase, or a partner of the homepage. Only 'published' rows reach visitors; organisers
 * preview drafts through a permission-checked call.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    /** page | expert | partner */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** Sanitised rich text: every write goes through sanitizeRichText. */
    content: text('content').notNull().default(''),
    /** The content as plain text, for the assistant's index. */
    contentText: text('content_text').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    orderNum: integer('order_num').notNull().default(0),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('content_pages_slug_idx').on(t.groupId, t.kind, t.slug),
    index('content_pages_public_idx').on(t.groupId, t.status),
    check('content_pages_kind_check', sql`${t.kind} in ('page', 'expert', 'partner')`),
    check('content_pages_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);
