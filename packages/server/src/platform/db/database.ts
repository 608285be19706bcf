import type { SQL } from 'drizzle-orm';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { PoolLimits } from './postgresPool.ts';
import type { OutageChange } from './outageGate.ts';
import { openPool, stalledServerMarginMs } from './postgresPool.ts';
import { parsersInstalledOnce } from './pgliteParsers.ts';
import { withCompiledRows } from './rowMapper.ts';
import { jobQueueSchemaFor } from '../jobQueue/jobQueueSchema.ts';
import { asPgliteFailure, asPostgresFailure } from './unavailable.ts';

/** The typed query builder every domain's queries file receives. Same API on both drivers. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A connection held for one job (migrations under a lock); runs raw SQL text. */
export type Connection = {
  exec(sqlText: string): Promise<void>;
  /** Waits as long as the statement takes: a migration may build an index for minutes. */
  query<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
  /**
   * For statements a live server answers at once (a scheduled job's advisory lock and unlock): past
   * the pool's query timeout (and its margin) the network is taken as stalled, the statement fails
   * and the connection is closed, instead of the job waiting for the system's TCP keepalive (hours).
   */
  boundedQuery<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL schema our tables live in, when the configuration names one (else the search path's). */
  schema?: string;
  /**
   * Runs SQL text with positional parameters (`$1`…) outside any transaction, for a library that
   * writes its own SQL (the job queue, pg-boss). Without parameters the text may hold several
   * statements (pg-boss wraps its maintenance in `BEGIN; …; COMMIT`); the rows are the last one's.
   */
  runSql(sqlText: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs `job` on one dedicated connection, so session state such as advisory locks holds. */
  withConnection<T>(job: (connection: Connection) => Promise<T>): Promise<T>;
  /** The embedded database's whole data folder as one uncompressed tar (PGlite only): what `startFrom` loads. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

/**
 * Opens the embedded database (a folder, or memory:// for tests) or a PostgreSQL pool; the app gives
 * the pool its `limits` (every wait bounded), tools that run long statements (bench, CLIs) may not.
 */
export async function openDatabase(
  config: DatabaseConfig,
  limits?: PoolLimits,
  watch: DatabaseWatch = {},
): Promise<Database> {
  return config.kind === 'pglite'
    ? openPglite(config, watch)
    : openPostgres(config.url, config.schema, limits, watch.onOutageChange);
}

/** What the operators' log is told about the database. */
export type DatabaseWatch = {
  /** Once when PostgreSQL stops answering and once when it is back. */
  onOutageChange?: (change: OutageChange) => void;
  /**
   * When a transaction on the embedded database has held its one connection for
   * `longTransactionMs` (default below): every other statement waits meanwhile, so it is a deadlock
   * or a bug; `begunAt` is the stack of the code that opened it, `heldForMs` the threshold passed.
   */
  onLongTransaction?: (begunAt: string, heldForMs: number) => void;
  longTransactionMs?: number;
};

/** Embedded transactions take milliseconds; one held this long has every request waiting behind it. */
const longTransactionMs = 10_000;

/**
 * The embedded database's transaction the running code is inside, if any. PGlite has one
 * connection: a transaction holds it until its callback ends, and any other statement waits. A
 * statement sent to the database itself (not the transaction's `tx`) from inside the callback would
 * wait for the callback that waits for it: the whole server hangs, every request after it too. It
 * fails at once instead, naming the mistake (PostgreSQL's pool would run it on another connection,
 * outside the transaction, equally wrong).
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

function refuseInsideOpenTransaction() {
  if (insideTransaction())
    throw new Error(
      'a statement on the database inside one of its own transactions would wait for that transaction forever: run it on the transaction (tx)',
    );
}

/**
 * Whether the running code is inside an open transaction of the embedded database, for work that
 * may wait on its connection through someone else (a cache's shared load begun by another
 * request) and so would wait for this transaction forever. Only the embedded database tracks its
 * transactions; every suite runs on it, so a breach shows in its tests.
 */
export function insideTransaction(): boolean {
  return openTransaction.getStore()?.open === true;
}

async function openPglite(
  { dataDir, startFrom, buffersMb }: Extract<DatabaseConfig, { kind: 'pglite' }>,
  { onLongTransaction, longTransactionMs: heldLongMs = longTransactionMs }: DatabaseWatch,
): Promise<Database> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const buffers = buffersMb === undefined ? [] : ['-c', `shared_buffers=${buffersMb}MB`];
  const client = await PGlite.create({
    dataDir,
    loadDataDir: startFrom,
    startParams: [...PGlite.defaultStartParams, ...buffers],
  });
  const parsers = parsersInstalledOnce(client);
  const rethrow = (error: unknown): never => {
    throw asPgliteFailure(error);
  };
  const connection: Connection = {
    exec: async (sqlText) => {
      refuseInsideOpenTransaction();
      await client.exec(sqlText).catch(rethrow);
    },
    query: async <Row>(sqlText: string, params?: unknown[]) => {
      refuseInsideOpenTransaction();
      return (await client.query<Row>(sqlText, params, parsers.forRawQuery()).catch(rethrow)).rows;
    },
    // In the process: no network to stall.
    boundedQuery: (sqlText, params) => connection.query(sqlText, params),
  };
  // What Drizzle calls (queries, and transactions whose own queries fail through them), with a
  // closed database's failures marked here, where PGlite raised them.
  const marking = {
    query: (sqlText: string, params?: unknown[], options?: QueryOptions) => {
      refuseInsideOpenTransaction();
      return client.query(sqlText, params, parsers.forDrizzle(options)).catch(rethrow);
    },
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => {
      refuseInsideOpenTransaction();
      const transaction = { open: true };
      const begunAt = onLongTransaction && new Error('transaction begun');
      const heldLong =
        begunAt &&
        setTimeout(() => onLongTransaction(begunAt.stack ?? begunAt.message, heldLongMs), heldLongMs);
      heldLong?.unref();
      return client
        .transaction((tx) => openTransaction.run(transaction, () => callback(parsers.inTransaction(tx))))
        .finally(() => {
          transaction.open = false;
          clearTimeout(heldLong);
        })
        .catch(rethrow);
    },
  };
  return {
    db: withCommitHooks(drizzlePglite({ client: marking as unknown as PGlite }) as unknown as Db),
    kind: 'pglite',
    runSql: async (sqlText, params) => {
      refuseInsideOpenTransaction();
      if (params?.length) return client.query(sqlText, params, parsers.forRawQuery()).catch(rethrow);
      try {
        const results = await client.exec(sqlText, parsers.forRawQuery());
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // A failure after the text's own BEGIN leaves the one connection in an aborted transaction
        // that every later statement would fail in: end it here.
        if (!client.closed && client.isInTransaction()) await client.exec('ROLLBACK').catch(() => undefined);
        return rethrow(error);
      }
    },
    withConnection: (job) => job(connection),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  schema?: string,
  limits?: PoolLimits,
  onOutageChange?: (change: OutageChange) => void,
): Promise<Database> {
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await setup.end();
  }
  const searchPath = schema ? `-c search_path=${schema}` : undefined;
  const pool = limits
    ? openPool(url, limits, schema, onOutageChange)
    : new pg.Pool({ connectionString: url, max: 20, options: searchPath });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    db: withCommitHooks(drizzlePostgres(pool) as unknown as Db),
    kind: 'postgres',
    schema,
    runSql: async (sqlText, params) => (await pool.query(sqlText, params)) as { rows: unknown[] },
    // A connection of its own, outside the pool and its statement timeout: migrations build indexes
    // for minutes, and a job holding its advisory lock must not take a request's place.
    withConnection: async (job) => {
      const client = new pg.Client({
        connectionString: url,
        options: searchPath,
        connectionTimeoutMillis: limits?.connectTimeoutMs,
        keepAlive: true,
        // Probed once silent as long as a statement may run, so a partition is noticed in seconds
        // rather than after the system's two hours (undefined, for tools without limits: the system's).
        keepAliveInitialDelayMillis: limits?.queryTimeoutMs,
      });
      client.on('error', () => undefined);
      const rethrow = (error: unknown): never => {
        throw asPostgresFailure(error);
      };
      const boundMs = limits && limits.queryTimeoutMs + stalledServerMarginMs;
      await client.connect().catch(rethrow);
      try {
        return await job({
          exec: async (sqlText) => {
            await client.query(sqlText).catch(rethrow);
          },
          query: async <Row>(sqlText: string, params?: unknown[]) =>
            (await client.query(sqlText, params).catch(rethrow)).rows as Row[],
          boundedQuery: async <Row>(sqlText: string, params?: unknown[]) => {
            const statement: pg.QueryConfig & { query_timeout?: number } = {
              text: sqlText,
              values: params,
              query_timeout: boundMs,
            };
            const result = await client.query(statement).catch((error: unknown) => {
              // The answer may still arrive: the connection is out of step, and ending it politely
              // would wait on the stalled network too.
              if (error instanceof Error && error.message === 'Query read timeout')
                client.connection.stream.destroy();
              return rethrow(error);
            });
            return result.rows as Row[];
          },
        });
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/** Drops a schema made for one test run, and its job queue's beside it (PostgreSQL only). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema}, ${jobQueueSchemaFor(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}

/** What is run once the outermost transaction it was registered in commits. */
type CommitHooks = { hooks: (() => void)[]; settled: boolean };
const commitHooks = new AsyncLocalStorage<CommitHooks>();

/**
 * Runs `hook` once the transaction the running code is inside has committed (at once outside one;
 * never when it rolls back): what must not happen before the write is visible to others, such as
 * waking this node's job worker for a job the transaction enqueued. A hook must not throw.
 */
export function afterCommit(hook: () => void): void {
  const open = commitHooks.getStore();
  if (open && !open.settled) open.hooks.push(hook);
  else hook();
}

/** The database whose outermost transactions run their `afterCommit` hooks (savepoints inside join theirs). */
function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    const open: CommitHooks = { hooks: [], settled: false };
    try {
      const result = await commitHooks.run(open, () => transaction(...args));
      open.settled = true;
      for (const hook of open.hooks) hook();
      return result;
    } finally {
      open.settled = true;
    }
  }) as Db['transaction'];
  return db;
}

/**
 * Runs SQL text with positional parameters (`$1`…) on a transaction of either driver (`tx`), for
 * a library that writes its own SQL and should write inside the caller's transaction (the job
 * queue's send): it commits with the caller's rows or rolls back with them.
 */
export async function runSqlIn(
  tx: Db,
  sqlText: string,
  params: unknown[] = [],
): Promise<{ rows: unknown[] }> {
  const runner = tx as unknown as StatementRunner;
  // Named by its text, as `preparedRows` does: the library's statements are few fixed texts with
  // their values as parameters, and the queue's insert was planned on every send (0.15 ms of
  // PostgreSQL's CPU per publish and comment, against 0.15 ms running it).
  return (await runner.session
    .prepareQuery({ sql: sqlText, params }, undefined, statementNameOf(sqlText), false)
    .execute()) as { rows: unknown[] };
}

/** PostgreSQL's unique_violation (a race for a unique name lost to the index), through any wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = 'cause' in current ? current.cause : undefined
  ) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

/** Ids or numbers as one PostgreSQL array parameter (`= ANY(${numberArray(ids)}::bigint[])`), the same on both drivers. */
export function numberArray(values: readonly (bigint | number)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Texts as one PostgreSQL array literal (`{"a","b"}`), each quoted with its `"` and `\` escaped:
 * one parameter for `= any($1::text[])` or `unnest`, since Drizzle spreads a JS array into a list.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** A LIKE pattern for text starting with `prefix` in lower case, LIKE's own characters taken literally. */
export function lowerPrefixPattern(prefix: string): string {
  return `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** Ids a query aggregated as text (`array_agg(id::text)`, null for none) as a set. */
export function idSet(ids: string[] | null): Set<bigint> {
  return new Set((ids ?? []).map((id) => BigInt(id)));
}

/**
 * Runs SQL the query builder cannot express (lateral joins, INSERT … SELECT). Both drivers answer
 * `{ rows }`; the type parameter names the row shape the statement selects.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The parts of Drizzle's database object that run a query under a statement name. */
type StatementRunner = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
};

/** A statement's name from its text: one name per text, so a name never meets another text. */
function statementNameOf(sqlText: string): string {
  return `fz_${crypto.createHash('sha1').update(sqlText).digest('base64url').slice(0, 20)}`;
}

/**
 * `queryRows` for the hottest reads: PostgreSQL parses and plans the statement once per connection
 * and reuses the plan, where planning a lateral feed query cost as much as running it. The name is
 * the text's hash, so each variant of a statement (with or without a cursor) is its own statement
 * and a name never meets another text. Only for statements whose text does not embed values, or
 * each value would leave one more statement on every connection. PGlite runs it as a plain query.
 */
export async function preparedRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const runner = db as unknown as StatementRunner;
  const compiled = runner.dialect.sqlToQuery(query);
  const result = (await runner.session
    .prepareQuery(compiled, undefined, statementNameOf(compiled.sql), false)
    .execute()) as {
    rows: Row[];
  };
  return result.rows;
}

/**
 * A Drizzle query built per call, with a fixed shape (its values parameters), sent under `name`:
 * PostgreSQL parses it once per connection and, its plan not depending on the values, settles on one
 * plan instead of planning it on every call. For the statements every member request or write makes
 * (the session, measured: planning was 0.27 ms of PostgreSQL's CPU against 0.08 ms running it). One
 * name, one text: the caller names each shape it builds (node-postgres refuses a name sent with
 * another text on a connection, so a mistake fails loudly). PGlite runs it as a plain query.
 */
export function executeNamed<Result>(
  name: string,
  query: { prepare(name: string): { execute(): Promise<Result> } },
): Promise<Result> {
  return query.prepare(name).execute();
}

/**
 * Rows by id through two named statements: `= $1` for one id, `= any($1)` for more. PostgreSQL
 * prices an array parameter at ten ids, so asked with one id the array statement is planned afresh
 * on every call (the post page's and a publish's one post: 0.46 ms of planning against 0.07 ms
 * running); the one-id statement keeps its shared plan. None for no id.
 */
export async function byIds<Row>(
  ids: readonly bigint[],
  one: (id: string) => Promise<Row[]>,
  many: (ids: string[]) => Promise<Row[]>,
): Promise<Row[]> {
  if (ids.length === 1) return one(String(ids[0]));
  return ids.length ? many(ids.map(String)) : [];
}

/**
 * `preparedRows` for a Drizzle query: built once per database handle (building the text cost a tenth
 * of a drawn page's server time without the read cache) and sent by name, so PostgreSQL also parses
 * and plans it once per connection. For the lookups every list and page makes many times, with a
 * fixed shape: a list of ids goes in as one array parameter (`= any(...)`), never as a varying
 * number of parameters. A transaction is another handle, so it gets its own and the read joins the
 * transaction as any query does. PGlite runs the same statement (its driver ignores the name). Its
 * rows are mapped by a mapper worked out once for its columns (`rowMapper.ts`).
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const theOneShape = {};
  const built = queryPerShape((db: Db) => build(db));
  return (db) => built(db, theOneShape);
}

/**
 * `preparedQuery` for a statement whose text takes a few shapes (a list's order, whether a cursor or
 * a block list applies): one query built per database handle and shape, its rows mapped by the
 * compiled mapper. The builder names each shape, or sends it unnamed (`prepare('')`) when its best
 * plan depends on its values: PostgreSQL then plans it for each call's values, and the text is still
 * built once. The shapes must be few and fixed (flags and enumerations, never values).
 */
export function queryPerShape<Shape extends Record<string, string | boolean>, Query>(
  build: (db: Db, shape: Shape) => Query,
): (db: Db, shape: Shape) => Query {
  const built = new WeakMap<Db, Map<string, Query>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const key = JSON.stringify(shape);
    let query = shapes.get(key);
    if (!query) {
      query = withCompiledRows(build(db, shape));
      shapes.set(key, query);
    }
    return query;
  };
}
