// The sign-up surge's accounting and report: each run's answers checked against the database and the
// capacity (the run fails on any breach), and the table written between the markers in docs/benchmarks.md.
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { type load, writeBenchmarkSection } from './support.ts';
import { capacity, clients, signUps, type Outcome, type Query } from './surge-config.ts';
import { verify } from './surge-database.ts';

const MARK_START = '<!-- bench:signup-surge:start -->';
const MARK_END = '<!-- bench:signup-surge:end -->';

export type Row = {
  database: string;
  accepted: number;
  refused: number;
  serverErrors: number;
  other: number;
  duplicates: number;
  membersInDb: number;
  capacityUsed: number;
  seconds: number;
  acceptedPerSecond: number;
  p50: number;
  p99: number;
  load: string;
  /** Server process CPU (user + system) during the surge, per accepted sign-up: load-independent. */
  cpuMsPerAccepted: number;
  /** The same per call (accepted or refused). */
  cpuMsPerCall: number;
  /** The database's backends serving the server, per call (PostgreSQL only: PGlite runs inside the server). */
  dbCpuMsPerCall: number | null;
  /** The bench client's own CPU per call (fetch, JSON), which shares the machine's cores. */
  clientCpuMsPerCall: number;
  /** 429 (busy) answers the clients waited out and retried: not calls, not failures. */
  retries: number;
  /**
   * PostgreSQL: buffers the database touched (hit or read) and rows it wrote, per accepted sign-up, from the
   * surge's start until its notifications were dispatched: the work itself, which the machine's load does
   * not change (the seconds and CPU figures move with it).
   */
  work?: { buffers: number; written: number };
  /** PostgreSQL: active backends by what they waited on, averaged over 20 ms samples. */
  waits?: Record<string, number>;
};

export type Extra = { clientCpu: number; dbCpu: number | null; retries: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const loadNow = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

/** Checks the answers and the database against each other and the capacity; throws on any breach. */
export async function summarise(
  database: string,
  outcomes: Outcome[],
  seconds: number,
  serverCpu: number,
  loadBefore: string,
  query: Query,
  extra: Extra,
): Promise<Row> {
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const accepted = outcomes.filter((o) => o.status === 200 && o.code === 0).length;
  const serverErrors = outcomes.filter((o) => o.status >= 500).length;
  const refused = outcomes.filter((o) => o.status < 500 && o.code !== 0 && o.code !== -1).length;
  const db = await verify(query);
  const row: Row = {
    database,
    accepted,
    refused,
    serverErrors,
    other: outcomes.length - accepted - refused - serverErrors,
    duplicates: db.members - db.students,
    membersInDb: db.members,
    capacityUsed: db.used,
    seconds,
    acceptedPerSecond: accepted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    load: loadBefore,
    cpuMsPerAccepted: (serverCpu * 1000) / Math.max(accepted, 1),
    cpuMsPerCall: (serverCpu * 1000) / Math.max(outcomes.length, 1),
    dbCpuMsPerCall: extra.dbCpu === null ? null : (extra.dbCpu * 1000) / Math.max(outcomes.length, 1),
    clientCpuMsPerCall: (extra.clientCpu * 1000) / Math.max(outcomes.length, 1),
    retries: extra.retries,
  };
  console.log(`  ${database}:`, row);
  const failures = [
    accepted !== capacity && `accepted ${accepted} ≠ ${capacity}`,
    db.members !== capacity && `members in the database ${db.members} ≠ ${capacity}`,
    db.used !== capacity && `capacity counter ${db.used} ≠ ${capacity}`,
    row.duplicates !== 0 && `${row.duplicates} duplicate members`,
    serverErrors !== 0 && `${serverErrors} 5xx answers`,
    row.other !== 0 && `${row.other} answers neither accepted nor refused`,
  ].filter(Boolean);
  if (failures.length) throw new Error(`${database}: ${failures.join('; ')}`);
  return row;
}

export function render(rows: Row[], baseline: Awaited<ReturnType<typeof load>>, pgVersion: string): string {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
  const ms = (value: number) => value.toFixed(0);
  return [
    MARK_START,
    `Run ${date} on ${machine}, PostgreSQL ${pgVersion}; the machine was shared with other work (load average ` +
      `1 / 5 / 15 min at the start of each surge in the table). ${signUps.toLocaleString('en')} students, ` +
      `${clients} concurrent clients, capacity ${capacity.toLocaleString('en')}, individual, no approval, no fee.`,
    '',
    '| database | accepted | refused (full) | duplicates | 5xx | 429 retried | seconds | accepted/s | p50 ms | p99 ms | server CPU ms / accepted (/ call) | database backends CPU ms / call | bench client CPU ms / call | load avg |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.accepted} | ${r.refused} | ${r.duplicates} | ${r.serverErrors} | ${r.retries} | ` +
        `${r.seconds.toFixed(1)} | ${r.acceptedPerSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ` +
        `${r.cpuMsPerAccepted.toFixed(2)} (${r.cpuMsPerCall.toFixed(2)}) | ` +
        `${r.dbCpuMsPerCall === null ? 'in the server (PGlite)' : r.dbCpuMsPerCall.toFixed(2)} | ` +
        `${r.clientCpuMsPerCall.toFixed(2)} | ${r.load} |`,
    ),
    '',
    ...rows
      .filter((r) => r.work)
      .map(
        (r) =>
          `${r.database}: the database touched ${(r.work!.buffers / r.accepted).toFixed(1)} buffers and wrote ` +
          `${(r.work!.written / r.accepted).toFixed(2)} rows per accepted sign-up, notifications included ` +
          `(pg_stat_database, until the outbox was drained).\n`,
      ),
    ...rows
      .filter((r) => r.waits)
      .map(
        (r) =>
          `${r.database} backends active, by what they waited on (mean per 20 ms sample of pg_stat_activity): ` +
          Object.entries(r.waits!)
            .filter(([, n]) => n >= 0.01)
            .map(([wait, n]) => `${wait} ${n}`)
            .join(', ') +
          '.\n',
      ),
    `Same-run baseline (bare Fastify + pg, \`lastRound\`'s one query, ${clients} connections, 5 s on PostgreSQL): ` +
      `${baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${baseline.p99} ms.`,
    MARK_END,
  ].join('\n');
}

export const writeSection = (section: string): void =>
  writeBenchmarkSection(section, { start: MARK_START, end: MARK_END }, '## Sign-up surge (issue 8)');
