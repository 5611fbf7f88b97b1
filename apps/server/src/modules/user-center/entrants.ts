import { and, eq, ne, sql } from 'drizzle-orm';
import { enrollMembers, enrollTeams } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/**
 * An entrant of a competition: a captain, member or advisor of one of its sign-ups that was not rejected.
 * Entrant-only study resources and information forms are for them (and for whoever manages the competition).
 */
export const entrantCondition = (userId: number) =>
  and(eq(enrollMembers.userId, userId), ne(enrollTeams.status, 'rejected'));

/** The ids of the competitions the user has entered. */
export const enteredCompetitionIds = (userId: number) =>
  sql`(select ${enrollTeams.competitionId} from ${enrollTeams}
       join ${enrollMembers} on ${enrollMembers.teamId} = ${enrollTeams.id}
       where ${enrollMembers.userId} = ${userId} and ${enrollTeams.status} <> 'rejected')`;

/** The user's first live sign-up in the competition (its team), or undefined when not an entrant. */
export const findEntry = async (db: Db, userId: number, competitionId: number) => {
  const [row] = await db
    .select({ teamId: enrollTeams.id })
    .from(enrollMembers)
    .innerJoin(enrollTeams, eq(enrollTeams.id, enrollMembers.teamId))
    .where(and(entrantCondition(userId), eq(enrollTeams.competitionId, competitionId)))
    .orderBy(enrollTeams.id)
    .limit(1);
  return row;
};
