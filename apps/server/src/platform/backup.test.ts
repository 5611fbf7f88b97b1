import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scheduledRuns } from '../db/schema/index.ts';
import { backup, restore, type BackupTarget } from './backup.ts';
import { openDatabase, type Database } from './db.ts';

// A backup and its restore into an empty target, on both databases: every table's row count and a row
// read back, and the local files. PostgreSQL on the server with-postgres.mjs starts in CI.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-backup-'));
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const dropAfter: string[] = [];

const onServer = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
const newDatabase = async () => {
  const name = `podium_test_backup_${randomBytes(5).toString('hex')}`;
  await onServer(`create database ${name}`);
  dropAfter.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

afterAll(async () => {
  for (const name of dropAfter) await onServer(`drop database if exists ${name} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
});

/** Row counts of every table (public and the migrations' journal). */
const tableCounts = async (database: Database) => {
  const tables = (await database.db.execute(
    sql`select schemaname || '.' || tablename as t from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  )) as unknown as { rows: { t: string }[] };
  const counts: Record<string, number> = {};
  for (const { t } of tables.rows) {
    const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${t}`))) as unknown as {
      rows: { n: number }[];
    };
    counts[t] = result.rows[0]!.n;
  }
  return counts;
};

const target = (name: string, databaseUrl?: string): BackupTarget => ({
  databaseUrl,
  dataDir: path.join(work, name, 'data'),
  filesDir: path.join(work, name, 'files'),
  s3: undefined,
});

const open = (t: BackupTarget) =>
  openDatabase(t.databaseUrl ? { databaseUrl: t.databaseUrl } : { dataDir: t.dataDir });

/** Writes something to the database and the files directory, backs it up, restores it, reads it back. */
const roundTrip = async (source: BackupTarget, restored: BackupTarget) => {
  if (!source.databaseUrl) {
    fs.mkdirSync(source.dataDir, { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, 'podium.key'), 'test key');
  }
  const first = await open(source);
  await first.db.insert(scheduledRuns).values([
    { name: 'backup.test', slot: new Date('2026-11-27T05:00:00Z'), claimedBy: '测试 one' },
    { name: 'backup.test', slot: new Date('2026-11-27T06:00:00Z'), claimedBy: 'two' },
  ]);
  fs.mkdirSync(path.join(source.filesDir, 'ab'), { recursive: true });
  fs.writeFileSync(path.join(source.filesDir, 'ab', 'abc123'), '证书 PDF bytes');
  const before = await tableCounts(first);
  // PGlite is backed up stopped (it admits one process); PostgreSQL while it runs.
  if (!source.databaseUrl) await first.close();
  const dir = path.join(work, `${source.databaseUrl ? 'pg' : 'pglite'}-backup`);
  await backup(source, dir);
  if (source.databaseUrl) await first.close();

  await restore(restored, dir);
  const back = await open(restored);
  try {
    expect(await tableCounts(back)).toEqual(before);
    const rows = await back.db.select().from(scheduledRuns).orderBy(scheduledRuns.slot);
    expect(rows.map((r) => r.claimedBy)).toEqual(['测试 one', 'two']);
    expect(fs.readFileSync(path.join(restored.filesDir, 'ab', 'abc123'), 'utf8')).toBe('证书 PDF bytes');
    if (!source.databaseUrl)
      expect(fs.readFileSync(path.join(restored.dataDir, 'podium.key'), 'utf8')).toBe('test key');
  } finally {
    await back.close();
  }
  // A restore never overwrites: the same backup into the now filled target is refused.
  await expect(restore(restored, dir)).rejects.toThrow(/not empty|already holds/);
};

describe('backup and restore', () => {
  it('round-trips the embedded database and the files', async () => {
    await roundTrip(target('pglite-source'), target('pglite-restored'));
  }, 120_000);

  it('round-trips PostgreSQL (pg_dump while running, pg_restore into an empty database) and the files', async () => {
    await roundTrip(target('pg-source', await newDatabase()), target('pg-restored', await newDatabase()));
  }, 120_000);
});
