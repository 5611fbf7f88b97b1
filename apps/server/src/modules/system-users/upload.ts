import type { FastifyRequest } from 'fastify';
import { USER_IMPORT_MAX_BYTES } from '@podium/contracts';
import { badRequest } from '../../platform/errors.ts';
import { excelMessages } from '../../platform/excel.ts';

export type Upload = { file: Buffer; fields: Record<string, string> };

const tooLarge = () =>
  badRequest(excelMessages.tooLarge, { mb: Math.round(USER_IMPORT_MAX_BYTES / 1024 / 1024) });

/**
 * Reads a multipart upload: the file of field `file` and the plain fields, in any order. Oversized files
 * and a second file are refused; a request that is not multipart is told to send the field `file`.
 */
export const readUpload = async (request: FastifyRequest): Promise<Upload> => {
  if (!request.isMultipart()) throw badRequest(excelMessages.noFile);
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') file = content;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(excelMessages.oneFile);
    throw badRequest(excelMessages.malformed);
  }
  if (!file) throw badRequest(excelMessages.noFile);
  return { file, fields };
};
