import { randomUUID } from 'node:crypto';
import type { Db } from '../db.ts';
import { claimJob, insertJob, workJob } from './job-store.ts';
import type { JobQueue, QueueOptions } from './queue.ts';

/**
 * The default queue: jobs in the database, one polling loop per process. A runner holds a job's lease
 * while it works (renewed at every item); a runner that dies stops renewing, the lease expires, and the
 * next poll here or in another process takes the job over and continues with the items not yet done.
 */
export const createDatabaseQueue = (db: Db, options: QueueOptions = {}): JobQueue => {
  const owner = options.owner ?? `db:${process.pid}:${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let sleepTimer: NodeJS.Timeout | undefined;

  const sleep = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      sleepTimer = setTimeout(resolve, pollMs);
    });

  const runLoop = async () => {
    while (running) {
      try {
        const job = await claimJob(db, owner, leaseMs);
        if (job) {
          await workJob(db, job, owner, leaseMs);
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
      wake?.();
      return job.publicId;
    },
    start: () => {
      if (running) return;
      running = true;
      loop = runLoop();
    },
    close: async () => {
      running = false;
      clearTimeout(sleepTimer);
      wake?.();
      await loop;
    },
  };
};
