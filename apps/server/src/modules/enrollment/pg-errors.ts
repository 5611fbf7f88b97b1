/** The SQLSTATE of a database error, whether the driver (pg, PGlite) or Drizzle's wrapper carries it. */
export const sqlState = (error: unknown): string | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
