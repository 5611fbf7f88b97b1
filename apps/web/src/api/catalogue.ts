import { ErrorCode } from '@podium/contracts';
import { ApiError } from './api-error.ts';

/** Side effects the catalogue asks for; injected so the decision itself stays pure and testable. */
export type CatalogueHandlers = {
  /** 11000: forget the token and ask the user to sign in again (once). */
  sessionExpired: () => void;
  /** 401: go to the no-permission page, no toast. */
  noPermission: () => void;
  /** 13017: tell the user the import failed. */
  importFailed: () => void;
  /** Any other failure: toast the server's message, or the generic one when it sent none. */
  error: (serverMessage: string | undefined) => void;
};

export type EnvelopeHead = { code: number; msg?: string | null };

/** What the caller does with the response after the catalogue has reacted. */
export type Outcome = { kind: 'resolve' } | { kind: 'passThrough' } | { kind: 'reject'; error: ApiError };

const nonEmpty = (text: string | null | undefined): string | undefined =>
  typeof text === 'string' && text.trim() !== '' ? text : undefined;

/** Spec §8, the whole error catalogue, in one place. */
export const applyCatalogue = (head: EnvelopeHead, handlers: CatalogueHandlers): Outcome => {
  const message = nonEmpty(head.msg);
  switch (head.code) {
    case ErrorCode.OK:
      return { kind: 'resolve' };
    case ErrorCode.SESSION_EXPIRED:
      handlers.sessionExpired();
      return { kind: 'reject', error: new ApiError(head.code, message ?? 'session expired', true) };
    case ErrorCode.NO_PERMISSION:
      handlers.noPermission();
      return { kind: 'reject', error: new ApiError(head.code, message ?? 'no permission', true) };
    case ErrorCode.IMPORT_FAILED:
      handlers.importFailed();
      return { kind: 'passThrough' };
    case ErrorCode.SILENT:
      return { kind: 'reject', error: new ApiError(head.code, message ?? '', true) };
    default:
      handlers.error(message);
      return { kind: 'reject', error: new ApiError(head.code, message ?? '', true) };
  }
};

/** Reads `{code, msg}` from an unknown JSON value; anything else is not an envelope. */
export const readEnvelopeHead = (value: unknown): EnvelopeHead | null => {
  if (typeof value !== 'object' || value === null || !('code' in value)) return null;
  const { code } = value;
  if (typeof code !== 'number') return null;
  const msg = 'msg' in value && typeof value.msg === 'string' ? value.msg : undefined;
  return { code, msg };
};

/**
 * An HTTP failure without a readable envelope still follows 11000/401 (spec §8): the server answers
 * an expired session with HTTP 401 and a forbidden call with 403.
 */
export const headForHttpStatus = (status: number): EnvelopeHead => {
  if (status === 401) return { code: ErrorCode.SESSION_EXPIRED };
  if (status === 403) return { code: ErrorCode.NO_PERMISSION };
  return { code: status >= 500 ? ErrorCode.INTERNAL : status };
};
