import { sql } from 'drizzle-orm';
import type { AuditRow } from '../../platform/audit.ts';
import { executeNamed, type Db } from '../../platform/db.ts';
import { createGroupBatcher } from '../../platform/group-batch.ts';
import { prepareTotalShards } from './capacity.ts';
import type { Limit, TeamOfApplicant } from './sign-up-write.ts';

/** One sign-up of a batch: what differs between the calls; the rest is the batch's key. */
type BatchedSignUp = {
  publicId: string;
  captainId: number;
  name: string | null;
  audit: AuditRow | undefined;
};

/**
 * What became of one sign-up: `taken` (its team's public id), `full` (a student not yet in a team of the
 * item, turned away because no place was left), or `alone`: the batch could not say (not a student,
 * already in a team, shards not set up for the limit, or the batch's statement failed as a whole, e.g. on
 * a concurrent sign-up of the same student elsewhere), and the call goes on its own, the usual way.
 */
export type BatchOutcome = { taken: string } | { full: true } | { alone: true };

/** What all sign-ups of a batch share: the team's competition, stage, item, group and terms, and the limit. */
type Shared = Omit<TeamOfApplicant, 'captainId' | 'name'> & { limit: Limit | undefined };

const keyOf = (shared: Shared) => JSON.stringify(shared);

/** The log row in the table's own column names, for `jsonb_populate_record`. */
const logColumns = (row: AuditRow) => ({
  user_id: row.userId ?? null,
  username: row.username ?? '',
  group_id: row.groupId ?? null,
  module: row.module,
  action: row.action,
  target: row.target ?? '',
  before: row.before ?? null,
  after: row.after ?? null,
  method: row.method ?? '',
  path: row.path ?? '',
  ip: row.ip ?? '',
  user_agent: row.userAgent ?? '',
  duration_ms: row.durationMs ?? 0,
  success: row.success,
  error_msg: row.errorMsg ?? '',
});

/**
 * The surge's sign-ups of one competition item, many in ONE statement and one commit (see group-batch.ts
 * for why). Like `signUpInOneStatement` for each of them: the applicant read by the statement (a student,
 * their school, their name), a place taken before anything is written, team, captain and log row inserted
 * from the RETURNING rows, so nothing exists without a place. Places are handed out in arrival order from
 * the shards with room, which the statement locks (in shard order, so two batches never deadlock) and
 * re-reads at their newest: the counters never pass their limits. A student already in a team of the item
 * is left out before anything is written; if one joins concurrently, the unique index fails the whole
 * statement, nothing of it is kept, and every call of the batch goes alone.
 */
const signUpBatch = async (db: Db, shared: Shared, rows: BatchedSignUp[]): Promise<BatchOutcome[]> => {
  const first = await batchStatement(db, shared, rows);
  if (first.ready || !shared.limit) return first.outcomes;
  // The shards are not set up for the limit: once for the whole batch, then again, when the organiser's
  // total is still the one this batch was planned with (else each call goes alone, the careful way).
  if ((await prepareTotalShards(db, shared.competitionId)) !== shared.limit.limit) return first.outcomes;
  return (await batchStatement(db, shared, rows)).outcomes;
};

