// Benchmark (issue 22): the product as production runs it, from the built artefacts (`npm run build`).
//   1. start-up and idle memory: the built server (`node dist/main.mjs`) against the TypeScript loader
//      (`node --import tsx src/main.ts`), each restarted on a database that already holds the demo;
//   2. the portal's hot public calls against the same server's health call (one `select 1`), each
//      scenario alone, on PostgreSQL and on the embedded PGlite;
//   3. nginx in front of one and of two web processes (PODIUM_ROLE=web, PostgreSQL + Redis), same run.
// Writes its section into docs/benchmarks.md.
//
//   npm run build && npx tsx bench/production.ts
//
// Env: BENCH_PROD_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/podium_bench_prod; dropped and
// created afresh), BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_CONNECTIONS (100), BENCH_DURATION (10),
// BENCH_WARMUP (3), BENCH_IDLE_SECONDS (10, before the memory is read), BENCH_SKIP_PGLITE=1,
// BENCH_SKIP_NGINX=1, BENCH_WRITE=0 (print only). NGINX (default /usr/sbin/nginx).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type * as PgModule from 'pg';
import {
  checkCalls,
  freePort,
  load,
  loadResultOf,
  postgresVersion,
  recreateDatabase,
  repoRoot,
  startServer,
  writeBenchmarkSection,
  type Call,
  type LoadResult,
  type RunningServer,
} from './support.ts';

const pg = createRequire(join(repoRoot, 'apps', 'server', 'package.json'))('pg') as typeof PgModule;

const databaseUrl =
  process.env.BENCH_PROD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podium_bench_prod';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const skipPglite = process.env.BENCH_SKIP_PGLITE === '1';
const skipNginx = process.env.BENCH_SKIP_NGINX === '1';
const writeReport = process.env.BENCH_WRITE !== '0';
const nginxBinary = process.env.NGINX || '/usr/sbin/nginx';
const MARK_START = '<!-- bench:production:start -->';
const MARK_END = '<!-- bench:production:end -->';

const BUILT_ENTRY = 'apps/server/dist/main.mjs';
const SOURCE_ENTRY = 'apps/server/src/main.ts';
// One key for every process of a run: they read what the first one encrypted.
const dataKey = createHash('sha256').update('podium-bench').digest('base64');
const productEnv = { DATA_KEY: dataKey, DEMO: '1', LOG_LEVEL: 'warn', NODE_OPTIONS: '' };

const HOMEPAGE: Call[] = [
  { method: 'GET', path: '/prod-api/web/competitionWebsite/getWebsiteSetting' },
  { method: 'GET', path: '/prod-api/home/competition/competition/lastRound' },
];
const HEALTH: Call[] = [{ method: 'GET', path: '/prod-api/health' }];
const COMPETITION_LIST: Call[] = [
  { method: 'GET', path: '/prod-api/home/competition/page?pageNum=1&pageSize=12' },
];
const NEWS_LIST: Call[] = [
  { method: 'GET', path: '/prod-api/home/competition/news/page?pageNum=1&pageSize=10' },
];

const NEW_ADDRESS = 'a new address each call';
const fixed = (value: number, digits = 0) => value.toFixed(digits);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// ---- 1. Start-up and idle memory ------------------------------------------------------------------------

type StartRow = { database: string; entry: string; healthyMs: number; idleMb: number };

/** Starts `entry` on a database that already holds the demo; time to a healthy answer and idle memory. */
async function startAndIdle(database: string, entry: string, env: Record<string, string>): Promise<StartRow> {
  const started = performance.now();
  const server = await startServer(`${entry} on ${database}`, entry, { ...productEnv, ...env });
  const healthyMs = performance.now() - started;
  try {
    await sleep(idleSeconds * 1000);
    const idleMb = residentMb(server.pid!);
    console.log(`  ${entry} on ${database}: healthy after ${fixed(healthyMs)} ms, idle ${fixed(idleMb)} MB`);
    return { database, entry, healthyMs, idleMb };
  } finally {
    await server.stop();
  }
}

async function startUpRows(database: string, env: Record<string, string>): Promise<StartRow[]> {
  // The first start migrates and seeds; what is measured is a restart on the filled database, twice each.
  const first = await startServer('first start (seeds)', BUILT_ENTRY, { ...productEnv, ...env });
  await first.stop();
  const rows: StartRow[] = [];
  for (const entry of [BUILT_ENTRY, SOURCE_ENTRY, BUILT_ENTRY, SOURCE_ENTRY]) {
    rows.push(await startAndIdle(database, entry, env));
  }
  return rows;
}

// ---- 2. Hot public calls against health ------------------------------------------------------------------

type LoadRow = { setup: string; database: string; scenario: string; result: LoadResult; problems: string[] };

let nextAddress = 0;
/** A different client address for every request (TRUST_PROXY=1): certificate search allows 30 a minute per address. */
const nextForwardedFor = () => {
  nextAddress++;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

async function loadFromManyAddresses(baseUrl: string, path: string, duration: number): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextForwardedFor() },
        }),
      },
    ],
  });
  return loadResultOf(result);
}

