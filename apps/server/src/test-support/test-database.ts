import type { DemoBase } from '../db/seed/seed-demo.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import {
  databaseUrl,
  deserializeDemoBase,
  newDatabaseName,
  onServer,
  openTemplateCopy,
  seedTestDemo,
  type SeededTemplate,
} from './seeded-template.ts';

/** Drops the server database `name` when the returned database closes. */
const droppedOnClose = (database: Database, serverUrl: string, name: string): Database => ({
  ...database,
  close: async () => {
    await database.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  },
});

/**
 * A fresh, migrated, empty database for one test file: a new database on the PostgreSQL server of
 * TEST_DATABASE_URL (dropped afterwards), or an in-memory PGlite when that is unset.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ inMemory: true });
  const name = newDatabaseName('podium_test');
  await onServer(serverUrl, `create database ${name}`);
  return droppedOnClose(await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) }), serverUrl, name);
};

/** The template the API project's global setup prepared, when running under it. */
const providedTemplate = async (): Promise<SeededTemplate | undefined> => {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('seededTemplate');
};

/**
 * A fresh database of the file's own holding the demo tenant: copied from the run's seeded template
 * under vitest, else migrated and seeded here (the route probe, outside vitest).
 */
export const openSeededTestDatabase = async (): Promise<{ database: Database; fixture: DemoBase }> => {
  const template = await providedTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!template) {
    const database = await openTestDatabase();
    return { database, fixture: await seedTestDemo(database) };
  }
  const { database, dropName } = await openTemplateCopy(template, serverUrl);
  return {
    database: dropName && serverUrl ? droppedOnClose(database, serverUrl, dropName) : database,
    fixture: deserializeDemoBase(template.fixture),
  };
};
