/**
 * "The database cannot answer right now", told apart from a query's own mistake and from every other
 * part's network failure: the error handler answers these 503 DATABASE_UNAVAILABLE with Retry-After,
 * and read caches serve their last copy instead. Only an error raised where the database is reached
 * (the pool and its clients in postgresPool.ts, PGlite and the job connection in database.ts) becomes
 * a DatabaseUnavailableError; a storage write or an identity provider refusing its connection is not
 * the database's, whatever its code says. Recognised through any wrapping (Drizzle's
 * DrizzleQueryError keeps it as `cause`).
 */

/** The database cannot answer: away, stalled, full, or it gave up on the statement. */
export class DatabaseUnavailableError extends Error {
  /** The driver's code (a socket error's or a SQLSTATE), or ours for a refusal of our own. */
  readonly code: string | undefined;
  constructor(message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DatabaseUnavailableError';
    this.code = options.code;
  }
}

/**
 * Every connection of the pool is busy: the request was refused a place in the queue
 * (`DATABASE_MAX_WAITING`), or waited a whole connect timeout for a free connection. The database
 * still answers; it is slow or the pool too small, so this closes no outage gate.
 */
export class DatabaseBusyError extends DatabaseUnavailableError {
  constructor(message: string, cause?: unknown) {
    super(message, { code: 'FZ_POOL_BUSY', cause });
  }
}

/** The database stopped answering a moment ago; this request was not made to wait on it again (outageGate.ts). */
export class DatabaseUnreachableError extends DatabaseUnavailableError {
  constructor(since: number) {
    super(`the database has not answered since ${new Date(since).toISOString()}`, {
      code: 'FZ_DATABASE_UNREACHABLE',
    });
  }
}

/** The socket to PostgreSQL failed or never opened. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that stops, restarts, is full or gave up on a statement: admin/crash
 * shutdown, cannot connect now, too many connections, statement timeout (query_canceled) and
 * idle-in-transaction timeout. Class 08 (connection exceptions) is matched by its prefix.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/**
 * What node-postgres and pg-pool say (as plain messages, without a code) when the connection timed
 * out or broke.
 */
const postgresMessages = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/** What PGlite says when it was closed under a request. */
const pgliteMessages = ['PGlite is closed', 'PGlite is closing'];

const codeOf = (error: object) =>
  'code' in error && typeof error.code === 'string' ? error.code : undefined;
const messageOf = (error: object) => (error instanceof Error ? error.message : '');

/** Whether `error`, or anything it wraps (cause, AggregateError), satisfies `here`. */
function somewhereIn(error: unknown, here: (error: object) => boolean, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  if (here(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => somewhereIn(inner, here, depth + 1)))
    return true;
  return 'cause' in error && somewhereIn(error.cause, here, depth + 1);
}

/**
 * Whether an error node-postgres or pg-pool just raised says the database is unreachable, stalled,
 * full or timed out. Only for errors that come straight from the driver: anything else may carry a
 * socket code of its own.
 */
export function looksUnavailable(error: unknown): boolean {
  return somewhereIn(error, (here) => {
    if (here instanceof DatabaseUnavailableError) return true;
    const code = codeOf(here);
    if (code && (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    return postgresMessages.some((known) => messageOf(here).startsWith(known));
  });
}

/** The driver's own failure as a DatabaseUnavailableError when it says the database cannot answer. */
function marked(error: unknown, unavailable: (error: unknown) => boolean): unknown {
  if (error instanceof DatabaseUnavailableError || !unavailable(error)) return error;
  const source = error as object;
  return new DatabaseUnavailableError(messageOf(source) || 'the database cannot answer', {
    code: codeOf(source),
    cause: error,
  });
}

/** What node-postgres or pg-pool raised, marked when it says the database cannot answer. */
export const asPostgresFailure = (error: unknown) => marked(error, looksUnavailable);

/** What PGlite raised (a query, or a whole transaction), marked when PGlite was closed under it. */
export const asPgliteFailure = (error: unknown) =>
  marked(error, (raised) =>
    somewhereIn(raised, (here) => pgliteMessages.some((known) => messageOf(here).startsWith(known))),
  );

/** Whether `error` (or what it wraps) is the database saying it cannot answer, as marked at its source. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return somewhereIn(error, (here) => here instanceof DatabaseUnavailableError);
}
