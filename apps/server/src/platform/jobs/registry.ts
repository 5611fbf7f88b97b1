import type { Db } from '../db.ts';

export type JobInfo<P> = { id: number; publicId: string; name: string; payload: P };

/**
 * What a job does with one item. Do database work through `tx`: the item is marked done in that same
 * transaction, so its effect happens exactly once (on PGlite, `db` inside would wait on `tx` forever).
 * Effects outside the database (mail, files) must be idempotent: after a crash an item may run again.
 */
export type ItemHandler<P, I> = (context: { tx: Db; job: JobInfo<P>; item: I; seq: number }) => Promise<void>;

export type JobDefinition<P = unknown, I = unknown> = {
  handle: ItemHandler<P, I>;
  /** Runs once after the last item, in the transaction that marks the job done; its value is the job's result. */
  finish?: (context: { tx: Db; job: JobInfo<P> }) => Promise<unknown>;
  /** Attempts before the job is marked failed (default 3); a failed attempt waits `retryDelayMs` × attempts. */
  maxAttempts?: number;
  retryDelayMs?: number;
};

const definitions = new Map<string, JobDefinition>();

/** Declares a job type; call at module load, before enqueueing it. */
export const defineJob = <P, I = P>(name: string, definition: JobDefinition<P, I>) => {
  definitions.set(name, definition as JobDefinition);
};

export const jobDefinition = (name: string) => definitions.get(name);
export const definedJobNames = () => [...definitions.keys()];
