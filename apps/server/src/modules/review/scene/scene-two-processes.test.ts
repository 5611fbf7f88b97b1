import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_BASE } from '@podium/contracts';
import type { DemoBase } from '../../../db/seed/seed-demo.ts';
import type { Database } from '../../../platform/db.ts';
import { openDatabase } from '../../../platform/db.ts';
import { createRedisEventBus } from '../../../platform/events/index.ts';
import {
  databaseUrl,
  deserializeDemoBase,
  newDatabaseName,
  onServer,
  openTemplateCopy,
  seedTestDemo,
  TEST_DATA_KEY,
} from '../../../test-support/seeded-template.ts';
import {
  callNextWithinASecond,
  demoSceneSession,
  openScreenStream,
} from '../../../test-support/screen-stream.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

// Two real server processes of one deployment: process A is the app in this test's process, process B
// is `src/main.ts` spawned with tsx, as an operator starts it. Both use one PostgreSQL database and one
// Redis, as processes behind a load balancer do. PGlite cannot be shared between processes, so this
// test uses PostgreSQL in both API passes: a copy of the run's PostgreSQL template, or (PGlite pass) a
// database of its own seeded here, on the server with-postgres.mjs starts in CI.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const serverEntry = path.resolve(import.meta.dirname, '../../../main.ts');

/** A free port unless TEST_SECOND_SERVER_PORT names one (engineers sharing a machine keep to a range). */
const choosePort = async () => {
  if (process.env.TEST_SECOND_SERVER_PORT) return Number(process.env.TEST_SECOND_SERVER_PORT);
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
};

/** The demo tenant on PostgreSQL: a template copy when the run prepared one, else seeded here. */
const openPostgresDemo = async (): Promise<{ database: Database; fixture: DemoBase; name: string }> => {
  const template = inject('seededTemplate');
  if (template.source.kind === 'postgres') {
    const { database, dropName } = await openTemplateCopy(template, postgresUrl);
    return { database, fixture: deserializeDemoBase(template.fixture), name: dropName! };
  }
  const name = newDatabaseName('podium_test_procs');
  await onServer(postgresUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(postgresUrl, name) });
  return { database, fixture: await seedTestDemo(database), name };
};

describe('calling screen across two server processes (PostgreSQL + Redis)', () => {
  let demo: Awaited<ReturnType<typeof openPostgresDemo>>;
  let one: TestApp;
  let child: ChildProcess | undefined;
  let childOutput = '';
  let childExited: Promise<number | null>;
  let twoBase: string;
  const workDir = mkdtempSync(path.join(tmpdir(), 'podium-proc-b-'));

  beforeAll(async () => {
    demo = await openPostgresDemo();
    one = await createTestApp({
      events: createRedisEventBus(redisUrl),
      startJobs: false,
      shareDatabaseOf: { database: demo.database, fixture: demo.fixture },
    });
    const port = await choosePort();
    twoBase = `http://127.0.0.1:${port}${API_BASE}`;
    child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(postgresUrl, demo.name),
        DATA_KEY: TEST_DATA_KEY.toString('base64'),
        REDIS_URL: redisUrl,
        DEMO: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: workDir,
        FILES_DIR: path.join(workDir, 'files'),
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (childOutput += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (childOutput += chunk.toString()));
    childExited = new Promise((resolve) => child!.on('exit', (code) => resolve(code)));
    const healthy = async () => {
      for (let i = 0; i < 600; i++) {
        const exited = await Promise.race([
          childExited,
          new Promise((r) => setTimeout(() => r('running'), 150)),
        ]);
        if (exited !== 'running') throw new Error(`process B exited (${String(exited)}):\n${childOutput}`);
        const ok = await fetch(`${twoBase}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
      }
      throw new Error(`process B did not become healthy:\n${childOutput}`);
    };
    await healthy();
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([childExited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await one?.close();
    await demo?.database.close();
    if (demo) await onServer(postgresUrl, `drop database if exists ${demo.name} with (force)`);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('"call next" clicked on process A reaches an SSE client of process B within a second', async () => {
    // B really is another process, on its own port.
    expect(child?.pid).toBeDefined();
    expect(child!.pid).not.toBe(process.pid);
    const health = await fetch(`${twoBase}/health`);
    expect(health.status).toBe(200);

    const { org, session } = await demoSceneSession(one);
    const screen = openScreenStream(
      `${twoBase}/screen/call/stream?key=${encodeURIComponent(session.screenKey)}`,
    );
    const request = await screen.ready;
    const redis = new Redis(redisUrl);
    try {
      // A has not subscribed: the one subscriber is B's.
      const { shown } = await callNextWithinASecond(one, org, session, screen, redis);

      // B reads the same database: its resync read agrees with what it pushed.
      const resync = await fetch(`${twoBase}/screen/call/state?key=${encodeURIComponent(session.screenKey)}`);
      const body = (await resync.json()) as { code: number; data: { version: number } };
      expect(body.data.version).toBe(shown.version);
    } finally {
      request.destroy();
      await redis.quit();
    }
  });
});
