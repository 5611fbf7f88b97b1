import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';

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

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

type Target = { databaseUrl: string } | { dataDir: string } | { inMemory: true; from?: Blob };

/** Opens the database, applies pending migrations, and returns it ready to use. */
export const openDatabase = async (target: Target): Promise<Database> => {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: Number(process.env.DB_POOL_MAX ?? 10),
    });
    // An idle connection can be cut by the server (restart, failover, a dropped test database). The pool
    // replaces it on the next query; without a listener the event would crash the process.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL idle connection lost: ${error.message}\n`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
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
        ? new PGlite(path.join(target.dataDir, 'pg'))
        : new PGlite(target.from ? { loadDataDir: target.from } : {});
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
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
