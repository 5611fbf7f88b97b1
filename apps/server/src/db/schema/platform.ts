import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

/**
 * A stored file (platform/storage). `storageKey` is server-generated (nanoid) and never leaves the
 * server; clients name a file by its public id. `purpose` decides the type allow-list and who may read it.
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    storageKey: text('storage_key').notNull().unique(),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id),
    groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id),
    purpose: text('purpose').notNull(),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Detected from the content (magic bytes), not taken from the client. */
    mime: text('mime').notNull(),
    createdAt: createdAtColumn(),
    /**
     * When the unlinked-upload sweep first found a record linking this file: from then on it is kept, and
     * the sweep no longer looks at it (so the next sweep reaches newer uploads, not the same linked ones).
     */
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    index('files_group_idx').on(t.groupId),
    index('files_unlinked_idx')
      .on(t.createdAt)
      .where(sql`${t.linkedAt} is null`),
  ],
);

/**
 * A resumable upload under way (tus): what it will weigh, held against its uploader's quota from creation
 * until it becomes a `files` row (or is discarded, or expires after a day), so unfinished uploads cannot
 * pile up past the quota either.
 */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    uploadId: text('upload_id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('upload_reservations_owner_idx').on(t.ownerId)],
);

/**
 * A durable background job (platform/jobs): its items are processed one by one, each marked done once.
 * The lease (owner + expiry) says which runner works on it; an expired lease may be taken over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    name: text('name').notNull(),
    payload: jsonb('payload'),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    result: jsonb('result'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    groupId: bigint('group_id', { mode: 'number' }).references(() => groups.id),
    /** Besides the creator, holders of this permission may read the job's progress. */
    permission: text('permission'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Not before: a failed attempt waits before the next one. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('jobs_runnable_idx')
      .on(t.runAfter)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** One unit of a job's work; `doneAt` is set in the same transaction as the item's effect. */
export const jobItems = pgTable(
  'job_items',
  {
    id: idColumn(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    payload: jsonb('payload'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('job_items_job_seq_idx').on(t.jobId, t.seq)],
);

/**
 * One occurrence of a scheduled task (platform/schedule.ts) claimed by the process that runs it: every
 * process that runs jobs ticks the schedule, and the primary key lets exactly one of them run each
 * occurrence (`slot` is the occurrence's start). Rows older than a week are pruned by the claims.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    name: text('name').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    claimedBy: text('claimed_by').notNull(),
    claimedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
