import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { experts } from './review.ts';
import { users } from './system.ts';

/**
 * How experts reach a library besides being typed in: recruitment campaigns with public applications, and
 * schools proposing experts. Each candidate keeps its own row after a decision, with the expert it became.
 */

/** A recruitment campaign of an organiser group: open for applications until its deadline. */
export const expertCampaigns = pgTable(
  'expert_campaigns',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    title: text('title').notNull(),
    /** Dictionary expert_field values sought. */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** open | closed (closed by hand; past the deadline counts as closed too). */
    status: text('status').notNull().default('open'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('expert_campaigns_group_idx').on(t.groupId),
    check('expert_campaigns_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** A public application to a campaign; phone kept encrypted with a blind index (one per phone and campaign). */
export const expertApplications = pgTable(
  'expert_applications',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => expertCampaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    phoneCipher: text('phone_cipher').notNull(),
    phoneIndex: text('phone_index').notNull(),
    email: text('email').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    expertId: bigint('expert_id', { mode: 'number' }).references(() => experts.id, { onDelete: 'set null' }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('expert_applications_phone_idx').on(t.campaignId, t.phoneIndex),
    check('expert_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** A school's proposal of an expert to its organiser's library. */
export const expertRecommendations = pgTable(
  'expert_recommendations',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    /** The proposing school (data scope: a school sees its own, the organiser its subordinates'). */
    schoolGroupId: bigint('school_group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    phoneCipher: text('phone_cipher'),
    email: text('email').notNull().default(''),
    note: text('note').notNull().default(''),
    /** pending | accepted | declined */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    expertId: bigint('expert_id', { mode: 'number' }).references(() => experts.id, { onDelete: 'set null' }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('expert_recommendations_school_idx').on(t.schoolGroupId),
    check('expert_recommendations_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);
