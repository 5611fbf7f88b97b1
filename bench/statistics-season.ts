// A large season for the statistics benchmark, written straight into a seeded demo database with
// `insert … select … from generate_series` (the same SQL on PostgreSQL and PGlite). Each new row is a copy of
// a demo row of its table with the identifying columns replaced, so the NOT NULL columns keep demo values and
// the generator does not have to know every column a later migration adds.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db.ts';

export type SeasonSize = {
  teams: number;
  schools: number;
  works: number;
  /** Score rows per work (the experts of one review group). */
  scoresPerWork: number;
  awards: number;
  certificates: number;
  orders: number;
};

/** The large season: 100,000 sign-ups, 50,000 works, 300,000 score rows, 2,000 schools. */
export const LARGE_SEASON: SeasonSize = {
  teams: 100_000,
  schools: 2_000,
  works: 50_000,
  scoresPerWork: 6,
  awards: 10_000,
  certificates: 8_000,
  orders: 30_000,
};

/** Ids far above the demo's, per table, so the copies never meet a demo row. */
const BASE = {
  school: 1_000_000,
  user: 2_000_000,
  team: 3_000_000,
  work: 4_000_000,
  entry: 5_000_000,
  score: 6_000_000,
  award: 7_000_000,
  certificate: 8_000_000,
  order: 9_000_000,
  payment: 10_000_000,
};

/** The demo competition the season belongs to (its organiser is the demo organiser, group 2). */
const COMPETITION = 1;
const ORGANISER_GROUP = 2;
const DAYS = 60;

type Raw = ReturnType<typeof sql.raw>;

