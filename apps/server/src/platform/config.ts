import path from 'node:path';
import { readTencentSms, type TencentSmsConfig } from './notify/sms-config.ts';
import { repoRoot } from './paths.ts';
import { StartupError } from './personal-data.ts';

/**
 * What a process does (PODIUM_ROLE): `web` answers HTTP and runs no jobs; `worker` runs the durable jobs
 * and scheduled tasks (and answers health and readiness); `all` both, the one-process quick start.
 */
export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

const readRole = (raw: string | undefined): ProcessRole => {
  const role = raw?.trim() || 'all';
  if (!(PROCESS_ROLES as readonly string[]).includes(role))
    throw new StartupError(`PODIUM_ROLE must be one of ${PROCESS_ROLES.join(', ')} (got "${role}")`);
  return role as ProcessRole;
};

/** Everything the server reads from the environment, read once at start. */
export type Config = {
  role: ProcessRole;
  /** How long a stopping process waits for in-flight requests and the job in hand (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed the demo tenant and accounts on first start. */
  demo: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  /** Without SMTP: also append one-time codes to this file (browser journeys read it), besides the log. */
  codeLogFile: string | undefined;
  mailFrom: string;
  /** First retry delay of a failed notification e-mail or SMS (ms; doubles per attempt, 5 attempts). */
  notifyRetryBaseMs: number;
  /** SMS provider for notifications (Tencent Cloud SMS, TENCENT_SMS_*); without it no SMS is written. */
  tencentSms: TencentSmsConfig | undefined;
  redisUrl: string | undefined;
  /**
   * Start of every Redis key and channel this deployment uses (jobs, live events, rate limits, cache), so two
   * deployments — or a test run and a dev server — sharing one Redis never take each other's jobs or events.
   */
  redisPrefix: string;
  logLevel: string;
  /** Believe X-Forwarded-For (only behind a proxy you run; otherwise clients could fake their IP). */
  trustProxy: boolean;
  /** Built web app to serve; absent in API-only runs. */
  webDist: string | undefined;
  /** Session lifetime: idle (since last use) and absolute (since sign-in). */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Where uploaded files live (platform/storage): a local directory, or an S3-compatible bucket when set. */
  filesDir: string;
  s3: S3Config | undefined;
  /**
   * Sign-ups the server serves at once (platform/admission.ts); more are answered 429 + Retry-After. PGlite
   * runs queries one at a time on the event loop, so its queue is kept short; PostgreSQL's pool queues
   * cheaply and the bound only caps memory.
   */
  signUpMaxInFlight: number;
  /**
   * How long the portal's public news list and search answers are kept (ms; 0 turns it off). Any news
   * write clears them at once; a scheduled article due sooner shortens it.
   */
  newsCacheMs: number;
  /**
   * How long the portal's competition answers (lastRound, the list, details) are kept (ms; 0 turns it
   * off; platform/portal-cache.ts). Writes of competitions, the site, dictionaries and groups clear them.
   */
  portalCacheMs: number;
  /** Jobs one process (a worker, or `all`) works on at once (`JOB_CONCURRENCY`, 1–32, default 1). */
  jobConcurrency: number;
  /**
   * How long a job's lease lives without renewal (`JOB_LEASE_MS`, default 60 s, at least 1 s): after a
   * worker dies, another takes its job over within about this long. Renewed at every item, so an item
   * must finish within it.
   */
  jobLeaseMs: number;
  /**
   * Start of the shared caches' Redis keys (platform/shared-cache.ts), so deployments (or test runs) that
   * share one Redis never read each other's answers.
   */
  cacheKeyPrefix: string;
  /** Payment providers (modules/finance): the demo cashier, Alipay and WeChat Pay when configured. */
  payments: PaymentsConfig;
};

export type PaymentsConfig = {
  /** The demo provider: takes no real money, on by default in demo mode (PAY_DEMO). */
  demo: boolean;
  alipay: AlipayConfig | undefined;
  wechat?: WechatConfig;
  /** Where Alipay and WeChat Pay sends notifications and the payer returns (PUBLIC_ORIGIN), e.g. https://podium.example.edu. */
  publicOrigin: string;
};

/** Alipay open platform keys (ALIPAY_*): the app's private key and Alipay's public key, PEM or bare base64. */
export type AlipayConfig = {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  sellerId: string;
  gateway: string;
};

/**
 * WeChat Pay v3 (WECHATPAY_*): the merchant's API certificate private key and its serial, the APIv3 key
 * (32 bytes, decrypts notifications), and what verifies WeChat's signatures: the platform certificate
 * (its serial is read from it) or WeChat's public key with its id (PUB_KEY_ID_…).
 */
