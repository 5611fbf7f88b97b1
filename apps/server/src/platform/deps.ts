import type { Config } from './config.ts';
import type { CodeSender } from './code-sender.ts';
import type { Db } from './db.ts';
import type { PersonalDataCipher } from './personal-data.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Storage } from './storage/index.ts';
import type { JobQueue } from './jobs/index.ts';
import type { EventBus } from './events/index.ts';
import type { PortalCache } from './portal-cache.ts';

/** What route modules receive: the app's shared services, built once in app.ts. */
export type AppDeps = {
  config: Config;
  db: Db;
  limiter: RateLimiter;
  codeSender: CodeSender;
  personalData: PersonalDataCipher;
  /** Files: local directory or S3 (platform/storage). */
  storage: Storage;
  /** Durable background jobs (platform/jobs). */
  jobs: JobQueue;
  /** Live events for server-sent streams (platform/events). */
  events: EventBus;
  /** The portal's public competition answers, kept a few seconds and cleared by writes (platform/portal-cache.ts). */
  portal: PortalCache;
};

/** Who is calling, for logs and limits. */
export type RequestMeta = { ip: string; userAgent: string; host: string };
