import { bigint, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * Database statistics' per-day rollup (issue 21): how many sign-ups, works, review assignments, submitted
 * scores, awards and certificates each competition × school had on each of China's days, by the part the
 * charts group by. Kept by triggers on the source tables (migration `statistics_rollup`), so every write —
 * whichever module makes it — changes the rollup in its own transaction; the statistics read it instead of
 * the wide source rows and the sign-up join every team-owned record needs for its reach.
 *
 * - `signUp`: a sign-up on the day it was created; part = item, part2 = participant group, state = status.
 * - `approved`: an approved sign-up on the day it was decided (reviewed, else created).
 * - `work`: a work on the day it was created; part = stage.
 * - `review`: a review assignment on the day it was created; part = the entry's stage, state = status.
 * - `reviewExpert`: the same assignments per expert; part = expert, part2 = the entry's expert group (null
 *   while unplaced), state = status (migration `statistics_reviews_downloads`).
 * - `score`: a submitted score on the day it was submitted; part = stage, part2 = its total, floored.
 * - `award`: an award entry on the day it was created; part = level.
 * - `certificate`: a certificate on the day it was issued; state = status.
 * - `revoked`: a revoked certificate on the day it was revoked.
 *
 * Team-owned records count under their sign-up's competition and school (the statistics' reach), and only
 * while that sign-up exists. Rows are never deleted: a count that falls to 0 stays as 0.
 */
export const statisticsDays = pgTable(
  'statistics_days',
  {
    metric: text('metric').notNull(),
    competitionId: bigint('competition_id', { mode: 'number' }).notNull(),
    schoolGroupId: bigint('school_group_id', { mode: 'number' }),
    day: date('day', { mode: 'string' }).notNull(),
    partId: bigint('part_id', { mode: 'number' }),
    part2Id: bigint('part2_id', { mode: 'number' }),
    state: text('state'),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('statistics_days_key')
      .on(t.metric, t.competitionId, t.schoolGroupId, t.day, t.partId, t.part2Id, t.state)
      .nullsNotDistinct(),
    index('statistics_days_school_idx').on(t.schoolGroupId, t.metric, t.day),
  ],
);

/**
 * The students (members other than advisors) of the sign-ups of each competition × school × China's day,
 * for the statistics' "people", a distinct count that the day rollup cannot add up: read alone, it spares the
 * join of every member with its sign-up. `n` is how many such memberships the student has there (a student
 * is counted while it is above 0). Kept by the same migration's triggers as `statistics_days`.
 */
export const statisticsPeople = pgTable(
  'statistics_people',
  {
    competitionId: bigint('competition_id', { mode: 'number' }).notNull(),
    schoolGroupId: bigint('school_group_id', { mode: 'number' }),
    day: date('day', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('statistics_people_key').on(t.competitionId, t.schoolGroupId, t.day, t.userId).nullsNotDistinct(),
    index('statistics_people_school_idx').on(t.schoolGroupId, t.day),
  ],
);
