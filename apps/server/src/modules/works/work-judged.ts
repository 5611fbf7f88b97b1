import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { awardEntries, reviewAssignments, reviewEntries } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/**
 * Whether a team's work for a stage has been judged: an expert began or finished scoring it (a draft or
 * submitted score), or the team holds an award. From then on a new version would stand in place of what was
 * judged — the expert's read-only view and the works list would show work nobody scored, beside the score
 * and the award given to another — so the team can no longer replace it (submit-work.ts), and the user
 * centre says why instead of offering the button. The organiser can still return it for correction before
 * scoring starts.
 *
 * An SQL expression, so a list reads it per row in the same statement (`mySignUps`).
 */
export const workJudgedSql = (teamId: SQLWrapper | number, stageId: SQLWrapper | number): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from ${reviewAssignments} a join ${reviewEntries} e on e.id = a.entry_id
      where e.team_id = ${teamId} and e.stage_id = ${stageId} and a.status in ('draft', 'submitted'))
    or exists (select 1 from ${awardEntries} w where w.team_id = ${teamId}))`;

export const isWorkJudged = async (db: Db, teamId: number, stageId: number): Promise<boolean> => {
  const [row] = await db.select({ judged: workJudgedSql(teamId, stageId) }).from(sql`(select 1) as one`);
  return Boolean(row?.judged);
};
