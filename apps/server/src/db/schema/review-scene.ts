import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { competitionStages } from './competition.ts';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { expertGroups, experts, reviewAssignments, reviewEntries } from './review.ts';
import { users } from './system.ts';

/**
 * An on-site review session: one room of a stage, its running order and who is called now. `version` rises
 * with every action; an action names the version it was taken from, so two clicks of "call next" on the
 * same state advance once (the second matches no row). `calledAt` is the authoritative start of the called
 * team's countdown. `screenKey` opens the public calling screen of this room (rotated by the organiser).
 */
export const sceneSessions = pgTable(
  'scene_sessions',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    /** Defence time per team, seconds. */
    durationSec: integer('duration_sec').notNull(),
    /** Whether the calling screen shows team and school names (else only the draw number). */
    showNames: boolean('show_names').notNull().default(false),
    /** ready | running | closed */
    status: text('status').notNull().default('ready'),
    version: integer('version').notNull().default(1),
    /** The seed of the last draw, so the order can be reproduced on appeal. */
    drawSeed: text('draw_seed'),
    currentSlotId: bigint('current_slot_id', { mode: 'number' }),
    calledAt: timestamp('called_at', { withTimezone: true }),
    screenKey: text('screen_key').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('scene_sessions_room_idx').on(t.stageId, t.room),
    uniqueIndex('scene_sessions_key_idx').on(t.screenKey),
    check('scene_sessions_status_check', sql`${t.status} in ('ready', 'running', 'closed')`),
    check('scene_sessions_duration_check', sql`${t.durationSec} between 30 and 7200`),
  ],
);

/** One entry's place in a session's running order. At most one slot of a session is called at a time. */
export const sceneSlots = pgTable(
  'scene_slots',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sceneSessions.id, { onDelete: 'cascade' }),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => reviewEntries.id, { onDelete: 'cascade' }),
    /** 1-based place in the order: the number shown on the calling screen. */
    position: integer('position').notNull(),
    /** waiting | called | done | skipped */
    state: text('state').notNull().default('waiting'),
    calledAt: timestamp('called_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scene_slots_entry_idx').on(t.sessionId, t.entryId),
    uniqueIndex('scene_slots_called_idx')
      .on(t.sessionId)
      .where(sql`${t.state} = 'called'`),
    check('scene_slots_state_check', sql`${t.state} in ('waiting', 'called', 'done', 'skipped')`),
  ],
);

/** A captain returning a submitted score for revision, with the note the expert reads. */
export const reviewReturns = pgTable(
  'review_returns',
  {
    id: idColumn(),
    assignmentId: bigint('assignment_id', { mode: 'number' })
      .notNull()
      .references(() => reviewAssignments.id, { onDelete: 'cascade' }),
    expertGroupId: bigint('expert_group_id', { mode: 'number' })
      .notNull()
      .references(() => expertGroups.id, { onDelete: 'cascade' }),
    captainExpertId: bigint('captain_expert_id', { mode: 'number' })
      .notNull()
      .references(() => experts.id),
    note: text('note').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('review_returns_assignment_idx').on(t.assignmentId, t.createdAt)],
);
