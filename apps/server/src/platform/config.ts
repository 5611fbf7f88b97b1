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
};

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const readBool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
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
  };
};
