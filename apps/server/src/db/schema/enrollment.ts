import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { competitionGroups, competitionItems, competitions, competitionStages } from './competition.ts';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

/**
 * A sign-up: one team (a team of one in an individual competition) in one item of one stage.
 * Status: awaitingPayment (a fee is due; payment comes with the finance area) → pending (approval needed)
 * → approved | rejected.
 */
export const enrollTeams = pgTable(
  'enroll_teams',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => competitionStages.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => competitionItems.id),
    participantGroupId: bigint('participant_group_id', { mode: 'number' }).references(
      () => competitionGroups.id,
    ),
    /** The captain's school (home group): school accounts manage their own school's sign-ups. */
    schoolGroupId: bigint('school_group_id', { mode: 'number' }).references(() => groups.id),
    captainId: bigint('captain_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** awaitingPayment | pending | approved | rejected */
    status: text('status').notNull(),
    /** How the team came: self (sign-up), recommend (school recommendation), import, copy. */
    source: text('source').notNull().default('self'),
    feeFen: integer('fee_fen').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('enroll_teams_competition_idx').on(t.competitionId, t.itemId),
    index('enroll_teams_school_idx').on(t.schoolGroupId),
    check(
      'enroll_teams_status_check',
      sql`${t.status} in ('awaitingPayment', 'pending', 'approved', 'rejected')`,
    ),
    check('enroll_teams_source_check', sql`${t.source} in ('self', 'recommend', 'import', 'copy')`),
  ],
);

/**
 * Members of a team. `competitionId` and `itemId` are copied from the team so that the database itself
 * holds "one student is in at most one team per competition item" (advisors may guide several teams).
 */
export const enrollMembers = pgTable(
  'enroll_members',
  {
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => enrollTeams.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    competitionId: bigint('competition_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    /** captain | member | advisor */
    role: text('role').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('enroll_members_one_team_per_item_idx')
      .on(t.competitionId, t.itemId, t.userId)
      .where(sql`${t.role} <> 'advisor'`),
    check('enroll_members_role_check', sql`${t.role} in ('captain', 'member', 'advisor')`),
  ],
);

/**
 * Places taken against one limit of a competition (scope 'total', 'item:<id>' or 'school:<id>'). A sign-up
 * increments every counter that applies in its transaction; the CHECK refuses the one that would overflow,
 * so capacity holds under any concurrency without a read-then-write in the service.
 */
export const enrollCapacity = pgTable(
  'enroll_capacity',
  {
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    used: integer('used').notNull().default(0),
    limit: integer('limit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.scope] }),
    check('enroll_capacity_within_limit', sql`${t.used} >= 0 and ${t.used} <= ${t.limit}`),
  ],
);
