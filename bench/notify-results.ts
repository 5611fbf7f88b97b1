// Benchmark (issue 20): results published to 10,000 entrants. One `results.published` event over a stage with
// 10,000 one-person entries whose students read the competition topic on the site and by e-mail: the time until
// every inbox row is written and every e-mail handed to a local SMTP server (smtp-server on loopback, a real
// SMTP peer), and the process's peak memory (RSS sampled every 20 ms), on PostgreSQL. The product's own
// dispatcher and delivery loop run in this process, as one notify runner does in the server.
//
//   npx tsx bench/notify-results.ts
//
// Env: BENCH_NOTIFY_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/podium_bench_notify; dropped and
// created afresh), BENCH_ENTRANTS (10000), BENCH_WRITE=0 (print only).
import type { AddressInfo } from 'node:net';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Db } from '../apps/server/src/platform/db.ts';
import { createPersonalDataCipher } from '../apps/server/src/platform/personal-data.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { createNotifyRunner, emitEvent } from '../apps/server/src/platform/notify/index.ts';
import { createSmtpNotifyMailer } from '../apps/server/src/platform/notify/mail.ts';
import { dispatchPending } from '../apps/server/src/platform/notify/dispatch.ts';
import '../apps/server/src/modules/review/review.notify.ts';
import { postgresVersion, recreateDatabase, writeBenchmarkSection } from './support.ts';

const databaseUrl =
  process.env.BENCH_NOTIFY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/podium_bench_notify';
const entrants = Number(process.env.BENCH_ENTRANTS ?? 10_000);
const MARK_START = '<!-- bench:notify-results:start -->';
const MARK_END = '<!-- bench:notify-results:end -->';
const BASE = { user: 20_000_000, team: 21_000_000, entry: 22_000_000 };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const columnsOf = async (db: Db, table: string) =>
  rowsOf<{ column_name: string }>(
    await db.execute(
      sql`select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema() order by ordinal_position`,
    ),
  ).map((r) => r.column_name);

/** Copies one template row of `table` once per g in 0..count-1, replacing the named columns. */
const copyRows = async (db: Db, table: string, where: string, replace: Record<string, string>) => {
  const columns = await columnsOf(db, table);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => replace[c] ?? `t."${c}"`).join(', ');
  await db.execute(
    sql.raw(
      `insert into "${table}" (${list}) overriding system value select ${values} from (select * from "${table}" where ${where} limit 1) t, generate_series(0, ${entrants - 1}) g`,
    ),
  );
};

/** 10,000 students, each the captain and only member of a team with an entry in one demo stage. */
const writeEntrants = async (db: Db) => {
  const [entry] = rowsOf<{ id: number; stage_id: number; team_id: number }>(
    await db.execute(sql`select id, stage_id, team_id from review_entries order by id limit 1`),
  );
  if (!entry) throw new Error('the demo has no review entry to copy');
  const [member] = rowsOf<{ user_id: number }>(
    await db.execute(
      sql`select user_id from enroll_members where team_id = ${entry.team_id} and role <> 'advisor' limit 1`,
    ),
  );
  await copyRows(db, 'users', `id = ${member!.user_id}`, {
    id: `${BASE.user} + g`,
    public_id: `'bu' || g`,
    username: `'bench_entrant_' || g`,
    email: `'entrant' || g || '@bench.example.edu'`,
    phone_cipher: 'null',
    phone_index: 'null',
    id_card_cipher: 'null',
    id_card_index: 'null',
  });
  await db.execute(
    sql.raw(
      `insert into user_subscriptions (user_id, topics, channels, digest) select ${BASE.user} + g, '["competition"]'::jsonb, '["site","email"]'::jsonb, false from generate_series(0, ${entrants - 1}) g`,
    ),
  );
  await copyRows(db, 'enroll_teams', `id = ${entry.team_id}`, {
    id: `${BASE.team} + g`,
    public_id: `'bt' || g`,
    name: `'Bench team ' || g`,
    captain_id: `${BASE.user} + g`,
    member_count: '1',
    advisor_count: '0',
  });
  await copyRows(db, 'enroll_members', `team_id = ${entry.team_id} and user_id = ${member!.user_id}`, {
    team_id: `${BASE.team} + g`,
    user_id: `${BASE.user} + g`,
    role: `'captain'`,
    // One team per item per student: each copy is its own student, so the demo item is fine.
  });
  await copyRows(db, 'review_entries', `id = ${entry.id}`, {
    id: `${BASE.entry} + g`,
    public_id: `'be' || g`,
    team_id: `${BASE.team} + g`,
    expert_group_id: 'null',
  });
  return entry.stage_id;
};

