import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SummaryCheck, SummaryField, SummaryValues } from '@podium/contracts';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { files } from './platform.ts';
import { users } from './system.ts';

/**
 * A reporting task (报送任务) of an organiser: a form the schools under it fill by a deadline. The form
 * in force is `fields`/`checks` at `version`; editing after publishing raises the version and keeps the
 * former form in `summary_task_versions`, so a submission names the form it was filled against.
 */
export const summaryTasks = pgTable(
  'summary_tasks',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    /** The organiser group that owns the task (its superiors reach it too). */
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    templateFileId: bigint('template_file_id', { mode: 'number' }).references(() => files.id),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    fields: jsonb('fields').$type<SummaryField[]>().notNull(),
    checks: jsonb('checks').$type<SummaryCheck[]>().notNull().default([]),
    /** Every active school under the owner; resolved into `summary_task_schools` at each save/publish. */
    allSchools: boolean('all_schools').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('summary_tasks_group_idx').on(t.groupId),
    check('summary_tasks_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** The forms a published task had before each edit (the current one stays on the task). */
export const summaryTaskVersions = pgTable(
  'summary_task_versions',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => summaryTasks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<SummaryField[]>().notNull(),
    checks: jsonb('checks').$type<SummaryCheck[]>().notNull(),
    editedBy: bigint('edited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.version] })],
);

/** The schools that must report on a task. */
export const summaryTaskSchools = pgTable(
  'summary_task_schools',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => summaryTasks.id, { onDelete: 'cascade' }),
    schoolGroupId: bigint('school_group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.schoolGroupId] }),
    index('summary_task_schools_school_idx').on(t.schoolGroupId),
  ],
);

/**
 * One school's submission to a task: draft (saved as it goes) → submitted → returned (note) | accepted
 * (locked; the organiser may reopen it) | nothing (nothing to report, with a reason). Overdue and not
 * started are derived from the deadline and the absence of a row.
 */
export const summarySubmissions = pgTable(
  'summary_submissions',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => summaryTasks.id, { onDelete: 'cascade' }),
    schoolGroupId: bigint('school_group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** draft | submitted | returned | accepted | nothing */
    status: text('status').notNull().default('draft'),
    values: jsonb('values').$type<SummaryValues>().notNull().default({}),
    explanations: jsonb('explanations').$type<Record<string, string>>().notNull().default({}),
    nothingReason: text('nothing_reason').notNull().default(''),
    returnNote: text('return_note').notNull().default(''),
    /** The task's form version the values were last saved against. */
    formVersion: integer('form_version').notNull().default(1),
    /** How many times it was submitted (each a version in `summary_submission_events`). */
    version: integer('version').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: bigint('submitted_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('summary_submissions_task_school_idx').on(t.taskId, t.schoolGroupId),
    check(
      'summary_submissions_status_check',
      sql`${t.status} in ('draft', 'submitted', 'returned', 'accepted', 'nothing')`,
    ),
  ],
);

/** Who did what to a submission and when; submit and nothing keep a copy of what was sent (a version). */
export const summarySubmissionEvents = pgTable(
  'summary_submission_events',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => summarySubmissions.id, { onDelete: 'cascade' }),
    /** save | submit | nothing | return | accept | reopen | remind */
    action: text('action').notNull(),
    fromState: text('from_state').notNull().default(''),
    toState: text('to_state').notNull().default(''),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(0),
    formVersion: integer('form_version').notNull().default(1),
    values: jsonb('values').$type<SummaryValues>(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('summary_submission_events_submission_idx').on(t.submissionId, t.id)],
);

/**
 * Reminders sent: one row per task, school and kind (before3 | before1 | overdue). The insert that wins
 * the primary key sends; every other process finds the row and sends nothing, so each goes out once.
 */
export const summaryReminders = pgTable(
  'summary_reminders',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => summaryTasks.id, { onDelete: 'cascade' }),
    schoolGroupId: bigint('school_group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.schoolGroupId, t.kind] })],
);
