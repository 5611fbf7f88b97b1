/**
 * Errors as they may appear in the server log. A failed database query carries its SQL, its parameters
 * (password hashes, encrypted phone numbers and their blind indexes) and the driver's detail text (which
 * quotes values, "Key (username)=(…)"): the log keeps the statement's shape — the SQL with its $n
 * placeholders, cut short — and the database's error code, never a value. Used as pino's `err` serializer,
 * so every path that logs an error goes through it.
 */
type ErrorLike = {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  cause?: unknown;
  statusCode?: unknown;
};

const MAX_STATEMENT = 300;

const isQueryError = (error: ErrorLike) => typeof error.query === 'string' || Array.isArray(error.params);

/** A database error reduced to what identifies it: statement shape, SQLSTATE, constraint, table. */
const databaseFacts = (error: ErrorLike) => ({
  statement: typeof error.query === 'string' ? error.query.slice(0, MAX_STATEMENT) : undefined,
  parameterCount: Array.isArray(error.params) ? error.params.length : undefined,
});

/** Driver errors (pg, PGlite) have a SQLSTATE code and `routine`; their message and detail may quote values. */
const isDriverError = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'routine' in error;

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export const serializeErrorForLog = (value: unknown): LoggedError => {
  if (value === null || typeof value !== 'object')
    return { type: typeof value, message: String(value), stack: '' };
  const error = value as ErrorLike;
  // Walk the cause chain iteratively (bounded): the query error wraps the driver error.
  const chain: ErrorLike[] = [];
  for (let current: unknown = error; current && typeof current === 'object' && chain.length < 5;) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  const query = chain.find(isQueryError);
  const driver = chain.find(isDriverError);
  if (!query && !driver) {
    return {
      type: error.name ?? 'Error',
      message: error.message ?? '',
      stack: error.stack ?? '',
      code: error.code,
      statusCode: error.statusCode,
    };
  }
  return {
    type: error.name ?? 'Error',
    message: 'database query failed',
    ...(query ? databaseFacts(query) : {}),
    sqlState: driver?.code,
    constraint: driver?.constraint,
    table: driver?.table,
    column: driver?.column,
    // Only the frames: the stack starts with the message, whose lines carry the SQL and its values.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
};
