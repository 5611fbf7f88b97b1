import type { EnqueueOptions } from './job-store.ts';

/** One job interface over the database runner and BullMQ (see index.ts). */
export type JobQueue = {
  kind: 'database' | 'bullmq';
  /** Records a job with its items and wakes a runner; returns the job's public id. */
  enqueue: <P, I = P>(name: string, payload: P, options?: EnqueueOptions<I>) => Promise<string>;
  /** Starts working on jobs in this process (bootstrap does it; tests may not). */
  start: () => void;
  /** Stops taking jobs and waits for the item in hand. */
  close: () => Promise<void>;
};

export type QueueOptions = {
  /** This runner's name in leases (default: pid + random). */
  owner?: string;
  /** How long a lease lives without renewal (default 60 s): a crashed runner's job waits this long. */
  leaseMs?: number;
  /** Idle poll interval of the database runner (default 2 s; enqueue in this process wakes it at once). */
  pollMs?: number;
  onError?: (error: unknown) => void;
  /**
   * Jobs this process works on at once (default 1; `JOB_CONCURRENCY`). Each job is claimed by one runner
   * (a lease), so more runners in a process never work one job twice; a batch of certificates is
   * CPU-bound, so more than the process's share of cores only makes each job slower.
   */
  concurrency?: number;
};
