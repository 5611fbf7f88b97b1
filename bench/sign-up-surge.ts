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
// BENCH_COMPARE_ROOT=<checkout> (an earlier commit's server first, same run), BENCH_PORTS=3420-3427.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type * as PgModule from 'pg';
import type * as PgliteModule from '@electric-sql/pglite';
import { cpuSeconds, load, postgresVersion, repoRoot, startServer, type RunningServer } from './support.ts';
import { createSurgeClient, prepare, type Answer } from './surge-client.ts';

const requireFromServer = createRequire(join(repoRoot, 'apps', 'server', 'package.json'));
const pg = requireFromServer('pg') as typeof PgModule;

const databaseUrl =
  process.env.BENCH_SIGNUP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podium_bench_signup';
const signUps = Number(process.env.BENCH_SIGNUPS ?? 10_000);
const capacity = Number(process.env.BENCH_CAPACITY ?? 8_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 500);
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

const API = '/prod-api';
const REPORT = join(repoRoot, 'docs', 'benchmarks.md');
const MARK_START = '<!-- bench:signup-surge:start -->';
const MARK_END = '<!-- bench:signup-surge:end -->';
const COMPETITION = 'bench-surge-competition';
const ITEM = 'bench-surge-item';

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The surge's competition and 10,000 signed-in students, in bulk (no hashing or HTTP per row). */
async function seed(query: Query): Promise<void> {
  const [school] = (await query(`select id from groups where code = 'SCH-DONGHAI'`)).rows;
  const schoolId = Number(school!.id);
  const [competition] = (
    await query(
      `insert into competitions (public_id, group_id, name, level, year, status, published_at)
       values ($1, $2, '报名压测竞赛', 'national', 2026, 'published', now()) returning id`,
      [COMPETITION, schoolId],
    )
  ).rows;
  const competitionId = Number(competition!.id);
  await query(
    `insert into competition_enroll_settings (competition_id, mode, capacity_total, needs_approval, fee_fen)
     values ($1, 'individual', $2, false, 0)`,
    [competitionId, capacity],
  );
  await query(
    `insert into competition_stages (public_id, competition_id, name, sign_up_start, sign_up_end)
     values ('bench-surge-stage', $1, '初赛', now() - interval '1 day', now() + interval '1 day')`,
    [competitionId],
  );
  await query(`insert into competition_items (public_id, competition_id, name) values ($1, $2, '压测赛项')`, [
    ITEM,
    competitionId,
  ]);
  await query(
    `insert into users (public_id, username, password_hash, real_name, email, group_id, user_type)
     select 'surge' || lpad(g::text, 16, '0'), 'surge' || g, src.password_hash, '报名压测' || g,
            'surge' || g || '@bench.local', $2, 'student'
     from generate_series(1, $1::int) g
     cross join (select password_hash from users where username = 'student') src`,
    [signUps, schoolId],
  );
  await query(
    `insert into user_roles (user_id, role_id, group_id)
     select u.id, r.id, u.group_id from users u
     cross join (select id from roles where role_key = 'student' and group_id is null) r
     where u.username like 'surge%'`,
  );
  // Sessions as the login would open them: only the SHA-256 of the token is stored.
  await query(
    `insert into sessions (token_hash, user_id, expires_at)
     select encode(sha256(convert_to('surge-token-' || substr(u.username, 6), 'UTF8')), 'hex'), u.id,
            now() + interval '1 day'
     from users u where u.username like 'surge%'`,
  );
}

type Outcome = { ms: number; status: number; code: number };

/** CPU seconds of a process, or 0 once it has exited (a backend may end between two samples). */
const cpuOf = (pid: number) => {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
};

/**
 * What the PostgreSQL side costs and waits on during the surge, from a second connection: the CPU of the
 * server's backends (read from /proc; the database runs on this machine) and, sampled every 20 ms, what
 * each active backend of the bench database is waiting for (wait_event_type:wait_event, or 'CPU').
 */