/** The batch's one statement; `ready`: the shards were set up for the limit (always, without one). */
const batchStatement = async (
  db: Db,
  shared: Shared,
  rows: BatchedSignUp[],
): Promise<{ ready: boolean; outcomes: BatchOutcome[] }> => {
  const { competitionId: c, stageId, itemId, limit } = shared;
  const asked = JSON.stringify(
    rows.map((row, ord) => ({
      ord,
      public_id: row.publicId,
      captain_id: row.captainId,
      name: row.name,
      log: row.audit ? logColumns(row.audit) : null,
    })),
  );
  // With a limit: the shards with room, locked, and each applicant's place among them by arrival order;
  // only when the shards are set up for the organiser's current total (else every call goes alone and the
  // careful way sets them up). Without one: every applicant is taken.
  const places = limit
    ? sql`
    locked as (
      select c.shard, c."limit", c.used from enroll_capacity c
      where c.competition_id = ${c}::bigint and c.scope = ${limit.scope}::text and c.used < c."limit"
      order by c.shard
      for update),
    ready as (
      select (select sum(t."limit") from enroll_capacity t
              where t.competition_id = ${c}::bigint and t.scope = ${limit.scope}::text) = ${limit.limit}::int
         and (select e.capacity_total from competition_enroll_settings e
              where e.competition_id = ${c}::bigint) = ${limit.limit}::int as ok),
    room as (
      select shard, "limit" - used as free, sum("limit" - used) over (order by shard) as upto from locked),
    assigned as (
      select a.*, room.shard from applicant a
      join room on a.n > room.upto - room.free and a.n <= room.upto
      where (select ok from ready)),
    place as (
      update enroll_capacity c set used = c.used + x.k
      from (select shard, count(*)::int as k from assigned group by shard) x
      where c.competition_id = ${c}::bigint and c.scope = ${limit.scope}::text and c.shard = x.shard
      returning c.shard),
    placed as (select assigned.* from assigned join place on place.shard = assigned.shard),`
    : sql`
    ready as (select true as ok),
    placed as (select * from applicant),`;
  const result = await executeNamed<{
    ord: number;
    public_id: string | null;
    full: boolean | null;
    ready: boolean | null;
  }>(
    db,
    `sign-up-batch${limit ? '-place' : ''}`,
    sql`
    with req as (
      select * from jsonb_to_recordset(${asked}::jsonb)
        as r(ord int, public_id text, captain_id bigint, name text, log jsonb)),
    applicant as (
      -- Each applicant's user and membership looked up by key (LATERAL … LIMIT 1, which the planner keeps
      -- per row): a surge fills these tables faster than their statistics follow, and joins planned for a
      -- near-empty table read every student and filtered every member of the item for every applicant
      -- (bench/sign-up-surge.ts: 114 buffers of enroll_members per sign-up, 13 when looked up by key).
      select r.*, case when g.type = 'school' then g.id end as school_id, u.real_name,
             row_number() over (order by r.ord) as n
      from req r
      cross join lateral (
        select u.real_name, u.group_id from users u
        where u.id = r.captain_id and u.user_type = 'student' limit 1) u
      left join groups g on g.id = u.group_id
      left join lateral (
        select true as taken from enroll_members m
        where m.competition_id = ${c}::bigint and m.item_id = ${itemId}::bigint and m.user_id = r.captain_id
          and coalesce(m.stage_id, 0) = ${stageId}::bigint and m.role <> 'advisor'
        limit 1) member on true
      where member.taken is null),
    ${places}
    team as (
      insert into enroll_teams (public_id, competition_id, stage_id, item_id, participant_group_id,
                                school_group_id, captain_id, name, status, source, fee_fen)
      select p.public_id, ${c}::bigint, ${stageId}::bigint, ${itemId}::bigint,
             ${shared.participantGroupId}::bigint, p.school_id, p.captain_id, coalesce(p.name, p.real_name),
             ${shared.status}::text, ${shared.source}::text, ${shared.feeFen}::int
      from placed p
      returning id, public_id, captain_id),
    captain as (
      insert into enroll_members (team_id, user_id, competition_id, item_id, stage_id, role)
      select team.id, team.captain_id, ${c}::bigint, ${itemId}::bigint, ${stageId}::bigint, 'captain'
      from team
      returning team_id, user_id),
    log as (
      insert into operation_logs (user_id, username, group_id, module, action, target, before, after, method,
                                  path, ip, user_agent, duration_ms, success, error_msg)
      select l.user_id, l.username, l.group_id, l.module, l.action, l.target, l.before, l.after, l.method,
             l.path, l.ip, l.user_agent, l.duration_ms, l.success, l.error_msg
      from captain join req r on r.captain_id = captain.user_id
      cross join lateral jsonb_populate_record(null::operation_logs, r.log) l
      where r.log is not null),
    notice as (
      -- The batch's one notification event (platform/notify's outbox) naming all its teams, in the same
      -- commit as the teams: a row per sign-up, then its stamp, cost a surge more than the teams' own rows.
      insert into notify_events (type, data, actor_id)
      select 'signUp.submitted', jsonb_build_object('teamIds', jsonb_agg(captain.team_id order by captain.team_id)),
             case when count(*) = 1 then min(captain.user_id) end
      from captain having count(*) > 0)
    select r.ord, t.public_id,
           (a.ord is not null and t.public_id is null and (select ok from ready)) as full,
           (select ok from ready) as ready
    from req r
    left join applicant a on a.ord = r.ord
    left join (select team.public_id, team.captain_id from team join captain on captain.team_id = team.id) t
      on t.captain_id = r.captain_id`,
  );
  const byOrd = new Map(result.map((row) => [Number(row.ord), row]));
  return {
    ready: result[0]?.ready === true,
    outcomes: rows.map((_, ord): BatchOutcome => {
      const row = byOrd.get(ord);
      if (row?.public_id) return { taken: row.public_id };
      if (row?.full === true) return { full: true };
      return { alone: true };
    }),
  };
};

type Batcher = (key: string, item: { shared: Shared; row: BatchedSignUp }) => Promise<BatchOutcome>;

/**
 * One batch of a competition item in flight at a time (its statement locks that limit's shards anyway),
 * up to 256 sign-ups; per database (tests open several).
 */
const batchers = new WeakMap<Db, Batcher>();

const batcherOf = (db: Db): Batcher => {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createGroupBatcher<{ shared: Shared; row: BatchedSignUp }, BatchOutcome>(
      async (_key, items) => {
        // A student twice in one batch: only the first is taken here, the others go alone (and are refused
        // there as already in a team), so one statement never inserts the same captain twice.
        const seen = new Set<number>();
        const unique = items.filter((item) => !seen.has(item.row.captainId) && seen.add(item.row.captainId));
        let outcomes: BatchOutcome[];
        try {
          outcomes = await signUpBatch(
            db,
            items[0]!.shared,
            unique.map((item) => item.row),
          );
        } catch {
          // Nothing of the statement was kept: each call tries on its own, where its refusal (or the
          // database's error) is its own.
          return items.map(() => ({ alone: true }));
        }
        const byItem = new Map(unique.map((item, index) => [item, outcomes[index]!]));
        return items.map((item) => byItem.get(item) ?? { alone: true });
      },
      { maxSize: 256, maxInFlight: 2 },
    );
    batchers.set(db, batcher);
  }
  return batcher;
};

/**
 * Joins the next batch of this sign-up's competition item, when it is one a batch can take: one limit at
 * most, and that the competition's total (or none). Otherwise answers `alone` at once.
 */
export const signUpInBatch = (
  db: Db,
  team: TeamOfApplicant,
  limit: Limit | undefined,
  publicId: string,
  audit: AuditRow | undefined,
): Promise<BatchOutcome> => {
  if (limit && limit.scope !== 'total') return Promise.resolve({ alone: true });
  const { captainId, name, ...rest } = team;
  const shared: Shared = { ...rest, limit };
  return batcherOf(db)(keyOf(shared), { shared, row: { publicId, captainId, name, audit } });
};
