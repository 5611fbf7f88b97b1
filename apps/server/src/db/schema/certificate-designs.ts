import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

/**
 * Certificate designs and the tenant template library (issue 11, designer). `document` is always what
 * `@podium/certificate`'s restoreDesign returned: upgraded, validated, rich text sanitised.
 */
export const certificateDesigns = pgTable(
  'certificate_designs',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** design | template */
    kind: text('kind').notNull().default('design'),
    title: text('title').notNull(),
    origin: text('origin').notNull().default(''),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('certificate_designs_group_kind_idx').on(t.groupId, t.kind)],
);
