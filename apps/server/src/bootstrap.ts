import { API_BASE } from '@podium/contracts';
import { count } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { ApiModule } from './platform/api-module.ts';
import { groups } from './db/schema/index.ts';
import { ensureFirstAdmin } from './db/seed/ensure-admin.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { syncMenus } from './db/seed/menu-sync.ts';
import { createConsoleCodeSender, createSmtpCodeSender, type CodeSender } from './platform/code-sender.ts';
import type { Config } from './platform/config.ts';
import { serializeErrorForLog } from './platform/log-safe-error.ts';
import { openDatabase, type Database } from './platform/db.ts';
import { createPersonalDataCipher, loadDataKey } from './platform/personal-data.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './platform/rate-limit.ts';
import { createStorage, scheduleUnlinkedFileSweep, type Storage } from './platform/storage/index.ts';
import { scheduleDatabaseUpkeep } from './platform/database-upkeep.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/index.ts';
import { createReadiness } from './platform/readiness.ts';
import { createEventBus, type EventBus } from './platform/events/index.ts';
import { createPortalCache } from './platform/portal-cache.ts';
import {
  createForegroundLoad,
  createNotifyRunner,
  createSmtpNotifyMailer,
  createTencentSmsSender,
} from './platform/notify/index.ts';

export type StartOptions = {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured code sender (tests record codes). */
  codeSender?: CodeSender;
  /** Replaces the configured limiter. */
  limiter?: RateLimiter;
  /** Personal-data key (tests pass a fixed one); else DATA_KEY or the embedded key file. */
  dataKey?: Buffer;
  /** Use this already-open database (tests). */
  database?: Database;
  extraModules?: ApiModule[];
  /** Replace the configured storage, job queue or event bus (tests). */
  storage?: Storage;
  jobs?: JobQueue;
  events?: EventBus;
  /** Start the job runner when the app is ready (default true; tests that drive runners themselves say false). */
  startJobs?: boolean;
};