async function main() {
  const load1 = loadavg()[0] ?? 0;
  await recreateDatabase(databaseUrl);
  const pgVersion = await postgresVersion(databaseUrl);
  const database = await openDatabase({ databaseUrl });
  const { db } = database;
  const cipher = createPersonalDataCipher(randomBytes(32));
  await seedDemo(db, cipher);
  const stageId = await writeEntrants(db);
  const existingColumns = new Set(await columnsOf(db, 'review_entries'));
  if (!existingColumns.has('team_id')) throw new Error('review_entries has no team_id');

  let mailed = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        mailed += session.envelope.rcptTo.length;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const origin = 'http://127.0.0.1';
  const mailer = createSmtpNotifyMailer(`smtp://127.0.0.1:${port}`, 'Podium <noreply@bench.local>', origin);
  const events = { publish: async () => undefined } as unknown as Parameters<
    typeof createNotifyRunner
  >[0]['events'];
  const runner = createNotifyRunner({ db, events, mailer, cipher, origin });

  // Whatever the demo left in the outbox goes first, outside the measurement.
  await runner.drain();
  mailed = 0;
  let peak = process.memoryUsage().rss;
  const startRss = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  await emitEvent(db, { type: 'results.published', data: { stageId }, actorId: null });
  // The dispatcher writes the inbox rows and the mails' delivery rows in one transaction; then the loop sends.
  await dispatchPending(db, { email: true, sms: null });
  const inboxAt = performance.now();
  await runner.drain();
  const count = async (q: string) => Number(rowsOf<{ n: string }>(await db.execute(sql.raw(q)))[0]!.n);
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const inbox = await count(
    `select count(*) as n from subscribe_messages where user_id >= ${BASE.user} and title_en = 'Results published'`,
  );
  const sent = await count(
    `select count(*) as n from notify_deliveries where user_id >= ${BASE.user} and status = 'sent'`,
  );
  const failed = await count(
    `select count(*) as n from notify_deliveries where user_id >= ${BASE.user} and status <> 'sent'`,
  );
  await runner.close();
  mailer.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();

  const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const machine = `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}; load average ${load1.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
  const mb = (n: number) => (n / 2 ** 20).toFixed(0);
  const section = [
    MARK_START,
    `Run ${date} on ${machine}. ${entrants.toLocaleString('en')} entrants (one-person teams with an entry in one stage), each reading the competition topic on the site and by e-mail; one \`results.published\` event, dispatched and delivered by the product's notify runner in this process to smtp-server on loopback.`,
    '',
    '| database | entrants | inbox rows written | e-mails accepted by SMTP | not sent | inbox written s | all mail handed over s | peak RSS MB (start) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| PostgreSQL | ${entrants.toLocaleString('en')} | ${inbox.toLocaleString('en')} | ${mailed.toLocaleString('en')} (${sent.toLocaleString('en')} rows sent) | ${failed} | ${((inboxAt - started) / 1000).toFixed(1)} | ${elapsed.toFixed(1)} | ${mb(peak)} (${mb(startRss)}) |`,
    MARK_END,
  ].join('\n');
  console.log(`\n${section}\n`);
  if (process.env.BENCH_WRITE !== '0')
    writeBenchmarkSection(
      section,
      { start: MARK_START, end: MARK_END },
      '## Results published to 10,000 entrants: inbox and e-mail (issue 20)',
    );
}

await main();
