import path from 'node:path';

/** Everything the server reads from the environment, read once at start. */
export type Config = {
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
  redisUrl: string | undefined;
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
   * Start of the shared caches' Redis keys (platform/shared-cache.ts), so deployments (or test runs) that
   * share one Redis never read each other's answers.
   */
  cacheKeyPrefix: string;
  /** Payment providers (modules/finance): the demo cashier and Alipay when configured. */
  payments: PaymentsConfig;
};

export type PaymentsConfig = {
  /** The demo provider: takes no real money, on by default in demo mode (PAY_DEMO). */
  demo: boolean;
  alipay: AlipayConfig | undefined;
  /** Where Alipay sends notifications and the payer returns (PUBLIC_ORIGIN), e.g. https://podium.example.edu. */
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

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

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
    redisUrl: env.REDIS_URL || undefined,
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
    cacheKeyPrefix: env.CACHE_KEY_PREFIX || 'podium:cache:',
    payments: {
      demo: readBool(env.PAY_DEMO, readBool(env.DEMO, !databaseUrl)),
      alipay: readAlipay(env),
      publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    },
  };
};
