import { randomUUID } from 'node:crypto';
import type { Db } from '../db.ts';
import { claimJob, insertJob, workJob } from './job-store.ts';
import type { JobQueue, QueueOptions } from './queue.ts';

/**
 * The default queue: jobs in the database, `concurrency` polling loops per process (default one). A runner holds a job's lease
 * while it works (renewed at every item); a runner that dies stops renewing, the lease expires, and the
 * next poll here or in another process takes the job over and continues with the items not yet done.
 */
export const createDatabaseQueue = (db: Db, options: QueueOptions = {}): JobQueue => {
  const owner = options.owner ?? `db:${process.pid}:${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  let running = false;
  let loops: Promise<void>[] = [];
  /** The sleeping loops' alarms: an enqueue or a close wakes them all. */
  const sleepers = new Set<() => void>();
  const wake = () => {
    for (const resolve of sleepers) resolve();
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });

  const runLoop = async () => {
    while (running) {
      try {
        const job = await claimJob(db, owner, leaseMs);
        if (job) {
          await workJob(db, job, owner, leaseMs, { shouldStop: () => !running });
          continue;
        }
      } catch (error) {
        // A lost connection or a closing database: try again at the next poll.
        options.onError?.(error);
      }
      if (running) await sleep();
    }
  };

  return {
    kind: 'database',
    enqueue: async (name, payload, enqueueOptions) => {
      const job = await insertJob(db, name, payload, enqueueOptions);
      wake();
      return job.publicId;
    },
    start: () => {
      if (running) return;
      running = true;
      // `concurrency` loops, each claiming its own job.
      loops = Array.from({ length: concurrency }, () => runLoop());
    },
    close: async () => {
      running = false;
      wake();
      await Promise.all(loops);
    },
  };
};
