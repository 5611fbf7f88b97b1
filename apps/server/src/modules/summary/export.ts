import { chinaTime } from '../../platform/china-days.ts';
// Accepted reports out: the data as .xlsx, the attachments as a zip built by a durable job.
import { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { SummaryField, SummaryValues } from '@podium/contracts';
import { files, groups, jobs, summarySubmissions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db } from '../../platform/db.ts';
import { writeSheet } from '../../platform/excel.ts';
import { badRequest } from '../../platform/errors.ts';
import { defineJob } from '../../platform/jobs/index.ts';
import { translate, type Lang } from '../../platform/messages.ts';
import {
  defineFilePurpose,
  fileUrl,
  recordFile,
  zipSegment,
  type Storage,
} from '../../platform/storage/index.ts';
import { summaryMessages } from './summary.messages.ts';
import { findManagedTask } from './task-access.ts';
import { attachmentIdsOf } from './task-form.ts';

const accepted = (db: Db, taskId: number) =>
  db
    .select({ submission: summarySubmissions, schoolName: groups.name })
    .from(summarySubmissions)
    .innerJoin(groups, eq(groups.id, summarySubmissions.schoolGroupId))
    .where(and(eq(summarySubmissions.taskId, taskId), eq(summarySubmissions.status, 'accepted')))
    .orderBy(asc(groups.orderNum), asc(groups.id));

/** A value as one cell: table rows one per line ("列=值; …"), attachments by name. */
const cellOf = (
  field: SummaryField,
  value: SummaryValues[string] | undefined,
  names: Map<string, string>,
) => {
  if (value === undefined || value === null) return '';
  if (field.type === 'table' && Array.isArray(value))
    return (value as Record<string, unknown>[])
      .map((row) => field.columns.map((c) => `${c.label}=${String(row[c.key] ?? '')}`).join('; '))
      .join('\n');
  if (field.type === 'attachments' && Array.isArray(value))
    return (value as string[]).map((id) => names.get(id) ?? id).join('\n');
  return value as string | number;
};

/** The accepted submissions of a task as .xlsx: school, version, time, then one column per field. */
export const acceptedWorkbook = async (db: Db, auth: AuthContext, taskId: string, lang: Lang) => {
  const { task } = await findManagedTask(db, auth, taskId);
  const rows = await accepted(db, task.id);
  const ids = rows.flatMap((r) => attachmentIdsOf(task.fields, r.submission.values));
  const fileRows = ids.length
    ? await db
        .select({ id: files.publicId, name: files.originalName })
        .from(files)
        .where(inArray(files.publicId, ids))
    : [];
  const names = new Map(fileRows.map((f) => [f.id, f.name]));
  const t = (key: keyof typeof summaryMessages) => translate(summaryMessages[key], lang);
  const content = await writeSheet({
    sheetName: t('sheetName'),
    columns: [
      { header: t('colSchool'), key: '_school', width: 24 },
      { header: t('colVersion'), key: '_version', width: 8 },
      { header: t('colSubmittedAt'), key: '_submittedAt', width: 20 },
      ...task.fields.map((f) => ({
        header: f.label,
        key: `f_${f.key}`,
        width: 20,
        text: f.type !== 'number',
      })),
    ],
    rows: rows.map((r) => ({
      _school: r.schoolName,
      _version: r.submission.version,
      _submittedAt: r.submission.submittedAt ? chinaTime(r.submission.submittedAt, 'second') : '',
      ...Object.fromEntries(
        task.fields.map((f) => [`f_${f.key}`, cellOf(f, r.submission.values[f.key], names)]),
      ),
    })),
  });
  return { title: task.title, content };
};

export const SUMMARY_ZIP_JOB = 'summary.attachmentsZip';
/** The zip is a stored file only its creator (and ROOT) may read. */
export const SUMMARY_ZIP_PURPOSE = 'summaryZip';
defineFilePurpose({
  name: SUMMARY_ZIP_PURPOSE,
  kinds: ['archive'],
  maxBytes: Number.MAX_SAFE_INTEGER,
  isPublic: false,
  resumable: false,
});

/** The zip's entries, fixed when the job starts: school folder / field label / file name. */
type ZipEntry = { path: string; fileId: number };
type ZipPayload = { name: string; entries: ZipEntry[] };
type ZipItem = { fileId: number };
type ZipProduced = { put: Awaited<ReturnType<Storage['put']>>; name: string; files: number };

/** Starts the attachments zip of a task's accepted reports; refused when there is nothing to put in it. */
export const attachmentsZipPayload = async (db: Db, auth: AuthContext, taskId: string) => {
  const { task } = await findManagedTask(db, auth, taskId);
  const rows = await accepted(db, task.id);
  const wanted = rows.flatMap((r) =>
    task.fields
      .filter((f) => f.type === 'attachments')
      .flatMap((f) =>
        ((r.submission.values[f.key] as string[] | undefined) ?? []).map((publicId) => ({
          publicId,
          folder: `${zipSegment(r.schoolName)}/${zipSegment(f.label)}`,
        })),
      ),
  );
  const stored = wanted.length
    ? await db
        .select({ id: files.id, publicId: files.publicId, name: files.originalName })
        .from(files)
        .where(
          inArray(
            files.publicId,
            wanted.map((w) => w.publicId),
          ),
        )
    : [];
  const byPublicId = new Map(stored.map((f) => [f.publicId, f]));
  const seen = new Set<string>();
  const entries: ZipEntry[] = [];
  for (const w of wanted) {
    const file = byPublicId.get(w.publicId);
    if (!file) continue;
    let path = `${w.folder}/${zipSegment(file.name)}`;
    for (let n = 2; seen.has(path); n += 1) path = `${w.folder}/(${n}) ${zipSegment(file.name)}`;
    seen.add(path);
    entries.push({ path, fileId: file.id });
  }
  if (entries.length === 0) throw badRequest(summaryMessages.nothingToExport);
  return { task, payload: { name: task.title, entries } satisfies ZipPayload };
};

/**
 * The zip as a durable job, like the works zip: one item per file checks it still exists (progress moves
 * per file); `produce` streams the zip from storage into storage outside any transaction; `finish`
 * records it, owned by the job's creator, in the transaction that marks the job done.
 */
export const defineSummaryZipJob = (storage: Storage) =>
  defineJob<ZipPayload, ZipItem>(SUMMARY_ZIP_JOB, {
    handle: async ({ tx, item }) => {
      await tx.select({ id: files.id }).from(files).where(eq(files.id, item.fileId));
    },
    produce: async ({ db, job }): Promise<ZipProduced> => {
      const { entries, name } = job.payload;
      const stored = await db
        .select({ id: files.id, key: files.storageKey })
        .from(files)
        .where(inArray(files.id, [...new Set(entries.map((e) => e.fileId))]));
      const keyOf = new Map(stored.map((f) => [f.id, f.key]));
      const zip = new ZipFile();
      let count = 0;
      for (const entry of entries) {
        const key = keyOf.get(entry.fileId);
        if (!key) continue;
        count += 1;
        zip.addReadStreamLazy(entry.path, (callback) => {
          storage.get(key).then(
            (object) => callback(null, object.stream),
            (error: unknown) => callback(error, undefined as never),
          );
        });
      }
      zip.end();
      const zipName = `${zipSegment(name)}.zip`;
      const put = await storage.put(Readable.from(zip.outputStream as AsyncIterable<Buffer>), {
        contentType: 'application/zip',
        name: zipName,
      });
      return { put, name: zipName, files: count };
    },
    finish: async ({ tx, job, produced }) => {
      const { put, name, files: fileCount } = produced as ZipProduced;
      const [owner] = await tx
        .select({ createdBy: jobs.createdBy, groupId: jobs.groupId })
        .from(jobs)
        .where(eq(jobs.id, job.id));
      const file = await recordFile(tx, {
        storageKey: put.key,
        ownerId: owner?.createdBy ?? null,
        groupId: owner?.groupId ?? null,
        purpose: SUMMARY_ZIP_PURPOSE,
        originalName: name,
        size: put.size,
        sha256: put.sha256,
        mime: 'application/zip',
      });
      return { fileId: file.publicId, url: fileUrl(file.publicId), name, files: fileCount };
    },
    maxAttempts: 3,
    retryDelayMs: 2_000,
  });
