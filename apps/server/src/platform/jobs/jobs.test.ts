import { and, count, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, operationLogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createBullmqQueue } from './bullmq-queue.ts';
import { createDatabaseQueue, defineJob, findJob } from './index.ts';
import { claimJob, workJob } from './job-store.ts';

/**
 * A job whose effect is a row in operation_logs (module 'job-test', target = item): written through the
 * given transaction, so "each item exactly once" shows as exactly one row per item.
 */
defineJob<{ label: string }, number>('test.count', {
  handle: async ({ tx, job, item }) => {
    await tx
      .insert(operationLogs)
      .values({ module: 'job-test', action: job.payload.label, target: String(item), success: true });
  },
  finish: async ({ job }) => ({ label: job.payload.label }),
  retryDelayMs: 10,
});

let failuresLeft = 0;
defineJob<{ label: string }, number>('test.flaky', {
  handle: async ({ tx, job, item }) => {
    await tx
      .insert(operationLogs)
      .values({ module: 'job-test', action: job.payload.label, target: String(item), success: true });
    if (item === 2 && failuresLeft-- > 0) throw new Error('disk full');
  },
  maxAttempts: 2,
  retryDelayMs: 10,
});

/** Items of 'test.paced' being handled right now, and the most at once. */
const inFlight = { now: 0, most: 0 };
defineJob<{ label: string }, number>('test.paced', {
  handle: async ({ tx, job, item }) => {
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx
        .insert(operationLogs)
        .values({ module: 'job-test', action: job.payload.label, target: String(item), success: true });
    } finally {
      inFlight.now -= 1;
    }
  },
});

