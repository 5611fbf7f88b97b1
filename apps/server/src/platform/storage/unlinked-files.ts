import { and, eq, inArray, lt } from 'drizzle-orm';
import { files, jobs, uploadReservations } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { defineJob, type JobQueue } from '../jobs/index.ts';
import type { FileRecord } from './purposes.ts';
import { RESERVATION_TTL_MS } from './upload-quota.ts';
import type { Storage } from './storage.ts';

/**
 * Uploads nothing links expire. An area whose records link files of a purpose registers how to tell
 * (`registerFileLinks`); a file of such a purpose older than a day that no record links is deleted, its
 * object (local file or S3) and its row, by the durable `files.sweepUnlinked` job. Each process enqueues
 * the sweep hourly unless one is already queued or running; the job's items are the files, each deleted
 * once in its own transaction, and a crash resumes where it stopped. Purposes nobody registered never
 * expire (their files count against the quota all the same).
 */
export type FileLinkCheck = (db: Db, file: FileRecord) => Promise<boolean>;

export const UNLINKED_FILE_TTL_MS = 24 * 3_600_000;
export const SWEEP_UNLINKED_JOB = 'files.sweepUnlinked';
const SWEEP_EVERY_MS = 3_600_000;
/** Files looked at per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

const linkChecks = new Map<string, FileLinkCheck[]>();

/** Says how to tell whether a record links a file of `purpose` (any check may say so); at module load. */
export const registerFileLinks = (purpose: string, isLinked: FileLinkCheck) => {
  linkChecks.set(purpose, [...(linkChecks.get(purpose) ?? []), isLinked]);
};

const isLinked = async (db: Db, file: FileRecord) => {
  for (const check of linkChecks.get(file.purpose) ?? []) if (await check(db, file)) return true;
  return false;
};

type SweepItem = { fileId: number };

/** Declares the sweep job (its items delete through this storage); called once the storage exists. */
export const defineUnlinkedFileSweep = (storage: Storage) =>
  defineJob<null, SweepItem>(SWEEP_UNLINKED_JOB, {
    handle: async ({ tx, item }) => {
      const [file] = await tx.select().from(files).where(eq(files.id, item.fileId)).limit(1);
      // Linked since it was listed (a form saved late): it stays.
      if (!file || (await isLinked(tx, file))) return;
      await tx.delete(files).where(eq(files.id, file.id));
      // Deleting a missing object is no error, so a repeated item (after a crash) is harmless.
      await storage.delete(file.storageKey);
    },
  });

/**
 * Lists the expired unlinked uploads and enqueues their deletion (nothing when there are none, or when a
 * sweep is already queued or running); clears reservations of uploads that tus has expired. Returns the
 * job's id, if one was enqueued.
 */
export const enqueueUnlinkedFileSweep = async (db: Db, queue: JobQueue, now = new Date()) => {
  await db
    .delete(uploadReservations)
    .where(lt(uploadReservations.createdAt, new Date(now.getTime() - RESERVATION_TTL_MS)));
  const purposes = [...linkChecks.keys()];
  if (purposes.length === 0) return undefined;
  const pending = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.name, SWEEP_UNLINKED_JOB), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  if (pending.length > 0) return undefined;
  const candidates = await db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.purpose, purposes),
        lt(files.createdAt, new Date(now.getTime() - UNLINKED_FILE_TTL_MS)),
      ),
    )
    .orderBy(files.id)
    .limit(SWEEP_BATCH);
  const items: SweepItem[] = [];
  for (const file of candidates) if (!(await isLinked(db, file))) items.push({ fileId: file.id });
  if (items.length === 0) return undefined;
  return queue.enqueue(SWEEP_UNLINKED_JOB, null, { items });
};

/** Enqueues the sweep now and every hour in this process; returns the function that stops it. */
export const scheduleUnlinkedFileSweep = (db: Db, queue: JobQueue, onError: (error: unknown) => void) => {
  const run = () => void enqueueUnlinkedFileSweep(db, queue).catch(onError);
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, SWEEP_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
};
