import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseBuffersMb } from '../../../test/embeddedDatabase.ts';
import { testDatabase } from '../../../test/testApp.ts';
import type { Database } from './database.ts';
import { openDatabase } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const poolLimits = {
  size: 2,
  maxWaiting: 2,
  connectTimeoutMs: 2_000,
  queryTimeoutMs: 5_000,
  idleInTransactionMs: 5_000,
};

/** The database this suite runs on, with the app's pool bounds. */
const open = (): Promise<Database> =>
  testDatabase === 'postgres'
    ? openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! }, poolLimits)
    : openDatabase({ kind: 'pglite', dataDir: 'memory://', buffersMb: testDatabaseBuffersMb });

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => expect.unreachable(),
    (error: unknown) => error,
  );

/**
 * Only what the database's own driver raised counts as the database away: a transaction whose work
 * failed on another part's network (an object store refusing its connection) is that part's failure.
 */
describe('which failures say the database cannot answer', () => {
  it('is not told by a refused connection of another part, even inside a transaction', async () => {
    const database = await open();
    try {
      const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:443'), { code: 'ECONNREFUSED' });
      const failed = await failureOf(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          throw new Error('fetch failed', { cause: refused });
        }),
      );
      expect(isDatabaseUnavailable(failed)).toBe(false);
      const mistaken = await failureOf(database.db.execute(sql`SELECT * FROM no_such_table`));
      expect(isDatabaseUnavailable(mistaken)).toBe(false);
    } finally {
      await database.close();
    }
  });

  // PGlite closed under a request (shutdown); a PostgreSQL outage has databaseOutage.test.ts.
  it.runIf(testDatabase === 'pglite')(
    'is told by PGlite closed under its queries and transactions',
    async () => {
      const database = await open();
      await database.db.execute(sql`SELECT 1`);
      await database.close();
      expect(isDatabaseUnavailable(await failureOf(database.db.execute(sql`SELECT 1`)))).toBe(true);
      const inTransaction = await failureOf(database.db.transaction((tx) => tx.execute(sql`SELECT 1`)));
      expect(isDatabaseUnavailable(inTransaction)).toBe(true);
    },
  );
});
