/**
 * Storage: where uploaded and generated files live. Public API:
 *
 * - `createStorage(config)` → `Storage` (`put`, `get` with byte ranges, `exists`, `delete`, and
 *   `resumable` for tus). Local directory (`FILES_DIR`, default `DATA_DIR/files`) unless `S3_BUCKET`
 *   is set; then any S3-compatible store. Routes get it as `deps.storage`.
 * - `assertAllowedType(bufferOrStream, kinds)`: content type by magic bytes, 400 when not allowed.
 * - `recordFile` / `findFile` / `fileUrl`: the `files` table (public id, owner, group, purpose, size, sha256).
 * - `defineFilePurpose` / `registerFileAccess` / `registerPublicFileAccess` / `canReadFile`: what a
 *   purpose accepts and who may read (an area's check, or "public while a published record links it").
 * - `assertLinkableFiles`: on a write, the Podium file URLs a record links must be of the expected
 *   purposes and readable by the writer.
 * - `sendStoredFile(request, reply, storage, file)`: a download with attachment disposition and nosniff.
 * - `assertWithinQuota` / `reserveUpload`: per-person and per-purpose upload quotas (upload-quota.ts);
 *   `registerFileLinks` + the `files.sweepUnlinked` job: uploads nothing links expire (unlinked-files.ts).
 *
 * Typical area use: `const stored = await storage.put(stream, {contentType, name}); await recordFile(db, …)`.
 */
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export const createStorage = async (config: Pick<Config, 'filesDir' | 's3'>): Promise<Storage> =>
  // The AWS SDK is loaded only when an S3 store is configured: the default start pays nothing for it.
  config.s3
    ? (await import('./s3-storage.ts')).createS3Storage(config.s3)
    : createLocalStorage(config.filesDir);

export type { Storage, StoredObject, PutOptions, PutResult, ByteRange } from './storage.ts';
export { StorageNotFoundError } from './storage.ts';
export { assertAllowedType, sniffBuffer, FILE_KINDS, type FileKind } from './sniff.ts';
export { recordFile, findFile, fileUrl, type NewFile } from './file-records.ts';
export {
  canReadFile,
  defineFilePurpose,
  filePurpose,
  registerFileAccess,
  registerPublicFileAccess,
  type FileAccessCheck,
  type PublicFileCheck,
  type FilePurpose,
  type FileRecord,
} from './purposes.ts';
export { sendStoredFile } from './serve-file.ts';
export { zipSegment } from './zip-names.ts';
export {
  assertLinkableFiles,
  coverAndAttachmentLinks,
  fileLinkCondition,
  linkedFileAccess,
  linkedFileMessages,
  type LinkedFileChecks,
} from './linked-files.ts';
export {
  assertWithinQuota,
  lockUploader,
  releaseUpload,
  reserveUpload,
  PERSON_QUOTA_BYTES,
  PURPOSE_QUOTA_BYTES,
  RESERVATION_TTL_MS,
} from './upload-quota.ts';
export {
  defineUnlinkedFileSweep,
  enqueueUnlinkedFileSweep,
  registerFileLinks,
  scheduleUnlinkedFileSweep,
  SWEEP_UNLINKED_JOB,
  UNLINKED_FILE_TTL_MS,
  type FileLinkCheck,
} from './unlinked-files.ts';
