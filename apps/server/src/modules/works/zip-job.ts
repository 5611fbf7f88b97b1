import { Readable } from 'node:stream';
import { asc, eq, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { files, jobs, workFiles, workZipEntries, works } from '../../db/schema/index.ts';
import { defineJob } from '../../platform/jobs/index.ts';
import {
  defineFilePurpose,
  fileUrl,
  recordFile,
  zipSegment,
  type Storage,
} from '../../platform/storage/index.ts';
import { selectWorkSummaries } from './work-read.ts';

export const WORKS_ZIP_JOB = 'works.zip';
/** The zip itself is a stored file only its creator (and ROOT) may read. */
export const WORKS_ZIP_PURPOSE = 'worksZip';
/** Most works per zip: a bigger set is narrowed with the filters. */
export const WORKS_ZIP_MAX = 2000;

export type WorksZipPayload = { name: string };
export type WorksZipItem = { workId: number };
/** What streaming the zip left in storage, for `finish` to record. */
type ZipProduced = {
  put: Awaited<ReturnType<Storage['put']>>;
  name: string;
  works: number;
  files: number;
};
export type WorksZipResult = { fileId: string; url: string; name: string; works: number; files: number };

defineFilePurpose({
  name: WORKS_ZIP_PURPOSE,
  kinds: ['archive'],
  maxBytes: Number.MAX_SAFE_INTEGER,
  isPublic: false,
  resumable: false,
});

/** Makes every path unique by numbering repeats ("a.pdf", "a (2).pdf"). */
const uniquePaths = () => {
  const seen = new Set<string>();
  return (path: string) => {
    let candidate = path;
    for (let n = 2; seen.has(candidate); n += 1) {
      const dot = path.lastIndexOf('.');
      candidate =
        dot > path.lastIndexOf('/') ? `${path.slice(0, dot)} (${n})${path.slice(dot)}` : `${path} (${n})`;
    }
    seen.add(candidate);
    return candidate;
  };
};

/**
 * The works zip as a durable job: one item per work records that work's entries (school / team – title /
 * file) in the item's transaction, so a crash loses nothing and repeats nothing. After the last item,
 * `produce` reads the recorded list and streams the zip entry by entry from storage into storage (never
 * held in memory) outside any transaction, so a big zip does not hold PGlite's only connection; `finish`
 * then records it as a `files` row owned by the job's creator in the short transaction that marks the job
 * done (exactly once). A crash while streaming leaves only an unrecorded object; the retry writes anew.
 */
export const defineWorksZipJob = (storage: Storage) =>
  defineJob<WorksZipPayload, WorksZipItem>(WORKS_ZIP_JOB, {
    handle: async ({ tx, job, item, seq }) => {
      const [row] = await selectWorkSummaries(tx).where(eq(works.id, item.workId));
      // A work removed since the job started simply has no entries.
      const entries: { path: string; fileId: number }[] = [];
      if (row?.work.currentVersionId) {
        const versionFiles = await tx
          .select({ fileId: files.id, name: files.originalName })
          .from(workFiles)
          .innerJoin(files, eq(files.id, workFiles.fileId))
          .where(eq(workFiles.versionId, row.work.currentVersionId))
          .orderBy(asc(workFiles.orderNum));
        const folder = `${zipSegment(row.schoolName ?? '')}/${zipSegment(`${row.teamName}-${row.work.title}`)}`;
        for (const file of versionFiles)
          entries.push({ path: `${folder}/${zipSegment(file.name)}`, fileId: file.fileId });
      }
      await tx.insert(workZipEntries).values({ jobId: job.id, seq, entries }).onConflictDoNothing();
    },
    produce: async ({ db, job }): Promise<ZipProduced> => {
      const rows = await db
        .select({ entries: workZipEntries.entries })
        .from(workZipEntries)
        .where(eq(workZipEntries.jobId, job.id))
        .orderBy(asc(workZipEntries.seq));
      const entries = rows.flatMap((r) => r.entries);
      const stored = entries.length
        ? await db
            .select({ id: files.id, key: files.storageKey })
            .from(files)
            .where(inArray(files.id, [...new Set(entries.map((e) => e.fileId))]))
        : [];
      const keyOf = new Map(stored.map((f) => [f.id, f.key]));
      const zip = new ZipFile();
      const unique = uniquePaths();
      for (const entry of entries) {
        const key = keyOf.get(entry.fileId);
        if (!key) continue;
        // Lazy: each file is opened only when the zip reaches it, one at a time.
        zip.addReadStreamLazy(unique(entry.path), (callback) => {
          storage.get(key).then(
            (object) => callback(null, object.stream),
            (error: unknown) => callback(error, undefined as never),
          );
        });
      }
      zip.end();
      const name = `${zipSegment(job.payload.name)}.zip`;
      const put = await storage.put(Readable.from(zip.outputStream as AsyncIterable<Buffer>), {
        contentType: 'application/zip',
        name,
      });
      return { put, name, works: rows.filter((r) => r.entries.length > 0).length, files: entries.length };
    },
    finish: async ({ tx, job, produced }) => {
      const { put, name, works: workCount, files: fileCount } = produced as ZipProduced;
      const [owner] = await tx
        .select({ createdBy: jobs.createdBy, groupId: jobs.groupId })
        .from(jobs)
        .where(eq(jobs.id, job.id));
      const file = await recordFile(tx, {
        storageKey: put.key,
        ownerId: owner?.createdBy ?? null,
        groupId: owner?.groupId ?? null,
        purpose: WORKS_ZIP_PURPOSE,
        originalName: name,
        size: put.size,
        sha256: put.sha256,
        mime: 'application/zip',
      });
      const result: WorksZipResult = {
        fileId: file.publicId,
        url: fileUrl(file.publicId),
        name,
        works: workCount,
        files: fileCount,
      };
      return result;
    },
    maxAttempts: 3,
    retryDelayMs: 2_000,
  });
