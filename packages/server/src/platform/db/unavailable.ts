/**
 * "The database cannot answer right now", told apart from a query's own mistake: the error handler
 * answers these 503 DATABASE_UNAVAILABLE with Retry-After, and read caches serve their last copy
 * instead. Recognised through any wrapping (Drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`; a refused connection to a name with several addresses is an AggregateError).
 */

/** The pool refused to queue one more request for a connection (`DATABASE_MAX_WAITING`). */
export class DatabaseBusyError extends Error {
  readonly code = 'FZ_POOL_QUEUE_FULL';
  constructor(waiting: number) {
    super(`${waiting} requests already wait for a database connection`);
  }
}

/** The database stopped answering a moment ago; this request was not made to wait on it again (outageGate.ts). */
export class DatabaseUnreachableError extends Error {
  readonly code = 'FZ_DATABASE_UNREACHABLE';
  constructor(since: number) {
    super(`the database has not answered since ${new Date(since).toISOString()}`);
  }
}

/** The socket to PostgreSQL failed or never opened, or the pool refused to wait for it. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'FZ_POOL_QUEUE_FULL',
  'FZ_DATABASE_UNREACHABLE',
]);

/**
 * SQLSTATEs of a server that stops, restarts, is full or gave up on a statement: admin/crash
 * shutdown, cannot connect now, too many connections, statement timeout (query_canceled) and
 * idle-in-transaction timeout. Class 08 (connection exceptions) is matched by its prefix.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/**
 * What node-postgres, pg-pool and PGlite say (as plain messages, without a code) when the connection
 * timed out, broke, or the database was closed under a request.
 */
const unavailableMessages = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
  'PGlite is closing',
];

function isUnavailableHere(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  const message = error instanceof Error ? error.message : '';
  return unavailableMessages.some((known) => message.startsWith(known));
}

/** Whether `error` (or what it wraps) says the database is unreachable, stalled, full or timed out. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  if (isUnavailableHere(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
