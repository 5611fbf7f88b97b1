// Benchmark: the back office's user list (GET /system/user/page) at 100 connections on 100,000 users,
// and a timed 10,000-row Excel import (check, import, re-import updating every row). Writes the figures
// into docs/benchmarks.md between the bench:users markers.
//
//   npm run bench:users                (from bench/, or `npm --workspace @podium/bench run bench:users`)
//
// Env: BENCH_USERS_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/podium_bench_users; dropped
// and created afresh on every run), BENCH_CONNECTIONS (100), BENCH_DURATION (10), BENCH_WARMUP (3),
// BENCH_USERS (100000), BENCH_IMPORT_ROWS (10000), BENCH_WRITE=0 (print only), BENCH_LOG_LEVEL (warn).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type * as PgModule from 'pg';
import type ExcelJSModule from 'exceljs';
import {
  postgresVersion,
  repoRoot,
  startServer,
  type RunningServer,
  writeBenchmarkSection,
  recreateDatabase,
} from './support.ts';

const requireFromServer = createRequire(join(repoRoot, 'apps', 'server', 'package.json'));
const pg = requireFromServer('pg') as typeof PgModule;
const ExcelJS = requireFromServer('exceljs') as typeof ExcelJSModule;

const databaseUrl =
  process.env.BENCH_USERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podium_bench_users';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const writeReport = process.env.BENCH_WRITE !== '0';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';

const MARK_START = '<!-- bench:users:start -->';
const MARK_END = '<!-- bench:users:end -->';
const API = '/prod-api';

/**
 * 100,000 users in one INSERT … SELECT generate_series, split over the two demo schools, with the demo
 * password's hash (no hashing per row) and a role each, then ANALYZE so the planner sees the real sizes.
 */
async function seedUsers(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (public_id, username, password_hash, real_name, email, group_id, user_type, status, created_at)
       select 'bench' || lpad(g::text, 16, '0'), 'bench' || g, src.password_hash, '压测用户' || g, 'bench' || g || '@bench.local',
              case when g % 2 = 0 then a.id else b.id end, 'student', case when g % 50 = 0 then 0 else 1 end,
              now() - make_interval(secs => g)
       from generate_series(1, $1::int) g
       cross join (select password_hash from users where username = 'student') src
       cross join (select id from groups where code = 'SCH-DONGHAI') a
       cross join (select id from groups where code = 'SCH-XISHAN') b`,
      [count],
    );
    await client.query(
      `insert into user_roles (user_id, role_id, group_id)
       select u.id, r.id, u.group_id from users u
       cross join (select id from roles where role_key = 'student' and group_id is null) r
       where u.username like 'bench%'`,
    );
    await client.query('commit');
    // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only counts).
    await client.query('vacuum analyze users');
    await client.query('vacuum analyze user_roles');
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

async function login(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API}/auth/login/pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@12345' }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  if (body.code !== 0) throw new Error(`login of ${username} failed`);
  return body.data.token;
}

type ListResult = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  rowsTotal: number;
};

async function loadList(baseUrl: string, token: string, name: string, path: string): Promise<ListResult> {
  const headers = { authorization: `Bearer ${token}` };
  const probe = (await (await fetch(`${baseUrl}${API}${path}`, { headers })).json()) as {
    code: number;
    data: { total: number };
  };
  if (probe.code !== 0) throw new Error(`${path} answered code ${probe.code}`);
  const run = (duration: number) =>
    autocannon({ url: `${baseUrl}${API}${path}`, connections, duration, headers });
  if (warmupSeconds > 0) await run(warmupSeconds);
  const result = await run(seconds);
  const row = {
    name,
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    rowsTotal: probe.data.total,
  };
  console.log(
    `  ${name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`,
  );
  return row;
}

/** A filled-in import sheet of `rows` users (titles as in the template; notes row left out). */
async function importWorkbook(rows: number, nameSuffix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户导入');
  sheet.addRow(['用户名', '姓名', '手机号', '邮箱', '身份证号', '所属机构编码', '角色', '状态']);
  for (let i = 1; i <= rows; i += 1) {
    sheet.addRow([
      `imp${i}`,
      `导入用户${i}${nameSuffix}`,
      `139${String(i).padStart(8, '0')}`,
      `imp${i}@bench.local`,
      '',
      i % 2 ? 'SCH-DONGHAI' : 'SCH-XISHAN',
      '学生',
      '正常',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function timedUpload(
  baseUrl: string,
  token: string,
  path: string,
  file: Buffer,
  updateExisting: boolean,
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'users.xlsx');
  const started = performance.now();
  const response = await fetch(`${baseUrl}${API}${path}?updateExisting=${updateExisting}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { code: number; msg: string; data: unknown };
  const ms = performance.now() - started;
  if (body.code !== 0)
    throw new Error(`${path} answered ${body.code} ${body.msg}: ${JSON.stringify(body.data).slice(0, 500)}`);
  console.log(
    `  ${path} (${updateExisting ? 'update existing' : 'new users'}): ${(ms / 1000).toFixed(2)} s → ${JSON.stringify(body.data).slice(0, 120)}`,
  );
  return ms;
}

function render(
  list: ListResult[],
  seedMs: number,
  imports: { step: string; ms: number }[],
  pgVersion: string,
): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}`;
  return [
    MARK_START,
    `Run ${date} on ${machine}. ${userCount.toLocaleString('en')} users seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
      `${connections} connections, ${seconds} s per scenario after a ${warmupSeconds} s warm-up; signed in as \`organizer\` (scope: the organiser and both schools).`,
    '',
    '| scenario | call | matching rows | req/s | p50 ms | p99 ms | requests | non-2xx | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...list.map(
      (r) =>
        `| ${r.name} | \`GET ${r.path}\` | ${r.rowsTotal} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} |`,
    ),
    '',
    `| ${importRows.toLocaleString('en')}-row import (.xlsx upload) | seconds |`,
    '| --- | ---: |',
    ...imports.map((i) => `| ${i.step} | ${(i.ms / 1000).toFixed(2)} |`),
    MARK_END,
  ].join('\n');
}

