import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/** One rollup row as both sides below give it (ids as numbers, the day as YYYY-MM-DD). */
export type RollupRow = {
  metric: string;
  competitionId: number;
  schoolGroupId: number | null;
  day: string;
  partId: number | null;
  part2Id: number | null;
  state: string | null;
  n: number;
};

const china = (column: string) => `to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/**
 * The per-day rollup (`statistics_days`) computed afresh from the source tables: what the triggers of the
 * migration `statistics_rollup` must keep it equal to after any write. The tests compare the two; an
 * operator can run the same comparison on a live database.
 */
export const recountStatisticsDays = async (db: Db): Promise<RollupRow[]> => {
  const rows = await db.execute(
    sql.raw(`
    select metric, competition_id, school_group_id, day, part_id, part2_id, state, count(*)::int as n from (
      select 'signUp' as metric, t.competition_id, t.school_group_id, ${china('t.created_at')} as day,
        t.item_id as part_id, t.participant_group_id as part2_id, t.status as state
      from enroll_teams t
      union all
      select 'approved', t.competition_id, t.school_group_id, ${china('coalesce(t.reviewed_at, t.created_at)')},
        null, null, null
      from enroll_teams t where t.status = 'approved'
      union all
      select 'work', t.competition_id, t.school_group_id, ${china('w.created_at')}, w.stage_id, null, null
      from works w join enroll_teams t on t.id = w.team_id
      union all
      select 'review', t.competition_id, t.school_group_id, ${china('a.created_at')}, e.stage_id, null, a.status
      from review_assignments a join review_entries e on e.id = a.entry_id join enroll_teams t on t.id = e.team_id
      union all
      select 'reviewExpert', t.competition_id, t.school_group_id, ${china('a.created_at')}, a.expert_id,
        e.expert_group_id, a.status
      from review_assignments a join review_entries e on e.id = a.entry_id join enroll_teams t on t.id = e.team_id
      union all
      select 'score', t.competition_id, t.school_group_id, ${china('a.submitted_at')}, e.stage_id,
        floor(a.total)::bigint, null
      from review_assignments a join review_entries e on e.id = a.entry_id join enroll_teams t on t.id = e.team_id
      where a.status = 'submitted' and a.submitted_at is not null
      union all
      select 'award', t.competition_id, t.school_group_id, ${china('x.created_at')}, x.level_id, null, null
      from award_entries x join enroll_teams t on t.id = x.team_id
      union all
      select 'certificate', t.competition_id, t.school_group_id, ${china('c.issued_at')}, null, null, c.status
      from certificates c join award_entries x on x.id = c.entry_id join enroll_teams t on t.id = x.team_id
      union all
      select 'revoked', t.competition_id, t.school_group_id, ${china('c.revoked_at')}, null, null, null
      from certificates c join award_entries x on x.id = c.entry_id join enroll_teams t on t.id = x.team_id
      where c.status = 'revoked' and c.revoked_at is not null
    ) r
    group by 1, 2, 3, 4, 5, 6, 7`),
  );
  return sortRows((rows as unknown as { rows: Record<string, unknown>[] }).rows.map(rowOf));
};

/** The rollup as the triggers keep it, rows counting nothing left out. */
export const readStatisticsDays = async (db: Db): Promise<RollupRow[]> => {
  const rows = await db.execute(
    sql.raw(`select metric, competition_id, school_group_id, to_char(day, 'YYYY-MM-DD') as day, part_id,
      part2_id, state, n from statistics_days where n <> 0`),
  );
  return sortRows((rows as unknown as { rows: Record<string, unknown>[] }).rows.map(rowOf));
};

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const rowOf = (r: Record<string, unknown>): RollupRow => ({
  metric: String(r.metric),
  competitionId: Number(r.competition_id),
  schoolGroupId: numberOrNull(r.school_group_id),
  day: String(r.day),
  partId: numberOrNull(r.part_id),
  part2Id: numberOrNull(r.part2_id),
  state: r.state === null || r.state === undefined ? null : String(r.state),
  n: Number(r.n),
});
const keyOf = (r: RollupRow) =>
  [r.metric, r.competitionId, r.schoolGroupId, r.day, r.partId, r.part2Id, r.state].join('|');
const sortRows = (rows: RollupRow[]) => rows.sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

/** One students-per-day row (`statistics_people`). */
export type PeopleRow = {
  competitionId: number;
  schoolGroupId: number | null;
  day: string;
  userId: number;
  n: number;
};

const peopleRowOf = (r: Record<string, unknown>): PeopleRow => ({
  competitionId: Number(r.competition_id),
  schoolGroupId: numberOrNull(r.school_group_id),
  day: String(r.day),
  userId: Number(r.user_id),
  n: Number(r.n),
});
const peopleKey = (r: PeopleRow) => [r.competitionId, r.schoolGroupId, r.day, r.userId].join('|');
const sortPeople = (rows: PeopleRow[]) => rows.sort((a, b) => peopleKey(a).localeCompare(peopleKey(b)));

/** The students per day (`statistics_people`) taken afresh from the sign-ups and their members. */
export const recountStatisticsPeople = async (db: Db): Promise<PeopleRow[]> => {
  const rows = await db.execute(
    sql.raw(`select t.competition_id, t.school_group_id, ${china('t.created_at')} as day, m.user_id,
      count(*)::int as n
      from enroll_members m join enroll_teams t on t.id = m.team_id where m.role <> 'advisor'
      group by 1, 2, 3, 4`),
  );
  return sortPeople((rows as unknown as { rows: Record<string, unknown>[] }).rows.map(peopleRowOf));
};

/** The students per day as the triggers keep them, rows counting nothing left out. */
export const readStatisticsPeople = async (db: Db): Promise<PeopleRow[]> => {
  const rows = await db.execute(
    sql.raw(`select competition_id, school_group_id, to_char(day, 'YYYY-MM-DD') as day, user_id, n
      from statistics_people where n <> 0`),
  );
  return sortPeople((rows as unknown as { rows: Record<string, unknown>[] }).rows.map(peopleRowOf));
};
