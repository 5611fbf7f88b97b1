import { ErrorCode } from '@podium/contracts';
import type { Message } from './messages.ts';

/**
 * The one error type services throw. `key` names a translated message (see messages.ts);
 * `params` fill its placeholders; `data` travels to the client (e.g. import reasons).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: Message,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    /** Seconds the client should wait (429). */
    readonly retryAfter?: number,
  ) {
    super(typeof key === 'string' ? key : key.en);
  }
}

export const badRequest = (key: Message, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.BAD_REQUEST, key, params);
export const sessionExpired = () => new AppError(ErrorCode.SESSION_EXPIRED, 'auth.sessionExpired');
export const noPermission = () => new AppError(ErrorCode.NO_PERMISSION, 'auth.noPermission');
export const notFound = (key: Message = 'common.notFound') => new AppError(ErrorCode.NOT_FOUND, key);
export const conflict = (key: Message, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.CONFLICT, key, params);
export const tooManyRequests = (retryAfter: number) =>
  new AppError(ErrorCode.TOO_MANY_REQUESTS, 'auth.tooMany', { seconds: retryAfter }, null, retryAfter);