async function main(): Promise<void> {
  console.log(
    `user list on ${userCount} users, ${connections} connections, ${seconds} s; ${importRows}-row import`,
  );
  await recreateDatabase(databaseUrl);
  const pgVersion = await postgresVersion(databaseUrl);
  const dataKey = process.env.DATA_KEY ?? createHash('sha256').update('podium-bench').digest('base64');
  let server: RunningServer | undefined;
  try {
    server = await startServer('Podium', 'apps/server/src/main.ts', {
      DATABASE_URL: databaseUrl,
      DATA_KEY: dataKey,
      DEMO: '1',
      LOG_LEVEL: logLevel,
    });
    const seedMs = await seedUsers(databaseUrl, userCount);
    console.log(`  seeded ${userCount} users in ${(seedMs / 1000).toFixed(1)} s`);
    const token = await login(server.baseUrl, 'organizer');
    const list = [
      await loadList(server.baseUrl, token, 'first page', '/system/user/page?pageNum=1&pageSize=10'),
      await loadList(
        server.baseUrl,
        token,
        'one school, enabled, page 50',
        `/system/user/page?pageNum=50&pageSize=20&status=1&groupId=${await schoolId(databaseUrl)}`,
      ),
      await loadList(
        server.baseUrl,
        token,
        'keyword (name contains)',
        `/system/user/page?pageNum=1&pageSize=10&keyword=${encodeURIComponent('压测用户4242')}`,
      ),
    ];
    const file = await importWorkbook(importRows, '');
    const again = await importWorkbook(importRows, '（改）');
    const imports = [
      {
        step: 'check (read, validate, nothing written)',
        ms: await timedUpload(server.baseUrl, token, '/system/user/template/check', file, false),
      },
      {
        step: 'import, all new users (one transaction)',
        ms: await timedUpload(server.baseUrl, token, '/system/user/template/import', file, false),
      },
      {
        step: 'import again, updating every user',
        ms: await timedUpload(server.baseUrl, token, '/system/user/template/import', again, true),
      },
    ];
    const section = render(list, seedMs, imports, pgVersion);
    console.log(`\n${section}\n`);
    if (writeReport) writeBenchmarkSection(section, { start: MARK_START, end: MARK_END });
  } finally {
    await server?.stop();
  }
}

async function schoolId(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ public_id: string }>(
      `select public_id from groups where code = 'SCH-DONGHAI'`,
    );
    return rows[0]!.public_id;
  } finally {
    await client.end();
  }
}

await main();
