import { sql, type SQL } from 'drizzle-orm';
import { competitions, competitionStages } from '../../db/schema/index.ts';

/**
 * A competition in progress (the homepage's 在办竞赛): published, and not every window of its stages has
 * ended. The SQL twin of `phaseOf` (portal-read.ts) being anything but 'finished': a window counts once it
 * has a start, an open end never ends, and a competition without dated windows has not begun, so it counts.
 */
export const runningCompetitionCondition = (now: Date): SQL => {
  const stageOf = sql`${competitionStages.competitionId} = ${competitions.id}`;
  const hasWindow = sql`(${competitionStages.signUpStart} is not null or ${competitionStages.submitStart} is not null or ${competitionStages.reviewStart} is not null)`;
  const open = (start: SQL, end: SQL) => sql`(${start} is not null and (${end} is null or ${end} > ${now}))`;
  const hasOpenWindow = sql`(${open(sql`${competitionStages.signUpStart}`, sql`${competitionStages.signUpEnd}`)} or ${open(sql`${competitionStages.submitStart}`, sql`${competitionStages.submitEnd}`)} or ${open(sql`${competitionStages.reviewStart}`, sql`${competitionStages.reviewEnd}`)})`;
  return sql`(${competitions.status} = 'published' and (
    not exists (select 1 from ${competitionStages} where ${stageOf} and ${hasWindow})
    or exists (select 1 from ${competitionStages} where ${stageOf} and ${hasOpenWindow})
  ))`;
};
