/** The one rejection type of the request client; `silent` means the user was already told (or must not be). */
export class ApiError extends Error {
  readonly code: number;
  readonly silent: boolean;

  constructor(code: number, message: string, silent = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.silent = silent;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
