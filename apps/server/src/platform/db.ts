import path from 'node:path';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { serverRoot } from './paths.ts';
import { sqlLogger } from './sql-budget.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** 'pglite' for the embedded default, 'postgres' for a server. */
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for readiness checks. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * PGlite only: the whole data directory as an uncompressed tarball, which `{ inMemory, from }` opens
   * again. The API tests migrate and seed once per run and start each file from it (initdb, migrations
   * and seeding cost about 9 s of CPU a file; loading a snapshot about 1 s).
   */
  snapshot?: () => Promise<Blob>;
};

/**
 * Runs a hand-written statement of a hot path as a NAMED prepared statement: on PostgreSQL each pooled
 * connection parses and plans it once and then only binds and executes (node-postgres sends Parse only the
 * first time a connection sees the name); PGlite ignores the name. The statement's text must be the same
 * for every call of one name (vary the name with any optional part). Returns the raw rows, as `execute`.
 */
export const executeNamed = async <Row>(db: Db, name: string, query: SQL): Promise<Row[]> => {
  // `dialect` and `session` are set by drizzle's PgDatabase constructor but are not in its public type.
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
};

/** Resolves after the event loop has polled its sockets once (setImmediate runs after the poll phase). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite that lets the server read its sockets before each statement.
 *
 * Why: PGlite runs a statement synchronously on the event loop, and everything between two statements of a
 * call (guard, handler, the next statement) is promise continuations, which Node runs before it returns to
 * the loop. So a call that arrived first ran to its answer before the server even read the next request:
 * under a surge the queue was not in the server, where the admission gate (platform/admission.ts) could
 * bound it and answer 429, but in unread sockets, where clients timed out while their sign-up waited
 * (measured: the gate never fired, 1,148 of 10,000 calls unanswered, sign-ups committed for clients that
 * had given up). Waiting one turn before each statement interleaves the calls and lets every waiting
 * request reach the gate within one statement's time (a few ms), so the surplus is answered at once.
 * Statements inside a transaction go through the transaction's own object and do not wait.
 */
class TurnTakingPGlite extends PGlite {
  override async query<T>(...args: Parameters<PGlite['query']>): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(...args);
  }

  override async exec(...args: Parameters<PGlite['exec']>): Promise<Results[]> {
    await nextTurn();
    return super.exec(...args);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurn();
    return super.transaction(callback);
  }
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Any fixed number: the key of the advisory lock migrations hold (no table of the product uses one). */
export const MIGRATION_LOCK_KEY = 7_300_220_001;

/**
 * Applies migrations holding a PostgreSQL session-level advisory lock. Why: the processes of a deployment
 * (several web processes and workers) start at once and each migrates on start; unlocked, two of them
 * would both find a migration pending and apply it side by side (one fails on a duplicate table, or
 * both half-apply). Under the lock the first applies, the others wait and then find nothing to do.
 */
const migrateUnderLock = async (connectionString: string, migrate: () => Promise<void>) => {
  // A connection of its own, not one of the pool's: with DB_POOL_MAX=1 the migration would wait for it.
  const holder = new pg.Client({ connectionString });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await holder.end();
  }
};

type Target = { databaseUrl: string } | { dataDir: string } | { inMemory: true; from?: Blob };

/**
 * Opens the database, applies pending migrations, and returns it ready to use. `prepare` runs right after
 * the migrations, still under their lock on PostgreSQL: the first start's seeding (first admin, demo data)
 * happens once when several processes start together on an empty database.
 */
export const openDatabase = async (
  target: Target,
  prepare?: (db: Db) => Promise<void>,
): Promise<Database> => {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: Number(process.env.DB_POOL_MAX ?? 10),
    });
    // An idle connection can be cut by the server (restart, failover, a dropped test database). The pool
    // replaces it on the next query; without a listener the event would crash the process.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL idle connection lost: ${error.message}\n`));
    const db = drizzlePg(pool, { schema, logger: sqlLogger });
    await migrateUnderLock(target.databaseUrl, async () => {
      await migratePg(db, { migrationsFolder });
      await prepare?.(db as unknown as Db);
    });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const unlock = 'dataDir' in target ? lockDataDir(target.dataDir) : () => undefined;
  try {
    const client =
      'dataDir' in target
        ? new TurnTakingPGlite(path.join(target.dataDir, 'pg'))
        : new TurnTakingPGlite(target.from ? { loadDataDir: target.from } : {});
    const db = drizzlePglite(client, { schema, logger: sqlLogger });
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      snapshot: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
};
