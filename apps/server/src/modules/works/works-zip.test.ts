import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import type { JobProgress } from '@podium/contracts';
import { competitions, jobs } from '../../db/schema/index.ts';
import { createDatabaseQueue, findJob } from '../../platform/jobs/index.ts';
import { claimJob, workJob } from '../../platform/jobs/job-store.ts';
import { createActor } from '../../test-support/access-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { WorksZipResult } from './zip-job.ts';

/** The entry names and contents of a zip held in a buffer. */
const readZip = (buffer: Buffer) =>
  new Promise<Map<string, Buffer>>((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });

let t: TestApp;
let organizer: string;
let school: string;
let donghaiCup: string;
/** The zip's filter: 东海杯, whose two demo works these tests follow (other competitions have works too). */
const cup = () => ({ competitionId: donghaiCup });

const waitDone = async (jobId: string, token: string) => {
  const until = Date.now() + 30_000;
  for (;;) {
    const progress = await t.get<JobProgress>(`/common/job/${jobId}`, { token });
    if (progress.body.data?.status === 'done' || progress.body.data?.status === 'failed')
      return progress.body.data;
    if (Date.now() > until) throw new Error('zip job timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  // No runner of the app's own: the test plays a runner that dies, then a successor.
  t = await createTestApp({ startJobs: false });
  [organizer, school] = await Promise.all([t.login('organizer'), t.login('school')]);
  const [row] = await t.db
    .select({ publicId: competitions.publicId })
    .from(competitions)
    .where(eq(competitions.name, '第十二届东海杯大学生数学建模挑战赛'));
  donghaiCup = row!.publicId;
});
afterAll(async () => t.close());

describe('works zip job', () => {
  it('resumes after its runner dies and puts every selected work in one zip only its creator reads', async () => {
    const started = await t.post<{ jobId: string; total: number }>('/works/zip', cup(), { token: organizer });
    expect(started.body.code).toBe(0);
    const { jobId, total } = started.body.data;
    expect(total).toBe(2);

    // A runner claims the job, does one work and "dies": its lease is left behind.
    const claimed = (await claimJob(t.db, 'dying-runner', 60_000))!;
    expect(claimed.publicId).toBe(jobId);
    expect(await workJob(t.db, claimed, 'dying-runner', 60_000, { maxItems: 1 })).toBe('stopped');
    const halfway = await t.get<JobProgress>(`/common/job/${jobId}`, { token: organizer });
    expect(halfway.body.data).toMatchObject({ status: 'running', done: 1, total: 2 });
    // The lease expires (as it would 60 s after the crash); a successor takes over and finishes.
    await t.db
      .update(jobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, claimed.id));
    const successor = createDatabaseQueue(t.db, { owner: 'successor', pollMs: 50 });
    successor.start();
    const done = await waitDone(jobId, organizer);
    await successor.close();
    expect(done).toMatchObject({ status: 'done', done: 2, total: 2 });
    expect((await findJob(t.db, jobId))!.attempts).toBe(0);

    const result = done.result as WorksZipResult;
    expect(result).toMatchObject({ works: 2, files: 2 });
    const download = await t.app.inject({
      method: 'GET',
      url: result.url,
      headers: { authorization: `Bearer ${organizer}` },
    });
    expect(download.statusCode).toBe(200);
    const entries = await readZip(download.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      '东海大学/李同学-城市交通流量预测模型/论文-终稿.pdf',
      '西山理工学院/周同学-新能源电站选址的多目标优化/论文.pdf',
    ]);
    for (const content of entries.values()) expect(content.subarray(0, 5).toString()).toBe('%PDF-');

    // Another holder of works:list neither sees the job nor reads the zip.
    const colleague = (
      await createActor(t, {
        username: 'organizer_two',
        group: t.fixture.groups.organizer,
        permissions: ['works:list'],
      })
    ).token;
    expect((await t.get(`/common/job/${jobId}`, { token: colleague })).status).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: result.url,
      headers: { authorization: `Bearer ${colleague}` },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("zips only the school's own works for a school account", async () => {
    const runner = createDatabaseQueue(t.db, { owner: 'runner-2', pollMs: 50 });
    runner.start();
    const started = await t.post<{ jobId: string; total: number }>('/works/zip', cup(), { token: school });
    expect(started.body.data.total).toBe(1);
    const done = await waitDone(started.body.data.jobId, school);
    await runner.close();
    const result = done.result as WorksZipResult;
    const download = await t.app.inject({
      method: 'GET',
      url: result.url,
      headers: { authorization: `Bearer ${school}` },
    });
    const entries = await readZip(download.rawPayload);
    expect([...entries.keys()]).toEqual(['东海大学/李同学-城市交通流量预测模型/论文-终稿.pdf']);
  });

  it('streams the zip outside any transaction: the database answers while an entry is being read', async () => {
    const started = await t.post<{ jobId: string }>('/works/zip', cup(), { token: organizer });
    const { jobId } = started.body.data;
    // The first entry's file is held open until the test has queried the database meanwhile.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reading!: () => void;
    const readingStarted = new Promise<void>((resolve) => (reading = resolve));
    const realGet = t.storage.get.bind(t.storage);
    const spy = vi.spyOn(t.storage, 'get').mockImplementation(async (key, range) => {
      reading();
      await gate;
      return realGet(key, range);
    });
    try {
      const claimed = (await claimJob(t.db, 'streaming-runner', 60_000))!;
      expect(claimed.publicId).toBe(jobId);
      const working = workJob(t.db, claimed, 'streaming-runner', 60_000);
      await readingStarted;
      // Inside a transaction this would wait for the zip on PGlite (one connection): it must answer now.
      const answered = await Promise.race([
        t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, claimed.id)),
        new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5_000)),
      ]);
      expect(answered).toEqual([{ status: 'running' }]);
      release();
      expect(await working).toBe('finished');
    } finally {
      release();
      spy.mockRestore();
    }
    const done = await waitDone(jobId, organizer);
    expect(done).toMatchObject({ status: 'done', done: 2, total: 2, result: { works: 2, files: 2 } });
  });

  it('refuses an empty selection', async () => {
    const refused = await t.post('/works/zip', { keyword: 'no such work' }, { token: organizer, lang: 'en' });
    expect(refused.body).toMatchObject({ code: 400, msg: 'No submitted works match the filters' });
  });
});
