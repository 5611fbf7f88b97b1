import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { competitions, competitionStages } from './competition.ts';
import { createdAtColumn, idColumn, publicIdColumn, updatedAtColumn } from './columns.ts';
import { enrollTeams } from './enrollment.ts';
import { groups } from './organization.ts';
import { users } from './system.ts';

/**
 * An award of a competition (optionally of one stage): 一等奖 … 优秀奖, advisor awards or a custom one.
 * `groupId` is the competition's organiser group, copied so the data scope can filter without a join.
 */
export const awardLevels = pgTable(
  'award_levels',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    stageId: bigint('stage_id', { mode: 'number' }).references(() => competitionStages.id),
    name: text('name').notNull(),
    /** first | second | third | excellent | advisor | custom */
    kind: text('kind').notNull(),
    orderNum: integer('order_num').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('award_levels_competition_idx').on(t.competitionId),
    check(
      'award_levels_kind_check',
      sql`${t.kind} in ('first', 'second', 'third', 'excellent', 'advisor', 'custom')`,
    ),
  ],
);

/** A list of winners of one competition (stage); published lists reach the portal and winners' centres. */
export const awardLists = pgTable(
  'award_lists',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    stageId: bigint('stage_id', { mode: 'number' }).references(() => competitionStages.id),
    name: text('name').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('award_lists_competition_idx').on(t.competitionId)],
);

/**
 * One line of an award list: which sign-up (team) and/or person got which award. Names are copied at
 * the time of the award so a certificate shows what was decided, even if a profile changes later.
 * `workName` is text: works live in another module (filled from there once it exists).
 */
export const awardEntries = pgTable(
  'award_entries',
  {
    id: idColumn(),
    publicId: publicIdColumn(),
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => awardLists.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id),
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => awardLevels.id),
    teamId: bigint('team_id', { mode: 'number' }).references(() => enrollTeams.id, { onDelete: 'set null' }),
    /** The person the line names (a single winner, an advisor); a team line leaves it empty. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    winnerName: text('winner_name').notNull(),
    schoolName: text('school_name').notNull().default(''),
    /** Students, joined with 、 (a team's members, or the single winner). */
    memberNames: text('member_names').notNull().default(''),
    teacherNames: text('teacher_names').notNull().default(''),
    teamName: text('team_name').notNull().default(''),
    workName: text('work_name').notNull().default(''),
    score: numeric('score', { precision: 8, scale: 2 }),
    rank: integer('rank'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('award_entries_list_idx').on(t.listId),
    index('award_entries_user_idx').on(t.userId),
    // A sign-up's awards (the statistics' reach and rollup).
    index('award_entries_team_idx').on(t.teamId),
  ],
);
