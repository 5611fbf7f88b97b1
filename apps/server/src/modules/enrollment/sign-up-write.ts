import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { newPublicId } from '../../platform/ids.ts';

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
 */
export const signUpInOneStatement = async (
  db: Db,
  team: NewTeam,
  limit: Limit | undefined,
): Promise<string | undefined> => {
  const publicId = newPublicId();
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
        returning 1 as taken),`
    : sql`place as (select 1 as taken),`;
  // Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`.
  const result = (await db.execute(sql`
    with ${place}
    team as (
      insert into enroll_teams (public_id, competition_id, stage_id, item_id, participant_group_id,
                                school_group_id, captain_id, name, status, source, fee_fen)
      select ${publicId}::text, ${team.competitionId}::bigint, ${team.stageId}::bigint, ${team.itemId}::bigint,
             ${team.participantGroupId}::bigint, ${team.schoolGroupId}::bigint, ${team.captainId}::bigint,
             ${team.name}::text, ${team.status}::text, ${team.source}::text, ${team.feeFen}::int
      from place
      returning id, public_id),
    captain as (
      insert into enroll_members (team_id, user_id, competition_id, item_id, stage_id, role)
      select team.id, ${team.captainId}::bigint, ${team.competitionId}::bigint, ${team.itemId}::bigint,
             ${team.stageId}::bigint, 'captain'
      from team
      returning team_id)
    select team.public_id from team join captain on captain.team_id = team.id`)) as unknown as {
    rows: { public_id: string }[];
  };
  return result.rows[0]?.public_id;
};
