// Benchmark: the homepage's startup calls (spec: the web loads the website settings and the last
// round's group name on every first visit) at 100 connections, against a same-run baseline of bare
// Fastify + pg running the same SQL. Writes the figures into docs/benchmarks.md.
//
//   npm run bench                      (from the repo root)
//   BENCH_DURATION=30 npm run bench    (seconds per scenario)
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/podium_bench, created when
// missing), BENCH_CONNECTIONS (100), BENCH_DURATION (10), BENCH_WARMUP (3), BENCH_SKIP_PGLITE=1,
// BENCH_WRITE=0 (print only), BENCH_LOG_LEVEL (product log level, default warn), BENCH_COMPARE_ROOT=<checkout>
// (an earlier commit's server, run from its sources on a database of its own, in the same run: "before").
// The product runs from its built artefacts (`npm run build:server` first), as production runs it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  checkCalls,
  ensureDatabase,
  load,
  postgresVersion,
  recreateDatabase,
  startServer,
  type Call,
  type LoadResult,
  type RunningServer,
  writeBenchmarkSection,
  BENCHMARKS_REPORT,
} from './support.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podium_bench';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const skipPglite = process.env.BENCH_SKIP_PGLITE === '1';
const writeReport = process.env.BENCH_WRITE !== '0';
const productLogLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';

// BENCH_PRODUCT_ENTRY only serves to try the harness itself against another server.
const PRODUCT_ENTRY = process.env.BENCH_PRODUCT_ENTRY ?? 'apps/server/dist/main.mjs';
const commitOf = (root: string) =>
  execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const compareRoot = process.env.BENCH_COMPARE_ROOT;
const PRODUCT_LABEL = `Podium (${commitOf('.')}, built)`;
const compareDatabaseUrl = (() => {
  const url = new URL(databaseUrl);
  url.pathname = '/podium_bench_before';
  return url.toString();
})();
const BASELINE_ENTRY = 'bench/baseline-server.ts';
const MARK_START = '<!-- bench:homepage-startup:start -->';
const MARK_END = '<!-- bench:homepage-startup:end -->';

/** What the web calls on start, in order (apps/web loads both before the first paint). */
const HOMEPAGE_CALLS: Call[] = [
  { method: 'GET', path: '/prod-api/web/competitionWebsite/getWebsiteSetting' },
  { method: 'GET', path: '/prod-api/home/competition/competition/lastRound' },
];

type Row = { server: string; database: string; result: LoadResult; problems: string[] };

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const fixed = (value: number, digits = 0) => value.toFixed(digits);

async function measure(server: RunningServer, database: string): Promise<Row> {
  const problems = await checkCalls(server.baseUrl, HOMEPAGE_CALLS);
  for (const problem of problems) console.warn(`  ⚠ ${server.name}: ${problem}`);
  if (warmupSeconds > 0) await load(server.baseUrl, HOMEPAGE_CALLS, connections, warmupSeconds);
  const result = await load(server.baseUrl, HOMEPAGE_CALLS, connections, seconds);
  console.log(
    `  ${server.name} on ${database}: ${fixed(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, ` +
      `p99 ${result.p99} ms, ${result.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  return { server: server.name, database, result, problems };
}

async function withServer<T>(server: RunningServer, body: (server: RunningServer) => Promise<T>): Promise<T> {
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

function machineLine(pgVersion: string): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${fixed(totalmem() / 2 ** 30, 1)} GiB (${fixed(freemem() / 2 ** 30, 1)} GiB free)`;
  return `${availableParallelism()} cores (${cpu}), ${memory}, Node ${process.version}, PostgreSQL ${pgVersion}`;
}

function renderSection(rows: Row[], pgVersion: string): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const baseline = rows.find((row) => row.server === 'baseline');
  const product = rows.find((row) => row.server === PRODUCT_LABEL && row.database === 'PostgreSQL');
  const lines = [
    MARK_START,
    `Run ${date} on ${machineLine(pgVersion)}.`,
    `${connections} connections, ${seconds} s per scenario after a ${warmupSeconds} s warm-up; each connection ` +
      `alternates \`GET getWebsiteSetting\` and \`GET lastRound\`. Product log level \`${productLogLevel}\`.`,
    '',
    '| server | database | req/s | p50 ms | p99 ms | requests | non-2xx | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ server, database, result }) =>
        `| ${server === 'baseline' ? 'baseline: bare Fastify + pg' : server} | ${database} | ` +
        `${fixed(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${result.total} | ` +
        `${result.non2xx} | ${result.errors} |`,
    ),
    '',
  ];
  if (baseline && product) {
    const ratio = product.result.requestsPerSecond / Math.max(1, baseline.result.requestsPerSecond);
    const p99Ok = product.result.p99 < 25;
    const ratioOk = ratio >= 0.5;
    lines.push(
      `Targets (Podium on PostgreSQL): p99 under 25 ms — ${p99Ok ? 'met' : 'missed'} (${product.result.p99} ms); ` +
        `at least half the baseline's throughput — ${ratioOk ? 'met' : 'missed'} (${fixed(ratio * 100)} %).`,
    );
  }
  for (const row of rows) {
    for (const problem of row.problems) lines.push(`- ⚠ ${row.server} on ${row.database}: ${problem}`);
  }
  lines.push(MARK_END);
  return lines.join('\n');
}

