import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db.ts';
import {
  databaseUrl,
  newDatabaseName,
  onServer,
  seedTestDemo,
  serializeDemoBase,
} from './seeded-template.ts';

/**
 * Global setup of the API project: migrates and seeds the demo tenant once, on the database kind this
 * run tests (TEST_DATABASE_URL's server, else PGlite), and hands every test file the template to copy.
 * Returns the teardown that removes it.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = newDatabaseName('podium_template');
    await onServer(serverUrl, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    const fixture = serializeDemoBase(await seedTestDemo(database));
    await database.close();
    project.provide('seededTemplate', { source: { kind: 'postgres', database: name }, fixture });
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-template-'));
  const file = path.join(dir, 'seeded.tar');
  const database = await openDatabase({ inMemory: true });
  const fixture = serializeDemoBase(await seedTestDemo(database));
  writeFileSync(file, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
  await database.close();
  project.provide('seededTemplate', { source: { kind: 'pglite', file }, fixture });
  return () => rmSync(dir, { recursive: true, force: true });
}
