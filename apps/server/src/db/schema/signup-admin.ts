import type { TeamHistoryAction } from '@podium/contracts';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { enrollTeams } from './enrollment.ts';
import { users } from './system.ts';

/**
 * The history of one sign-up as the desk shows it: decisions (rejections with the reason the student
 * reads), payment, closing unpaid, leaving after a refund; "created" is not stored (the team's own row
 * opens the history). One row per step, written in the same transaction as the step itself.
 */
export const enrollTeamHistory = pgTable(
  'enroll_team_history',
  {
    id: idColumn(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => enrollTeams.id, { onDelete: 'cascade' }),
    action: text('action').$type<TeamHistoryAction>().notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull().default(''),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enroll_team_history_team_idx').on(t.teamId, t.at)],
);
