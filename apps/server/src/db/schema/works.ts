import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { competitions, competitionStages } from './competition.ts';
import { enrollTeams } from './enrollment.ts';
import { groups } from './organization.ts';
import { files, jobs } from './platform.ts';
import { users } from './system.ts';

/**
 * A work: what one sign-up (enroll team) hands in for its stage. One per sign-up (the sign-up already
 * names the stage); its versions keep every submission, `currentVersionId` the one that counts.
 * `schoolGroupId` and `competitionId` are copied from the sign-up so that desk scoping is one join less.
 */
export const works = pgTable(
  'works',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => enrollTeams.id, { onDelete: 'cascade' }),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id),
    schoolGroupId: bigint('school_group_id', { mode: 'number' }).references(() => groups.id),
    title: text('title').notNull(),
    /** The version that counts (the last accepted submission). */
    currentVersionId: bigint('current_version_id', { mode: 'number' }),
    versionCount: integer('version_count').notNull().default(0),
    /** submitted, or returned (the organiser sent it back for correction; a new version clears it) */
    status: text('status').notNull().default('submitted'),
    /** The organiser's note to the team while returned ('' otherwise). */
    returnNote: text('return_note').notNull().default(''),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: bigint('returned_by', { mode: 'number' }).references(() => users.id),
    /** The public share link's id (unguessable, not the work id). */
    shareId: text('share_id').notNull().unique(),
    /** What the share page shows besides title, competition and stage: team, fields, files. */
    publicParts: jsonb('public_parts').$type<string[]>().notNull().default([]),
    /** When the share page was first opened (the team is told once, not on every view). */
    shareOpenedAt: timestamp('share_opened_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('works_team_idx').on(t.teamId),
    index('works_competition_idx').on(t.competitionId, t.stageId),
    index('works_school_idx').on(t.schoolGroupId),
    check('works_status_check', sql`${t.status} in ('submitted', 'returned')`),
  ],
);

/** One submission of a work: its title, descriptive fields, who handed it in and when. */
export const workVersions = pgTable(
  'work_versions',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    workId: bigint('work_id', { mode: 'number' })
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 …; unique per work, so two racing submissions cannot both become version n. */
    versionNo: integer('version_no').notNull(),
    title: text('title').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    submittedBy: bigint('submitted_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('work_versions_no_idx').on(t.workId, t.versionNo)],
);

/** The files of a version, in order (a file may stay in several versions of the same work). */
export const workFiles = pgTable(
  'work_files',
  {
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => workVersions.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id),
    /** Copied from the version: the file's reader check finds the work in one step. */
    workId: bigint('work_id', { mode: 'number' }).notNull(),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.fileId] }), index('work_files_file_idx').on(t.fileId)],
);

/**
 * The entries a zip job collected, one row per work (item) in the item's transaction: the final zip is
 * streamed from these after the last item, so a resumed job neither loses nor repeats a work.
 */
export const workZipEntries = pgTable(
  'work_zip_entries',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Path inside the zip and the stored file to copy there. */
    entries: jsonb('entries').$type<{ path: string; fileId: number }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
