// The sign-up surge's database side: the bulk seed, the read-back the answers are checked against, a
// fresh database per run, and what the PostgreSQL backends cost and wait on during the surge.
import { cpuSeconds } from './support.ts';
import { capacity, COMPETITION, ITEM, pg, signUps, type Query } from './surge-config.ts';

/** The surge's competition and 10,000 signed-in students, in bulk (no hashing or HTTP per row). */
export async function seed(query: Query): Promise<void> {
  const [school] = (await query(`select id from groups where code = 'SCH-DONGHAI'`)).rows;
  const schoolId = Number(school!.id);
  const [competition] = (
    await query(
      `insert into competitions (public_id, group_id, name, level, year, status, published_at)
       values ($1, $2, '报名压测竞赛', 'national', 2026, 'published', now()) returning id`,
      [COMPETITION, schoolId],
    )
  ).rows;
  const competitionId = Number(competition!.id);
  await query(
    `insert into competition_enroll_settings (competition_id, mode, capacity_total, needs_approval, fee_fen)
     values ($1, 'individual', $2, false, 0)`,
    [competitionId, capacity],
  );
  await query(
    `insert into competition_stages (public_id, competition_id, name, sign_up_start, sign_up_end)
     values ('bench-surge-stage', $1, '初赛', now() - interval '1 day', now() + interval '1 day')`,
    [competitionId],
  );
  await query(`insert into competition_items (public_id, competition_id, name) values ($1, $2, '压测赛项')`, [
    ITEM,
    competitionId,
  ]);
  await query(
    `insert into users (public_id, username, password_hash, real_name, email, group_id, user_type)
     select 'surge' || lpad(g::text, 16, '0'), 'surge' || g, src.password_hash, '报名压测' || g,
            'surge' || g || '@bench.local', $2, 'student'
     from generate_series(1, $1::int) g
     cross join (select password_hash from users where username = 'student') src`,
    [signUps, schoolId],
  );
  await query(
    `insert into user_roles (user_id, role_id, group_id)
     select u.id, r.id, u.group_id from users u
     cross join (select id from roles where role_key = 'student' and group_id is null) r
     where u.username like 'surge%'`,
  );
  // Sessions as the login would open them: only the SHA-256 of the token is stored.
  await query(
    `insert into sessions (token_hash, user_id, expires_at)
     select encode(sha256(convert_to('surge-token-' || substr(u.username, 6), 'UTF8')), 'hex'), u.id,
            now() + interval '1 day'
     from users u where u.username like 'surge%'`,
  );
}

/** CPU seconds of a process, or 0 once it has exited (a backend may end between two samples). */
const cpuOf = (pid: number) => {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
};

/**
 * What the PostgreSQL side costs and waits on during the surge, from a second connection: the CPU of the
 * server's backends (read from /proc; the database runs on this machine) and, sampled every 20 ms, what
 * each active backend of the bench database is waiting for (wait_event_type:wait_event, or 'CPU').
 */
export function watchPostgres(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const watcher = new pg.Client({ connectionString: url });
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const waits = new Map<string, number>();
  let samples = 0;
  let running = true;
  let ownPid = 0;
  const backends = async () =>
    (
      await watcher.query<{ pid: number; state: string | null; wait: string | null }>(
        `select pid, state, wait_event_type || ':' || wait_event as wait from pg_stat_activity
         where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [name],
      )
    ).rows;
  const loop = (async () => {
    await watcher.connect();
    ownPid = Number((await watcher.query('select pg_backend_pid() as pid')).rows[0].pid);
    while (running) {
      const rows = await backends();
      samples += 1;
      for (const r of rows) {
        const cpu = cpuOf(r.pid);
        if (!first.has(r.pid)) first.set(r.pid, cpu);
        last.set(r.pid, cpu);
        if (r.state === 'active') waits.set(r.wait ?? 'CPU', (waits.get(r.wait ?? 'CPU') ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      for (const pid of last.keys()) last.set(pid, cpuOf(pid) || last.get(pid)!);
      await watcher.end();
      let cpu = 0;
      for (const [pid, end] of last) if (pid !== ownPid) cpu += end - first.get(pid)!;
      const perSample = Object.fromEntries(
        [...waits].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, +(v / Math.max(samples, 1)).toFixed(2)]),
      );
      return { cpu, backends: last.size, waits: perSample };
    },
  };
}

/** The database's cumulative work counters (pg_stat_database, this database only: other databases' tests don't count). */
export async function databaseWork(query: Query) {
  const [row] = (
    await query(
      `select blks_hit + blks_read as buffers, tup_inserted + tup_updated + tup_deleted as written
       from pg_stat_database where datname = current_database()`,
    )
  ).rows;
  // The same per table (heap, indexes and TOAST; rows written), to say where the work goes.
  const tables = (
    await query(
      `select s.relname as name,
              coalesce(heap_blks_hit, 0) + coalesce(heap_blks_read, 0) + coalesce(idx_blks_hit, 0)
                + coalesce(idx_blks_read, 0) + coalesce(toast_blks_hit, 0) + coalesce(toast_blks_read, 0) as buffers,
              n_tup_ins + n_tup_upd + n_tup_del as written
       from pg_statio_user_tables s join pg_stat_user_tables u using (relid)`,
    )
  ).rows;
  return {
    buffers: Number(row!.buffers),
    written: Number(row!.written),
    tables: new Map(
      tables.map((t) => [String(t.name), { buffers: Number(t.buffers), written: Number(t.written) }]),
    ),
  };
}

type Work = Awaited<ReturnType<typeof databaseWork>>;

/**
 * The work the surge caused, notifications included: waits until the outbox has no event left to dispatch
 * (the dispatcher runs after the sign-ups commit), then until every backend has reported its counters
 * (PostgreSQL flushes an idle backend's statistics within 10 s), and reads the counters again.
 */
export async function workUntilDrained(query: Query, before: Work, accepted: number) {
  const [outbox] = (await query(`select to_regclass('notify_events') is not null as ok`)).rows;
  for (let waited = 0; outbox!.ok && waited < 120_000; waited += 500) {
    const [row] = (await query(`select count(*)::int as n from notify_events where dispatched_at is null`))
      .rows;
    if (Number(row!.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const after = await databaseWork(query);
  const perTable = [...after.tables]
    .map(([name, t]) => ({
      name,
      buffers: +((t.buffers - (before.tables.get(name)?.buffers ?? 0)) / accepted).toFixed(1),
      written: +((t.written - (before.tables.get(name)?.written ?? 0)) / accepted).toFixed(2),
    }))
    .filter((t) => t.buffers >= 0.5 || t.written >= 0.01)
    .sort((a, b) => b.buffers - a.buffers);
  console.log('  per accepted sign-up, by table (buffers, rows written):');
  console.table(perTable);
  return { buffers: after.buffers - before.buffers, written: after.written - before.written };
}

/** What the database holds after the surge: the truth the HTTP answers are checked against. */
export async function verify(query: Query) {
  const [row] = (
    await query(
      `select count(*)::int as members, count(distinct m.user_id)::int as students,
              (select sum(used) from enroll_capacity c where c.competition_id = k.id and c.scope = 'total') as used
       from competitions k left join enroll_members m on m.competition_id = k.id
       where k.public_id = $1 group by k.id`,
      [COMPETITION],
    )
  ).rows;
  return { members: Number(row!.members), students: Number(row!.students), used: Number(row!.used ?? 0) };
}