export type WechatConfig = {
  mchId: string;
  appId: string;
  merchantSerial: string;
  privateKey: string;
  apiV3Key: string;
  /** PEM of the platform certificate, or of WeChat's public key when `platformSerial` is the key's id. */
  platformKey: string;
  /** The serial WeChat's signatures must name (Wechatpay-Serial): the certificate's, or the public key id. */
  platformSerial: string | undefined;
  gateway: string;
};

/** An S3-compatible store (AWS, MinIO, OSS/COS in S3 mode …), from the S3_* variables. */
export type S3Config = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Address buckets as a path (`host/bucket/key`), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
};

const readBool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const readAlipay = (env: NodeJS.ProcessEnv): AlipayConfig | undefined =>
  env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY && env.ALIPAY_PUBLIC_KEY && env.ALIPAY_SELLER_ID
    ? {
        appId: env.ALIPAY_APP_ID,
        privateKey: env.ALIPAY_PRIVATE_KEY,
        alipayPublicKey: env.ALIPAY_PUBLIC_KEY,
        sellerId: env.ALIPAY_SELLER_ID,
        gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
      }
    : undefined;

const readWechat = (env: NodeJS.ProcessEnv): WechatConfig | undefined => {
  const platformKey = env.WECHATPAY_PLATFORM_CERT || env.WECHATPAY_PUBLIC_KEY;
  const configured =
    env.WECHATPAY_MCH_ID &&
    env.WECHATPAY_APP_ID &&
    env.WECHATPAY_MERCHANT_SERIAL &&
    env.WECHATPAY_PRIVATE_KEY &&
    env.WECHATPAY_API_V3_KEY &&
    platformKey &&
    (env.WECHATPAY_PLATFORM_CERT || env.WECHATPAY_PUBLIC_KEY_ID);
  return configured
    ? {
        mchId: env.WECHATPAY_MCH_ID!,
        appId: env.WECHATPAY_APP_ID!,
        merchantSerial: env.WECHATPAY_MERCHANT_SERIAL!,
        privateKey: env.WECHATPAY_PRIVATE_KEY!,
        apiV3Key: env.WECHATPAY_API_V3_KEY!,
        platformKey: platformKey!,
        platformSerial: env.WECHATPAY_PLATFORM_CERT ? undefined : env.WECHATPAY_PUBLIC_KEY_ID,
        gateway: (env.WECHATPAY_GATEWAY || 'https://api.mch.weixin.qq.com').replace(/\/+$/, ''),
      }
    : undefined;
};

const readS3 = (env: NodeJS.ProcessEnv): S3Config | undefined =>
  env.S3_BUCKET
    ? {
        endpoint: env.S3_ENDPOINT || undefined,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION || 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: readBool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
      }
    : undefined;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    role: readRole(env.PODIUM_ROLE),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    // Demo data is the zero-setup default; a real PostgreSQL starts empty unless asked.
    demo: readBool(env.DEMO, !databaseUrl),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    codeLogFile: env.CODE_LOG_FILE || undefined,
    mailFrom: env.MAIL_FROM ?? 'Podium <no-reply@podium.local>',
    notifyRetryBaseMs: Number(env.NOTIFY_RETRY_BASE_MS ?? 60_000),
    tencentSms: readTencentSms(env),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'podium',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: readBool(env.TRUST_PROXY, false),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 120) * 60_000,
    sessionAbsoluteMs: Number(env.SESSION_ABSOLUTE_HOURS ?? 24 * 7) * 3_600_000,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    s3: readS3(env),
    // PGlite: one batch's worth (sign-up-batch.ts); each admitted call then waits at most a few batches.
    signUpMaxInFlight: Number(env.SIGN_UP_MAX_IN_FLIGHT ?? (databaseUrl ? 2000 : 256)),
    newsCacheMs: Number(env.NEWS_CACHE_MS ?? 3000),
    portalCacheMs: Number(env.PORTAL_CACHE_MS ?? 3000),
    jobLeaseMs: Math.max(1000, Number(env.JOB_LEASE_MS ?? 60_000) || 60_000),
    jobConcurrency: Math.min(32, Math.max(1, Math.floor(Number(env.JOB_CONCURRENCY ?? 1)) || 1)),
    cacheKeyPrefix: env.CACHE_KEY_PREFIX || `${env.REDIS_PREFIX || 'podium'}:cache:`,
    payments: {
      demo: readBool(env.PAY_DEMO, readBool(env.DEMO, !databaseUrl)),
      alipay: readAlipay(env),
      wechat: readWechat(env),
      publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    },
  };
};
