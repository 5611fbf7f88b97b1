import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import type { Db } from '../db.ts';
import { claimJob, findJob, insertJob, workJob } from './job-store.ts';
import type { JobQueue, QueueOptions } from './queue.ts';

const QUEUE_NAME = 'podium-jobs';

class LeaseBusyError extends Error {
  constructor() {
    super('job is leased by another runner; retrying later');
  }
}

/**
 * BullMQ (REDIS_URL) schedules the work: it wakes a worker at once, spreads jobs over processes and
 * re-delivers a job whose worker died (stalled-job detection). The job and its items stay in the
 * database as with the default runner, so "each item once" and progress are the same on both.
 */
export const createBullmqQueue = (
  db: Db,
  redisUrl: string,
  options: QueueOptions & { prefix?: string } = {},
): JobQueue => {
  const url = new URL(redisUrl);
  const connection = {
    host: url.hostname,
    port: Number(url.port || 6379),
    db: Number(url.pathname.slice(1) || 0),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    maxRetriesPerRequest: null,
  };
  const prefix = options.prefix ?? 'podium';
  const owner = options.owner ?? `bullmq:${process.pid}:${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  let worker: Worker | undefined;
  let closing = false;

  return {
    kind: 'bullmq',
    enqueue: async (name, payload, enqueueOptions) => {
      const job = await insertJob(db, name, payload, enqueueOptions);
      await queue.add(
        name,
        { jobId: job.id },
        {
          jobId: job.publicId,
          // A job due later is delivered then (the database runner reads `run_after` itself).
          delay: enqueueOptions?.runAfter ? Math.max(0, enqueueOptions.runAfter.getTime() - Date.now()) : 0,
          attempts: 20,
          backoff: { type: 'exponential', delay: 1_000 },
          removeOnComplete: 1000,
          removeOnFail: 1000,
        },
      );
      return job.publicId;
    },
    start: () => {
      if (worker) return;
      worker = new Worker(
        QUEUE_NAME,
        async (delivery) => {
          const id = (delivery.data as { jobId: number }).jobId;
          const job = await claimJob(db, owner, leaseMs, id);
          if (!job) {
            const row = await findJob(db, delivery.id ?? '');
            // Done or failed already (a re-delivery): nothing left. Otherwise another runner holds it.
            if (!row || row.status === 'done' || row.status === 'failed') return;
            throw new LeaseBusyError();
          }
          // Closing: the job goes back between items and BullMQ delivers it again, to this or another worker.
          const outcome = await workJob(db, job, owner, leaseMs, { shouldStop: () => closing });
          if (outcome !== 'finished') {
            const row = await findJob(db, job.publicId);
            if (row?.status !== 'failed') throw new Error(row?.error || `job ${outcome}`);
          }
        },
        {
          connection,
          prefix,
          concurrency: Math.max(1, options.concurrency ?? 1),
          lockDuration: leaseMs,
          // A dead worker's job is looked for as often as its lease lasts (BullMQ's default is 30 s).
          stalledInterval: Math.min(30_000, leaseMs),
        },
      );
      worker.on('error', (error) => options.onError?.(error));
    },
    close: async () => {
      closing = true;
      await worker?.close();
      await queue.close();
    },
  };
};
