import { bigint, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { competitionStages } from './competition.ts';
import { publicIdColumn } from './columns.ts';
import { users } from './system.ts';

/**
 * The one promotion of a stage into the next (issue 10, /review/elimination). The primary key on the
 * stage makes a second commit — repeated or concurrent — find this row instead of enrolling again; `rule`
 * and `decisions` keep what was decided and why, for an appeal.
 */
export const reviewPromotions = pgTable('review_promotions', {
  stageId: bigint('stage_id', { mode: 'number' })
    .primaryKey()
    .references(() => competitionStages.id, { onDelete: 'cascade' }),
  publicId: publicIdColumn(),
  nextStageId: bigint('next_stage_id', { mode: 'number' })
    .notNull()
    .references(() => competitionStages.id, { onDelete: 'cascade' }),
  rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
  /** Per entry: public id, promoted or not, the reason code and rank in its item × group. */
  decisions: jsonb('decisions')
    .$type<{ entryId: string; promoted: boolean; reason: string; rank: number }[]>()
    .notNull(),
  promoted: integer('promoted').notNull(),
  cut: integer('cut').notNull(),
  /**
   * Ids of the `review_entries` this commit created in the next stage (not those already there), so an
   * undo removes exactly them. Null for a commit recorded before this column existed.
   */
  enrolledEntryIds: jsonb('enrolled_entry_ids').$type<number[]>(),
  committedBy: bigint('committed_by', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  committedAt: timestamp('committed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A stage whose ranked results are published to the portal and the entrants' user centres. */
export const reviewResultPublications = pgTable('review_result_publications', {
  stageId: bigint('stage_id', { mode: 'number' })
    .primaryKey()
    .references(() => competitionStages.id, { onDelete: 'cascade' }),
  publishedBy: bigint('published_by', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
