import { bigint, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';

/** Departments: a tree inside one group. */
export const departments = pgTable(
  'departments',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    leader: text('leader').notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('departments_group_idx').on(t.groupId)],
);
