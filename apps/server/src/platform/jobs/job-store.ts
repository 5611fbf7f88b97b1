import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import { jobItems, jobs } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { newPublicId } from '../ids.ts';
import { definedJobNames, jobDefinition, type JobInfo } from './registry.ts';

export type EnqueueOptions<I> = {
  /** The job's items, processed one by one in this order; without them the job has one item: its payload. */
  items?: I[];
  createdBy?: number | null;
  groupId?: number | null;
  /** Who else may read its progress (`GET /common/job/:jobId`) besides the creator. */
  permission?: string | null;
  /** Not before this moment (a deadline's follow-up); default now. */
  runAfter?: Date;
};

export class LeaseLostError extends Error {
  constructor() {
    super('job lease lost to another runner');
  }
}

const INSERT_BATCH = 1000;

/** Writes a job and its items (one transaction); returns its internal and public ids. */
export const insertJob = async <P, I>(db: Db, name: string, payload: P, options: EnqueueOptions<I> = {}) => {
  if (!jobDefinition(name)) throw new Error(`unknown job ${name}: defineJob it first`);
  const items: unknown[] = options.items ?? [payload];
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        publicId: newPublicId(),
        name,
        payload: payload ?? null,
        total: items.length,
        createdBy: options.createdBy ?? null,
        groupId: options.groupId ?? null,
        permission: options.permission ?? null,
        ...(options.runAfter ? { runAfter: options.runAfter } : {}),
      })
      .returning({ id: jobs.id, publicId: jobs.publicId });
    for (let start = 0; start < items.length; start += INSERT_BATCH) {
      await tx.insert(jobItems).values(
        items.slice(start, start + INSERT_BATCH).map((item, index) => ({
          jobId: job!.id,
          seq: start + index,
          payload: item ?? null,
        })),
      );
    }
    return job!;
  });
};

const leaseUntil = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * Takes the lease of one runnable job: queued or running, due, and with no live lease (a runner that
 * died leaves an expired one). `FOR UPDATE SKIP LOCKED` lets PostgreSQL runners claim side by side.
 */
export const claimJob = async (db: Db, owner: string, leaseMs: number, onlyId?: number) => {
  const names = definedJobNames();
  if (names.length === 0) return undefined;
  const candidate = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, ['queued', 'running']),
        inArray(jobs.name, names),
        lte(jobs.runAfter, sql`now()`),
        or(isNull(jobs.leaseExpiresAt), lt(jobs.leaseExpiresAt, sql`now()`)),
        onlyId === undefined ? undefined : eq(jobs.id, onlyId),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({ leaseOwner: owner, leaseExpiresAt: leaseUntil(leaseMs), status: 'running', updatedAt: new Date() })
    .where(inArray(jobs.id, candidate))
    .returning({ id: jobs.id, publicId: jobs.publicId, name: jobs.name, payload: jobs.payload });
  return job as JobInfo<unknown> | undefined;
};

/**
 * Works through a claimed job's items (one at a time, or `chunkSize` together with `handleChunk`): each in one transaction that first renews the lease (or stops,
 * when another runner took it over), runs the handler, marks the item done and counts it. `maxItems`
 * stops early (tests use it to play a runner that dies mid-job); `shouldStop` hands the job back between
 * items when the process shuts down.
 */
