// Benchmark: final scores of a stage with 50,000 submitted score rows (issue 10, target under 1 s), through the
// product's own calculateFinalScores (read, compute with the stage's method, replace the stage's results in one
// transaction), on PostgreSQL and on PGlite. Same-run baseline: the database alone doing the plain mean in one
// `insert … select avg(total) … group by` — the floor any implementation of the mean has to pay.
//
//   npx tsx bench/final-score.ts     Env: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres),
//                                    BENCH_METHODS (mean,trimmedMean,weighted,zScore), BENCH_PREVIOUS (1: also
//                                    time the previous JS implementation, final-score-js-reference.ts),
//                                    BENCH_SCORE_ROWS (50000), BENCH_RUNS (3), BENCH_DATABASES (postgres,pglite)
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  competitionItems,
  competitions,
  competitionStages,
  groups,
  reviewSettings,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { calculateFinalScoresInJs } from './final-score-js-reference.ts';
import { calculateFinalScores } from '../apps/server/src/modules/review/final-score/final-score-service.ts';
import type { FinalMethod } from '../apps/server/src/modules/review/final-score/methods.ts';
import type { AuthContext } from '../apps/server/src/platform/access.ts';
import { openDatabase, type Database, type Db } from '../apps/server/src/platform/db.ts';
import { createPersonalDataCipher } from '../apps/server/src/platform/personal-data.ts';

