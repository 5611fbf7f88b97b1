import { sql } from 'drizzle-orm';
import type { AuditRow } from '../../platform/audit.ts';
import { executeNamed, type Db } from '../../platform/db.ts';

export type NewTeam = {
  competitionId: number;
  stageId: number;
  itemId: number;
  participantGroupId: number | null;
  schoolGroupId: number | null;
  captainId: number;
  name: string;
  status: string;
  source: string;
  feeFen: number;
};

/**
 * A team whose applicant-dependent parts the statement reads itself: the captain must be a student, the
 * school is their home group when it is a school, the name is their real name unless one is given.
 */
export type TeamOfApplicant = Omit<NewTeam, 'schoolGroupId' | 'name'> & { name: string | null };

/** One capacity limit the sign-up must take a place against: its counter scope and the settings' limit. */
export type Limit = { scope: string; limit: number };

/**
 * The usual sign-up in ONE statement (one round trip, its own transaction): take a place in a capacity
 * shard nobody else holds, insert the team, insert the captain. The team is inserted only from the place's
 * RETURNING row and the captain only from the team's, so nothing is written without a place; a captain
 * already in a team of the item breaks the unique index and the whole statement (place included) rolls
 * back. Row locks are held from the UPDATE to the statement's own commit, never across a Node round trip.
 *
 * Returns the new team's public id, or undefined when no place was taken here: the shards are not set up
 * for this limit yet, every shard with room is held by someone else right now, or the scope is full. The
 * caller then goes the careful way (`takePlace` in a transaction), which tells these apart.
 *
 * With more than one limit (per item, per school) the places would have to be taken all-or-nothing, which
 * one statement cannot undo halfway: such sign-ups always go the careful way.
 *
 * With `audit`, the request's operation log row is inserted by the same statement, from the captain's
 * RETURNING row: it exists exactly when the sign-up does, and both are durable at the one commit (a
 * separate log insert was a second round trip and a second WAL flush per sign-up).
 *
 * Given a `TeamOfApplicant`, the statement also reads the applicant (a student? their school? their name?)
 * instead of the caller reading it first: one round trip per sign-up instead of two; and when it takes no
 * place it tells whether the competition is full (`full`), the surge's refusal, in the same round trip.
 */
export const signUpInOneStatement = async (
  db: Db,
  team: NewTeam | TeamOfApplicant,
  limit: Limit | undefined,
  publicId: string,
  audit?: AuditRow,
): Promise<{ teamId: string | undefined; full: boolean }> => {
  // With the applicant read here (no `schoolGroupId` known yet), a place is taken only for a student: the
  // applicant's row gates the UPDATE, so a non-student takes nothing and the caller learns why the slow way.
  const ofApplicant = !('schoolGroupId' in team);
  const applicant = ofApplicant
    ? sql`
      applicant as (
        select case when g.type = 'school' then g.id end as school_id, u.real_name
        from users u left join groups g on g.id = u.group_id
        where u.id = ${team.captainId}::bigint and u.user_type = 'student'),`
    : sql``;
  const onlyForApplicant = ofApplicant ? sql`and exists (select 1 from applicant)` : sql``;
  const place = limit
    ? sql`
      place as (
        update enroll_capacity c set used = c.used + 1
        where c.competition_id = ${team.competitionId} and c.scope = ${limit.scope}
          and c.shard = (
            select s.shard from enroll_capacity s
            where s.competition_id = ${team.competitionId} and s.scope = ${limit.scope} and s.used < s."limit"
            order by random() limit 1
            for update skip locked)
          and (select sum(t."limit") from enroll_capacity t
               where t.competition_id = ${team.competitionId} and t.scope = ${limit.scope}) = ${limit.limit}
          ${onlyForApplicant}
        returning 1 as taken),`
    : sql`place as (select 1 as taken where true ${onlyForApplicant}),`;
  const schoolId = ofApplicant ? sql`applicant.school_id` : sql`${team.schoolGroupId}::bigint`;
  const name = ofApplicant
    ? sql`coalesce(${team.name}::text, applicant.real_name)`
    : sql`${(team as NewTeam).name}::text`;
  const from = ofApplicant ? sql`place cross join applicant` : sql`place`;
  // When no place was taken, whether the competition is simply full, so the commonest refusal of a surge
  // needs no further round trip: a student asked, and in this statement's snapshot the shards are set up
  // for the organiser's current total (read here, not from the cache) and every one of them is used up.
  // Otherwise (shards busy, a limit changed, not set up) false, and the caller goes the careful way.
  const checksFull = ofApplicant && limit?.scope === 'total';
  const full = checksFull
    ? sql`exists (select 1 from applicant)
        and (select sum(f.used) >= sum(f."limit")
                    and sum(f."limit") = (select e.capacity_total from competition_enroll_settings e
                                          where e.competition_id = ${team.competitionId}::bigint)
             from enroll_capacity f where f.competition_id = ${team.competitionId}::bigint and f.scope = 'total')`
    : sql`false`;
  // Named per variant of its text (with or without a place, with or without the log row): prepared once per
  // pooled connection on PostgreSQL.
  const statement = `sign-up${ofApplicant ? '-applicant' : ''}${limit ? '-place' : ''}${checksFull ? '-full' : ''}${audit ? '-log' : ''}`;
  const rows = await executeNamed<{ public_id: string | null; full: boolean | null }>(
    db,
    statement,
    sql`
    with ${applicant}${place}
    team as (
      insert into enroll_teams (public_id, competition_id, stage_id, item_id, participant_group_id,
                                school_group_id, captain_id, name, status, source, fee_fen)
      select ${publicId}::text, ${team.competitionId}::bigint, ${team.stageId}::bigint, ${team.itemId}::bigint,
             ${team.participantGroupId}::bigint, ${schoolId}, ${team.captainId}::bigint,
             ${name}, ${team.status}::text, ${team.source}::text, ${team.feeFen}::int
      from ${from}
      returning id, public_id),
    captain as (
      insert into enroll_members (team_id, user_id, competition_id, item_id, stage_id, role)
      select team.id, ${team.captainId}::bigint, ${team.competitionId}::bigint, ${team.itemId}::bigint,
             ${team.stageId}::bigint, 'captain'
      from team
      returning team_id),
    notice as (
      -- The sign-up's notification event (platform/notify's outbox), in the same commit as the team.
      insert into notify_events (type, data, actor_id)
      select 'signUp.submitted', jsonb_build_object('teamId', captain.team_id), ${team.captainId}::bigint
      from captain)${audit ? logOf(audit) : sql``}
    select (select team.public_id from team join captain on captain.team_id = team.id) as public_id,
           ${full} as full`,
  );
  const row = rows[0];
  return { teamId: row?.public_id ?? undefined, full: row?.full === true };
};

/** The operation log row, inserted once the captain is (a CTE runs even when the final SELECT ignores it). */
const logOf = (row: AuditRow) => {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return sql`,
    log as (
      insert into operation_logs (user_id, username, group_id, module, action, target, before, after, method,
                                  path, ip, user_agent, duration_ms, success, error_msg)
      select ${row.userId ?? null}::bigint, ${row.username ?? ''}::text, ${row.groupId ?? null}::bigint,
             ${row.module}::text, ${row.action}::text, ${row.target ?? ''}::text, ${json(row.before)}::jsonb,
             ${json(row.after)}::jsonb, ${row.method ?? ''}::text, ${row.path ?? ''}::text, ${row.ip ?? ''}::text,
             ${row.userAgent ?? ''}::text, ${row.durationMs ?? 0}::int, ${row.success}::boolean,
             ${row.errorMsg ?? ''}::text
      from captain)`;
};
