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

type WindowKind = 'signUp' | 'submit' | 'review';
const windowColumns = {
  signUp: [competitionStages.signUpStart, competitionStages.signUpEnd],
  submit: [competitionStages.submitStart, competitionStages.submitEnd],
  review: [competitionStages.reviewStart, competitionStages.reviewEnd],
} as const;

/**
 * The phase a competition card shows, in SQL: the twin of `phaseOf` (portal-read.ts), kept case for case
 * (`competition-portal.test.ts` compares them), so that the portal's phase filter is a condition of the
 * page's own statements (paging stays right, no statement more, no per-row query).
 */
export const phaseSql = (now: Date): SQL => {
  const anyStage = (condition: SQL) =>
    sql`exists (select 1 from ${competitionStages} where ${competitionStages.competitionId} = ${competitions.id} and (${condition}))`;
  const either = (kinds: WindowKind[], each: (start: SQL, end: SQL) => SQL) =>
    sql.join(
      kinds.map((kind) => {
        const [start, end] = windowColumns[kind];
        return sql`(${each(sql`${start}`, sql`${end}`)})`;
      }),
      sql` or `,
    );
  const all: WindowKind[] = ['signUp', 'submit', 'review'];
  const open = (start: SQL, end: SQL) => sql`${start} <= ${now} and (${end} is null or ${end} > ${now})`;
  const begun = (start: SQL) => sql`${start} <= ${now}`;
  const notEnded = (start: SQL, end: SQL) =>
    sql`${start} is not null and (${end} is null or ${end} > ${now})`;
  return sql`(case
    when ${competitions.status} in ('closed', 'archived') then 'finished'
    when ${anyStage(either(['signUp'], open))} then 'signUp'
    when ${anyStage(either(['submit'], open))} then 'submit'
    when ${anyStage(either(['review'], open))} then 'review'
    when not ${anyStage(either(all, begun))} then 'beforeSignUp'
    when not ${anyStage(either(all, notEnded))} then 'finished'
    when ${anyStage(either(['submit', 'review'], begun))} then 'ongoing'
    else 'signUpClosed'
  end)`;
};
