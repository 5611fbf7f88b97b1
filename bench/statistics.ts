// Benchmark: every database-statistics call (/database/statistics/overview and /charts, issue 21) on a large
// season — 100,000 sign-ups, 50,000 works, 300,000 score rows, 2,000 schools — for the platform, the organiser
// and one school, with and without filters; p50/p95 per call beside a same-run baseline of the bare query
// (`select count(*)` of the sign-ups), on PostgreSQL and on PGlite. The calls run in this process against the
// product's own query code (the HTTP layer around them is measured by the portal benchmarks).
// Budget (issue 21): p95 under 300 ms on PostgreSQL, under 1 s on PGlite.
//
//   npx tsx bench/statistics.ts
//
// Env: BENCH_STATS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/podium_bench_stats; dropped and
// created afresh), BENCH_RUNS (20 per call, after 3 warm-up runs), BENCH_SKIP_PGLITE=1, BENCH_WRITE=0.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { StatisticsQuery } from '@podium/contracts';
import { openDatabase, type Database, type Db } from '../apps/server/src/platform/db.ts';
import type { AuthContext } from '../apps/server/src/platform/access.ts';
import { createPersonalDataCipher } from '../apps/server/src/platform/personal-data.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { statisticsCharts } from '../apps/server/src/modules/statistics/charts.ts';
import { statisticsOverview } from '../apps/server/src/modules/statistics/key-numbers.ts';
import { LARGE_SEASON, LARGE_SEASON_SCHOOL, writeLargeSeason } from './statistics-season.ts';
import { postgresVersion, recreateDatabase, writeBenchmarkSection } from './support.ts';

const databaseUrl =
  process.env.BENCH_STATS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podium_bench_stats';
const runs = Number(process.env.BENCH_RUNS ?? 20);
const skipPglite = process.env.BENCH_SKIP_PGLITE === '1';
const writeReport = process.env.BENCH_WRITE !== '0';
const MARK_START = '<!-- bench:statistics:start -->';
const MARK_END = '<!-- bench:statistics:end -->';
const BUDGET_MS = { PostgreSQL: 300, PGlite: 1000 } as const;

const actingAs = (group: { id: number; path: string }, scope: AuthContext['dataScope'], isRoot = false) =>
  ({
    userId: 1,
    userPublicId: 'bench',
    username: 'bench',
    sessionId: 0,
    group: { id: group.id, publicId: 'bench', path: group.path, code: 'bench', name: 'bench' },
    roleIds: [],
    roleKeys: [],
    permissions: [],
    isRoot,
    dataScope: scope,
    deptId: null,
  }) satisfies AuthContext;

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() + 8 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);

type Call = { name: string; run: (db: Db) => Promise<unknown> };

const callsFor = (school: { id: number; path: string }, competitionId: string): Call[] => {
  const platform = actingAs({ id: 1, path: '/1/' }, 'all', true);
  const organiser = actingAs({ id: 2, path: '/1/2/' }, 'subtree');
  const schoolAuth = actingAs(school, 'subtree');
  const last30: StatisticsQuery = { from: monthAgo, to: today };
  const oneProvince: StatisticsQuery = { provinceCode: '11' };
  return [
    { name: 'platform: key numbers, all time', run: (db) => statisticsOverview(db, platform, {}) },
    { name: 'organiser: key numbers, all time', run: (db) => statisticsOverview(db, organiser, {}) },
    {
      name: 'organiser: key numbers, 30 days + the 30 before',
      run: (db) => statisticsOverview(db, organiser, last30),
    },
    { name: 'organiser: charts, all time', run: (db) => statisticsCharts(db, organiser, {}, 'zh') },
    { name: 'organiser: charts, 30 days', run: (db) => statisticsCharts(db, organiser, last30, 'zh') },
    {
      name: 'organiser: charts, one province',
      run: (db) => statisticsCharts(db, organiser, oneProvince, 'zh'),
    },
    {
      // The large season is this one competition: the review per expert group is drawn for one only.
      name: 'organiser: charts, the large competition',
      run: (db) => statisticsCharts(db, organiser, { competitionId }, 'zh'),
    },
    { name: 'school: key numbers', run: (db) => statisticsOverview(db, schoolAuth, {}) },
    { name: 'school: charts', run: (db) => statisticsCharts(db, schoolAuth, {}, 'zh') },
  ];
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Row = { database: keyof typeof BUDGET_MS; call: string; p50: number; p95: number; max: number };

async function time(db: Db, call: Call): Promise<Omit<Row, 'database'>> {
  for (let i = 0; i < 3; i++) await call.run(db);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call.run(db);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    call: call.name,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: samples.at(-1)!,
  };
}

