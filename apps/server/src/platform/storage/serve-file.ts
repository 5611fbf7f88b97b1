import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentHeader } from '../excel.ts';
import { notFound } from '../errors.ts';
import type { FileRecord } from './purposes.ts';
import { StorageNotFoundError, type ByteRange, type Storage } from './storage.ts';

/** One `bytes=a-b` range inside `size`, or undefined (no header, several ranges, or nonsense: whole file). */
const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined => {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  const start = match[1] ? Number(match[1]) : Math.max(size - Number(match[2]), 0);
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
};

/**
 * Sends a stored file as a download: attachment disposition with the original name (RFC 5987
 * `filename*`), the type detected at upload, `nosniff`, and single byte ranges (video seeking, resumed
 * downloads). Call it only after the caller's access was checked (`canReadFile`).
 * `inline` serves it for viewing in the page (an `<img>`, `<video>` or pdf.js); a sandboxing CSP keeps a
 * file opened on its own from running anything in the site's origin.
 */
export const sendStoredFile = async (
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: FileRecord,
  disposition: 'attachment' | 'inline' = 'attachment',
) => {
  const range = parseRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  try {
    const object = await storage.get(file.storageKey, range);
    const name = attachmentHeader(file.originalName || file.publicId);
    if (disposition === 'inline')
      reply.header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'self'");
    reply
      .header('content-disposition', disposition === 'inline' ? name.replace(/^attachment/, 'inline') : name)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=0, must-revalidate')
      .header('etag', `"${file.sha256}"`)
      .type(file.mime);
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', file.size);
    }
    return reply.send(object.stream);
  } catch (error) {
    if (error instanceof StorageNotFoundError) throw notFound();
    throw error;
  }
};
