import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

/**
 * A person's request to move to another school. A person's school (their home group, `users.group_id`)
 * is chosen freely only the first time; after that it changes only when the new school (or the desk
 * above it) approves such a request, so eligibility by school reads a membership the school vouched for.
 */
export const schoolChangeRequests = pgTable(
  'school_change_requests',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The school left (the home group when the request was made). */
    fromGroupId: bigint('from_group_id', { mode: 'number' }).references(() => groups.id),
    /** The school asked for: its desk (or a superior's) decides. */
    toGroupId: bigint('to_group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    /** The person's note to the school (student number, reason). */
    note: text('note').notNull().default(''),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    /** Why the school refused (the person reads it). */
    reason: text('reason').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('school_change_requests_to_idx').on(t.toGroupId, t.status),
    // One open request per person at a time.
    uniqueIndex('school_change_requests_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    check(
      'school_change_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
  ],
);