let t: TestApp;
let runner: ReturnType<typeof createDatabaseQueue>;
const effects = async (label: string) => {
  const rows = await t.db
    .select({ target: operationLogs.target })
    .from(operationLogs)
    .where(and(eq(operationLogs.module, 'job-test'), eq(operationLogs.action, label)));
  return rows.map((row) => Number(row.target)).sort((a, b) => a - b);
};
const waitFor = async (check: () => Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const statusOf = async (publicId: string) => (await findJob(t.db, publicId))?.status;

beforeAll(async () => {
  // No runner of the app's own: each test decides which runners exist.
  t = await createTestApp({ startJobs: false });
});
afterAll(async () => t.close());

describe('a runner that dies', () => {
  it('resumes a job whose runner died mid-way: the items done stay done, the rest run once', async () => {
    // Not started: this queue only writes the job; the runners below work on it.
    // A long lease, so a slow machine cannot let it lapse mid-test; its running out is played below.
    const queue = createDatabaseQueue(t.db, { owner: 'dying', leaseMs: 60_000 });
    const items = Array.from({ length: 10 }, (_, i) => i);
    const jobId = await queue.enqueue('test.count', { label: 'crash' }, { items });
    const claimed = (await claimJob(t.db, 'dying', 60_000))!;
    expect(claimed.publicId).toBe(jobId);
    expect(await workJob(t.db, claimed, 'dying', 60_000, { maxItems: 4 })).toBe('stopped');
    // The process "dies" here: its lease is left behind and nobody renews it.
    expect((await findJob(t.db, jobId))!.done).toBe(4);
    // While the lease lives, nobody else may take the job.
    expect(await claimJob(t.db, 'other', 60_000, claimed.id)).toBeUndefined();
    // Time passes: the dead runner's lease runs out.
    await t.db
      .update(jobs)
      .set({ leaseExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(jobs.publicId, jobId));
    const successor = createDatabaseQueue(t.db, { owner: 'successor', pollMs: 50 });
    successor.start();
    await waitFor(async () => (await statusOf(jobId)) === 'done');
    await successor.close();
    expect(await effects('crash')).toEqual(items);
    expect((await findJob(t.db, jobId))!.done).toBe(10);
  });
});

let slowItemMs = 0;
defineJob<{ label: string }, number>('test.slow', {
  handle: async ({ tx, job, item }) => {
    await new Promise((resolve) => setTimeout(resolve, slowItemMs));
    await tx
      .insert(operationLogs)
      .values({ module: 'job-test', action: job.payload.label, target: String(item), success: true });
  },
});

describe('a runner that shuts down', () => {
  it('hands its job back between two items, and another runner finishes it at once', async () => {
    slowItemMs = 100;
    const leaving = createDatabaseQueue(t.db, { owner: 'leaving', pollMs: 50, leaseMs: 60_000 });
    const items = Array.from({ length: 200 }, (_, i) => i);
    const jobId = await leaving.enqueue('test.slow', { label: 'shutdown' }, { items });
    leaving.start();
    await waitFor(async () => ((await findJob(t.db, jobId))?.done ?? 0) >= 3);
    const closing = Date.now();
    await leaving.close();
    // Closing waited for the item in hand only, not for the 200 items (20 s).
    expect(Date.now() - closing).toBeLessThan(5_000);
    const handedBack = await t.db.select().from(jobs).where(eq(jobs.publicId, jobId));
    expect(handedBack[0]).toMatchObject({ status: 'running', leaseOwner: null, leaseExpiresAt: null });
    expect(handedBack[0]!.done).toBeLessThan(200);
    // No lease to wait out (60 s): a successor takes the job over at its first poll.
    slowItemMs = 0;
    const successor = createDatabaseQueue(t.db, { owner: 'successor-2', pollMs: 50 });
    successor.start();
    await waitFor(async () => (await statusOf(jobId)) === 'done', 15_000);
    await successor.close();
    expect(await effects('shutdown')).toEqual(items);
  });
});

describe('database job runner', () => {
  beforeAll(() => {
    runner = createDatabaseQueue(t.db, { owner: 'runner', pollMs: 50 });
    runner.start();
  });
  afterAll(async () => runner.close());

  it('does every item exactly once, reports progress, and stores the result', async () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const jobId = await runner.enqueue(
      'test.count',
      { label: 'once' },
      { items, createdBy: t.fixture.users.student.id },
    );
    await waitFor(async () => (await statusOf(jobId)) === 'done');
    expect(await effects('once')).toEqual(items);
    const row = await findJob(t.db, jobId);
    expect(row).toMatchObject({ done: 25, total: 25, status: 'done', error: '', result: { label: 'once' } });
  });

  it('rolls back a failing item, retries, and marks the job failed after its attempts with the error', async () => {
    failuresLeft = 1;
    const retried = await runner.enqueue('test.flaky', { label: 'retry' }, { items: [0, 1, 2, 3] });
    await waitFor(async () => (await statusOf(retried)) === 'done');
    // Item 2 failed once: its effect was rolled back with it, so every item shows once.
    expect(await effects('retry')).toEqual([0, 1, 2, 3]);
    expect((await findJob(t.db, retried))!.attempts).toBe(1);

    failuresLeft = 5;
    const failing = await runner.enqueue('test.flaky', { label: 'fail' }, { items: [0, 1, 2, 3] });
    await waitFor(async () => (await statusOf(failing)) === 'failed');
    expect(await findJob(t.db, failing)).toMatchObject({
      status: 'failed',
      error: 'disk full',
      done: 2,
      attempts: 2,
    });
    expect(await effects('fail')).toEqual([0, 1]);
  });

  it('refuses an unknown job name', async () => {
    await expect(runner.enqueue('no.such.job', {})).rejects.toThrow('unknown job');
    expect((await t.db.select({ n: count() }).from(jobs).where(eq(jobs.name, 'no.such.job')))[0]!.n).toBe(0);
  });
});

describe('JOB_CONCURRENCY', () => {
  it('works on that many jobs at once in one process, each item of each job exactly once', async () => {
    const parallel = createDatabaseQueue(t.db, { owner: 'parallel', pollMs: 50, concurrency: 3 });
    const items = Array.from({ length: 8 }, (_, i) => i);
    const ids: string[] = [];
    for (const label of ['par-a', 'par-b', 'par-c'])
      ids.push(
        await parallel.enqueue('test.paced', { label }, { items, createdBy: t.fixture.users.student.id }),
      );
    parallel.start();
    try {
      await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((s) => s === 'done'));
    } finally {
      await parallel.close();
    }
    for (const label of ['par-a', 'par-b', 'par-c']) expect(await effects(label)).toEqual(items);
    // PostgreSQL runs the three jobs' transactions side by side; PGlite has one connection, so its
    // runners take turns (still three jobs in hand at once, each waiting for the database).
    if (t.database.kind === 'postgres') expect(inFlight.most).toBeGreaterThan(1);
    else expect(inFlight.most).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /common/job/:jobId', () => {
  beforeAll(() => {
    runner = createDatabaseQueue(t.db, { owner: 'runner', pollMs: 50 });
    runner.start();
  });
  afterAll(async () => runner.close());

  it('shows progress to the creator and to holders of the job’s permission only', async () => {
    const jobId = await runner.enqueue(
      'test.count',
      { label: 'seen' },
      {
        items: [1, 2, 3],
        createdBy: t.fixture.users.student.id,
        permission: 'system:user:list',
      },
    );
    await waitFor(async () => (await statusOf(jobId)) === 'done');
    const student = await t.login('student');
    const own = await t.get(`/common/job/${jobId}`, { token: student });
    expect(own.body).toMatchObject({
      code: 0,
      data: { jobId, name: 'test.count', status: 'done', done: 3, total: 3, error: '' },
    });
    expect((await t.get(`/common/job/${jobId}`, { token: await t.login('admin') })).body.code).toBe(0);
    const other = await t.get(`/common/job/${jobId}`, { token: await t.login('student2'), lang: 'en' });
    expect(other.body).toMatchObject({ code: 404, msg: 'The job does not exist' });
    expect((await t.get(`/common/job/${jobId}`)).body.code).toBe(11000);
    expect((await t.get('/common/job/not-an-id', { token: student })).body.code).toBe(400);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('BullMQ job queue (TEST_REDIS_URL)', () => {
  const prefix = `podium-test-${process.pid}-${Date.now()}`;
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps a job enqueued while no worker runs, and does each item once when one starts', async () => {
    const producer = createBullmqQueue(t.db, redisUrl, { prefix, owner: 'producer' });
    const items = Array.from({ length: 12 }, (_, i) => i);
    const jobId = await producer.enqueue('test.count', { label: 'bull' }, { items });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(jobId)).toBe('queued');
    const worker = createBullmqQueue(t.db, redisUrl, { prefix, owner: 'worker' });
    worker.start();
    await waitFor(async () => (await statusOf(jobId)) === 'done');
    expect(await effects('bull')).toEqual(items);
    expect(await findJob(t.db, jobId)).toMatchObject({ done: 12, total: 12, result: { label: 'bull' } });
    await worker.close();
    await producer.close();
  });
});
