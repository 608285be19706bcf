import pg from 'pg';
import type { OutageChange } from './outageGate.ts';
import { createOutageGate } from './outageGate.ts';
import { asPostgresFailure, DatabaseBusyError } from './unavailable.ts';

/** How long the pool may wait on PostgreSQL, and how many requests may wait on the pool (config.ts). */
export type PoolLimits = {
  size: number;
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  idleInTransactionMs: number;
  maxWaiting: number;
};

type Callback = (...results: unknown[]) => void;

/** How much longer than statement_timeout the client waits before calling the server stalled. */
export const stalledServerMarginMs = 500;
type Gate = ReturnType<typeof createOutageGate>;

/**
 * pg-pool's answer to a request that waited a whole connect timeout for a free client, all of them
 * busy with statements: the database is slow or the pool too small, not gone (a connection that
 * cannot be opened fails with "Connection terminated due to connection timeout" instead).
 */
const isPoolWaitTimeout = (error: unknown) =>
  error instanceof Error && error.message === 'timeout exceeded when trying to connect';

/** A request for a connection that failed: a busy pool told apart from a database that is away. */
const connectFailure = (error: unknown) =>
  isPoolWaitTimeout(error)
    ? new DatabaseBusyError('every database connection stayed busy for the whole connect timeout', error)
    : asPostgresFailure(error);

/**
 * Calls `report` with how an async call ended, whether it takes a trailing callback or returns a
 * promise, and hands its caller a failure that says the database cannot answer as a
 * DatabaseUnavailableError: here, where the driver raised it, is the one place that is known.
 */
function reportingOutcome(
  call: (...args: unknown[]) => unknown,
  args: unknown[],
  report: (error: unknown) => void,
  mark: (error: unknown) => unknown = asPostgresFailure,
): unknown {
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    const reported = [...args];
    reported[last] = (error: unknown, ...results: unknown[]) => {
      report(error);
      (callback as Callback)(error ? mark(error) : error, ...results);
    };
    return call(...reported);
  }
  const result = call(...args);
  if (!(result instanceof Promise)) return result;
  return result.then(
    (value: unknown) => {
      report(undefined);
      return value;
    },
    (error: unknown) => {
      report(error);
      throw mark(error);
    },
  );
}

/**
 * Clients of one pool. A client whose query timed out on the client side is dropped at once:
 * PostgreSQL did not answer (a stalled network), so the answer may still arrive later and the
 * connection is out of step. pg leaves such a client "queryable", and Drizzle's transactions give
 * it back to the pool without an error, so the next request would have stalled on it too.
 * Destroying the socket fails whatever else waits on it and makes the pool discard it (pg-pool
 * drops a client that is not queryable). Every statement's outcome tells the outage gate.
 */
function stallDroppingClient(gate: Gate) {
  return class StallDroppingClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      // A checked-out client has no listener of pg-pool's: a broken socket must not crash the
      // process. Its queries fail with the error themselves.
      this.on('error', () => undefined);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      (this as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) =>
        reportingOutcome(query, args, (error) => {
          if (error instanceof Error && error.message === 'Query read timeout')
            this.connection.stream.destroy();
          gate.settled(error);
        });
    }
  };
}

/**
 * The PostgreSQL pool with every wait bounded: opening a connection and waiting for a free one
 * (`connectionTimeoutMillis`), a statement (`statement_timeout` on the server, `query_timeout` on
 * the client for a server that does not answer at all), a transaction left idle
 * (`idle_in_transaction_session_timeout`), and how many requests may queue for a connection: past
 * `maxWaiting` a request is refused at once with DatabaseBusyError instead of joining a queue that
 * could only time out. After a lost connection, the outage gate refuses requests at once but one
 * probe per connect timeout, until the database answers again.
 */
export function openPool(
  url: string,
  limits: PoolLimits,
  schema?: string,
  onOutageChange?: (change: OutageChange) => void,
): pg.Pool {
  const gate = createOutageGate(limits.connectTimeoutMs, Date.now, onOutageChange);
  const options = [
    schema ? `-c search_path=${schema}` : '',
    `-c statement_timeout=${limits.queryTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${limits.idleInTransactionMs}`,
  ];
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.size,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // Past the server's own statement_timeout, so a live server's cancellation (57014, the pool
    // stays open) arrives first; this one fires only for a server that does not answer at all.
    query_timeout: limits.queryTimeoutMs + stalledServerMarginMs,
    keepAlive: true,
    options: options.filter(Boolean).join(' '),
    Client: stallDroppingClient(gate),
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (callback?: Callback) => unknown }).connect = (callback?: Callback) => {
    let refusal: Error | undefined;
    try {
      gate.admit();
      if (pool.waitingCount >= limits.maxWaiting)
        refusal = new DatabaseBusyError(
          `${pool.waitingCount} requests already wait for a database connection`,
        );
    } catch (error) {
      refusal = error as Error;
    }
    if (!refusal)
      return reportingOutcome(
        connect,
        callback ? [callback] : [],
        (error) => error && !isPoolWaitTimeout(error) && gate.settled(error),
        connectFailure,
      );
    if (!callback) return Promise.reject(refusal);
    process.nextTick(() => callback(refusal));
    return undefined;
  };
  // pool.query also fails with a client's 'error' event (a socket cut under the statement) before
  // the statement's own answer, so its failures are marked here too.
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) =>
    reportingOutcome(query, args, () => undefined);
  return pool;
}
