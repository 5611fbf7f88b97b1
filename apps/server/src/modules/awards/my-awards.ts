import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { MyAwardRow } from '@podium/contracts';
import { awardEntries, awardLevels, awardLists, competitions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { creditedTeamLines } from './award-credit.ts';

/**
 * Awards of published lists that concern the user: lines naming them, or lines of a team they were in
 * (as a member or advisor) when the line was made. Unpublished lists never show.
 */
export const myAwards = async (db: Db, userId: number): Promise<MyAwardRow[]> => {
  const rows = await db
    .select({
      entry: awardEntries,
      level: awardLevels.name,
      list: awardLists,
      competition: competitions.name,
    })
    .from(awardEntries)
    .innerJoin(awardLists, eq(awardLists.id, awardEntries.listId))
    .innerJoin(awardLevels, eq(awardLevels.id, awardEntries.levelId))
    .innerJoin(competitions, eq(competitions.id, awardLists.competitionId))
    .where(
      and(
        eq(awardLists.published, true),
        or(eq(awardEntries.userId, userId), inArray(awardEntries.id, creditedTeamLines(db, userId))),
      ),
    )
    .orderBy(desc(awardLists.publishedAt), desc(awardEntries.id))
    .limit(200);
  return rows.map((r) => ({
    entryId: r.entry.publicId,
    competitionName: r.competition,
    listName: r.list.name,
    awardName: r.level,
    teamName: r.entry.teamName,
    workName: r.entry.workName,
    publishedAt: r.list.publishedAt?.toISOString() ?? null,
  }));
};