/** Opens the database, seeds what a first start needs, and builds the app. Used by main.ts and the tests. */
export const bootstrap = async (options: StartOptions) => {
  const { config } = options;
  const log = pino({ level: config.logLevel, serializers: { err: serializeErrorForLog } });
  // Checked first: a missing key must stop the start before anything is written.
  const personalData = createPersonalDataCipher(
    options.dataKey ?? loadDataKey(process.env, config.dataDir, !config.databaseUrl),
  );
  // First start: seed (demo or the first admin); later starts: bring the menu up to this version. Run
  // under the migration lock, so processes starting together on an empty database seed it once.
  const prepare = async (db: Database['db']) => {
    const [existing] = await db.select({ n: count() }).from(groups);
    if ((existing?.n ?? 0) === 0) {
      if (config.demo) {
        await seedDemo(db, personalData);
        log.info(
          'demo data seeded (accounts admin, organizer, school, expert, student, student2; password Demo@12345). ' +
            'For real use start without demo data: DEMO=0',
        );
      } else {
        const created = await ensureFirstAdmin(db, config.adminUsername, config.adminPassword);
        if (created?.password) {
          // Printed once on purpose: it is the only way into a fresh installation without ADMIN_PASSWORD.
          process.stdout.write(
            `\nFirst ROOT admin created: username "${created.username}", one-time password "${created.password}"\n\n`,
          );
        }
      }
    } else {
      // A database made by an earlier version gets this version's new pages and page permissions.
      const synced = await syncMenus(db);
      if (synced.added.length || synced.updated.length) log.info(synced, 'menu brought up to this version');
    }
  };
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
      prepare,
    ));
  if (options.database) await prepare(options.database.db);
  const limiter =
    options.limiter ??
    (config.redisUrl
      ? createRedisRateLimiter(config.redisUrl, `${config.redisPrefix}:rl:`)
      : createMemoryRateLimiter());
  const codeSender =
    options.codeSender ??
    (config.smtpUrl
      ? createSmtpCodeSender(config.smtpUrl, config.mailFrom)
      : createConsoleCodeSender(log, config.codeLogFile));
  if (!options.codeSender && !config.smtpUrl)
    log.warn(
      'no SMTP_URL: one-time codes are written to this server log only (console provider), never sent or shown',
    );
  if (config.demo)
    log.warn('DEMO MODE: demo accounts share a published password; start with DEMO=0 for real use');
  const storage = options.storage ?? (await createStorage(config));
  const jobs =
    options.jobs ??
    (await createJobQueue(database.db, config.redisUrl, {
      prefix: config.redisPrefix,
      concurrency: config.jobConcurrency,
      leaseMs: config.jobLeaseMs,
      onError: (error) => log.warn({ err: error }, 'job runner: will retry'),
    }));
  const events = options.events ?? createEventBus(config.redisUrl, config.redisPrefix);
  const readiness = createReadiness({
    ping: database.ping,
    limiter,
    storage,
    usesRedis: Boolean(config.redisUrl),
  });
  // Notifications: the outbox dispatcher and e-mail deliveries (platform/notify), with the jobs. Beside the
  // web server in one process, it waits out a rush of requests (foreground.ts).
  const foreground = config.role === 'all' ? createForegroundLoad() : undefined;
  const notify = createNotifyRunner({
    foreground,
    db: database.db,
    events,
    mailer: config.smtpUrl
      ? createSmtpNotifyMailer(config.smtpUrl, config.mailFrom, config.payments.publicOrigin)
      : null,
    sms: config.tencentSms ? createTencentSmsSender(config.tencentSms) : null,
    cipher: personalData,
    origin: config.payments.publicOrigin,
    retryBaseMs: config.notifyRetryBaseMs,
    onError: (error) => log.warn({ err: error }, 'notifications: will retry'),
  });
  const portal = createPortalCache({
    redisUrl: config.redisUrl,
    keyPrefix: config.cacheKeyPrefix,
    ttlMs: config.portalCacheMs,
  });
  const app = await buildApp({
    deps: { config, db: database.db, limiter, codeSender, personalData, storage, jobs, events, portal },
    ping: database.ping,
    readiness,
    // Errors reach the log only through the value-free serializer (no query parameters, no driver detail).
    logger:
      options.logger && typeof options.logger === 'object'
        ? { ...options.logger, serializers: { ...options.logger.serializers, err: serializeErrorForLog } }
        : (options.logger ?? false),
    extraModules: options.extraModules,
  });
  // API calls only: a page's scripts and styles come from memory (asset-fast-path.ts) and cost next to nothing,
  // but a cold desk page asks for 150 of them and would read as a rush.
  if (foreground)
    app.addHook('onResponse', async (request) => {
      if (request.url.startsWith(API_BASE)) foreground.answered();
    });
  // Jobs start once the app is ready (their definitions are registered by then) and stop before the database.
  // The process running jobs also enqueues the hourly sweep of uploads nothing links (unlinked-files.ts).
  let stopSweep: (() => void) | undefined;
  let stopUpkeep: (() => void) | undefined;
  // A web process only enqueues; workers (and the one-process quick start) run the jobs.
  if (options.startJobs ?? config.role !== 'web')
    app.addHook('onReady', async () => {
      jobs.start();
      notify.start();
      stopSweep = scheduleUnlinkedFileSweep(database.db, jobs, (error) =>
        log.warn({ err: error }, 'unlinked file sweep: will retry'),
      );
      // The embedded database's vacuum and statistics (database-upkeep.ts).
      stopUpkeep = scheduleDatabaseUpkeep(database, (error) =>
        log.warn({ err: error }, 'database upkeep: will retry'),
      );
    });
  app.addHook('onClose', async () => {
    stopSweep?.();
    stopUpkeep?.();
    await notify.close();
    await jobs.close();
    await events.close();
    await portal.close();
    await storage.close();
    await limiter.close();
    await database.close();
  });
  return { app, database, storage, jobs, events, readiness, notify, foreground };
};