function watchPostgres(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const watcher = new pg.Client({ connectionString: url });
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const waits = new Map<string, number>();
  let samples = 0;
  let running = true;
  let ownPid = 0;
  const backends = async () =>
    (
      await watcher.query<{ pid: number; state: string | null; wait: string | null }>(
        `select pid, state, wait_event_type || ':' || wait_event as wait from pg_stat_activity
         where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [name],
      )
    ).rows;
  const loop = (async () => {
    await watcher.connect();
    ownPid = Number((await watcher.query('select pg_backend_pid() as pid')).rows[0].pid);
    while (running) {
      const rows = await backends();
      samples += 1;
      for (const r of rows) {
        const cpu = cpuOf(r.pid);
        if (!first.has(r.pid)) first.set(r.pid, cpu);
        last.set(r.pid, cpu);
        if (r.state === 'active') waits.set(r.wait ?? 'CPU', (waits.get(r.wait ?? 'CPU') ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      for (const pid of last.keys()) last.set(pid, cpuOf(pid) || last.get(pid)!);
      await watcher.end();
      let cpu = 0;
      for (const [pid, end] of last) if (pid !== ownPid) cpu += end - first.get(pid)!;
      const perSample = Object.fromEntries(
        [...waits].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, +(v / Math.max(samples, 1)).toFixed(2)]),
      );
      return { cpu, backends: last.size, waits: perSample };
    },
  };
}

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

type Row = {
  database: string;
  accepted: number;
  refused: number;
  serverErrors: number;
  other: number;
  duplicates: number;
  membersInDb: number;
  capacityUsed: number;
  seconds: number;
  acceptedPerSecond: number;
  p50: number;
  p99: number;
  load: string;
  /** Server process CPU (user + system) during the surge, per accepted sign-up: load-independent. */
  cpuMsPerAccepted: number;
  /** The same per call (accepted or refused). */
  cpuMsPerCall: number;
  /** The database's backends serving the server, per call (PostgreSQL only: PGlite runs inside the server). */
  dbCpuMsPerCall: number | null;
  /** The bench client's own CPU per call (fetch, JSON), which shares the machine's cores. */
  clientCpuMsPerCall: number;
  /** 429 (busy) answers the clients waited out and retried: not calls, not failures. */
  retries: number;
  /** PostgreSQL: active backends by what they waited on, averaged over 20 ms samples. */
  waits?: Record<string, number>;
};

type Extra = { clientCpu: number; dbCpu: number | null; retries: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const loadNow = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

/** What the database holds after the surge: the truth the HTTP answers are checked against. */
async function verify(query: Query) {
  const [row] = (
    await query(
      `select count(*)::int as members, count(distinct m.user_id)::int as students,
              (select sum(used) from enroll_capacity c where c.competition_id = k.id and c.scope = 'total') as used
       from competitions k left join enroll_members m on m.competition_id = k.id
       where k.public_id = $1 group by k.id`,
      [COMPETITION],
    )
  ).rows;
  return { members: Number(row!.members), students: Number(row!.students), used: Number(row!.used ?? 0) };
}

/** Checks the answers and the database against each other and the capacity; throws on any breach. */
async function summarise(
  database: string,
  outcomes: Outcome[],
  seconds: number,
  serverCpu: number,
  loadBefore: string,
  query: Query,
  extra: Extra,
): Promise<Row> {
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const accepted = outcomes.filter((o) => o.status === 200 && o.code === 0).length;
  const serverErrors = outcomes.filter((o) => o.status >= 500).length;
  const refused = outcomes.filter((o) => o.status < 500 && o.code !== 0 && o.code !== -1).length;
  const db = await verify(query);
  const row: Row = {
    database,
    accepted,
    refused,
    serverErrors,
    other: outcomes.length - accepted - refused - serverErrors,
    duplicates: db.members - db.students,
    membersInDb: db.members,
    capacityUsed: db.used,
    seconds,
    acceptedPerSecond: accepted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    load: loadBefore,
    cpuMsPerAccepted: (serverCpu * 1000) / Math.max(accepted, 1),
    cpuMsPerCall: (serverCpu * 1000) / Math.max(outcomes.length, 1),
    dbCpuMsPerCall: extra.dbCpu === null ? null : (extra.dbCpu * 1000) / Math.max(outcomes.length, 1),
    clientCpuMsPerCall: (extra.clientCpu * 1000) / Math.max(outcomes.length, 1),
    retries: extra.retries,
  };
  console.log(`  ${database}:`, row);
  const failures = [
    accepted !== capacity && `accepted ${accepted} ≠ ${capacity}`,
    db.members !== capacity && `members in the database ${db.members} ≠ ${capacity}`,
    db.used !== capacity && `capacity counter ${db.used} ≠ ${capacity}`,
    row.duplicates !== 0 && `${row.duplicates} duplicate members`,
    serverErrors !== 0 && `${serverErrors} 5xx answers`,
    row.other !== 0 && `${row.other} answers neither accepted nor refused`,
  ].filter(Boolean);
  if (failures.length) throw new Error(`${database}: ${failures.join('; ')}`);
  return row;
}

async function recreateDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** One PostgreSQL surge: which code (checkout) serves, and which client sends. */
type Variant = { label: string; root: string; client: 'http' | 'fetch' };

async function onPostgres(variant: Variant): Promise<Row> {
  await recreateDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl, DATA_KEY: dataKey, DEMO: '1', LOG_LEVEL: logLevel };
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

function render(rows: Row[], baseline: Awaited<ReturnType<typeof load>>, pgVersion: string): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
  const ms = (value: number) => value.toFixed(0);
  return [
    MARK_START,
    `Run ${date} on ${machine}, PostgreSQL ${pgVersion}; the machine was shared with other work (load average ` +
      `1 / 5 / 15 min at the start of each surge in the table). ${signUps.toLocaleString('en')} students, ` +
      `${clients} concurrent clients, capacity ${capacity.toLocaleString('en')}, individual, no approval, no fee.`,
    '',
    '| database | accepted | refused (full) | duplicates | 5xx | 429 retried | seconds | accepted/s | p50 ms | p99 ms | server CPU ms / accepted (/ call) | database backends CPU ms / call | bench client CPU ms / call | load avg |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.accepted} | ${r.refused} | ${r.duplicates} | ${r.serverErrors} | ${r.retries} | ` +
        `${r.seconds.toFixed(1)} | ${r.acceptedPerSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ` +
        `${r.cpuMsPerAccepted.toFixed(2)} (${r.cpuMsPerCall.toFixed(2)}) | ` +
        `${r.dbCpuMsPerCall === null ? 'in the server (PGlite)' : r.dbCpuMsPerCall.toFixed(2)} | ` +
        `${r.clientCpuMsPerCall.toFixed(2)} | ${r.load} |`,
    ),
    '',
    ...rows
      .filter((r) => r.waits)
      .map(
        (r) =>
          `${r.database} backends active, by what they waited on (mean per 20 ms sample of pg_stat_activity): ` +
          Object.entries(r.waits!)
            .filter(([, n]) => n >= 0.01)
            .map(([wait, n]) => `${wait} ${n}`)
            .join(', ') +
          '.\n',
      ),
    `Same-run baseline (bare Fastify + pg, \`lastRound\`'s one query, ${clients} connections, 5 s on PostgreSQL): ` +
      `${baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${baseline.p99} ms.`,
    MARK_END,
  ].join('\n');
}

function writeSection(section: string): void {
  const current = readFileSync(REPORT, 'utf8');
  const start = current.indexOf(MARK_START);
  const end = current.indexOf(MARK_END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + MARK_END.length)
      : `${current.trimEnd()}\n\n## Sign-up surge (issue 8)\n\n${section}\n`;
  writeFileSync(REPORT, next);
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
