// Benchmark: a sign-up surge. 10,000 students sign up through the real POST /web/enroll/signUp from 500
// concurrent clients into an individual competition (no approval, no fee) whose capacity is 8,000: exactly
// 8,000 must be accepted, no student may hold two places, and no call may answer 5xx. Measured: accepted
// sign-ups per second and the p99 latency of all calls, on PostgreSQL and on PGlite. Same-run baseline:
// bench/baseline-server.ts (bare Fastify + pg, the homepage's SQL) at the same 500 connections.
//
//   npm run bench:signup               (from bench/)
//
// The competition, its stage and item, the 10,000 students (one password hash reused) and a session each
// are written straight into the database in a few INSERT … SELECT generate_series statements, so the run
// measures sign-ups and nothing else. Env: BENCH_SIGNUP_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/podium_bench_signup, dropped and created afresh), BENCH_SIGNUPS
// (10000), BENCH_CAPACITY (8000), BENCH_CLIENTS (500), BENCH_SKIP_PGLITE=1, BENCH_WRITE=0 (print only),
// BENCH_CLIENT=fetch (the earlier fetch client), BENCH_COMPARE_CLIENT=1 (both clients in one run),
// BENCH_COMPARE_ROOT=<checkout> (an earlier commit's server first, same run), BENCH_PORTS=3420-3427,
// BENCH_ROLE=web (the measured server answers HTTP only, as a deployment's web process: no dispatcher),
// BENCH_AFTER_SEED_SQL='stmt; stmt' (an experiment, e.g. a trigger disabled to weigh what it costs).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as PgliteModule from '@electric-sql/pglite';
import {
  cpuSeconds,
  load,
  postgresVersion,
  repoRoot,
  startServer,
  type RunningServer,
  recreateDatabase,
} from './support.ts';
import { createSurgeClient, prepare, type Answer } from './surge-client.ts';
import {
  API,
  capacity,
  clients,
  COMPETITION,
  databaseUrl,
  ITEM,
  pg,
  requireFromServer,
  signUps,
  type Outcome,
  type Query,
} from './surge-config.ts';
import { databaseWork, seed, watchPostgres, workUntilDrained } from './surge-database.ts';
import { loadNow, render, summarise, writeSection, type Row } from './surge-report.ts';

const skipPglite = process.env.BENCH_SKIP_PGLITE === '1';
const skipPostgres = process.env.BENCH_SKIP_POSTGRES === '1';
const writeReport = process.env.BENCH_WRITE !== '0';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
const clientKind = process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'http';
const compareRoot = process.env.BENCH_COMPARE_ROOT;
const compareClient = process.env.BENCH_COMPARE_CLIENT === '1';
/** A directory for the server's CPU profile of the measured start (`node --cpu-prof`), when set. */
const cpuProfDir = process.env.BENCH_CPU_PROF_DIR;
const serverArgs = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
// Migrating and seeding a fresh database takes minutes when the shared machine is busy.
const startTimeoutMs = 600_000;
const dataKey = createHash('sha256').update('podium-bench').digest('base64');

/**
 * Every student signs up once; `clients` workers each take the next student until none are left. The
 * requests are built before the clock starts (BENCH_CLIENT=fetch: the earlier fetch client, to compare
 * the client's own CPU in one run).
 */
