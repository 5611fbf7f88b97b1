#!/usr/bin/env node
// Runs a command against this machine's PostgreSQL server:
//   node scripts/with-postgres.mjs vitest run --project api
// Sets TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test unless already set), makes
// sure the server answers (starting the local cluster with pg_ctlcluster when it does not), creates
// the database when missing, then runs the command and exits with its code.
// Without a command it only makes sure the server is up (used by .ci/run).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const root = join(import.meta.dirname, '..');
const url = process.env.TEST_DATABASE_URL || DEFAULT_URL;
const command = process.argv.slice(2);

// `pg` is a dependency of the server workspace: resolve it from there.
const requireFromServer = createRequire(join(root, 'apps', 'server', 'package.json'));
/** @type {typeof import('pg')} */
const pg = requireFromServer('pg');

/** Display form of a connection string, without a password. */
const redact = (/** @type {string} */ value) => value.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * Tries one connection. Returns null when the database answers, else the error.
 * @param {string} connectionString
 * @returns {Promise<(Error & { code?: string }) | null>}
 */
async function probe(connectionString) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return /** @type {Error & { code?: string }} */ (error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Starts every local cluster the Debian way (no systemd here). */
function startLocalClusters() {
  const versionsDir = '/etc/postgresql';
  if (!existsSync(versionsDir)) {
    console.error(`with-postgres: ${versionsDir} not found; cannot start a local PostgreSQL.`);
    return;
  }
  for (const version of readdirSync(versionsDir)) {
    const args = ['--skip-systemctl-redirect', version, 'main', 'start'];
    console.error(`with-postgres: starting PostgreSQL: pg_ctlcluster ${args.join(' ')}`);
    try {
      execFileSync('pg_ctlcluster', args, { stdio: 'inherit' });
    } catch (error) {
      console.error(`with-postgres: pg_ctlcluster failed: ${/** @type {Error} */ (error).message}`);
    }
  }
}

/** Creates the target database when the server is up but the database is not (SQLSTATE 3D000). */
async function createDatabase() {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    console.error(`with-postgres: creating database "${name}"`);
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

async function ensureServer() {
  let error = await probe(url);
  if (error?.code === '3D000') {
    await createDatabase();
    error = await probe(url);
  }
  if (!error) return;

  const host = new URL(url).hostname;
  if (['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    console.error(`with-postgres: ${redact(url)} does not answer (${error.message}).`);
    startLocalClusters();
    for (let attempt = 0; attempt < 30 && error; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      error = await probe(url);
      if (error?.code === '3D000') {
        await createDatabase();
        error = await probe(url);
      }
    }
  }
  if (error) {
    console.error(
      [
        `with-postgres: PostgreSQL is not reachable at ${redact(url)}: ${error.message}`,
        'Start a PostgreSQL server (or set TEST_DATABASE_URL to one), then run again.',
        'Without PostgreSQL you can still run the unit tests and the API tests on the embedded',
        'database: npm run test:unit && npm run test:api:pglite',
      ].join('\n'),
    );
    process.exit(1);
  }
}

await ensureServer();
console.error(`with-postgres: PostgreSQL ready at ${redact(url)}`);
if (command.length === 0) process.exit(0);

const [program = '', ...args] = command;
const child = spawn(program, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`with-postgres: cannot run ${program}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
