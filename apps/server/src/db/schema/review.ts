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
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitions, competitionStages } from './competition.ts';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { enrollTeams } from './enrollment.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

/**
 * An expert in an organiser's library. `schoolGroupId` is the expert's own school (a conflict with its
 * entries); `conflictGroupIds` are schools the expert declared a conflict with. A temporary expert serves
 * one competition and loses access at `accessEndsAt` (checked on every review call).
 */
export const experts = pgTable(
  'experts',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    /** The organiser group whose library holds the expert (data scope). */
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    /** The expert's sign-in account, once one exists. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    schoolGroupId: bigint('school_group_id', { mode: 'number' }).references(() => groups.id),
    /** Dictionary expert_field values. */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    conflictGroupIds: jsonb('conflict_group_ids').$type<number[]>().notNull().default([]),
    phoneCipher: text('phone_cipher'),
    email: text('email').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankCardCipher: text('bank_card_cipher'),
    /** ID number for fee payment (encrypted; from the import), shown masked. */
    idCardCipher: text('id_card_cipher'),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    /** Set for a temporary expert: the one competition they serve and when their access ends. */
    temporaryCompetitionId: bigint('temporary_competition_id', { mode: 'number' }).references(
      () => competitions.id,
      { onDelete: 'cascade' },
    ),
    accessEndsAt: timestamp('access_ends_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('experts_group_idx').on(t.groupId),
    uniqueIndex('experts_user_idx')
      .on(t.groupId, t.userId)
      .where(sql`${t.userId} is not null`),
    check('experts_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** A scoring column of a stage's review (spec: getColumnSetting). */
export type ReviewColumn = {
  key: string;
  name: string;
  max: number;
  weight: number;
  commentRequired: boolean;
  visibleToEntrant: boolean;
};

/** How a stage is reviewed; one row per stage (defaults until the organiser saves). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    stageId: bigint('stage_id', { mode: 'number' })
      .primaryKey()
      .references(() => competitionStages.id, { onDelete: 'cascade' }),
    /** online | onsite */
    reviewType: text('review_type').notNull().default('online'),
    blind: boolean('blind').notNull().default(true),
    expertsPerEntry: integer('experts_per_entry').notNull().default(3),
    perExpertCap: integer('per_expert_cap').notNull().default(30),
    /** mean | trimmedMean | weighted | zScore */
    finalMethod: text('final_method').notNull().default('mean'),
    columns: jsonb('columns').$type<ReviewColumn[]>().notNull().default([]),
    /** Experts may download the work files; otherwise they view them in the page only (watermarked). */
    expertDownload: boolean('expert_download').notNull().default(false),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('review_settings_k_check', sql`${t.expertsPerEntry} between 1 and 20`),
    check('review_settings_cap_check', sql`${t.perExpertCap} between 1 and 10000`),
  ],
);

/** Expert groups of one stage, each with a captain from its members. */
export const expertGroups = pgTable(
  'expert_groups',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    captainExpertId: bigint('captain_expert_id', { mode: 'number' }).references(() => experts.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('expert_groups_name_idx').on(t.stageId, t.name)],
);

export const expertGroupMembers = pgTable(
  'expert_group_members',
  {
    expertGroupId: bigint('expert_group_id', { mode: 'number' })
      .notNull()
      .references(() => expertGroups.id, { onDelete: 'cascade' }),
    expertId: bigint('expert_id', { mode: 'number' })
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.expertGroupId, t.expertId] })],
);

/**
 * The unit of review: one sign-up in one stage. `workRef` will point at the submitted work once works
 * exist; `field` (an expert_field value) steers distribution towards experts of that field.
 */
export const reviewEntries = pgTable(
  'review_entries',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id, { onDelete: 'cascade' }),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => enrollTeams.id, { onDelete: 'cascade' }),
    workRef: text('work_ref'),
    field: text('field'),
    /**
     * The expert group the work is distributed to: all its experts come from this group, whose captain
     * follows it. Null while unplaced, or when the stage has no groups.
     */
    expertGroupId: bigint('expert_group_id', { mode: 'number' }).references(() => expertGroups.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('review_entries_team_idx').on(t.stageId, t.teamId),
    index('review_entries_group_idx').on(t.expertGroupId),
    // A sign-up's entries in any stage (the statistics' reach and rollup).
    index('review_entries_by_team_idx').on(t.teamId),
  ],
);

/**
 * One expert on one entry: why it was assigned, and the expert's scoring (draft → submitted, or abstained).
 * The unique pair makes "the same expert twice on an entry" impossible whatever the caller.
 */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => reviewEntries.id, { onDelete: 'cascade' }),
    expertId: bigint('expert_id', { mode: 'number' })
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    /** auto | manual */
    source: text('source').notNull(),
    reason: jsonb('reason').$type<Record<string, unknown>>().notNull().default({}),
    /** assigned | draft | submitted | abstained */
    status: text('status').notNull().default('assigned'),
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default({}),
    comments: jsonb('comments').$type<Record<string, string>>().notNull().default({}),
    total: real('total'),
    abstainReason: text('abstain_reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('review_assignments_pair_idx').on(t.entryId, t.expertId),
    index('review_assignments_expert_idx').on(t.expertId),
    check('review_assignments_source_check', sql`${t.source} in ('auto', 'manual')`),
    check(
      'review_assignments_status_check',
      sql`${t.status} in ('assigned', 'draft', 'submitted', 'abstained')`,
    ),
  ],
);

/**
 * The final score of one entry, written by `finalScoreCalculation` for a whole stage at once (replaced on
 * each run). `breakdown` holds the numbers it came from (every expert's total and the method's steps).
 */
export const reviewResults = pgTable(
  'review_results',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => reviewEntries.id, { onDelete: 'cascade' }),
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id, { onDelete: 'cascade' }),
    /** mean | trimmedMean | weighted | zScore */
    method: text('method').notNull(),
    rawMean: real('raw_mean').notNull(),
    adjusted: real('adjusted').notNull(),
    expertCount: integer('expert_count').notNull(),
    flagged: boolean('flagged').notNull().default(false),
    breakdown: jsonb('breakdown').$type<Record<string, unknown>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_results_stage_idx').on(t.stageId, t.adjusted)],
);