/** Copies the template row `from` of `table` once per value `g` of the series, replacing some columns. */
async function copyRows(
  db: Db,
  table: string,
  templateWhere: string,
  count: number,
  replace: Record<string, string>,
) {
  const columns = (
    (await db.execute(
      sql`select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema() order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] }
  ).rows.map((r) => r.column_name);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => replace[c] ?? `t."${c}"`).join(', ');
  const statement: Raw = sql.raw(
    `insert into "${table}" (${list}) overriding system value select ${values} from (select * from "${table}" where ${templateWhere} limit 1) t, generate_series(0, ${count - 1}) g`,
  );
  await db.execute(statement);
}

/** A time within the last DAYS days, spread by `g` (minutes vary so days are not one instant). */
const spread = (g: string) =>
  `now() - ((${g} % ${DAYS}) * interval '1 day') - ((${g} * 7 % 1440) * interval '1 minute')`;

/** A school of the season, for the school-scope measurements. */
export const LARGE_SEASON_SCHOOL = { id: BASE.school, path: `/1/${ORGANISER_GROUP}/${BASE.school}/` };

/** Writes the season into a database holding the demo data. */
export async function writeLargeSeason(db: Db, size: SeasonSize): Promise<void> {
  const school = (g: string) => `${BASE.school} + (${g}) % ${size.schools}`;
  await copyRows(db, 'groups', `type = 'school'`, size.schools, {
    id: `${BASE.school} + g`,
    public_id: `'bench-school-' || g`,
    parent_id: `${ORGANISER_GROUP}`,
    path: `'/1/${ORGANISER_GROUP}/' || (${BASE.school} + g) || '/'`,
    name: `'基准学校 ' || g`,
    code: `'BENCH' || g`,
  });
  await copyRows(db, 'school_infos', 'true', size.schools, {
    group_id: `${BASE.school} + g`,
    province_code: `(array(select code from provinces order by code))[1 + g % (select count(*) from provinces)::int]`,
  });
  // One captain per team, and a second member for every other team.
  const members = Math.floor(size.teams / 2);
  await copyRows(db, 'users', `username = 'student'`, size.teams + members, {
    id: `${BASE.user} + g`,
    public_id: `'bench-user-' || g`,
    username: `'bench_user_' || g`,
    phone_cipher: 'null',
    phone_index: 'null',
    email: 'null',
    id_card_cipher: 'null',
    id_card_index: 'null',
  });
  // Seven in ten approved, two pending, one rejected; items in turn.
  await copyRows(db, 'enroll_teams', `competition_id = ${COMPETITION}`, size.teams, {
    id: `${BASE.team} + g`,
    public_id: `'bench-team-' || g`,
    competition_id: `${COMPETITION}`,
    stage_id: `(select min(id) from competition_stages where competition_id = ${COMPETITION})`,
    item_id: `(array(select id from competition_items where competition_id = ${COMPETITION} order by id))[1 + g % 3]`,
    participant_group_id: 'null',
    school_group_id: school('g'),
    captain_id: `${BASE.user} + g`,
    name: `'基准队 ' || g`,
    status: `case when g % 10 < 7 then 'approved' when g % 10 < 9 then 'pending' else 'rejected' end`,
    copied_from_id: 'null',
    reviewed_by: 'null',
    created_at: spread('g'),
    updated_at: spread('g'),
    reviewed_at: `case when g % 10 < 7 then ${spread('g')} + interval '1 day' end`,
  });
  const teamColumns = `select id, competition_id, item_id, stage_id, school_group_id, created_at from enroll_teams where id >= ${BASE.team}`;
  await db.execute(
    sql.raw(
      `insert into enroll_members (team_id, user_id, competition_id, item_id, role, created_at) select id, id - ${BASE.team} + ${BASE.user}, competition_id, item_id, 'captain', created_at from (${teamColumns}) t`,
    ),
  );
  await db.execute(
    sql.raw(
      `insert into enroll_members (team_id, user_id, competition_id, item_id, role, created_at) select id, id - ${BASE.team} + ${BASE.user + size.teams}, competition_id, item_id, 'member', created_at from (${teamColumns} and id < ${BASE.team + members}) t`,
    ),
  );
  // Works of the approved teams (g → the g-th approved team: 10 teams hold 7 approved).
  const approvedTeam = (g: string) => `${BASE.team} + (${g} / 7) * 10 + ${g} % 7`;
  await copyRows(db, 'works', 'true', size.works, {
    id: `${BASE.work} + g`,
    public_id: `'bench-work-' || g`,
    team_id: approvedTeam('g'),
    competition_id: `${COMPETITION}`,
    stage_id: `(select min(id) from competition_stages where competition_id = ${COMPETITION})`,
    school_group_id: school(`(g / 7) * 10 + g % 7`),
    title: `'基准作品 ' || g`,
    current_version_id: 'null',
    share_id: `'bench-share-' || g`,
    created_at: spread('g'),
    updated_at: spread('g'),
  });
  await copyRows(db, 'review_entries', 'true', size.works, {
    id: `${BASE.entry} + g`,
    public_id: `'bench-entry-' || g`,
    stage_id: `(select min(id) from competition_stages where competition_id = ${COMPETITION})`,
    team_id: approvedTeam('g'),
    expert_group_id: 'null',
    created_at: spread('g'),
  });
  // Each work's experts: scoresPerWork of the demo experts, eight in ten done.
  const scores = size.works * size.scoresPerWork;
  await copyRows(db, 'review_assignments', 'true', scores, {
    id: `${BASE.score} + g`,
    public_id: `'bench-score-' || g`,
    entry_id: `${BASE.entry} + g / ${size.scoresPerWork}`,
    expert_id: `(array(select id from experts order by id))[1 + g % ${size.scoresPerWork}]`,
    status: `case when g % 10 < 8 then 'submitted' when g % 10 < 9 then 'draft' else 'assigned' end`,
    total: `case when g % 10 < 8 then 60 + (g * 37 % 40) end`,
    submitted_at: `case when g % 10 < 8 then ${spread('g')} end`,
    created_at: spread('g'),
    updated_at: spread('g'),
  });
  await copyRows(db, 'award_entries', 'true', size.awards, {
    id: `${BASE.award} + g`,
    public_id: `'bench-award-' || g`,
    level_id: `(array(select id from award_levels order by id))[1 + g % 4]`,
    team_id: approvedTeam('g'),
    user_id: 'null',
    winner_name: `'获奖者 ' || g`,
    created_at: spread('g'),
    updated_at: spread('g'),
  });
  await copyRows(db, 'certificates', 'true', size.certificates, {
    id: `${BASE.certificate} + g`,
    public_id: `'bench-cert-' || g`,
    entry_id: `${BASE.award} + g`,
    competition_id: `${COMPETITION}`,
    user_id: 'null',
    cert_no: `'BENCH-' || g`,
    code: `'bench-code-' || g`,
    status: `'issued'`,
    revoked_at: 'null',
    replaces_id: 'null',
    issued_at: spread('g'),
  });
  await copyRows(db, 'finance_orders', `state = 'paid'`, size.orders, {
    id: `${BASE.order} + g`,
    order_no: `'BENCH' || g`,
    payer_id: `${BASE.user} + g`,
    payer_group_id: school('g'),
    competition_id: `${COMPETITION}`,
    organiser_group_id: `${ORGANISER_GROUP}`,
    created_at: spread('g'),
    updated_at: spread('g'),
  });
  await copyRows(db, 'finance_payments', `state = 'succeeded'`, size.orders, {
    id: `${BASE.payment} + g`,
    public_id: `'bench-pay-' || g`,
    order_id: `${BASE.order} + g`,
    trade_no: `'BENCH' || g`,
    paid_at: spread('g'),
    created_at: spread('g'),
  });
  // The rollup's triggers ran once per row written above: hundreds of thousands of updates of the same
  // few rollup rows in a few statements, leaving ~10 dead versions per live row (61 MB for 67,000 rows on
  // PostgreSQL). A season written over weeks is vacuumed as it goes (autovacuum; updates of the count are
  // HOT and pruned in place), so the tables are compacted once here to measure that steady state.
  await db.execute(sql`vacuum full statistics_days`);
  await db.execute(sql`vacuum full statistics_people`);
  await db.execute(sql`analyze`);
}
