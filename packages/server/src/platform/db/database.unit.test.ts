import { sql } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { createMemoryBus } from '../bus/memoryBus.ts';
import { createReadCache } from '../cache.ts';
import { manualClock } from '../clock.ts';
import { testDatabaseBuffersMb } from '../../../test/embeddedDatabase.ts';
import { openDatabase, queryRows, textArray } from './database.ts';

/**
 * The embedded database has one connection, which a transaction holds until its callback ends: a
 * statement sent to the database itself from inside the callback would wait forever, and every
 * request after it with it. It fails at once instead, and the database goes on answering.
 */
describe('a statement on the embedded database inside its own transaction', () => {
  let database: Database;
  const heldLong: { begunAt: string; heldForMs: number }[] = [];
  // One database for the file: opening an embedded one takes seconds on a loaded machine.
  beforeAll(async () => {
    database = await openDatabase(
      { kind: 'pglite', dataDir: 'memory://', buffersMb: testDatabaseBuffersMb },
      undefined,
      {
        onLongTransaction: (begunAt, heldForMs) => heldLong.push({ begunAt, heldForMs }),
        longTransactionMs: 300,
      },
    );
  }, 60_000);
  afterAll(() => database.close());

  it('fails at once with what to do, instead of hanging the database, which answers after', async () => {
    await database.db.execute(sql`CREATE TABLE notes (body text)`);
    const outcome = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes VALUES ('kept?')`);
      await database.db.execute(sql`SELECT count(*) FROM notes`);
    });
    // Drizzle names the statement and keeps the reason as its cause.
    const failure = await outcome.then(
      () => expect.unreachable(),
      (error: Error) => error,
    );
    expect(failure.cause).toMatchObject({
      message: expect.stringContaining('run it on the transaction (tx)'),
    });
    // The transaction was rolled back, and the database is free.
    expect(await queryRows(database.db, sql`SELECT count(*)::int AS count FROM notes`)).toEqual([
      { count: 0 },
    ]);
  });

  it('refuses a transaction opened on the database inside another, and the raw connection too', async () => {
    await expect(
      database.db.transaction(() => database.db.transaction(async () => undefined)),
    ).rejects.toThrow('run it on the transaction (tx)');
    await expect(
      database.db.transaction(() => database.withConnection((connection) => connection.query('SELECT 1'))),
    ).rejects.toThrow('run it on the transaction (tx)');
  });

  it('lets work a transaction started, still running after the transaction ended, use the database', async () => {
    let afterwards: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      // Told after the commit, as members are told of their awards.
      afterwards = new Promise((resolve) => setTimeout(resolve, 10)).then(() =>
        database.db.execute(sql`SELECT 2 AS two`),
      );
    });
    await expect(afterwards).resolves.toMatchObject({ rows: [{ two: 2 }] });
  });

  it('lets a nested transaction of the transaction itself (a savepoint) run', async () => {
    const answer = await database.db.transaction((tx) =>
      tx.transaction((inner) => queryRows(inner, sql`SELECT 3 AS three`)),
    );
    expect(answer).toEqual([{ three: 3 }]);
  });

  it('tells the log of a transaction that holds the database long, with where it began', async () => {
    const holdingLong = () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await new Promise((resolve) => setTimeout(resolve, 600));
      });
    await holdingLong();
    expect(heldLong).toContainEqual({ begunAt: expect.stringContaining('holdingLong'), heldForMs: 300 });
  });

  it('refuses a cache read inside a transaction: a load another request began would wait for it', async () => {
    const cache = createReadCache<number>({
      name: 'boards',
      ttlMs: 10_000,
      clock: manualClock(new Date('2026-11-27T10:00:00Z')),
      bus: createMemoryBus(),
    });
    const load = async () =>
      (await queryRows<{ count: number }>(database.db, sql`SELECT 7 AS count`))[0]!.count;
    // As the server hung: a transaction opens; another request's read of the cache starts its load,
    // which waits for the connection; the transaction then reads the cache.
    const asAnotherRequest = AsyncLocalStorage.snapshot();
    let otherRequest: Promise<number> | undefined;
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      otherRequest = asAnotherRequest(() => cache.get('all', load));
      return cache.get('all', load);
    });
    await expect(transaction).rejects.toThrow('read it before the transaction opens');
    await expect(otherRequest).resolves.toBe(7);
    // Outside a transaction the cache serves as ever.
    expect(await cache.get('all', load)).toBe(7);
  });
});

/**
 * Drizzle's parsers (dates and times as text, read by Drizzle itself) are installed into PGlite once
 * instead of merged into its whole parser map on every query (pgliteParsers.ts): the answers must
 * not change, inside a transaction or out, and the raw connection keeps PGlite's own parsers.
 */
describe("the embedded database's parsers", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://', buffersMb: testDatabaseBuffersMb });
    await database.db.execute(
      sql`CREATE TABLE stamps (at timestamptz, day date, span interval, ats timestamptz[], amount numeric)`,
    );
    await database.db.execute(
      sql`INSERT INTO stamps VALUES ('2026-11-28 10:00:00+00', '2026-11-28', '2 days', ARRAY['2026-11-28 10:00:00+00'::timestamptz], 1.50)`,
    );
  }, 60_000);
  afterAll(() => database.close());

  const asDrizzleReadsThem = {
    at: '2026-11-28 10:00:00+00',
    day: '2026-11-28',
    span: '2 days',
    ats: '{"2026-11-28 10:00:00+00"}',
    amount: '1.50',
  };

  it('gives Drizzle the same text before, after and inside a transaction', async () => {
    const read = (db: Database['db']) => queryRows(db, sql`SELECT * FROM stamps`);
    expect(await read(database.db)).toEqual([asDrizzleReadsThem]);
    expect(await read(database.db)).toEqual([asDrizzleReadsThem]);
    expect(await database.db.transaction((tx) => read(tx))).toEqual([asDrizzleReadsThem]);
  });

  it('takes texts of any characters as one array parameter (textArray)', async () => {
    const texts = ['plain', 'a "quote"', 'back\\slash', 'comma, {braces}', '', 'NULL', 'Ёлка 🎄'];
    const rows = await queryRows<{ text: string }>(
      database.db,
      sql`SELECT unnest(${textArray(texts)}::text[]) AS text`,
    );
    expect(rows.map((row) => row.text)).toEqual(texts);
  });

  it("keeps PGlite's own parsers on the raw connection", async () => {
    await queryRows(database.db, sql`SELECT 1`);
    const [row] = await database.withConnection((connection) =>
      connection.query<{ at: unknown; day: unknown }>('SELECT at, day FROM stamps'),
    );
    expect(row!.at).toEqual(new Date('2026-11-28T10:00:00Z'));
    expect(row!.day).toBeInstanceOf(Date);
  });
});

describe("the embedded database's page memory", () => {
  it('is the size it is given (EMBEDDED_DATABASE_BUFFERS_MB)', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://', buffersMb: 12 });
    try {
      const [row] = await database.withConnection((connection) =>
        connection.query<{ shared_buffers: string }>('SHOW shared_buffers'),
      );
      expect(row!.shared_buffers).toBe('12MB');
    } finally {
      await database.close();
    }
  }, 60_000);
});
