import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { seedDemo, type DemoBase } from '../db/seed/seed-demo.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import { createPersonalDataCipher } from '../platform/personal-data.ts';

/**
 * The demo tenant, migrated and seeded once per test run (by the API project's global setup), from which
 * every test file starts its own copy: on PostgreSQL a `create database … template`, on PGlite a data
 * directory snapshot. A fresh PGlite costs about 5.5 s of CPU for initdb, 2.5 s for the migrations and
 * 1.5 s for the seed; loading the snapshot about 1 s. Each copy is still a database of the file's own.
 */
export type SeededTemplate = {
  /** PostgreSQL: the template database's name; PGlite: the snapshot file. */
  source: { kind: 'postgres'; database: string } | { kind: 'pglite'; file: string };
  fixture: SerializedDemoBase;
};

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** DemoBase as it crosses from the global setup to the test workers (structured clone, no Map). */
export type SerializedDemoBase = Omit<DemoBase, 'menuIds'> & { menuIds: [string, number][] };

/** The personal-data key of every test app (fixed, so the template's ciphertexts open in every copy). */
export const TEST_DATA_KEY = Buffer.alloc(32, 7);

export const serializeDemoBase = (base: DemoBase): SerializedDemoBase => ({
  ...base,
  menuIds: [...base.menuIds.entries()],
});

export const deserializeDemoBase = (base: SerializedDemoBase): DemoBase => ({
  ...base,
  menuIds: new Map(base.menuIds),
});

export const seedTestDemo = (database: Database) =>
  seedDemo(database.db, createPersonalDataCipher(TEST_DATA_KEY));

/** Where the PostgreSQL server of `serverUrl` keeps database `name`. */
export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the server's maintenance connection. */
export const onServer = async (serverUrl: string, sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

export const newDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Opens a copy of the template as a fresh database of the caller's own. */
export const openTemplateCopy = async (template: SeededTemplate, serverUrl: string | undefined) => {
  if (template.source.kind === 'pglite') {
    const from = new Blob([readFileSync(template.source.file)]);
    return { database: await openDatabase({ inMemory: true, from }), dropName: null };
  }
  if (!serverUrl) throw new Error('a PostgreSQL template needs TEST_DATABASE_URL');
  const name = newDatabaseName('podium_test');
  await createFromTemplate(serverUrl, name, template.source.database);
  return { database: await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) }), dropName: name };
};

/**
 * `create database … template`. PostgreSQL refuses while any session is connected to the template; the
 * seeding pool's sessions may take a moment to go after it closed, so a refusal (55006) is retried.
 */
const createFromTemplate = async (serverUrl: string, name: string, template: string) => {
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(serverUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};
