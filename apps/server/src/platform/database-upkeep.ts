import { sql } from 'drizzle-orm';
import type { Database, Db } from './db.ts';
import { scheduleTask } from './schedule.ts';

/** How often the embedded database is vacuumed and its planner statistics refreshed. */
export const UPKEEP_EVERY_MS = 3_600_000;

/**
 * What PostgreSQL's autovacuum does on its own and PGlite never does (it has no background workers):
 * reclaims the space of updated and deleted rows (sessions touched every minute, counters, job leases)
 * and refreshes the planner's statistics. Without it the embedded database's tables only grow, and its
 * plans stay those of the day the tables were nearly empty (a join planned for a few rows, run over a
 * season's thousands). Incremental: pages unchanged since the last run are skipped.
 */
export const upkeepDatabase = async (db: Db, table?: string) => {
  await db.execute(table ? sql`vacuum (analyze) ${sql.identifier(table)}` : sql`vacuum (analyze)`);
};

/**
 * On the embedded database, upkeep once an hour in the process that runs jobs (the hour is claimed:
 * platform/schedule.ts), first a minute after start; on PostgreSQL nothing (autovacuum). Returns the
 * function that stops it.
 */
export const scheduleDatabaseUpkeep = (database: Database, onError: (error: unknown) => void) =>
  database.kind === 'pglite'
    ? scheduleTask(
        database.db,
        { name: 'database.upkeep', everyMs: UPKEEP_EVERY_MS, run: () => upkeepDatabase(database.db) },
        { firstTickMs: 60_000, onError },
      ).stop
    : () => undefined;