export const workJob = async (
  db: Db,
  job: JobInfo<unknown>,
  owner: string,
  leaseMs: number,
  options: {
    maxItems?: number;
    /** True once the process is shutting down: the job is handed back between two items. */
    shouldStop?: () => boolean;
  } = {},
) => {
  const definition = jobDefinition(job.name);
  if (!definition) throw new Error(`unknown job ${job.name}`);
  const held = and(eq(jobs.id, job.id), eq(jobs.leaseOwner, owner));
  const renewLease = async (tx: Db) => {
    const [lease] = await tx
      .update(jobs)
      .set({ leaseExpiresAt: leaseUntil(leaseMs) })
      .where(held)
      .returning({ id: jobs.id });
    if (!lease) throw new LeaseLostError();
  };
  // A chunk handler takes `chunkSize` items per transaction; an item handler one.
  const claimSize = definition.handleChunk ? Math.max(1, definition.chunkSize ?? 1) : 1;
  const nextItems = (tx: Db) =>
    tx
      .select()
      .from(jobItems)
      .where(and(eq(jobItems.jobId, job.id), isNull(jobItems.doneAt)))
      .orderBy(asc(jobItems.seq))
      .limit(claimSize);
  let processed = 0;
  try {
    for (;;) {
      if (options.maxItems !== undefined && processed >= options.maxItems) return 'stopped' as const;
      if (options.shouldStop?.()) {
        // Hand the lease back now rather than let it expire: another runner continues at once with the
        // items not yet done (a shutdown must not wait for a 2,000-certificate batch to finish).
        await db.update(jobs).set({ leaseOwner: null, leaseExpiresAt: null }).where(held);
        return 'handedBack' as const;
      }
      const outcome = await db.transaction(async (tx) => {
        await renewLease(tx);
        const items = await nextItems(tx);
        if (items.length === 0) return 'allDone' as const;
        if (definition.handleChunk) {
          await definition.handleChunk({
            tx,
            job,
            items: items.map((i) => ({ item: i.payload, seq: i.seq })),
          });
        } else {
          await definition.handle({ tx, job, item: items[0]!.payload, seq: items[0]!.seq });
        }
        await tx
          .update(jobItems)
          .set({ doneAt: new Date() })
          .where(
            inArray(
              jobItems.id,
              items.map((i) => i.id),
            ),
          );
        await tx
          .update(jobs)
          .set({ done: sql`${jobs.done} + ${items.length}`, updatedAt: new Date() })
          .where(eq(jobs.id, job.id));
        return items.length;
      });
      if (outcome === 'allDone') break;
      processed += outcome;
    }
    const produced = definition.produce
      ? await whileLeased(renewLease, db, leaseMs, () => definition.produce!({ db, job }))
      : undefined;
    await db.transaction(async (tx) => {
      await renewLease(tx);
      const result = definition.finish ? await definition.finish({ tx, job, produced }) : null;
      await tx
        .update(jobs)
        .set({
          status: 'done',
          result: result ?? null,
          error: '',
          finishedAt: new Date(),
          leaseOwner: null,
          leaseExpiresAt: null,
          updatedAt: new Date(),
        })
        .where(held);
    });
    return 'finished' as const;
  } catch (error) {
    if (error instanceof LeaseLostError) return 'lost' as const;
    await recordFailure(db, job, owner, error, definition.maxAttempts ?? 3, definition.retryDelayMs ?? 5_000);
    return 'failed' as const;
  }
};

/**
 * Runs `work` outside any transaction while renewing the job's lease every third of it, so a long step
 * (a big archive) is not taken over by another runner; a lost lease stops the step with LeaseLostError.
 */
const whileLeased = async <T>(
  renewLease: (db: Db) => Promise<void>,
  db: Db,
  leaseMs: number,
  work: () => Promise<T>,
): Promise<T> => {
  let lost: unknown;
  const timer = setInterval(() => {
    renewLease(db).catch((error: unknown) => (lost = error));
  }, leaseMs / 3);
  try {
    const value = await work();
    if (lost) throw lost;
    return value;
  } finally {
    clearInterval(timer);
  }
};

/** A failed attempt: counted, its message kept, the lease released; retried later or marked failed. */
const recordFailure = async (
  db: Db,
  job: JobInfo<unknown>,
  owner: string,
  error: unknown,
  maxAttempts: number,
  retryDelayMs: number,
) => {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  await db
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      error: message,
      status: sql`case when ${jobs.attempts} + 1 >= ${maxAttempts} then 'failed' else 'running' end`,
      finishedAt: sql`case when ${jobs.attempts} + 1 >= ${maxAttempts} then now() else null end`,
      runAfter: sql`now() + (${jobs.attempts} + 1) * ${retryDelayMs} * interval '1 millisecond'`,
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.leaseOwner, owner)));
};

export const findJob = async (db: Db, publicId: string) => {
  const [row] = await db.select().from(jobs).where(eq(jobs.publicId, publicId)).limit(1);
  return row;
};
