import type { Db } from '../db.ts';

export type JobInfo<P> = { id: number; publicId: string; name: string; payload: P };

/**
 * What a job does with one item. Do database work through `tx`: the item is marked done in that same
 * transaction, so its effect happens exactly once (on PGlite, `db` inside would wait on `tx` forever).
 * Effects outside the database (mail, files) must be idempotent: after a crash an item may run again.
 */
export type ItemHandler<P, I> = (context: { tx: Db; job: JobInfo<P>; item: I; seq: number }) => Promise<void>;

/**
 * What a job does with a chunk of items (`chunkSize` of them, in order) in one transaction: all are
 * marked done with it, so a crash redoes the whole chunk and nothing in it twice.
 */
export type ChunkHandler<P, I> = (context: {
  tx: Db;
  job: JobInfo<P>;
  items: { item: I; seq: number }[];
}) => Promise<void>;

export type JobDefinition<P = unknown, I = unknown> = {
  handle: ItemHandler<P, I>;
  /** Items claimed per transaction (default 1); with `handleChunk`, they are handled together. */
  chunkSize?: number;
  handleChunk?: ChunkHandler<P, I>;
  /**
   * Long work after the last item, outside any transaction (e.g. streaming an archive into storage): on
   * PGlite a transaction holds the only connection, so nothing else could query meanwhile. Reads through
   * `db`; its effects outside the database must be safe to repeat (a crash runs it again). Its value is
   * handed to `finish`, which records it.
   */
  produce?: (context: { db: Db; job: JobInfo<P> }) => Promise<unknown>;
  /**
   * Runs once after the last item (and `produce`), in the short transaction that marks the job done; its
   * value is the job's result.
   */
  finish?: (context: { tx: Db; job: JobInfo<P>; produced: unknown }) => Promise<unknown>;
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
