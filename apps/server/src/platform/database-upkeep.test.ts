import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { upkeepDatabase } from './database-upkeep.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});
afterAll(() => t.close());

/** What the planner believes of a table: its row count (-1: never analyzed) and its pages. */
const plannerView = async (table: string) => {
  const rows = (await t.db.execute(
    sql`select reltuples::int as tuples from pg_class where relname = ${table}`,
  )) as unknown as { rows: { tuples: number }[] } | { tuples: number }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list[0]!.tuples;
};

describe('database upkeep', () => {
  it('refreshes what the planner knows of a table that grew from nothing: its live rows, not its deleted ones', async () => {
    const table = `upkeep_probe_${process.pid}`;
    await t.db.execute(sql`create table ${sql.identifier(table)} (n int primary key, note text)`);
    try {
      await t.db.execute(
        sql`insert into ${sql.identifier(table)} select g, repeat('x', 50) from generate_series(1, 3000) g`,
      );
      await t.db.execute(sql`delete from ${sql.identifier(table)} where n > 1000`);
      expect(await plannerView(table)).toBe(-1);
      // The embedded database (each test file its own) is kept whole; on the shared PostgreSQL test
      // database only the probe, where other files' tables are in use (autovacuum keeps those).
      if (t.database.kind === 'pglite') await upkeepDatabase(t.db);
      else await upkeepDatabase(t.db, table);
      expect(await plannerView(table)).toBe(1000);
    } finally {
      await t.db.execute(sql`drop table ${sql.identifier(table)}`);
    }
  });
});
