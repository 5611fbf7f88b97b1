import type { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeStream, type FileTypeResult } from 'file-type';
import { badRequest } from '../errors.ts';
import { defineMessages } from '../messages.ts';

/** Families of content a purpose may accept, each a set of types recognised by their magic bytes. */
export const FILE_KINDS = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/x-msvideo', 'video/x-m4v'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/aac', 'audio/ogg', 'audio/x-m4a', 'audio/mp4'],
  pdf: ['application/pdf'],
  office: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/x-cfb',
  ],
  archive: [
    'application/zip',
    'application/x-7z-compressed',
    'application/x-rar-compressed',
    'application/gzip',
  ],
} as const satisfies Record<string, readonly string[]>;

export type FileKind = keyof typeof FILE_KINDS;

export const sniffMessages = defineMessages({
  typeNotAllowed: {
    zh: '文件类型不符合要求（检测为 {detected}），仅允许：{allowed}',
    en: 'File type not allowed (detected: {detected}); allowed: {allowed}',
  },
  unknownType: { zh: '无法识别', en: 'unknown' },
});

export type Sniffed = { mime: string; ext: string };

// The typings resolve file-type's browser entry; Node runs its node entry, whose fileTypeStream takes and
// returns Node streams (it replays the sampled bytes).
const nodeFileTypeStream = fileTypeStream as unknown as (
  stream: Readable,
) => Promise<Readable & { fileType?: FileTypeResult }>;

const kindOf = (mime: string, allowed: readonly FileKind[]) =>
  allowed.find((kind) => (FILE_KINDS[kind] as readonly string[]).includes(mime));

const refuse = (detected: string | undefined, allowed: readonly FileKind[]) =>
  badRequest(sniffMessages.typeNotAllowed, { detected: detected ?? '?', allowed: allowed.join(', ') });

/** The type of a buffer by its content, or undefined when its magic bytes say nothing. */
export const sniffBuffer = async (buffer: Uint8Array): Promise<Sniffed | undefined> => {
  const result = await fileTypeFromBuffer(buffer);
  return result ? { mime: result.mime, ext: result.ext } : undefined;
};

/**
 * Checks content against allowed kinds by its magic bytes (the client's name and Content-Type are
 * ignored). For a stream, returns a stream that still yields every byte, so the caller can store it.
 * Throws a 400 AppError naming the detected and the allowed types.
 */
export async function assertAllowedType(
  input: Buffer,
  allowed: readonly FileKind[],
): Promise<Sniffed & { kind: FileKind }>;
export async function assertAllowedType(
  input: Readable,
  allowed: readonly FileKind[],
): Promise<Sniffed & { kind: FileKind; stream: Readable }>;
export async function assertAllowedType(input: Buffer | Readable, allowed: readonly FileKind[]) {
  if (Buffer.isBuffer(input)) {
    const sniffed = await sniffBuffer(input);
    const kind = sniffed && kindOf(sniffed.mime, allowed);
    if (!sniffed || !kind) throw refuse(sniffed?.mime, allowed);
    return { ...sniffed, kind };
  }
  const stream = await nodeFileTypeStream(input);
  const sniffed = stream.fileType;
  const kind = sniffed && kindOf(sniffed.mime, allowed);
  if (!sniffed || !kind) {
    stream.destroy();
    throw refuse(sniffed?.mime, allowed);
  }
  return { mime: sniffed.mime, ext: sniffed.ext, kind, stream: stream };
}
