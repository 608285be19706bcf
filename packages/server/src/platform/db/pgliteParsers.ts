import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Parsers = NonNullable<QueryOptions['parsers']>;

/** A probe no date, time or interval parser returns unchanged unless it keeps the text as it came. */
const probe = '2026-01-01 00:00:00+00';

/**
 * Drizzle hands PGlite the same few parsers with every query (dates, timestamps, intervals and their
 * arrays kept as text, which Drizzle then reads itself), and PGlite merges them into a copy of its
 * whole parser map (about 400 types once the schema is in) on every query. Measured in the API
 * suites: 0.2 ms of CPU per query, as much as a small query costs in all. Installed into the
 * instance's map once, they can be left off each query with the same answers.
 *
 * Only parsers that keep the text as it is are installed, checked on every query (what Drizzle
 * sends today; anything else stays on its query). The raw connection (migrations, locks, secrets) asks for PGlite's own parsers
 * of those types back, as node-postgres gives them on PostgreSQL.
 */
export function parsersInstalledOnce(client: PGlite) {
  let installed: Set<string> | undefined;
  let pgliteOwn: Parsers = {};

  const keepsText = (parsers: Parsers) => Object.values(parsers).every((parse) => parse(probe, 0) === probe);

  const adopted = {
    /** Drizzle's options for a query: its parsers installed the first time, then left off. */
    forDrizzle<Options extends QueryOptions | undefined>(options: Options): Options {
      const parsers = options?.parsers;
      if (!parsers || !keepsText(parsers)) return options;
      const types = Object.keys(parsers);
      if (!installed) {
        pgliteOwn = Object.fromEntries(types.map((type) => [type, client.parsers[type]!]));
        Object.assign(client.parsers, parsers);
        installed = new Set(types);
      }
      if (types.length !== installed.size || !types.every((type) => installed!.has(type))) return options;
      return { ...options, parsers: undefined };
    },
    /** The raw connection's options: PGlite's own parsers for the types Drizzle's replaced. */
    forRawQuery(): QueryOptions | undefined {
      return installed ? { parsers: pgliteOwn } : undefined;
    },
    /** A transaction whose queries (Drizzle's, inside it) go through `forDrizzle` too. */
    inTransaction(tx: Transaction): Transaction {
      const query: Transaction['query'] = (sqlText, params, options) =>
        tx.query(sqlText, params, adopted.forDrizzle(options));
      return new Proxy(tx, {
        get: (target, key, receiver) => (key === 'query' ? query : Reflect.get(target, key, receiver)),
      });
    },
  };
  return adopted;
}
