#!/usr/bin/env node
// The scale-out proof: nginx (the Debian package) in front of two web processes (PODIUM_ROLE=web) and one
// worker (PODIUM_ROLE=worker), all the built server (apps/server/dist), on one PostgreSQL database and one
// Redis, as docs/deploy.md describes. It checks, through nginx:
//   1. all three start together on an empty database: migrations and the demo seed happen once;
//   2. requests are spread over both web processes, and a session made through one works through the other;
//   3. a sign-up taken by one web process reaches, as a live event (SSE), the same person's inbox stream
//      held open on the other web process (the worker dispatches the notification; Redis carries the ping);
//   4. a rate limit counts across both web processes (Redis): the 31st certificate search of one address
//      within the minute is refused, wherever the first 30 went;
//   5. a file uploaded through one web process downloads, byte for byte, through the other (S3: moto);
//   6. one web process killed (SIGKILL) during a burst of 500 sign-ups: no acknowledged sign-up is lost,
//      nginx routes the rest to the survivor, and every student ends up signed up exactly once;
//   7. with that web process gone, every request through nginx keeps succeeding;
//   8. the worker killed (SIGKILL) during a certificate batch (300; SCALE_OUT_EXTENDED=1: 2,000): a new
//      worker takes the job over and every certificate exists exactly once (no duplicate, no missing number).
// S3: S3_* from the environment when S3_BUCKET is set, else a `moto_server` started here on a free port;
// without either the file step is skipped with a message (CI machines have moto_server).
// Run: `npm run test:scale-out` (builds the server first). Env: TEST_DATABASE_URL (PostgreSQL server, default
// postgres://postgres@127.0.0.1:5432/test), TEST_REDIS_URL (default redis://127.0.0.1:6379),
// SCALE_OUT_PORT (first of four ports, default: free ones), NGINX (default /usr/sbin/nginx).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const nginxBinary = process.env.NGINX || '/usr/sbin/nginx';
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
/** @type {typeof import('pg')} */
const pg = serverRequire('pg');
const SIGN_UPS = Number(process.env.SCALE_OUT_SIGN_UPS || 500);
const CERTIFICATES = Number(
  process.env.SCALE_OUT_CERTIFICATES || (process.env.SCALE_OUT_EXTENDED === '1' ? 2000 : 300),
);

