import { and, asc, eq, sql } from 'drizzle-orm';
import { competitionEnrollSettings, enrollCapacity } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import type { LocalizedText } from '../../platform/messages.ts';
import { CHECK_VIOLATION, sqlState } from './pg-errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * How many rows one limit is split over. A sign-up holds its shard's row lock until it commits; with one
 * row every sign-up of a competition queued behind the previous one's commit (and behind the Node event
 * loop between its UPDATE and its COMMIT), which capped a surge at a few dozen sign-ups a second. With
 * more shards than pooled connections a sign-up practically never waits for another.
 */
export const CAPACITY_SHARDS = 16;

const ofScope = (competitionId: number, scope: string) =>
  and(eq(enrollCapacity.competitionId, competitionId), eq(enrollCapacity.scope, scope));

/** Places taken and the limit of one scope, summed over its shards (zero when nobody has signed up yet). */
export const placesTaken = async (db: Db | Tx, competitionId: number, scope: string) => {
  const rows = await db
    .select({ used: enrollCapacity.used, limit: enrollCapacity.limit })
    .from(enrollCapacity)
    .where(ofScope(competitionId, scope));
  return {
    used: rows.reduce((sum, r) => sum + r.used, 0),
    limit: rows.reduce((sum, r) => sum + r.limit, 0),
    shards: rows.length,
  };
};

/**
 * Makes the scope's shards exist and their limits add up to `limit`: each keeps what it has taken and the
 * room left is dealt out evenly. Runs with every shard of the scope locked, so it never interleaves with a
 * sign-up; needed only on the first sign-up and after the organiser changes the limit.
 */
const rebalance = async (tx: Tx, competitionId: number, scope: string, limit: number) => {
  await tx
    .insert(enrollCapacity)
    .values(
      Array.from({ length: CAPACITY_SHARDS }, (_, shard) => ({
        competitionId,
        scope,
        shard,
        used: 0,
        limit: 0,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(enrollCapacity)
    .where(ofScope(competitionId, scope))
    .orderBy(asc(enrollCapacity.shard))
    .for('update');
  if (rows.reduce((sum, r) => sum + r.limit, 0) === limit) return; // a concurrent sign-up already did it
  const room = Math.max(limit - rows.reduce((sum, r) => sum + r.used, 0), 0);
  for (const [index, row] of rows.entries()) {
    const share = Math.floor(room / rows.length) + (index < room % rows.length ? 1 : 0);
    if (row.limit !== row.used + share)
      await tx
        .update(enrollCapacity)
        .set({ limit: row.used + share })
        .where(and(ofScope(competitionId, scope), eq(enrollCapacity.shard, row.shard)));
  }
};

/**
 * Sets the competition's total shards up for the organiser's current total (read here, in the transaction
 * that locks them) and answers that total, or null when there is none. A batch of sign-ups that finds the
 * shards not set up (the first sign-ups of a competition, a changed limit) calls it once and tries again,
 * instead of every sign-up of the batch going the careful way to do the same.
 */
export const prepareTotalShards = (db: Db, competitionId: number): Promise<number | null> =>
  db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ total: competitionEnrollSettings.capacityTotal })
      .from(competitionEnrollSettings)
      .where(eq(competitionEnrollSettings.competitionId, competitionId));
    const total = settings?.total ?? null;
    if (total !== null) await rebalance(tx, competitionId, 'total', total);
    return total;
  });

/**
 * One conditional UPDATE: a place in a shard that still has room. With `skipLocked` only among shards no
 * other transaction holds (no waiting); without, it waits for a held one and re-checks its room after.
 * With `expectedLimit` it takes nothing unless the shards' limits add up to it (the settings unchanged).
 */
const takeInShard = async (
  tx: Tx,
  competitionId: number,
  scope: string,
  skipLocked: boolean,
  expectedLimit?: number,
) => {
  const candidate = tx
    .select({ shard: enrollCapacity.shard })
    .from(enrollCapacity)
    .where(and(ofScope(competitionId, scope), sql`${enrollCapacity.used} < ${enrollCapacity.limit}`))
    .orderBy(skipLocked ? sql`random()` : asc(enrollCapacity.shard))
    .limit(1)
    .for('update', skipLocked ? { skipLocked: true } : {});
  const limitUnchanged =
    expectedLimit === undefined
      ? undefined
      : sql`(${tx
          .select({ total: sql`sum(${enrollCapacity.limit})` })
          .from(enrollCapacity)
          .where(ofScope(competitionId, scope))}) = ${expectedLimit}`;
  const taken = await tx
    .update(enrollCapacity)
    .set({ used: sql`${enrollCapacity.used} + 1` })
    .where(and(ofScope(competitionId, scope), eq(enrollCapacity.shard, sql`(${candidate})`), limitUnchanged))
    .returning({ shard: enrollCapacity.shard });
  return taken.length > 0;
};

/**
 * Takes one place against a limit inside the sign-up's transaction, or refuses with `full`. The shards'
 * limits partition the scope's limit and each shard's CHECK (used <= limit) holds in the database, so
 * concurrent sign-ups can never overfill it. The usual case is one statement; the rest (a first sign-up, a
 * changed limit, every free shard held by someone else, a full scope) reads the counters and goes slower.
 */
export const takePlace = async (
  tx: Tx,
  competitionId: number,
  scope: string,
  limit: number,
  full: LocalizedText,
) => {
  try {
    if (await takeInShard(tx, competitionId, scope, true, limit)) return;
    const now = await placesTaken(tx, competitionId, scope);
    if (now.used >= limit) throw conflict(full);
    if (now.shards < CAPACITY_SHARDS || now.limit !== limit) await rebalance(tx, competitionId, scope, limit);
    if (await takeInShard(tx, competitionId, scope, true)) return;
    // Every shard with room is held by another sign-up right now: wait for one (it may fill up meanwhile).
    if (await takeInShard(tx, competitionId, scope, false)) return;
  } catch (error) {
    if (sqlState(error) === CHECK_VIOLATION) throw conflict(full);
    throw error;
  }
  throw conflict(full);
};

/** Gives back one place of a scope (a rejected or withdrawn team), in whichever shard has taken the most. */
export const releasePlace = async (tx: Tx | Db, competitionId: number, scope: string) => {
  const fullest = tx
    .select({ shard: enrollCapacity.shard })
    .from(enrollCapacity)
    .where(and(ofScope(competitionId, scope), sql`${enrollCapacity.used} > 0`))
    .orderBy(sql`${enrollCapacity.used} desc`)
    .limit(1)
    .for('update');
  await tx
    .update(enrollCapacity)
    .set({ used: sql`${enrollCapacity.used} - 1` })
    .where(and(ofScope(competitionId, scope), eq(enrollCapacity.shard, sql`(${fullest})`)));
};
