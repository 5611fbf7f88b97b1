// Benchmark: sending a batch of certificates (default 10,000) through the real send job — numbering,
// signing, layout, pdfkit rendering in worker threads, storage and database — measuring throughput,
// peak memory of the process (workers included) and one download. Appends the figures to
// docs/benchmarks.md between the bench:certificates markers.
//
//   npx tsx bench/certificates.ts     Env: BENCH_CERTS (10000), TEST_DATABASE_URL (PostgreSQL; PGlite when
//                                     unset), CERT_RENDER_WORKERS (2), BENCH_WRITE=0 (print only),
//                                     BENCH_LABEL (names the run in the output).
//
// CPU per certificate is counted in this process (server thread, render workers, PGlite when in-process)
// and, on PostgreSQL, in the server backends serving the bench's database (/proc of their pids): the
// load-independent figure from which an idle 2-core machine's rate is projected.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createAwardWinnerTemplate } from '@podium/certificate';
import { eq, sql } from 'drizzle-orm';
import { awardEntries, awardLevels, awardLists, competitions } from '../apps/server/src/db/schema/index.ts';
import { newPublicId } from '../apps/server/src/platform/ids.ts';
import { createActor } from '../apps/server/src/test-support/access-fixtures.ts';
import { pdfRenderer } from '../apps/server/src/modules/certificates/cert-render.ts';
import { createTestApp } from '../apps/server/src/test-support/test-app.ts';
import { repoRoot } from './support.ts';

const count = Number(process.env.BENCH_CERTS ?? 10_000);
const t = await createTestApp();
const groupId = t.fixture.groups.organizer.id;
const maker = { token: await t.login('organizer'), groupId: t.fixture.groups.organizer.publicId };
const approver = await createActor(t, {
  username: 'bench_approver',
  group: t.fixture.groups.organizer,
  permissions: ['certificate:check'],
});
const [competition] = await t.db.select().from(competitions).where(eq(competitions.shortName, '智创大赛'));
const [level] = await t.db
  .insert(awardLevels)
  .values({ publicId: newPublicId(), groupId, competitionId: competition!.id, kind: 'first', name: '一等奖' })
  .returning();
const [list] = await t.db
  .insert(awardLists)
  .values({ publicId: newPublicId(), groupId, competitionId: competition!.id, name: '基准名单' })
  .returning();
for (let start = 0; start < count; start += 1000) {
  await t.db.insert(awardEntries).values(
    Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
      publicId: newPublicId(),
      listId: list!.id,
      groupId,
      levelId: level!.id,
      winnerName: `欧阳${['琰', '赟', '祎', '娜'][i % 4]}${start + i}`,
      schoolName: '东海大学',
      memberNames: `欧阳${['琰', '赟', '祎', '娜'][i % 4]}`,
      teacherNames: '钱老师',
      workName: `作品 ${start + i}`,
    })),
  );
}
const saved = await t.post<{ batchId: string }>(
  '/certificate/batch/save',
  { listId: list!.publicId, title: '基准', design: createAwardWinnerTemplate() },
  maker,
);
const batchId = saved.body.data.batchId;
await t.post('/certificate/batch/submitCheck', { batchId }, maker);
await t.post('/certificate/batch/check', { batchId, approved: true }, approver);

