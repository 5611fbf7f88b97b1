import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';

/**
 * An organisation (organiser, province, school …). Groups form a tree; `path` holds the ids from the root
 * down to this group ("/1/4/9/") so "this group and its subordinates" is one prefix match.
 */
export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    parentId: bigint('parent_id', { mode: 'number' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    /** Stable code; special-group behaviour (spec §3 flags) keys off it. */
    code: text('code').notNull().unique(),
    /** organizer | school | province | company */
    type: text('type').notNull().default('organizer'),
    orderNum: integer('order_num').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('groups_parent_idx').on(t.parentId), index('groups_path_idx').on(t.path)],
);
