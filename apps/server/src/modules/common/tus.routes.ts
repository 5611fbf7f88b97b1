import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Server } from '@tus/server';
import { API_BASE, CommonFileApi, FILE_PURPOSES } from '@podium/contracts';
import type { ApiModule } from '../../platform/api-module.ts';
import { operationLogs } from '../../db/schema/index.ts';
import { authOf } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { langOf, translate, type Message } from '../../platform/messages.ts';
import {
  assertAllowedType,
  filePurpose,
  recordFile,
  releaseUpload,
  reserveUpload,
} from '../../platform/storage/index.ts';
import { commonMessages } from './common.messages.ts';

/**
 * Who is uploading, by raw request: set by the route after authentication, read by the tus hooks
 * (which see a web Request wrapping the raw one), so no client-sent value can claim an upload.
 */
const callers = new WeakMap<IncomingMessage, string>();
const callerOf = (request: Request) => {
  const raw = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const caller = raw && callers.get(raw);
  if (!caller) throw { status_code: 401, body: 'Unauthorized' };
  return caller;
};
const maxResumable = Math.max(
  ...Object.values(FILE_PURPOSES)
    .filter((purpose) => purpose.resumable)
    .map((purpose) => purpose.maxBytes),
);

/** tus hooks answer with a status and a plain-text body (tus clients show it as the error). */
const refusal = (request: Request, message: Message, params?: Record<string, string | number>) => ({
  status_code: 400,
  body: translate(message, langOf(request.headers.get('accept-language') ?? undefined), params),
});

const sha256Of = async (stream: NodeJS.ReadableStream) => {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback();
      },
    }),
  );
  return { sha256: hash.digest('hex'), size };
};

/**
 * Resumable uploads (tus 1.0, @tus/server) under /prod-api/common/upload/tus for large files such as
 * videos: create with POST (metadata `filename`, `purpose`), resume with HEAD + PATCH from the offset.
 * Bytes stream straight into the storage's tus store; when the last byte arrives, the content type is
 * checked by magic bytes, the SHA-256 computed, and the upload becomes a `files` row whose public id
 * is the upload id. Only the uploader may touch an upload.
 */
export const tusRoutes: ApiModule = async (app, { deps }) => {
  const { resumable } = deps.storage;
  const tus = new Server({
    path: `${API_BASE}${CommonFileApi.tus}`,
    datastore: resumable.dataStore,
    relativeLocation: true,
    respectForwardedHeaders: deps.config.trustProxy,
    maxSize: maxResumable,
    namingFunction: () => newPublicId(),
    onUploadCreate: async (request, upload) => {
      const purpose = filePurpose(upload.metadata?.purpose ?? '');
      if (!purpose) throw refusal(request, commonMessages.unknownPurpose);
      if (!purpose.resumable) throw refusal(request, commonMessages.purposeNotResumable);
      if (upload.size !== undefined && upload.size > purpose.maxBytes) {
        throw {
          status_code: 413,
          body: refusal(request, commonMessages.tooLarge, { mb: purpose.maxBytes / 1024 / 1024 }).body,
        };
      }
      const caller = callerOf(request);
      // The announced size is held against the uploader's quota until the upload ends (or expires).
      try {
        await reserveUpload(deps.db, {
          uploadId: upload.id,
          ownerId: Number(caller.split(':')[0]),
          purpose: purpose.name,
          size: upload.size ?? purpose.maxBytes,
        });
      } catch (error) {
        if (error instanceof AppError) throw refusal(request, error.key, error.params);
        throw error;
      }
      return { metadata: { ...upload.metadata, caller } };
    },
    onUploadFinish: async (request, upload) => {
      const purpose = filePurpose(upload.metadata?.purpose ?? '')!;
      const [userId, groupId] = (upload.metadata?.caller ?? '').split(':').map((v) => (v ? Number(v) : null));
      const name = upload.metadata?.filename ?? upload.metadata?.name ?? upload.id;
      let checked;
      try {
        checked = await assertAllowedType(await resumable.read(upload.id), purpose.kinds);
      } catch (error) {
        await resumable.discard(upload.id);
        await releaseUpload(deps.db, upload.id);
        if (error instanceof AppError) throw refusal(request, error.key, error.params);
        throw error;
      }
      const { sha256, size } = await sha256Of(checked.stream);
      await resumable.adopt(upload.id, { contentType: checked.mime, name });
      // The file takes the reservation's place against the quota, in one commit.
      const file = await deps.db.transaction(async (tx) => {
        const recorded = await recordFile(tx, {
          publicId: upload.id,
          storageKey: upload.id,
          ownerId: userId ?? null,
          groupId: groupId ?? null,
          purpose: purpose.name,
          originalName: name,
          size,
          sha256,
          mime: checked.mime,
        });
        await releaseUpload(tx, upload.id);
        return recorded;
      });
      // The tus route answers outside the envelope, so its audit row is written here.
      await deps.db.insert(operationLogs).values({
        userId: userId ?? null,
        groupId: groupId ?? null,
        module: 'file',
        action: 'uploadResumable',
        target: file.publicId,
        after: { purpose: purpose.name, name, size, mime: checked.mime },
        method: request.method,
        path: new URL(request.url).pathname,
        success: true,
      });
      return { headers: { 'Upload-File-Id': file.publicId, 'Upload-File-Sha256': sha256 } };
    },
  });

  // tus bodies are raw bytes for @tus/server to stream; Fastify must not read them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply, uploadId?: string) => {
    const auth = authOf(request);
    if (uploadId) {
      // Someone else's upload (or none): not found, without saying which.
      const upload = await resumable.dataStore.getUpload(uploadId).catch(() => undefined);
      if (upload && upload.metadata?.caller?.split(':')[0] !== String(auth.userId)) {
        return reply.status(404).type('text/plain').send('Not found');
      }
    }
    callers.set(request.raw, `${auth.userId}:${auth.group?.id ?? ''}`);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
    // A terminated upload no longer holds its space.
    if (uploadId && request.method === 'DELETE' && reply.raw.statusCode === 204)
      await releaseUpload(deps.db, uploadId);
  };

  const config = {
    access: 'user' as const,
    // The tus protocol answers outside the envelope; the finished upload writes its own row
    // (uploadResumable, above), and HEAD/PATCH/DELETE touch only the caller's own unfinished upload.
    auditExempt: 'tus protocol calls; the finished upload writes its own operation-log row',
  };
  const schema = { tags: ['common'], summary: 'tus 1.0 resumable upload (creation, HEAD, PATCH, DELETE)' };
  app.route({
    method: ['POST', 'OPTIONS'],
    url: CommonFileApi.tus,
    config,
    schema,
    handler: (rq, rp) => handle(rq, rp),
  });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${CommonFileApi.tus}/:uploadId`,
    config,
    schema,
    handler: (rq, rp) => handle(rq, rp, (rq.params as { uploadId: string }).uploadId),
  });

  // Abandoned uploads (never finished) are removed after their expiry, once an hour.
  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => undefined), 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};