async function measureCalls(
  setup: string,
  database: string,
  scenario: string,
  baseUrl: string,
  calls: Call[],
  manyAddresses = false,
): Promise<LoadRow> {
  const problems = await checkCalls(baseUrl, calls);
  for (const problem of problems) console.warn(`  ⚠ ${scenario} on ${database}: ${problem}`);
  const run = (duration: number) =>
    manyAddresses
      ? loadFromManyAddresses(baseUrl, calls[0]!.path, duration)
      : load(baseUrl, calls, connections, duration);
  if (warmupSeconds > 0) await run(warmupSeconds);
  const result = await run(seconds);
  console.log(
    `  ${setup}, ${database}, ${scenario}: ${fixed(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, ` +
      `p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  return { setup, database, scenario, result, problems };
}

/** A listed competition and an issued certificate of the demo, read through the product's own calls. */
async function demoTargets(baseUrl: string): Promise<{ detail: Call[]; certificateSearch: Call[] }> {
  const list = (await (await fetch(`${baseUrl}${COMPETITION_LIST[0]!.path}`)).json()) as {
    data: { rows: { competitionId: string }[] };
  };
  const competitionId = list.data.rows[0]!.competitionId;
  const certificate = readDemoCertificate();
  return {
    detail: [{ method: 'GET', path: `/prod-api/home/competition/detail?competitionId=${competitionId}` }],
    certificateSearch: [
      {
        method: 'GET',
        path:
          `/prod-api/home/certificate/page?name=${encodeURIComponent(certificate.holderName)}` +
          `&certNo=${encodeURIComponent(certificate.certNo)}`,
      },
    ],
  };
}

let demoCertificate: { holderName: string; certNo: string } | undefined;
/** Read once from PostgreSQL after the demo seed (the seed is the same on PGlite). */
const readDemoCertificate = () => demoCertificate!;

async function loadDemoCertificate(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ holderName: string; certNo: string }>(
      'select holder_name as "holderName", cert_no as "certNo" from certificates order by id limit 1',
    );
    demoCertificate = rows[0];
  } finally {
    await client.end();
  }
}

async function hotCallRows(database: string, env: Record<string, string>): Promise<LoadRow[]> {
  const server = await startServer(`built on ${database}`, BUILT_ENTRY, {
    ...productEnv,
    ...env,
    TRUST_PROXY: '1',
  });
  try {
    const targets = await demoTargets(server.baseUrl);
    const setup = 'one process';
    const rows: LoadRow[] = [];
    rows.push(await measureCalls(setup, database, 'health (one database ping)', server.baseUrl, HEALTH));
    rows.push(await measureCalls(setup, database, 'homepage startup calls', server.baseUrl, HOMEPAGE));
    rows.push(await measureCalls(setup, database, 'competition list', server.baseUrl, COMPETITION_LIST));
    rows.push(await measureCalls(setup, database, 'news list', server.baseUrl, NEWS_LIST));
    rows.push(await measureCalls(setup, database, 'competition details', server.baseUrl, targets.detail));
    // The certificate search allows 30 a minute per address, so its client sends each call from another
    // address; that client builds every request anew and is slower itself, so the search is set against
    // the health call sent by the same client.
    rows.push(
      await measureCalls(
        setup,
        database,
        `health (one database ping), ${NEW_ADDRESS}`,
        server.baseUrl,
        HEALTH,
        true,
      ),
    );
    rows.push(
      await measureCalls(
        setup,
        database,
        `certificate search, ${NEW_ADDRESS}`,
        server.baseUrl,
        targets.certificateSearch,
        true,
      ),
    );
    return rows;
  } finally {
    await server.stop();
  }
}

// ---- 3. nginx in front of one and two web processes ------------------------------------------------------

type Nginx = { baseUrl: string; stop: () => Promise<void> };

async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const work = mkdtempSync(join(tmpdir(), 'podium-bench-nginx-'));
  const port = await freePort();
  const site = readFileSync(join(repoRoot, 'deploy/nginx-podium.conf'), 'utf8')
    .replace(
      '{{WEB_SERVERS}}',
      upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n  '),
    )
    .replace('{{LISTEN}}', `127.0.0.1:${port}`);
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(work, dir));
  writeFileSync(
    join(work, 'nginx.conf'),
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${site}
}
`,
  );
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-e', join(work, 'error.log'), '-c', join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${baseUrl}/prod-api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

async function nginxRows(): Promise<LoadRow[]> {
  const webEnv = {
    ...productEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    CACHE_KEY_PREFIX: `podium_bench_prod_${process.pid}:`,
    PODIUM_ROLE: 'web',
    TRUST_PROXY: '1',
    DB_POOL_MAX: '10',
  };
  const rows: LoadRow[] = [];
  const webs: RunningServer[] = [];
  try {
    webs.push(
      await startServer('web A', BUILT_ENTRY, { ...webEnv, DATA_DIR: mkdtempSync(join(tmpdir(), 'pb-a-')) }),
    );
    webs.push(
      await startServer('web B', BUILT_ENTRY, { ...webEnv, DATA_DIR: mkdtempSync(join(tmpdir(), 'pb-b-')) }),
    );
    const portOf = (server: RunningServer) => Number(new URL(server.baseUrl).port);
    for (const count of [1, 2]) {
      const nginx = await startNginx(webs.slice(0, count).map(portOf));
      const setup = `nginx → ${count} web process${count > 1 ? 'es' : ''}`;
      try {
        rows.push(
          await measureCalls(setup, 'PostgreSQL + Redis', 'homepage startup calls', nginx.baseUrl, HOMEPAGE),
        );
        rows.push(
          await measureCalls(
            setup,
            'PostgreSQL + Redis',
            'competition list',
            nginx.baseUrl,
            COMPETITION_LIST,
          ),
        );
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    for (const web of webs) await web.stop();
  }
  return rows;
}

// ---- Report -----------------------------------------------------------------------------------------------

function renderSection(starts: StartRow[], loads: LoadRow[], pgVersion: string, loadBefore: number): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const lines = [
    MARK_START,
    `Run ${date} on ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'cpu'}), ` +
      `${fixed(totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}; load average ` +
      `${fixed(loadBefore, 1)} at the start, ${fixed(loadavg()[0]!, 1)} at the end. ${connections} connections, ` +
      `${seconds} s per scenario after a ${warmupSeconds} s warm-up, one scenario at a time.`,
    '',
    `**Start-up and idle memory** (a restart on a database that already holds the demo; memory read after ` +
      `${idleSeconds} s idle; targets: healthy within 5 s, idle under 250 MB on PostgreSQL and 450 MB on PGlite):`,
    '',
    '| database | how it runs | healthy after ms | idle resident MB |',
    '| --- | --- | ---: | ---: |',
    ...starts.map(
      (row) =>
        `| ${row.database} | ${row.entry === BUILT_ENTRY ? 'built (`node dist/main.mjs`)' : 'TypeScript loader (`tsx src/main.ts`)'} | ` +
        `${fixed(row.healthyMs)} | ${fixed(row.idleMb)} |`,
    ),
    '',
    `**Hot public calls** against the same server's health call (target: at least half its throughput), and ` +
      `nginx in front of one and two web processes:`,
    '',
    '| setup | database | scenario | req/s | p50 ms | p99 ms | non-2xx | errors | vs health |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of loads) {
    const sameClient = (scenario: string) => scenario.endsWith(NEW_ADDRESS);
    const health = loads.find(
      (other) =>
        other.database === row.database &&
        other.setup === row.setup &&
        other.scenario.startsWith('health') &&
        sameClient(other.scenario) === sameClient(row.scenario),
    );
    const ratio = health
      ? `${fixed((row.result.requestsPerSecond / health.result.requestsPerSecond) * 100)} %`
      : '—';
    lines.push(
      `| ${row.setup} | ${row.database} | ${row.scenario} | ${fixed(row.result.requestsPerSecond)} | ${row.result.p50} | ` +
        `${row.result.p99} | ${row.result.non2xx} | ${row.result.errors} | ${row.scenario.startsWith('health') ? '—' : ratio} |`,
    );
  }
  for (const row of loads)
    for (const problem of row.problems) lines.push(`- ⚠ ${row.scenario} on ${row.database}: ${problem}`);
  lines.push(MARK_END);
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(join(repoRoot, BUILT_ENTRY)))
    throw new Error(`${BUILT_ENTRY} is missing: run npm run build first`);
  const loadBefore = loadavg()[0]!;
  await recreateDatabase(databaseUrl);
  const pgVersion = await postgresVersion(databaseUrl);
  const starts: StartRow[] = [];
  const loads: LoadRow[] = [];

  console.log('PostgreSQL: start-up and idle memory');
  starts.push(...(await startUpRows('PostgreSQL', { DATABASE_URL: databaseUrl })));
  await loadDemoCertificate();
  console.log('PostgreSQL: hot calls');
  loads.push(...(await hotCallRows('PostgreSQL', { DATABASE_URL: databaseUrl })));

  if (!skipPglite) {
    const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-prod-'));
    try {
      const env = { DATABASE_URL: '', DATA_DIR: dataDir };
      console.log('PGlite: start-up and idle memory');
      starts.push(...(await startUpRows('PGlite', env)));
      console.log('PGlite: hot calls');
      loads.push(...(await hotCallRows('PGlite', env)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!skipNginx) {
    console.log('nginx: one and two web processes');
    loads.push(...(await nginxRows()));
  }

  const section = renderSection(starts, loads, pgVersion, loadBefore);
  console.log(`\n${section}\n`);
  if (writeReport) {
    writeBenchmarkSection(
      section,
      { start: MARK_START, end: MARK_END },
      '## Production: built server, hot calls, nginx',
    );
  }
}

await main();
