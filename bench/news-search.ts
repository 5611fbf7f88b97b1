// Benchmark: the portal's public news list and news search (the same call with a keyword, which the server
// segments into Chinese words) at 100 connections, beside a same-run baseline (`GET /prod-api/health`:
// the product's own stack and one `select 1`), on PostgreSQL and on the embedded PGlite database, each with the
// public answers cache off (`NEWS_CACHE_MS=0`: every call runs its queries) and on (the default), in the same
// run. Writes the figures into docs/benchmarks.md between the bench:news-search markers.
//
//   npm run bench:news     (from bench/, or `npm --workspace @podium/bench run bench:news`)
//
// Env: BENCH_NEWS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/podium_bench_news; dropped and
// created afresh on every run), BENCH_CONNECTIONS (100), BENCH_DURATION (10), BENCH_WARMUP (3),
// BENCH_KEYWORD (竞赛), BENCH_WRITE=0 (print only), BENCH_LOG_LEVEL (warn).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  checkCalls,
  load,
  postgresVersion,
  startServer,
  type LoadResult,
  writeBenchmarkSection,
  recreateDatabase,
} from './support.ts';

const databaseUrl =
  process.env.BENCH_NEWS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podium_bench_news';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const keyword = process.env.BENCH_KEYWORD ?? '竞赛';
const writeReport = process.env.BENCH_WRITE !== '0';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';

const MARK_START = '<!-- bench:news-search:start -->';
const MARK_END = '<!-- bench:news-search:end -->';
const PAGE = '/prod-api/home/competition/news/page?pageNum=1&pageSize=10';

const scenarios = [
  { name: 'baseline: health (one database ping)', path: '/prod-api/health' },
  { name: 'news list, first page', path: PAGE },
  { name: `search "${keyword}"`, path: `${PAGE}&keyword=${encodeURIComponent(keyword)}` },
];

type Row = LoadResult & {
  database: string;
  cache: string;
  scenario: string;
  path: string;
  matches: number;
  load1: number;
};

/** Without and with the public news cache (the product's default keeps answers 3 s). */
const cacheModes = [
  { name: 'off', env: { NEWS_CACHE_MS: '0' } },
  { name: 'on (3 s)', env: { NEWS_CACHE_MS: '3000' } },
];

/** How many articles a list call finds (a search that finds nothing would measure an empty answer). */
async function matches(baseUrl: string, path: string): Promise<number> {
  const body = (await (await fetch(`${baseUrl}${path}`)).json()) as { data?: { total?: number } };
  return body.data?.total ?? 0;
}

async function measure(database: string, cache: string, env: Record<string, string>): Promise<Row[]> {
  console.log(`${database}, cache ${cache}: starting the product`);
  // A first start on PGlite migrates and seeds in the process: minutes on a busy shared machine.
  const server = await startServer(
    'Podium',
    'apps/server/src/main.ts',
    { ...env, DEMO: '1', LOG_LEVEL: logLevel },
    600_000,
  );
  try {
    const problems = await checkCalls(
      server.baseUrl,
      scenarios.map((s) => ({ method: 'GET', path: s.path })),
    );
    if (problems.length > 0) throw new Error(`calls failing before the run:\n${problems.join('\n')}`);
    const rows: Row[] = [];
    // The baseline does not touch the cache: measured once per database, with the cache off.
    const measured = cache === cacheModes[0]!.name ? scenarios : scenarios.slice(1);
    for (const scenario of measured) {
      const load1 = loadavg()[0] ?? 0;
      const calls = [{ method: 'GET' as const, path: scenario.path }];
      if (warmupSeconds > 0) await load(server.baseUrl, calls, connections, warmupSeconds);
      const result = await load(server.baseUrl, calls, connections, seconds);
      const found = scenario.path === '/prod-api/health' ? 0 : await matches(server.baseUrl, scenario.path);
      if (scenario.path !== '/prod-api/health' && found === 0)
        throw new Error(`${scenario.path} finds no article: the figure would not measure a real answer`);
      rows.push({
        ...result,
        database,
        cache,
        scenario: scenario.name,
        path: scenario.path,
        matches: found,
        load1,
      });
      console.log(
        `  ${scenario.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function render(rows: Row[], pgVersion: string, load1: number, loadEnd: number): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}; load average ${load1.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end`;
  return [
    MARK_START,
    `Run ${date} on ${machine}. ${connections} connections, ${seconds} s per scenario after a ${warmupSeconds} s warm-up; demo data; product log level \`${logLevel}\`.`,
    '',
    '| database | cache | scenario | call | articles found | req/s | p50 ms | p99 ms | requests | non-2xx | errors | load avg |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.cache} | ${r.scenario} | \`GET ${decodeURIComponent(r.path)}\` | ${r.matches || '—'} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors + r.timeouts} | ${r.load1.toFixed(1)} |`,
    ),
    MARK_END,
  ].join('\n');
}

async function main(): Promise<void> {
  const load1 = loadavg()[0] ?? 0;
  await recreateDatabase(databaseUrl);
  const pgVersion = await postgresVersion(databaseUrl);
  // A fixed key: the bench's database holds demo data only.
  const dataKey = process.env.DATA_KEY ?? createHash('sha256').update('podium-bench').digest('base64');
  const rows: Row[] = [];
  for (const mode of cacheModes)
    rows.push(
      ...(await measure('PostgreSQL', mode.name, {
        ...mode.env,
        DATABASE_URL: databaseUrl,
        DATA_KEY: dataKey,
      })),
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-news-'));
  try {
    for (const mode of cacheModes)
      rows.push(
        ...(await measure('PGlite (embedded)', mode.name, {
          ...mode.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
        })),
      );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const section = render(rows, pgVersion, load1, loadavg()[0] ?? 0);
  console.log(`\n${section}\n`);
  if (writeReport) writeBenchmarkSection(section, { start: MARK_START, end: MARK_END });
}

await main();
