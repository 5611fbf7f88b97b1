/**
 * Durable background jobs. Public API:
 *
 * - `defineJob(name, { handle, finish?, maxAttempts? })` at module load: `handle` does one item, with
 *   database work through the given `tx` (the item is marked done in that transaction: exactly once).
 * - `deps.jobs.enqueue(name, payload, { items?, createdBy?, groupId?, permission? })` → job public id.
 * - Progress: `GET /common/job/:jobId` (creator, or a holder of the job's `permission`), or `findJob`.
 *
 * Jobs live in the database (`jobs`, `job_items`) on PGlite and PostgreSQL; the runner is small and
 * leases jobs so a crashed process's work is resumed by another. With `REDIS_URL`, BullMQ schedules
 * the same jobs (see docs/architecture.md for why no PostgreSQL queue library is used).
 */
import type { Db } from '../db.ts';
import { createDatabaseQueue } from './database-queue.ts';
import type { JobQueue, QueueOptions } from './queue.ts';

/** BullMQ is loaded only when configured: the default start pays nothing for it. */
export const createJobQueue = async (
  db: Db,
  redisUrl: string | undefined,
  /** `prefix`: BullMQ's Redis key prefix (config.redisPrefix); the database queue needs none. */
  options: QueueOptions & { prefix?: string } = {},
): Promise<JobQueue> =>
  redisUrl
    ? (await import('./bullmq-queue.ts')).createBullmqQueue(db, redisUrl, options)
    : createDatabaseQueue(db, options);

export { defineJob, type JobDefinition, type ItemHandler, type JobInfo } from './registry.ts';
export { findJob, type EnqueueOptions } from './job-store.ts';
export type { JobQueue, QueueOptions } from './queue.ts';
export { createDatabaseQueue } from './database-queue.ts';