async function measure(database: Database, name: keyof typeof BUDGET_MS, written = false): Promise<Row[]> {
  const started = performance.now();
  if (!written) {
    await seedDemo(database.db, createPersonalDataCipher(randomBytes(32)));
    await writeLargeSeason(database.db, LARGE_SEASON);
  }
  const school = LARGE_SEASON_SCHOOL;
  console.log(
    `${name}: demo + large season written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const baseline: Call = {
    name: 'baseline: `select count(*)` of the sign-ups',
    run: (db) => db.execute(sql`select count(*) from enroll_teams`),
  };
  const rows: Row[] = [];
  const competition = (await database.db.execute(
    sql`select public_id from competitions where id = 1`,
  )) as unknown as { rows: { public_id: string }[] };
  for (const call of [baseline, ...callsFor(school, competition.rows[0]!.public_id)]) {
    const row = { database: name, ...(await time(database.db, call)) };
    console.log(`  ${row.call}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`);
    rows.push(row);
  }
  return rows;
}

function render(rows: Row[], pgVersion: string, load1: number): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}; load average ${load1.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
  const s = LARGE_SEASON;
  return [
    MARK_START,
    `Run ${date} on ${machine}. Season: ${s.teams.toLocaleString('en')} sign-ups at ${s.schools.toLocaleString('en')} schools, ${s.works.toLocaleString('en')} works, ${(s.works * s.scoresPerWork).toLocaleString('en')} score rows, ${s.awards.toLocaleString('en')} awards, ${s.certificates.toLocaleString('en')} certificates, ${s.orders.toLocaleString('en')} paid orders, over 60 days. ${runs} runs per call after 3 warm-up runs, one at a time. Budget: p95 under ${BUDGET_MS.PostgreSQL} ms on PostgreSQL, under ${BUDGET_MS.PGlite} ms on PGlite.`,
    '',
    '| database | call | p50 ms | p95 ms | max ms | within budget |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.call} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.call.startsWith('baseline') ? '—' : r.p95 < BUDGET_MS[r.database] ? 'yes' : '**no**'} |`,
    ),
    MARK_END,
  ].join('\n');
}

async function main() {
  const load1 = loadavg()[0] ?? 0;
  // BENCH_STATS_REUSE=1 measures again on the season a previous run left in the PostgreSQL database.
  const reuse = process.env.BENCH_STATS_REUSE === '1';
  if (!reuse) await recreateDatabase(databaseUrl);
  const pgVersion = await postgresVersion(databaseUrl);
  const rows: Row[] = [];
  const pgDatabase = await openDatabase({ databaseUrl });
  try {
    rows.push(...(await measure(pgDatabase, 'PostgreSQL', reuse)));
  } finally {
    await pgDatabase.close();
  }
  if (!skipPglite) {
    const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-stats-'));
    const pglite = await openDatabase({ dataDir });
    try {
      rows.push(...(await measure(pglite, 'PGlite')));
    } finally {
      await pglite.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const section = render(rows, pgVersion, load1);
  console.log(`\n${section}\n`);
  if (writeReport) writeBenchmarkSection(section, { start: MARK_START, end: MARK_END });
}

await main();
