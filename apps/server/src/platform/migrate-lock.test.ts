import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, openDatabase, type Database } from './db.ts';
import { serverRoot } from './paths.ts';

// Two processes of one deployment start at once against one empty PostgreSQL database: migrations are
// applied once, under the advisory lock (db.ts). Two pools here are two sessions, as two processes are.
// PostgreSQL only (PGlite's data directory admits one process: data-dir-lock.ts); the server
// with-postgres.mjs starts in CI.
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `podium_test_migrate_${randomBytes(6).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const opened: Database[] = [];

const onServer = async (sql: string, connectionString = serverUrl) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

beforeAll(async () => void (await onServer(`create database ${name}`)));
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await onServer(`drop database if exists ${name} with (force)`);
});

describe('migrations on PostgreSQL', () => {
  it('are applied once when two processes start together, the second waiting for the lock', async () => {
    // A third session holds the lock first, so both starters provably queue behind it.
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const starting = [
      openDatabase({ databaseUrl: url.toString() }),
      openDatabase({ databaseUrl: url.toString() }),
    ];
    // Both wait on the lock (pg_locks shows two ungranted advisory requests) before anything is applied.
    for (let i = 0; ; i++) {
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
           and database = (select oid from pg_database where datname = current_database())`,
      );
      if (rows[0]!.n === 2) break;
      if (i > 600) throw new Error('the starters never waited for the migration lock');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { rows: before } = await holder.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
    expect(before[0].t).toBeNull();
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await holder.end();

    opened.push(...(await Promise.all(starting)));
    const journal = JSON.parse(readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await onServer('select hash from drizzle.__drizzle_migrations', url.toString());
    expect(applied.rowCount).toBe(journal.entries.length);
    expect(new Set(applied.rows.map((r: { hash: string }) => r.hash)).size).toBe(journal.entries.length);
    // Both processes work on the one schema.
    for (const database of opened) await database.ping();
  }, 120_000);
});
