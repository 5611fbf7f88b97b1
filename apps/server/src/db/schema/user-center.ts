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
import { competitions } from './competition.ts';
import { enrollTeams } from './enrollment.ts';
import { colleges, majors } from './organization.ts';
import { files } from './platform.ts';
import { users } from './system.ts';

/** What the user centre keeps about a person beyond the account: college, major, student number. */
export const userProfiles = pgTable('user_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  collegeId: bigint('college_id', { mode: 'number' }).references(() => colleges.id, { onDelete: 'set null' }),
  majorId: bigint('major_id', { mode: 'number' }).references(() => majors.id, { onDelete: 'set null' }),
  studentNo: text('student_no').notNull().default(''),
  updatedAt: updatedAtColumn(),
});

/**
 * The workbench's quick links a person pinned (menu paths, in their order). Kept per person, not per
 * group: a path the acting group's menu does not show is left out when read and refused when saved.
 */
export const userQuickLinks = pgTable('user_quick_links', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  paths: jsonb('paths').$type<string[]>().notNull().default([]),
  updatedAt: updatedAtColumn(),
});

/**
 * The bank card prize money is paid to: one per user. The number is encrypted at rest
 * (platform/personal-data.ts); only its last four digits are kept in clear, for the mask.
 */
export const userBankCards = pgTable('user_bank_cards', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountName: text('account_name').notNull(),
  bankName: text('bank_name').notNull(),
  branchName: text('branch_name').notNull().default(''),
  cardCipher: text('card_cipher').notNull(),
  cardLast4: text('card_last4').notNull(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export type StudyLinkValue = { title: string; url: string };

/** Study material a competition publishes: for everyone, or only for its entrants. */
export const studyResources = pgTable(
  'study_resources',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** public | entrants */
    visibility: text('visibility').notNull().default('entrants'),
    links: jsonb('links').$type<StudyLinkValue[]>().notNull().default([]),
    orderNum: integer('order_num').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('study_resources_competition_idx').on(t.competitionId),
    check('study_resources_visibility_check', sql`${t.visibility} in ('public', 'entrants')`),
  ],
);

/** Files of a study resource (purpose `studyResource`: readable by whoever may see the resource). */
export const studyResourceFiles = pgTable(
  'study_resource_files',
  {
    resourceId: bigint('resource_id', { mode: 'number' })
      .notNull()
      .references(() => studyResources.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.fileId] }),
    index('study_resource_files_file_idx').on(t.fileId),
  ],
);

export type InfoFieldValue = {
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'select';
  required: boolean;
  options: string[];
};

/** A form a competition asks its entrants to fill (travel to the final, invoice details …). */
export const infoForms = pgTable(
  'info_forms',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<InfoFieldValue[]>().notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('info_forms_competition_idx').on(t.competitionId)],
);

/** One entrant's answers to one form; edited in place until the deadline. */
export const infoSubmissions = pgTable(
  'info_submissions',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    formId: bigint('form_id', { mode: 'number' })
      .notNull()
      .references(() => infoForms.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-up the entrant belonged to when submitting (for the organiser's list). */
    teamId: bigint('team_id', { mode: 'number' }).references(() => enrollTeams.id, { onDelete: 'set null' }),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('info_submissions_form_user_idx').on(t.formId, t.userId)],
);
