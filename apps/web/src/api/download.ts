import { ApiError } from './api-error.ts';
import { applyCatalogue, headForHttpStatus, readEnvelopeHead } from './catalogue.ts';
import { send, type RequestOptions } from './client.ts';
import type { QueryParams } from './headers.ts';
import { runtimeHandlers } from './runtime-handlers.ts';

export type BinaryResult = { blob: Blob; filename: string };

/** `attachment; filename*=UTF-8''%E6%8A%A5.xlsx` or `filename="a.xlsx"` → the decoded name. */
export const filenameFromDisposition = (header: string | null, fallback = 'download'): string => {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  const raw = (star?.[1] ?? plain?.[1] ?? '').trim().replace(/^"|"$/g, '');
  if (!raw) return fallback;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

export const isZip = (contentType: string | null): boolean =>
  Boolean(contentType && /application\/(zip|x-zip-compressed|octet-stream\+zip)/i.test(contentType));

/**
 * Binary call (spec §8): with a content-disposition header the body is the file; zip responses pass
 * through; anything else is read as a JSON envelope whose error goes through the catalogue.
 */
export const fetchBinary = async (path: string, options: RequestOptions = {}): Promise<BinaryResult> => {
  const handlers = options.handlers ?? runtimeHandlers;
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('content-disposition');
  const contentType = response.headers.get('content-type');
  if (response.ok && (disposition || isZip(contentType))) {
    return { blob: await response.blob(), filename: filenameFromDisposition(disposition, 'download.zip') };
  }
  const json: unknown = await response.json().catch(() => null);
  const head = readEnvelopeHead(json) ?? headForHttpStatus(response.ok ? 500 : response.status);
  // Spec §8 only speaks of code ≠ 0; a successful JSON body is still no file, so reject quietly.
  if (head.code === 0) throw new ApiError(0, 'no file in response', true);
  const outcome = applyCatalogue(head, handlers);
  throw outcome.kind === 'reject' ? outcome.error : new ApiError(head.code, head.msg ?? '', true);
};

/** Generic binary GET (spec §7). */
export const getBinary = (
  path: string,
  params?: QueryParams,
  options: RequestOptions = {},
): Promise<BinaryResult> => fetchBinary(path, { ...options, method: 'GET', params });

/** Hands a downloaded file to the browser's save dialog. */
export const saveBinary = ({ blob, filename }: BinaryResult): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};