const scoreRows = Number(process.env.BENCH_SCORE_ROWS ?? 50000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PER_ENTRY = 4;
const EXPERTS = 300;

const openPostgres = async (): Promise<Database> => {
  const name = `podium_bench_final_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

/** A fresh stage of the demo organiser with entries × PER_ENTRY submitted scores (generated in SQL). */
const loadStage = async (db: Db) => {
  const base = await seedDemo(db, createPersonalDataCipher(Buffer.alloc(32, 7)));
  const [competition] = await db.select().from(competitions).where(eq(competitions.shortName, '创意设计赛'));
  const [stage] = await db
    .insert(competitionStages)
    .values({
      publicId: `bench-${randomBytes(4).toString('hex')}`,
      competitionId: competition!.id,
      name: '压测阶段',
      orderNum: 9,
    })
    .returning();
  const [item] = await db
    .select({ id: competitionItems.id })
    .from(competitionItems)
    .where(eq(competitionItems.competitionId, competition!.id))
    .limit(1);
  const [captain] = await db.select({ id: users.id }).from(users).where(eq(users.id, base.users.student.id));
  const school = base.groups.schoolA.id;
  const entries = Math.ceil(scoreRows / PER_ENTRY);
  await db.execute(sql`insert into enroll_teams (public_id, competition_id, stage_id, item_id, school_group_id, captain_id, name, status)
    select 'bt' || g, ${competition!.id}, ${stage!.id}, ${item!.id}, ${school}, ${captain!.id}, '队' || g, 'approved'
    from generate_series(1, ${entries}) g`);
  await db.execute(sql`insert into experts (public_id, group_id, name)
    select 'bx' || g, ${base.groups.organizer.id}, '专家' || g from generate_series(1, ${EXPERTS}) g`);
  await db.execute(sql`insert into review_entries (public_id, stage_id, team_id)
    select 'be' || t.id, ${stage!.id}, t.id from enroll_teams t where t.stage_id = ${stage!.id}`);
  await db.execute(sql`with e as (select id, row_number() over (order by id) rn from review_entries where stage_id = ${stage!.id}),
    x as (select id, row_number() over (order by id) rn from experts where public_id like 'bx%')
    insert into review_assignments (public_id, entry_id, expert_id, source, status, scores, total, submitted_at)
    select 'ba' || e.id || '_' || j, e.id, x.id, 'auto', 'submitted',
      jsonb_build_object('innovation', 10 + (e.rn * 13 + j * 29) % 31, 'feasibility', 5 + (e.rn * 7 + j * 11) % 26,
        'presentation', 5 + (e.rn * 17 + j * 5) % 26),
      (10 + (e.rn * 13 + j * 29) % 31) + (5 + (e.rn * 7 + j * 11) % 26) + (5 + (e.rn * 17 + j * 5) % 26), now()
    from e cross join generate_series(0, ${PER_ENTRY - 1}) j
    join x on x.rn = ((e.rn * 7 + j * 75) % ${EXPERTS}) + 1`);
  const [organizer] = await db.select().from(groups).where(eq(groups.id, base.groups.organizer.id));
  const auth: AuthContext = {
    userId: base.users.organizer.id,
    userPublicId: base.users.organizer.publicId,
    username: 'organizer',
    sessionId: 0,
    group: {
      id: organizer!.id,
      publicId: organizer!.publicId,
      path: organizer!.path,
      code: organizer!.code,
      name: organizer!.name,
    },
    roleIds: [],
    roleKeys: [],
    permissions: [],
    isRoot: false,
    dataScope: 'subtree',
    deptId: null,
  };
  return { stage: stage!, auth };
};

const baseline = async (db: Db, stageId: number) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`delete from review_results where stage_id = ${stageId}`);
    await tx.execute(sql`insert into review_results (entry_id, stage_id, method, raw_mean, adjusted, expert_count, breakdown)
      select a.entry_id, ${stageId}, 'mean', avg(a.total), avg(a.total), count(*), '{}'::jsonb
      from review_assignments a join review_entries e on e.id = a.entry_id
      where e.stage_id = ${stageId} and a.status = 'submitted' group by a.entry_id`);
  });

/**
 * CPU milliseconds spent so far by the PostgreSQL backends serving this database (user + system, from
 * /proc/<pid>/stat in clock ticks of 10 ms): the database's share of an operation, which, unlike wall time,
 * a loaded machine hardly inflates. 0 for PGlite, whose work is already in this process's CPU time.
 */
const backendCpu = async (db: Db, kind: 'postgres' | 'pglite') => {
  if (kind === 'pglite') return 0;
  const { rows } = (await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks * 10;
};

/** Wall time; `cpu` collects the CPU time of this process (JS, and PGlite) plus the PostgreSQL backends'. */
const time = async (fn: () => Promise<unknown>, cpu?: number[], db?: Db, kind?: 'postgres' | 'pglite') => {
  const before = process.cpuUsage();
  const backendBefore = db && kind ? await backendCpu(db, kind) : 0;
  const started = performance.now();
  await fn();
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(before);
  const backend = db && kind ? (await backendCpu(db, kind)) - backendBefore : 0;
  cpu?.push((used.user + used.system) / 1000 + backend);
  return elapsed;
};

/** Also time the previous implementation (bench/final-score-js-reference.ts) in the same run. */
const withPrevious = process.env.BENCH_PREVIOUS !== '0';
const lines: string[] = [];
const kinds = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
for (const kind of kinds) {
  const database = kind === 'postgres' ? await openPostgres() : await openDatabase({ inMemory: true });
  try {
    const { stage, auth } = await loadStage(database.db);
    for (const method of (process.env.BENCH_METHODS ?? 'mean,trimmedMean,weighted,zScore').split(
      ',',
    ) as FinalMethod[]) {
      await database.db
        .insert(reviewSettings)
        .values({ stageId: stage.id, finalMethod: method })
        .onConflictDoUpdate({ target: reviewSettings.stageId, set: { finalMethod: method } });
      const product: number[] = [];
      const productCpu: number[] = [];
      const floor: number[] = [];
      const floorCpu: number[] = [];
      const previous: number[] = [];
      const previousCpu: number[] = [];
      let rows = 0;
      for (let run = 0; run < runs; run++) {
        product.push(
          await time(
            async () => {
              rows = (await calculateFinalScores(database.db, auth, stage.publicId)).summary.scoreRows;
            },
            productCpu,
            database.db,
            kind,
          ),
        );
        floor.push(await time(() => baseline(database.db, stage.id), floorCpu, database.db, kind));
        if (withPrevious)
          previous.push(
            await time(
              () => calculateFinalScoresInJs(database.db, auth, stage.publicId),
              previousCpu,
              database.db,
              kind,
            ),
          );
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      lines.push(
        `| ${kind} | ${method} | ${rows} | ${(median(product) / 1000).toFixed(3)} s | ${(Math.max(...product) / 1000).toFixed(3)} s | ${(median(productCpu) / 1000).toFixed(3)} s | ${(median(floor) / 1000).toFixed(3)} s | ${(median(floorCpu) / 1000).toFixed(3)} s | ${withPrevious ? `${(median(previous) / 1000).toFixed(3)} s / ${(median(previousCpu) / 1000).toFixed(3)} s` : '—'} |`,
      );
    }
  } finally {
    await database.close();
  }
}
console.log(
  `CPU: ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}, Node ${process.version}, ${runs} runs each\n`,
);
console.log(
  '| database | method | score rows | product (median) | product (worst) | product CPU (median) | baseline: SQL avg (median) | baseline CPU (median) | previous JS version: wall / CPU (median) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(lines.join('\n'));
