import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  CommonFileApi,
  envelope,
  FILE_PURPOSES,
  fileIdParams,
  fileUploadQuery,
  fileUploadResult,
} from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { authenticate, authOf } from '../../platform/access.ts';
import { recordChange } from '../../platform/audit.ts';
import { AppError, badRequest, notFound, sessionExpired } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import {
  assertAllowedType,
  assertWithinQuota,
  canReadFile,
  filePurpose,
  fileUrl,
  findFile,
  lockUploader,
  recordFile,
  sendStoredFile,
} from '../../platform/storage/index.ts';
import { commonMessages } from './common.messages.ts';

const tags = ['common'];
const largestSimpleUpload = Math.max(
  ...Object.values(FILE_PURPOSES)
    .filter((purpose) => !purpose.resumable)
    .map((purpose) => purpose.maxBytes),
);
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Maps multipart errors (size limit, a second file, a broken body) to messages the user understands. */
const uploadError = (error: unknown, maxBytes: number) => {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return badRequest(commonMessages.tooLarge, { mb: megabytes(maxBytes) });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(commonMessages.noFile);
  return badRequest(commonMessages.malformed);
};

/** The signed-in caller, or null; a bad or expired token on a public file is simply "not signed in". */
const optionalAuth = async (request: FastifyRequest, deps: Parameters<ApiModule>[1]['deps']) => {
  if (!request.headers.authorization) return null;
  try {
    return await authenticate(deps.db, request, { idleMs: deps.config.sessionIdleMs });
  } catch {
    return null;
  }
};

/** Generic upload (small files, by purpose) and file download through the access check. */
export const fileRoutes: ApiModule = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: largestSimpleUpload, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    CommonFileApi.upload,
    {
      config: { access: 'user', audit: { module: 'file', action: 'upload' } },
      schema: {
        tags,
        summary: 'Upload one file (multipart field `file`); type checked by content, size by purpose',
        querystring: fileUploadQuery,
        response: { 200: envelope(fileUploadResult) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const purpose = filePurpose(request.query.purpose);
      if (!purpose) throw badRequest(commonMessages.unknownPurpose);
      if (purpose.resumable) throw badRequest(commonMessages.purposeNotSimple);
      if (!request.isMultipart()) throw badRequest(commonMessages.noFile);
      // A person whose space is full is told before sending the bytes; the exact check follows the upload.
      await assertWithinQuota(deps.db, auth.userId, purpose.name, 1);
      let stored: Awaited<ReturnType<typeof deps.storage.put>> | undefined;
      try {
        const part = await request.file({ limits: { fileSize: purpose.maxBytes } });
        if (!part || part.fieldname !== 'file') throw badRequest(commonMessages.noFile);
        const checked = await assertAllowedType(part.file, purpose.kinds);
        stored = await deps.storage.put(checked.stream, { contentType: checked.mime, name: part.filename });
        // Busboy cuts a file at the limit and flags it; the stream error above covers most cases, this the rest.
        if (part.file.truncated)
          throw badRequest(commonMessages.tooLarge, { mb: megabytes(purpose.maxBytes) });
        const { key, size, sha256 } = stored;
        const file = await deps.db.transaction(async (tx) => {
          await lockUploader(tx, auth.userId);
          await assertWithinQuota(tx, auth.userId, purpose.name, size);
          return recordFile(tx, {
            storageKey: key,
            ownerId: auth.userId,
            groupId: auth.group?.id ?? null,
            purpose: purpose.name,
            originalName: part.filename,
            size,
            sha256,
            mime: checked.mime,
          });
        });
        recordChange(request, {
          target: file.publicId,
          after: { purpose: purpose.name, name: file.originalName, size: file.size, mime: file.mime },
        });
        return ok({ fileId: file.publicId, url: fileUrl(file.publicId) });
      } catch (error) {
        if (stored) await deps.storage.delete(stored.key);
        throw uploadError(error, purpose.maxBytes);
      }
    },
  );

  app.get(
    `${CommonFileApi.file}/:fileId`,
    {
      // Public at the route: public purposes (covers…) need no sign-in; the rest is checked below.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Download a file (attachment, nosniff), if the caller may read it',
        params: fileIdParams,
      },
    },
    async (request, reply) => {
      const file = await findFile(deps.db, request.params.fileId);
      if (!file) throw notFound(commonMessages.fileNotFound);
      if (!filePurpose(file.purpose)?.isPublic) {
        const auth = await optionalAuth(request, deps);
        // Public while a published record links it (covers, attachments); otherwise the caller's checks.
        // Someone who may not read it learns nothing about its existence.
        if (!(await canReadFile(auth, file))) {
          if (!auth) throw sessionExpired();
          throw notFound(commonMessages.fileNotFound);
        }
      }
      return sendStoredFile(request, reply, deps.storage, file);
    },
  );
};
