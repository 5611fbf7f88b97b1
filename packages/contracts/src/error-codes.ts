/**
 * The closed list of response codes (spec §8 plus Podium's own). Every response is `{code, msg, data}`;
 * the web's request client is the one place that reacts to these.
 */
export const ErrorCode = {
  /** Success. */
  OK: 0,
  /** Input failed validation; msg names the field. */
  BAD_REQUEST: 400,
  /** Authenticated but not permitted (wrong role, permission, or group). Web goes to /backDesk/noPage. */
  NO_PERMISSION: 401,
  /** The addressed resource or path does not exist. */
  NOT_FOUND: 404,
  /** The write conflicts with existing data (duplicate username, phone …). */
  CONFLICT: 409,
  /** Too many attempts; the HTTP response carries Retry-After. */
  TOO_MANY_REQUESTS: 429,
  /** Unexpected server failure; details are logged, never sent. */
  INTERNAL: 500,
  /** Session missing, expired or revoked: the web asks the user to sign in again. */
  SESSION_EXPIRED: 11000,
  /** Spreadsheet import rejected; data carries the reasons. */
  IMPORT_FAILED: 13017,
  /** Rejected without a toast (the caller handles it quietly). */
  SILENT: 40030,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One HTTP status per code, so proxies and logs see failures as failures. */
export const httpStatusOf = (code: number): number => {
  switch (code) {
    case ErrorCode.OK:
      return 200;
    case ErrorCode.BAD_REQUEST:
      return 400;
    case ErrorCode.SESSION_EXPIRED:
      return 401;
    case ErrorCode.NO_PERMISSION:
      return 403;
    case ErrorCode.NOT_FOUND:
      return 404;
    case ErrorCode.CONFLICT:
      return 409;
    case ErrorCode.TOO_MANY_REQUESTS:
      return 429;
    case ErrorCode.IMPORT_FAILED:
    case ErrorCode.SILENT:
      return 422;
    default:
      return 500;
  }
};

/** Message shown by the web for 401 (spec §6). */
export const NO_PERMISSION_MESSAGE = '该账号无权访问，请联系管理员授权';
/** Fallback toast text when the server gives no message (spec §8). */
export const SYSTEM_ERROR_MESSAGE = '系统出错';