const TICKS_PER_SECOND = 100;
/** CPU ms of the PostgreSQL backends serving this database, by pid (their /proc utime + stime). */
const backendCpu = async () => {
  const cpu = new Map<number, number>();
  if (!process.env.TEST_DATABASE_URL) return cpu;
  const result = (await t.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  )) as unknown as { rows: { pid: number }[] };
  for (const { pid } of result.rows) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
  }
  return cpu;
};
const pgBefore = await backendCpu();
const loadBefore = loadavg()[0]!;
const cpuBefore = process.cpuUsage();
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
const started = performance.now();
const sent = await t.post<{ jobId: string }>('/certificate/batch/send', { batchId }, maker);
for (;;) {
  const job = (await t.get<{ status: string; done: number }>(`/common/job/${sent.body.data.jobId}`, maker))
    .body.data;
  if (job.status === 'done' || job.status === 'failed') break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
// CPU of this process (server thread, in-process PGlite, render workers), per certificate: what the
// machine would need idle, whatever else shares it during the run.
const cpu = process.cpuUsage(cpuBefore);
const cpuMsPerCert = (cpu.user + cpu.system) / 1000 / count;
const loadAfter = loadavg()[0]!;
let pgMs = 0;
for (const [pid, ms] of await backendCpu()) pgMs += ms - (pgBefore.get(pid) ?? 0);
const pgMsPerCert = pgMs / count;
const workers = (await pdfRenderer().memory?.()) ?? [];
// Downloads of 20 different certificates, one after another: the first and the median.
const issuedRows = (
  await t.get<{ rows: { pdfUrl: string }[] }>('/certificate/issued/page', {
    ...maker,
    query: { batchId, pageSize: '20' },
  })
).body.data.rows;
const downloads: number[] = [];
let downloadBytes = 0;
for (const row of issuedRows) {
  const downloadStart = performance.now();
  const download = await t.app.inject({
    method: 'GET',
    url: row.pdfUrl,
    headers: { authorization: `Bearer ${maker.token}` },
  });
  downloads.push(performance.now() - downloadStart);
  if (download.statusCode !== 200) throw new Error(`download answered ${download.statusCode}`);
  downloadBytes = download.rawPayload.length;
}
const firstDownloadMs = downloads[0]!;
const medianDownloadMs = [...downloads].sort((a, b) => a - b)[Math.floor(downloads.length / 2)]!;
await t.close();

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const label = process.env.BENCH_LABEL ? `${process.env.BENCH_LABEL}, ` : '';
const totalCpu = cpuMsPerCert + pgMsPerCert;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const lines = [
  `Certificates (${label}${new Date().toISOString().slice(0, 16)} UTC): ${count} sent in ${seconds.toFixed(1)} s = **${(count / seconds).toFixed(1)} certificates/s measured** (wall time, at the load average below) (${database}, local storage, ${process.env.CERT_RENDER_WORKERS ?? 2} render workers, ${availableParallelism()} × ${cpus()[0]?.model ?? 'cpu'}); load average ${loadBefore.toFixed(1)} at start, ${loadAfter.toFixed(1)} at end.`,
  `CPU per certificate: ${cpuMsPerCert.toFixed(1)} ms in the process (server thread, render workers${database === 'PGlite' ? ', PGlite' : ''})${database === 'PostgreSQL' ? ` + ${pgMsPerCert.toFixed(1)} ms in the PostgreSQL backends = ${totalCpu.toFixed(1)} ms` : ''}. **Projection for an idle 2-core machine: ${(2000 / totalCpu).toFixed(0)} certificates/s** (2 × 1000 ms ÷ CPU per certificate).`,
  `Peak RSS of the whole process (server, database${database === 'PGlite' ? ' in-process' : ' client'}, render workers): ${mb(peakRss)} MB; per render worker (own V8 heap + buffers, peak): ${workers.map((w) => `${mb(w.peakBytes)} MB`).join(', ') || 'n/a'}. Download of a stored PDF (${downloadBytes} bytes): first ${firstDownloadMs.toFixed(0)} ms, median of ${downloads.length} ${medianDownloadMs.toFixed(0)} ms.`,
];
console.log(lines.join('\n'));
if (process.env.BENCH_WRITE !== '0') {
  const file = join(repoRoot, 'docs', 'benchmarks.md');
  const start = '<!-- bench:certificates:start -->';
  const end = '<!-- bench:certificates:end -->';
  const current = readFileSync(file, 'utf8');
  const block = `${start}\n${lines.join('\n\n')}\n${end}`;
  writeFileSync(
    file,
    current.includes(start)
      ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${current.trimEnd()}\n\n## Certificates (issue 11)\n\n${block}\n`,
  );
}
process.exit(0);
