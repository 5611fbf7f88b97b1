import { and, eq, lte } from 'drizzle-orm';
import { awardEntries, enrollMembers } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The award lines a person is credited with through their team: lines of a team they were in when the
 * line was made. The line copies the team's names at that moment (and its certificate prints them), so
 * someone who joined later is not named on it and must not see it as theirs; the roster locks once a team
 * has results (enrollment/roster.ts), and this keeps any earlier late joiner off the award too.
 */
export const creditedTeamLines = (db: Pick<Db, 'select'>, userId: number) =>
  db
    .select({ id: awardEntries.id })
    .from(awardEntries)
    .innerJoin(
      enrollMembers,
      and(
        eq(enrollMembers.teamId, awardEntries.teamId),
        lte(enrollMembers.createdAt, awardEntries.createdAt),
      ),
    )
    .where(eq(enrollMembers.userId, userId));
