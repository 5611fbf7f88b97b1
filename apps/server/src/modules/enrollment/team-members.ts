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
