import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { filePurposeNames } from '@podium/contracts';
import { files, jobs, uploadReservations } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { defineJob, type JobQueue } from '../jobs/index.ts';
import { scheduleTask } from '../schedule.ts';
import type { FileRecord } from './purposes.ts';
import { RESERVATION_TTL_MS } from './upload-quota.ts';
import { findReferencedFiles } from './referenced-files.ts';
import type { Storage } from './storage.ts';

/**
 * Uploads nothing links expire. An area whose records link files of a purpose registers how to tell
 * (`registerFileLinks`); the general purposes nobody registers (cover, avatar, news image, attachment,
 * video: linked from rich text, designs, banners, profiles…) count as linked when any record mentions them
 * (referenced-files.ts). A file older than a day that nothing links is deleted, its object (local file or
 * S3) and its row, by the durable `files.sweepUnlinked` job; a file found linked is marked (`linked_at`) and
 * kept for good. Each process enqueues the sweep hourly unless one is already queued or running; the job's
 * items are deleted each in its own transaction (a registered purpose's file alone, the general purposes'
 * files as one batch checked by one scan), and a crash resumes where it stopped.
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

/** Files of the general purposes (no registered check), checked together by one scan of the records. */
type SweepItem = { fileId: number } | { generalFileIds: number[] };

const markLinked = (db: Db, ids: number[]) =>
  ids.length ? db.update(files).set({ linkedAt: new Date() }).where(inArray(files.id, ids)) : undefined;

/** Of these files of registered purposes, the ones no registered check finds linked. */
const unlinkedByCheck = async (db: Db, candidates: FileRecord[]) => {
  const left: FileRecord[] = [];
  for (const file of candidates) if (!(await isLinked(db, file))) left.push(file);
  return left;
};

/** Of these general-purpose files, the ones no record mentions (the others are marked linked). */
const unreferenced = async <T extends { id: number; publicId: string }>(db: Db, candidates: T[]) => {
  const referenced = await findReferencedFiles(db, candidates);
  await markLinked(
    db,
    candidates.filter((f) => referenced.has(f.publicId)).map((f) => f.id),
  );
  return candidates.filter((f) => !referenced.has(f.publicId));
};

/** Declares the sweep job (its items delete through this storage); called once the storage exists. */
export const defineUnlinkedFileSweep = (storage: Storage) =>
  defineJob<null, SweepItem>(SWEEP_UNLINKED_JOB, {
    handle: async ({ tx, item }) => {
      const db = tx as unknown as Db;
      const ids = 'fileId' in item ? [item.fileId] : item.generalFileIds;
      const found = await tx
        .select()
        .from(files)
        .where(and(inArray(files.id, ids), isNull(files.linkedAt)));
      // Linked since it was listed (a form saved late): it stays.
      const doomed = 'fileId' in item ? await unlinkedByCheck(db, found) : await unreferenced(db, found);
      for (const file of doomed) {
        await tx.delete(files).where(eq(files.id, file.id));
        // Deleting a missing object is no error, so a repeated item (after a crash) is harmless.
        await storage.delete(file.storageKey);
      }
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
        // Files the product makes itself (certificates, zips) have purposes of their own and never expire here.
        inArray(files.purpose, [...new Set([...filePurposeNames, ...linkChecks.keys()])]),
        isNull(files.linkedAt),
        lt(files.createdAt, new Date(now.getTime() - UNLINKED_FILE_TTL_MS)),
      ),
    )
    .orderBy(files.id)
    .limit(SWEEP_BATCH);
  const registered = candidates.filter((file) => linkChecks.has(file.purpose));
  const unlinked = await unlinkedByCheck(db, registered);
  await markLinked(
    db,
    registered.filter((file) => !unlinked.includes(file)).map((file) => file.id),
  );
  const items: SweepItem[] = unlinked.map((file) => ({ fileId: file.id }));
  const general = candidates.filter((file) => !linkChecks.has(file.purpose));
  const generalLeft = await unreferenced(db, general);
  if (generalLeft.length) items.push({ generalFileIds: generalLeft.map((f) => f.id) });
  if (items.length === 0) return undefined;
  return queue.enqueue(SWEEP_UNLINKED_JOB, null, { items });
};

/**
 * Enqueues the sweep once an hour across all processes that run jobs (the hour is claimed:
 * platform/schedule.ts); returns the function that stops this process's part.
 */
export const scheduleUnlinkedFileSweep = (db: Db, queue: JobQueue, onError: (error: unknown) => void) =>
  scheduleTask(
    db,
    {
      name: 'storage.unlinkedFileSweep',
      everyMs: SWEEP_EVERY_MS,
      run: () => enqueueUnlinkedFileSweep(db, queue),
    },
    { firstTickMs: 60_000, onError },
  ).stop;