async function main(): Promise<void> {
  console.log(
    `homepage startup calls: ${connections} connections, ${seconds} s (+${warmupSeconds} s warm-up)`,
  );
  console.log(`PostgreSQL: ${redact(databaseUrl)}`);
  await ensureDatabase(databaseUrl);
  const pgVersion = await postgresVersion(databaseUrl);
  const rows: Row[] = [];

  // The product first: it migrates and seeds the database the baseline then reads.
  // A fixed key for the bench database only, so reruns can read what earlier runs encrypted.
  const dataKey = process.env.DATA_KEY ?? createHash('sha256').update('podium-bench').digest('base64');
  const productEnv = { DATABASE_URL: databaseUrl, DATA_KEY: dataKey, DEMO: '1', LOG_LEVEL: productLogLevel };
  rows.push(
    await withServer(await startServer(PRODUCT_LABEL, PRODUCT_ENTRY, productEnv), (s) =>
      measure(s, 'PostgreSQL'),
    ),
  );
  rows.unshift(
    await withServer(await startServer('baseline', BASELINE_ENTRY, { DATABASE_URL: databaseUrl }), (s) =>
      measure(s, 'PostgreSQL'),
    ),
  );

  if (compareRoot) {
    // The earlier commit on a schema of its own: its migrations may differ from today's.
    const label = `Podium before (${commitOf(compareRoot)}, from its sources)`;
    await recreateDatabase(compareDatabaseUrl);
    const env = { ...productEnv, DATABASE_URL: compareDatabaseUrl };
    const entry = 'apps/server/src/main.ts';
    rows.push(
      await withServer(await startServer(label, entry, env, 180_000, [], compareRoot), (s) =>
        measure(s, 'PostgreSQL'),
      ),
    );
    if (!skipPglite) {
      const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-before-'));
      try {
        const pgliteEnv = { ...env, DATABASE_URL: '', DATA_DIR: dataDir };
        rows.push(
          await withServer(await startServer(label, entry, pgliteEnv, 180_000, [], compareRoot), (s) =>
            measure(s, 'PGlite (embedded)'),
          ),
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }

  if (!skipPglite) {
    const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-'));
    try {
      const pgliteEnv = { DATABASE_URL: '', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: productLogLevel };
      rows.push(
        await withServer(await startServer(PRODUCT_LABEL, PRODUCT_ENTRY, pgliteEnv), (s) =>
          measure(s, 'PGlite (embedded)'),
        ),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const section = renderSection(rows, pgVersion);
  console.log(`\n${section}\n`);
  if (writeReport) {
    writeBenchmarkSection(section, { start: MARK_START, end: MARK_END });
    console.log(`written to ${BENCHMARKS_REPORT}`);
  }
}

await main();
