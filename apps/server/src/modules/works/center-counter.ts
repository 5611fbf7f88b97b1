import { eq, inArray, sql } from 'drizzle-orm';
import { enrollMembers, works } from '../../db/schema/index.ts';
import { registerCenterCounter } from '../user-center/center-counters.ts';

/** The user centre's "works" number: works of the teams the user belongs to, the set `/web/work/myList` shows. */
registerCenterCounter('works', async (db, userId) => {
  const teamIds = db
    .select({ id: enrollMembers.teamId })
    .from(enrollMembers)
    .where(eq(enrollMembers.userId, userId));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(works)
    .where(inArray(works.teamId, teamIds));
  return Number(row?.n ?? 0);
});
