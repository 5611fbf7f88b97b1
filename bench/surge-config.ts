// The sign-up surge's settings (env) and what its modules share; see sign-up-surge.ts for the run.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as PgModule from 'pg';
import { repoRoot } from './support.ts';

export const requireFromServer = createRequire(join(repoRoot, 'apps', 'server', 'package.json'));
export const pg = requireFromServer('pg') as typeof PgModule;

export const databaseUrl =
  process.env.BENCH_SIGNUP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podium_bench_signup';
export const signUps = Number(process.env.BENCH_SIGNUPS ?? 10_000);
export const capacity = Number(process.env.BENCH_CAPACITY ?? 8_000);
export const clients = Number(process.env.BENCH_CLIENTS ?? 500);

export const API = '/prod-api';
export const COMPETITION = 'bench-surge-competition';
export const ITEM = 'bench-surge-item';

export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** One call's answer as the bench counts it: latency (retries included), HTTP status, envelope code. */
export type Outcome = { ms: number; status: number; code: number };