const started = Date.now();
const step = (/** @type {string} */ text) =>
  process.stdout.write(`[scale-out ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}\n`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const check = (/** @type {unknown} */ condition, /** @type {string} */ what) => {
  if (!condition) throw new Error(`scale-out proof failed: ${what}`);
  step(`ok: ${what}`);
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
const basePort = Number(process.env.SCALE_OUT_PORT || 0);
const ports = basePort
  ? [basePort, basePort + 1, basePort + 2, basePort + 3]
  : [await freePort(), await freePort(), await freePort(), await freePort()];
const [nginxPort, webAPort, webBPort, workerPort] = ports;
const front = `http://127.0.0.1:${nginxPort}/prod-api`;

const work = mkdtempSync(join(tmpdir(), 'podium-scale-out-'));
const dbName = `podium_scale_${randomBytes(5).toString('hex')}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;

const onServer = async (/** @type {string} */ sql) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
/** @type {Map<string, string>} */
const logs = new Map();
const launch = (
  /** @type {string} */ name,
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  env = {},
) => {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  logs.set(name, '');
  const keep = (/** @type {Buffer} */ chunk) =>
    logs.set(name, (logs.get(name) + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.set(name, child);
  return child;
};

/** S3 for every process: the environment's, or moto's started below; null when neither is there. */
/** @type {Record<string, string> | null} */
let s3Env = null;
const serverEnv = (/** @type {string} */ role, /** @type {number} */ port) => ({
  ...s3Env,
  PODIUM_ROLE: role,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: redisUrl,
  CACHE_KEY_PREFIX: `${dbName}:cache:`,
  DATA_KEY: sharedKey,
  DEMO: '1',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
  DATA_DIR: join(work, `data-${role}-${port}`),
  FILES_DIR: join(work, 'files'),
  DB_POOL_MAX: '4',
  // A killed worker's job is taken over within this (the default minute would make the proof wait).
  JOB_LEASE_MS: '4000',
  NODE_OPTIONS: '',
});
const sharedKey = randomBytes(32).toString('base64');

const waitReady = async (/** @type {string} */ name, /** @type {string} */ url) => {
  for (let i = 0; i < 1200; i++) {
    if (children.get(name)?.exitCode !== null) break;
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`${name} did not become ready:\n${logs.get(name)}`);
};

/** @param {string} path @param {{ body?: unknown, token?: string, base?: string }} [options] */
const call = async (path, { body, token, base = front } = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = /** @type {{ code: number, msg: string, data: any }} */ (await response.json());
  return { status: response.status, upstream: response.headers.get('x-podium-upstream'), ...json };
};

/** Opens the inbox stream directly on one web process; resolves `pinged` at its first `inbox` event. */
const openInbox = async (/** @type {string} */ token, /** @type {number} */ port) => {
  const ticket = await call('/sys/notify/stream/ticket', { token });
  const controller = new AbortController();
  const response = await fetch(
    `http://127.0.0.1:${port}/prod-api/sys/notify/stream?ticket=${encodeURIComponent(ticket.data.ticket)}`,
    { signal: controller.signal },
  );
  if (!response.ok || !response.body) throw new Error(`inbox stream on ${port}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const pinged = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      text += decoder.decode(value, { stream: true });
      if (/event: inbox/.test(text)) return true;
    }
  })().catch(() => false);
  return { pinged, close: () => controller.abort() };
};

const nginxConfig = () => {
  const site = readFileSync(join(root, 'deploy/nginx-podium.conf'), 'utf8')
    .replace(
      '{{WEB_SERVERS}}',
      [webAPort, webBPort].map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n  '),
    )
    .replace('{{LISTEN}}', `127.0.0.1:${nginxPort}`);
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(work, 'nginx', dir), { recursive: true });
    chmodSync(join(work, 'nginx', dir), 0o777);
  }
  // Everything in the temporary directory: no root paths, no system configuration read or written.
  const main = `
daemon off;
worker_processes 1;
pid ${work}/nginx/nginx.pid;
error_log ${work}/nginx/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${work}/nginx/access.log;
  client_body_temp_path ${work}/nginx/client_body;
  proxy_temp_path ${work}/nginx/proxy;
  fastcgi_temp_path ${work}/nginx/fastcgi;
  uwsgi_temp_path ${work}/nginx/uwsgi;
  scgi_temp_path ${work}/nginx/scgi;
${site}
}
`;
  writeFileSync(join(work, 'nginx/nginx.conf'), main);
  return join(work, 'nginx/nginx.conf');
};

const stopAll = async () => {
  for (const [name, child] of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  }
  await Promise.all(
    [...children.values()].map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => {
            const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(undefined)), 12_000);
            child.on('exit', () => (clearTimeout(timer), resolve(undefined)));
          }),
    ),
  );
};

const hasMoto = () => {
  try {
    execFileSync('sh', ['-c', 'command -v moto_server'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** An S3 for the proof: S3_BUCKET's, or an in-memory moto_server on a free port with a fresh bucket. */
const startS3 = async () => {
  if (process.env.S3_BUCKET) {
    s3Env = Object.fromEntries(
      Object.entries(process.env).flatMap(([k, v]) =>
        k.startsWith('S3_') && v !== undefined ? [[k, v]] : [],
      ),
    );
    return `S3 bucket ${process.env.S3_BUCKET} from the environment`;
  }
  if (!hasMoto()) return null;
  const port = await freePort();
  launch('moto', 'moto_server', ['-H', '127.0.0.1', '-p', String(port)]);
  const { S3Client, CreateBucketCommand } = serverRequire('@aws-sdk/client-s3');
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'moto', secretAccessKey: 'moto' },
  });
  for (let i = 0; ; i++) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: dbName.replaceAll('_', '-') }));
      break;
    } catch (error) {
      if (i > 240 || children.get('moto')?.exitCode !== null) throw error;
      await sleep(250);
    }
  }
  client.destroy();
  s3Env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: dbName.replaceAll('_', '-'),
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'moto',
    S3_SECRET_ACCESS_KEY: 'moto',
    S3_FORCE_PATH_STYLE: '1',
  };
  return `moto_server on ${port}`;
};

/** A real 1×1 PNG (the upload checks content, not names). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * `count` students of the demo student's school, each with a session, written straight into the
 * database (as the sign-up bench does: sign-in limits are not what this proves). Returns their tokens.
 */
const makeStudents = async (
  /** @type {InstanceType<typeof pg.Client>} */ db,
  /** @type {number} */ count,
) => {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const tag = randomBytes(4).toString('hex');
  await db.query(
    `with school as (select group_id from users where username = 'student'),
     made as (
       insert into users (public_id, username, password_hash, real_name, user_type, group_id)
       select 'so' || $2 || n, 'burst' || $2 || n, '-', '突发' || n, 'student', (select group_id from school)
       from generate_series(1, $1::int) n
       returning id, username)
     insert into sessions (token_hash, user_id, expires_at)
     select ($3::text[])[substring(made.username from length('burst' || $2) + 1)::int], made.id,
            now() + interval '1 day'
     from made`,
    [count, tag, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );
  return tokens;
};

const serverMain = join(root, 'apps/server/dist/main.mjs');
let failed = false;
try {
  const s3 = await startS3();
  step(s3 ? `files on S3: ${s3}` : 'files on a shared directory: no S3_BUCKET and no moto_server');
  step(
    `PostgreSQL database ${dbName}, Redis ${redisUrl}, nginx on ${nginxPort}, web ${webAPort} and ${webBPort}, worker ${workerPort}`,
  );
  await onServer(`create database ${dbName}`);
  // 1. All three at once on the empty database: the migration lock lets one migrate and seed.
  launch('worker', process.execPath, [serverMain], serverEnv('worker', workerPort));
  launch('web A', process.execPath, [serverMain], serverEnv('web', webAPort));
  launch('web B', process.execPath, [serverMain], serverEnv('web', webBPort));
  launch('nginx', nginxBinary, [
    '-e',
    join(work, 'nginx/error.log'),
    '-c',
    nginxConfig(),
    '-p',
    join(work, 'nginx'),
  ]);
  await Promise.all([
    waitReady('worker', `http://127.0.0.1:${workerPort}/prod-api/ready`),
    waitReady('web A', `http://127.0.0.1:${webAPort}/prod-api/ready`),
    waitReady('web B', `http://127.0.0.1:${webBPort}/prod-api/ready`),
  ]);
  await waitReady('nginx', `${front}/ready`);
  check(true, 'worker and two web processes ready on one empty database, nginx in front');
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const admins = await db.query(`select count(*)::int as n from users where username = 'admin'`);
  check(admins.rows[0].n === 1, 'seeded once (one demo admin) although three processes started together');
  await db.end();

  // 2. Round robin, and one session on both processes.
  const student = await call('/auth/login/pwd', { body: { username: 'student', password: 'Demo@12345' } });
  check(student.code === 0, `sign-in through nginx (answered by ${student.upstream})`);
  const token = student.data.token;
  const answered = new Set();
  for (let i = 0; i < 6; i++) {
    const me = await call('/sys/subscribe/message/unread/count', { token });
    if (me.code !== 0) throw new Error(`session call failed: ${me.status} ${me.msg}`);
    answered.add(me.upstream);
  }
  check(answered.size === 2, `the session works on both web processes (${[...answered].join(', ')})`);

  // 3. The organiser opens a competition; the student signs up through nginx; the inbox streams held on
  // BOTH web processes get the ping, so whichever process took the sign-up, the other one delivered it.
  const organizer = (
    await call('/auth/login/pwd', { body: { username: 'organizer', password: 'Demo@12345' } })
  ).data.token;
  const day = 24 * 3600 * 1000;
  const added = await call('/competition/info/add', {
    token: organizer,
    body: { name: `扩展验证赛 ${dbName.slice(-5)}`, level: 'school', year: 2026 },
  });
  const competitionId = added.data.competitionId;
  const items = await call('/competition/info/item/save', {
    token: organizer,
    body: { competitionId, items: [{ name: '主赛道' }] },
  });
  const stage = await call('/competition/stage/save', {
    token: organizer,
    body: {
      competitionId,
      name: '初赛',
      signUpStart: new Date(Date.now() - day).toISOString(),
      signUpEnd: new Date(Date.now() + day).toISOString(),
    },
  });
  const rules = await call('/competition/enroll/setting/save', { token: organizer, body: { competitionId } });
  const published = await call('/competition/info/publish', { token: organizer, body: { competitionId } });
  check(
    [added, items, stage, rules, published].every((r) => r.code === 0),
    'the organiser opened a competition through nginx',
  );
  const onA = await openInbox(token, webAPort);
  const onB = await openInbox(token, webBPort);
  await sleep(300);
  const signUp = await call('/web/enroll/signUp', {
    token,
    body: { competitionId, itemId: items.data[0].itemId },
  });
  check(signUp.code === 0, `sign-up through nginx, taken by ${signUp.upstream}`);
  const within = (/** @type {Promise<boolean>} */ p) => Promise.race([p, sleep(15_000).then(() => false)]);
  const [gotA, gotB] = await Promise.all([within(onA.pinged), within(onB.pinged)]);
  onA.close();
  onB.close();
  check(
    gotA && gotB,
    'the live inbox event reached the streams on both web processes (worker dispatch, Redis)',
  );

  // 4. One address's certificate searches (30 a minute) counted in Redis, not per process.
  const searched = new Set();
  let allowed = 0;
  for (let i = 0; i < 30; i++) {
    const r = await call(`/home/certificate/page?certNo=SO-${i}`);
    if (r.code === 0) allowed += 1;
    searched.add(r.upstream);
  }
  const over = await call('/home/certificate/page?certNo=SO-31');
  check(
    allowed === 30 && searched.size === 2 && over.status === 429,
    `the rate limit counts across both web processes: 30 searches answered by ${[...searched].join(' and ')}, the 31st refused (${over.status})`,
  );

  // 5. A file uploaded through web A downloads through web B.
  if (s3Env) {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'cover.png');
    const uploaded = await fetch(`http://127.0.0.1:${webAPort}/prod-api/common/file/upload?purpose=cover`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organizer}` },
      body: form,
    }).then((r) => /** @type {Promise<{ code: number, data?: { fileId: string } }>} */ (r.json()));
    const download = await fetch(
      `http://127.0.0.1:${webBPort}/prod-api/common/file/${uploaded.data?.fileId}`,
      {
        headers: { authorization: `Bearer ${organizer}` },
      },
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    check(
      uploaded.code === 0 && download.status === 200 && bytes.equals(PNG),
      'a file uploaded through web A downloads byte for byte through web B (S3)',
    );
  } else step('skipped: the file step (set S3_BUCKET or install moto: `pip install "moto[server]"`)');

  // 6. A burst of sign-ups through nginx; web A is killed outright part-way. A call cut off with it (502,
  // a reset) is sent again, as a browser's retry would; "already signed up" then means web A had committed.
  const db2 = new pg.Client({ connectionString: dbUrl.toString() });
  await db2.connect();
  const tokens = await makeStudents(db2, SIGN_UPS);
  const itemId = items.data[0].itemId;
  /** @type {Map<number, { acked: boolean, upstreams: string[], afterKill: boolean[] }>} */
  const outcomes = new Map();
  let answeredCount = 0;
  let killedAt = 0;
  const killAfter = Math.floor(SIGN_UPS / 4);
  const signUpOnce = async (/** @type {number} */ n) => {
    const record = {
      acked: false,
      upstreams: /** @type {string[]} */ ([]),
      afterKill: /** @type {boolean[]} */ ([]),
    };
    outcomes.set(n, record);
    for (let attempt = 0; attempt < 5 && !record.acked; attempt++) {
      const sentAfterKill = killedAt > 0;
      let r;
      try {
        r = await call('/web/enroll/signUp', { token: tokens[n], body: { competitionId, itemId } });
      } catch {
        await sleep(100);
        continue;
      }
      record.upstreams.push(String(r.upstream));
      record.afterKill.push(sentAfterKill && r.status === 200);
      if (r.status === 200 && r.code === 0) record.acked = true;
      else if (r.status === 409 && attempt > 0)
        break; // committed by web A before it died
      else if (r.status === 200 || r.status === 409)
        break; // a real refusal: counted below
      else await sleep(100);
    }
    answeredCount += 1;
    if (answeredCount === killAfter && !killedAt) {
      children.get('web A')?.kill('SIGKILL');
      killedAt = Date.now();
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < SIGN_UPS) await signUpOnce(next++);
    }),
  );
  const acked = [...outcomes.values()].filter((o) => o.acked).length;
  const rows = await db2.query(
    `select count(*)::int as members, count(distinct m.user_id)::int as people
     from enroll_members m join competitions c on c.id = m.competition_id
     join sessions s on s.user_id = m.user_id
     where c.public_id = $1 and s.token_hash = any($2::text[])`,
    [competitionId, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );
  await db2.end();
  const { members, people } = rows.rows[0];
  const survivor = `127.0.0.1:${webBPort}`;
  const lateUpstreams = [...outcomes.values()].flatMap((o) =>
    // nginx names every upstream it tried ("A, B"); the last one answered.
    o.upstreams.filter((_, i) => o.afterKill[i]).map((u) => u.split(', ').at(-1)),
  );
  check(killedAt > 0, `web A killed (SIGKILL) after ${killAfter} of ${SIGN_UPS} sign-ups answered`);
  check(
    members === SIGN_UPS && people === SIGN_UPS,
    `${SIGN_UPS} students, each signed up exactly once (${acked} acknowledged at once, the rest found signed up on a retry); no acknowledged sign-up lost`,
  );
  check(
    lateUpstreams.length > 0 && lateUpstreams.every((u) => u === survivor),
    `after the kill nginx sent every sign-up to the survivor (${lateUpstreams.length} answered by ${survivor})`,
  );

  // 7. With web A gone, nginx routes everything to web B, nothing fails.
  let ok = 0;
  const upstreams = new Set();
  for (let i = 0; i < 40; i++) {
    const r =
      i % 2
        ? await call('/sys/subscribe/message/unread/count', { token })
        : await call('/auth/login/pwd', { body: { username: 'student2', password: 'Demo@12345' } });
    if (r.status === 200 && r.code === 0) ok += 1;
    upstreams.add(r.upstream);
  }
  check(
    ok === 40,
    `with web A killed, 40 of 40 requests through nginx succeeded (answered by ${[...upstreams].join(' / ')})`,
  );

  // 8. A certificate batch; the worker is killed outright while it issues, and a new one takes over.
  const admin = (await call('/auth/login/pwd', { body: { username: 'admin', password: 'Demo@12345' } })).data
    .token;
  const settings = await call('/certificate/setting/save', {
    token: organizer,
    body: {
      numberKind: 'autoincrementFour',
      prefix: 'SO-',
      suffix: '',
      sealUrl: '',
      signerName: '组委会',
      verifyWording: '真实有效',
    },
  });
  const listed = await call('/competition/info/page?pageSize=50', { token: organizer });
  const awardCompetition = listed.data.rows.find(
    (/** @type {{ shortName: string, competitionId: string }} */ r) => r.shortName === '东海杯数模',
  )?.competitionId;
  const level = await call('/competitionReward/level/save', {
    token: organizer,
    body: { competitionId: awardCompetition, kind: 'first' },
  });
  const list = await call('/competitionReward/list/save', {
    token: organizer,
    body: { competitionId: awardCompetition, name: `扩展验证名单 ${CERTIFICATES}` },
  });
  const listId = list.data?.listId;
  let line = 0;
  let linesOk = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (line < CERTIFICATES) {
        const i = line++;
        const r = await call('/competitionReward/detailedList/save', {
          token: organizer,
          body: {
            listId,
            levelId: level.data?.levelId,
            winnerName: `获奖者${i + 1}`,
            schoolName: '东海大学',
          },
        });
        if (r.code === 0) linesOk += 1;
      }
    }),
  );
  // A design of the organiser's library (the demo seeds some).
  const library = new pg.Client({ connectionString: dbUrl.toString() });
  await library.connect();
  const designId = (
    await library.query(
      `select d.public_id from certificate_designs d join users u on u.group_id = d.group_id
       where u.username = 'organizer' order by d.id limit 1`,
    )
  ).rows[0]?.public_id;
  await library.end();
  const batch = await call('/certificate/batch/save', {
    token: organizer,
    body: { listId, title: '扩展验证证书', designId },
  });
  const batchId = batch.data?.batchId;
  await call('/certificate/batch/submitCheck', { token: organizer, body: { batchId } });
  const approved = await call('/certificate/batch/check', {
    token: admin,
    body: { batchId, approved: true },
  });
  const sent = await call('/certificate/batch/send', { token: organizer, body: { batchId } });
  check(
    [settings, level, list, batch, approved, sent].every((r) => r.code === 0) && linesOk === CERTIFICATES,
    `a batch of ${CERTIFICATES} certificates approved and sent (job ${sent.data?.jobId})`,
  );
  const progress = async () => (await call(`/common/job/${sent.data.jobId}`, { token: organizer })).data;
  let atKill = await progress();
  for (let i = 0; i < 1200 && atKill.done === 0; i++) {
    await sleep(25);
    atKill = await progress();
  }
  children.get('worker')?.kill('SIGKILL');
  check(
    atKill.done > 0 && atKill.done < CERTIFICATES,
    `the worker killed (SIGKILL) with about ${atKill.done} of ${CERTIFICATES} certificates issued`,
  );
  const secondWorkerPort = await freePort();
  launch('worker 2', process.execPath, [serverMain], serverEnv('worker', secondWorkerPort));
  await waitReady('worker 2', `http://127.0.0.1:${secondWorkerPort}/prod-api/ready`);
  let final = await progress();
  for (let i = 0; i < 1800 && final.status !== 'done' && final.status !== 'failed'; i++) {
    await sleep(100);
    final = await progress();
  }
  const db3 = new pg.Client({ connectionString: dbUrl.toString() });
  await db3.connect();
  const issued = await db3.query(
    `select count(*)::int as n, count(distinct c.cert_no)::int as numbers, count(distinct c.entry_id)::int as entries,
            min(c.cert_no) as first, max(c.cert_no) as last
     from certificates c join cert_batches b on b.id = c.batch_id where b.public_id = $1`,
    [batchId],
  );
  await db3.end();
  const { n, numbers, entries, first, last } = issued.rows[0];
  const pad = (/** @type {number} */ k) => `SO-${String(k).padStart(4, '0')}`;
  check(
    final.status === 'done' &&
      n === CERTIFICATES &&
      numbers === CERTIFICATES &&
      entries === CERTIFICATES &&
      first === pad(1) &&
      last === pad(CERTIFICATES),
    `a new worker finished the job: ${n} certificates, ${numbers} distinct numbers ${first}…${last}, one per winner`,
  );
} catch (error) {
  failed = true;
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  for (const [name, log] of logs)
    if (log.trim()) process.stderr.write(`--- ${name} log (end):\n${log.slice(-4000)}\n`);
} finally {
  await stopAll();
  await onServer(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
step(failed ? 'FAILED' : 'passed');
process.exit(failed ? 1 : 0);