async function surge(
  server: RunningServer,
  kind: 'http' | 'fetch' = clientKind,
): Promise<{
  outcomes: Outcome[];
  seconds: number;
  serverCpu: number;
  clientCpu: number;
  retries: number;
}> {
  const baseUrl = server.baseUrl;
  const path = `${API}/web/enroll/signUp`;
  const body = { competitionId: COMPETITION, itemId: ITEM };
  const prepared = Array.from({ length: signUps + 1 }, (_, n) => prepare(path, `surge-token-${n}`, body));
  const client = createSurgeClient(baseUrl, clients);
  const send = async (n: number): Promise<Answer> => {
    if (kind === 'http') return client.send(prepared[n]!);
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer surge-token-${n}` },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    };
  };
  const cpuBefore = cpuSeconds(server.pid!);
  const outcomes: Outcome[] = [];
  const failures = new Map<string, number>();
  let next = 1;
  let retries = 0;
  /** One student's sign-up: retried after Retry-After (with jitter) while the server answers 429 (busy). */
  const signUpOnce = async (n: number): Promise<Outcome> => {
    const started = performance.now();
    for (;;) {
      let answer: Answer;
      try {
        answer = await send(n);
      } catch (error) {
        // A dropped connection (ECONNRESET) is an answer too: counted by its cause, and the run fails on it.
        const cause = (error as { cause?: { code?: string; name?: string } }).cause;
        const why = (error as { code?: string }).code ?? cause?.code ?? cause?.name ?? String(error);
        failures.set(why, (failures.get(why) ?? 0) + 1);
        return { ms: performance.now() - started, status: 0, code: -1 };
      }
      if (answer.status === 429) {
        retries += 1;
        const wait = Number(answer.retryAfter ?? 1) * 1000;
        await new Promise((resolve) => setTimeout(resolve, wait * (0.5 + Math.random())));
        continue;
      }
      let code = -1;
      try {
        code = (JSON.parse(answer.text) as { code: number }).code;
      } catch {
        // not JSON: counted by its status
      }
      return { ms: performance.now() - started, status: answer.status, code };
    }
  };
  const worker = async () => {
    for (let n = next++; n <= signUps; n = next++) outcomes.push(await signUpOnce(n));
  };
  const started = performance.now();
  const clientBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: clients }, worker));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(clientBefore);
  const clientCpu = (used.user + used.system) / 1e6;
  client.close();
  if (failures.size) console.log('  calls that got no answer, by cause:', Object.fromEntries(failures));
  return { outcomes, seconds, serverCpu: cpuSeconds(server.pid!) - cpuBefore, clientCpu, retries };
}

/** One PostgreSQL surge: which code (checkout) serves, and which client sends. */
type Variant = { label: string; root: string; client: 'http' | 'fetch' };

async function onPostgres(variant: Variant): Promise<Row> {
  await recreateDatabase(databaseUrl);
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_KEY: dataKey,
    DEMO: '1',
    LOG_LEVEL: logLevel,
    ...(process.env.BENCH_ROLE ? { PODIUM_ROLE: process.env.BENCH_ROLE } : {}),
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  let server: RunningServer | undefined;
  try {
    server = await startServer(
      `Podium (${variant.label})`,
      'apps/server/src/main.ts',
      env,
      startTimeoutMs,
      serverArgs,
      variant.root,
    );
    await client.connect();
    const query: Query = (sql, params) => client.query(sql, params);
    await seed(query);
    // An experiment's statements after the seed (e.g. a trigger disabled to weigh what it costs).
    for (const statement of (process.env.BENCH_AFTER_SEED_SQL ?? '').split(';').filter((s) => s.trim()))
      await query(statement, []);
    // Backends report their counters when idle, within 10 s: the seed's and the start's are in before the
    // work counters are read (else the seed's 10,000 students counted as the surge's).
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const workBefore = await databaseWork(query);
    const loadBefore = loadNow();
    const watch = watchPostgres(databaseUrl);
    const { outcomes, seconds, serverCpu, clientCpu, retries } = await surge(server, variant.client);
    const db = await watch.stop();
    console.log(
      `  PostgreSQL backends: ${db.backends}; active backends by wait, per 20 ms sample:`,
      db.waits,
    );
    const row = await summarise(variant.label, outcomes, seconds, serverCpu, loadBefore, query, {
      clientCpu,
      dbCpu: db.cpu,
      retries,
    });
    row.waits = db.waits;
    row.work = await workUntilDrained(query, workBefore, row.accepted);
    console.log(`  ${variant.label}: database work`, row.work);
    return row;
  } finally {
    await server?.stop();
    await client.end().catch(() => {});
  }
}

/** The same-run baseline on the (last) surge's database. */
async function baselineRun(): Promise<Awaited<ReturnType<typeof load>>> {
  const env = { DATABASE_URL: databaseUrl, DATA_KEY: dataKey, LOG_LEVEL: logLevel };
  const baselineServer = await startServer('baseline', 'bench/baseline-server.ts', env);
  try {
    const calls = [{ method: 'GET' as const, path: `${API}/home/competition/competition/lastRound` }];
    return await load(baselineServer.baseUrl, calls, clients, 5);
  } finally {
    await baselineServer.stop();
  }
}

/**
 * The PostgreSQL surges of one run: BENCH_COMPARE_ROOT names another checkout (e.g. the previous commit,
 * `git archive` into a directory with node_modules linked) whose server runs first, so before and after
 * are measured under the same load; BENCH_COMPARE_CLIENT=1 adds the current code under the fetch client.
 */
const postgresVariants = (): Variant[] => [
  ...(compareRoot ? [{ label: 'PostgreSQL, before', root: compareRoot, client: 'http' as const }] : []),
  { label: 'PostgreSQL', root: repoRoot, client: clientKind },
  ...(compareClient ? [{ label: 'PostgreSQL, fetch client', root: repoRoot, client: 'fetch' as const }] : []),
];

/** PGlite belongs to one process: seed between a first start (migrations, demo data) and the measured one. */
async function onPglite(): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'podium-bench-signup-'));
  const env = { DATABASE_URL: '', DATA_DIR: dir, DATA_KEY: dataKey, DEMO: '1', LOG_LEVEL: logLevel };
  const { PGlite } = (await import(requireFromServer.resolve('@electric-sql/pglite'))) as typeof PgliteModule;
  let server: RunningServer | undefined;
  try {
    await (await startServer('Podium (first start)', 'apps/server/src/main.ts', env, startTimeoutMs)).stop();
    const seeding = new PGlite(join(dir, 'pg'));
    await seed((sql, params) => seeding.query(sql, params));
    await seeding.close();
    server = await startServer('Podium', 'apps/server/src/main.ts', env, startTimeoutMs, serverArgs);
    const loadBefore = loadNow();
    const { outcomes, seconds, serverCpu, clientCpu, retries } = await surge(server);
    // The server holds the data directory: the database is read back once it has stopped.
    await server.stop();
    server = undefined;
    const reader = new PGlite(join(dir, 'pg'));
    try {
      return await summarise(
        'PGlite',
        outcomes,
        seconds,
        serverCpu,
        loadBefore,
        (sql, params) => reader.query(sql, params),
        { clientCpu, dbCpu: null, retries },
      );
    } finally {
      await reader.close();
    }
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  if (!skipPostgres) {
    console.log(`PostgreSQL: ${signUps} sign-ups, ${clients} clients, capacity ${capacity}`);
    for (const variant of postgresVariants()) {
      console.log(variant.label);
      rows.push(await onPostgres(variant));
    }
    const baseline = await baselineRun();
    if (!skipPglite) {
      console.log('PGlite');
      rows.push(await onPglite());
    }
    const section = render(rows, baseline, await postgresVersion(databaseUrl));
    console.log(section);
    if (writeReport) writeSection(section);
  } else if (!skipPglite) {
    // A PGlite-only run (e.g. while chasing its dropped connections): printed, never written.
    console.log('PGlite', await onPglite());
  }
}

await main();
