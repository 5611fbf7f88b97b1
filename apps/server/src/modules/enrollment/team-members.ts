import { inArray } from 'drizzle-orm';
import { enrollMembers } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/** Everyone in the given teams (captains, members, advisors), each once: whom a team's notices reach. */
export const membersOfTeams = async (tx: Db, teamIds: number[]) =>
  teamIds.length === 0
    ? []
    : (
        await tx
          .selectDistinct({ userId: enrollMembers.userId })
          .from(enrollMembers)
          .where(inArray(enrollMembers.teamId, teamIds))
      ).map((m) => m.userId);

/** The same per team: team id → everyone in it, each once (a batch of notices reads them in one go). */
export const membersByTeam = async (tx: Db, teamIds: number[]) => {
  const byTeam = new Map<number, number[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await tx
    .selectDistinct({ teamId: enrollMembers.teamId, userId: enrollMembers.userId })
    .from(enrollMembers)
    .where(inArray(enrollMembers.teamId, [...new Set(teamIds)]));
  for (const { teamId, userId } of rows) {
    const people = byTeam.get(teamId);
    if (people) people.push(userId);
    else byTeam.set(teamId, [userId]);
  }
  return byTeam;
};
