import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { InjectOptions } from 'fastify';
import type { ApiModule } from '../platform/api-module.ts';
import { API_BASE, GROUP_HEADER } from '@podium/contracts';
import { bootstrap } from '../bootstrap.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import type { DemoBase } from '../db/seed/seed-demo.ts';
import type { Database } from '../platform/db.ts';
import { createRecordingCodeSender } from '../platform/code-sender.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { createMemoryRateLimiter, type RateLimiter } from '../platform/rate-limit.ts';
import type { EventBus } from '../platform/events/index.ts';
import { TEST_DATA_KEY } from './seeded-template.ts';
import { openSeededTestDatabase } from './test-database.ts';

/** How long a test app whose start failed may take to close before the test goes on without it. */
const FAILED_START_CLOSE_MS = 10_000;

/** Waits for `closing` at most `ms`; its failure is not the test's (the start's error is). */
const closeWithin = async (closing: Promise<unknown>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    closing.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
};

type CallOptions = {
  token?: string;
  groupId?: string;
  lang?: 'en' | 'zh-CN';
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

/**
 * The real app on a fresh database seeded with the demo tenant, driven through `inject`
 * (the full request path: routing, validation, guard, handler, serialisation, error handler).
 */
export const createTestApp = async (
  options: {
    extraModules?: ApiModule[];
    webDist?: string;
    /** Another limiter (e.g. Redis); the in-memory one by default. */
    limiter?: RateLimiter;
    /** Config overrides (e.g. `s3`, `redisUrl`); files go to a fresh temporary directory unless given. */
    config?: Partial<Config>;
    startJobs?: boolean;
    events?: EventBus;
    logger?: FastifyServerOptions['logger'];
    /**
     * Another app instance's database and demo tenant: a second "process" of the same deployment (as
     * server processes share PostgreSQL). Only the owner closes the database.
     */
    shareDatabaseOf?: { database: Database; fixture: DemoBase };
  } = {},
) => {
  const shared = options.shareDatabaseOf;
  const opened = shared
    ? { database: { ...shared.database, close: async () => {} } as Database, fixture: shared.fixture }
    : await openSeededTestDatabase();
  const { fixture } = opened;
  // Closed once, whoever asks first: the app's onClose hook, or the failed start below.
  let closing: Promise<void> | undefined;
  const database: Database = {
    ...opened.database,
    close: () => (closing ??= opened.database.close()),
  };
  const filesDir = mkdtempSync(path.join(tmpdir(), 'podium-files-'));
  const dataKey = TEST_DATA_KEY;
  const codes = createRecordingCodeSender();
  // trustProxy lets a test speak from a chosen IP through X-Forwarded-For.
  const config: Config = {
    ...loadConfig({}),
    demo: true,
    webDist: options.webDist,
    trustProxy: true,
    filesDir,
    ...options.config,
  };
  let started: Awaited<ReturnType<typeof bootstrap>> | undefined;
  try {
    started = await bootstrap({
      config,
      database,
      codeSender: codes,
      limiter: options.limiter ?? createMemoryRateLimiter(),
      dataKey,
      extraModules: options.extraModules,
      startJobs: options.startJobs,
      events: options.events,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    await started.app.ready();
  } catch (error: unknown) {
    // A test that expects the build to fail must leave nothing behind: an onReady hook may have started
    // the runners (jobs, notifications, the file sweep) before a later one failed, and they would go on
    // polling a closed database. Closing the app runs every onClose hook (runners, then the database);
    // bounded, so a hook that hangs cannot hang the test, and the database is closed in any case.
    if (started) await closeWithin(started.app.close(), FAILED_START_CLOSE_MS);
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
    throw error;
  }
  const { app, jobs, events, storage, readiness, notify, foreground } = started;

  const call = async <T = unknown>(
    method: InjectOptions['method'],
    path: string,
    options: CallOptions = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.groupId) headers[GROUP_HEADER] = options.groupId;
    if (options.lang) headers['accept-language'] = options.lang;
    const response = await app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers,
      query: options.query,
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json() as { code: number; msg: string; data: T },
    };
  };

  const login = async (username: string, password = DEMO_PASSWORD) => {
    const response = await call<{ token: string }>('POST', '/auth/login/pwd', {
      body: { username, password },
    });
    if (response.body.code !== 0) throw new Error(`login of ${username} failed: ${response.body.msg}`);
    return response.body.data.token;
  };

  return {
    app,
    fixture,
    database,
    codes,
    db: database.db,
    call,
    login,
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, body: unknown, options?: CallOptions) =>
      call<T>('POST', path, { ...options, body }),
    config,
    jobs,
    events,
    storage,
    readiness,
    /** Notifications: `notify.drain()` dispatches pending events and sends due mail now. */
    notify,
    /** The web server's load as the dispatcher reads it, where both share the process (role `all`). */
    foreground,
    close: async () => {
      await app.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
