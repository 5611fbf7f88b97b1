// Helpers of the benchmark harness: child servers, PostgreSQL set-up, load runs and the report.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type * as PgModule from 'pg';

export const repoRoot = join(import.meta.dirname, '..');
const requireFromServer = createRequire(join(repoRoot, 'apps', 'server', 'package.json'));
const pg = requireFromServer('pg') as typeof PgModule;

/** The next port of BENCH_PORTS (e.g. `3420-3429`, a range the machine's users agreed on), in turn. */
let nextInRange = 0;
const fromRange = () => {
  const [low, high] = (process.env.BENCH_PORTS ?? '').split('-').map(Number);
  if (!low || !high) return undefined;
  return low + (nextInRange++ % (high - low + 1));
};

/** A port nobody listens on right now (from BENCH_PORTS when set). */
export async function freePort(): Promise<number> {
  const chosen = fromRange();
  if (chosen !== undefined) return chosen;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Creates the database of `url` when it does not exist yet (SQLSTATE 3D000). */
export async function ensureDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
  } finally {
    await probe.end().catch(() => {});
  }
  await asAdmin(url, async (admin, name) => {
    console.log(`creating database ${name}`);
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  });
}

export async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
}

export type RunningServer = {
  name: string;
  baseUrl: string;
  stop: () => Promise<void>;
  /** The server process (e.g. to sample its memory from /proc). */
  pid?: number;
};

/**
 * Starts an entry point (a TypeScript one through tsx, a built one as it is) as a child process on a free port and waits until
 * `/prod-api/health` answers 200. Output is kept and shown only if the server fails.
 */
export async function startServer(
  name: string,
  entry: string,
  env: Record<string, string>,
  startTimeoutMs = 180_000,
  /** Extra Node flags, e.g. `--cpu-prof` to profile the server. */
  nodeArgs: string[] = [],
  /** The checkout to run `entry` from (another one, e.g. an earlier commit, for a same-run comparison). */
  root: string = repoRoot,
): Promise<RunningServer> {
  // BENCH_PORT: a fixed port for machines where each engineer keeps to a range of their own.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // A built entry (.mjs/.js) runs as production runs it, without the TypeScript loader.
  const loader = /\.(mjs|js)$/.test(entry) ? [] : ['--import', 'tsx'];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...loader, entry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode} before it was healthy:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/prod-api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} not healthy after ${startTimeoutMs / 1000}s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { name, baseUrl, stop, pid: child.pid };
}

export type Call = { method: 'GET'; path: string };

/** One request per call; returns what each answered, to catch a scenario measuring error pages. */
export async function checkCalls(baseUrl: string, calls: Call[]): Promise<string[]> {
  const problems: string[] = [];
  for (const call of calls) {
    const response = await fetch(`${baseUrl}${call.path}`, { method: call.method });
    const text = await response.text();
    let code: unknown;
    try {
      code = (JSON.parse(text) as { code?: unknown }).code;
    } catch {
      code = 'not JSON';
    }
    if (!response.ok || code !== 0)
      problems.push(`${call.path} → HTTP ${response.status}, code ${String(code)}`);
  }
  return problems;
}

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Drives `calls` in turn on every connection for `seconds`. */
export async function load(
  baseUrl: string,
  calls: Call[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: calls.map((call) => ({ method: call.method, path: call.path })),
  });
  return loadResultOf(result);
}

/** The figures a report keeps of an autocannon run. */
export const loadResultOf = (result: autocannon.Result): LoadResult => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux). Load-independent: on a busy
 * machine a request waits longer, but costs the same CPU.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** docs/benchmarks.md, where each bench writes its figures between its own markers. */
export const BENCHMARKS_REPORT = join(repoRoot, 'docs', 'benchmarks.md');

/**
 * Puts `section` (its markers included) in place of the text between `marks` in docs/benchmarks.md, or
 * appends it the first time (under `heading`, when given).
 */
export function writeBenchmarkSection(
  section: string,
  marks: { start: string; end: string },
  heading?: string,
): void {
  const current = readFileSync(BENCHMARKS_REPORT, 'utf8');
  const start = current.indexOf(marks.start);
  const end = current.indexOf(marks.end);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + marks.end.length)
      : `${current.trimEnd()}\n\n${heading ? `${heading}\n\n` : ''}${section}\n`;
  writeFileSync(BENCHMARKS_REPORT, next);
}

/** A fresh database: the figures must not depend on what earlier runs left behind. */
export async function recreateDatabase(url: string): Promise<void> {
  await asAdmin(url, async (admin, name) => {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  });
}

/** Runs `work` on a connection to the server's `postgres` database, given the name `url` points at. */
async function asAdmin(url: string, work: (admin: PgModule.Client, name: string) => Promise<void>) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await work(admin, name);
  } finally {
    await admin.end();
  }
}
