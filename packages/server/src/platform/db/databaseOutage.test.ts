import { tcpProxy } from '@fanzone/testkit';
import type { PostSummary } from '@fanzone/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabase } from '../../../test/testApp.ts';
import { TestClient } from '../../../test/testClient.ts';
import { manualClock } from '../clock.ts';
import type { Database } from './database.ts';
import { openDatabase } from './database.ts';
import { stalledServerMarginMs } from './postgresPool.ts';
import { DatabaseBusyError, isDatabaseUnavailable } from './unavailable.ts';

/** The bounds this suite gives the pool (small, so a frozen database is tried in seconds). */
const connectTimeoutSeconds = 1;
const queryTimeoutSeconds = 2;
const poolSize = 3;
const maxWaiting = 5;
/** A shared test machine's margin on top of a timeout. */
const slackMs = 1_500;
/** How long the app waits for a database that does not answer at all. */
const stallMs = queryTimeoutSeconds * 1000 + stalledServerMarginMs;
const readCacheSeconds = 5;

/**
 * PostgreSQL behind a proxy the test freezes (the network stalls: nothing answers, nothing fails)
 * and cuts (the server is down). No request may hang on it, nor queue without bound; what the read
 * caches hold is served; once it is back, the same app answers again without a restart.
 */
describe.runIf(testDatabase === 'postgres')(
  'when the database stops answering (PostgreSQL behind a proxy)',
  () => {
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let app: FastifyInstance;
    const clock = manualClock(new Date());
    let posts: PostSummary[];

    beforeAll(async () => {
      proxy = await tcpProxy(process.env.TEST_DATABASE_URL!);
      app = await createTestApp({
        region: 'global',
        demoData: true,
        clock,
        databaseUrl: proxy.url,
        settingsCacheMs: readCacheSeconds * 1000,
        env: {
          READ_CACHE_SECONDS: String(readCacheSeconds),
          RATE_LIMIT_PER_MINUTE: '1000000',
          DATABASE_CONNECT_TIMEOUT_SECONDS: String(connectTimeoutSeconds),
          DATABASE_QUERY_TIMEOUT_SECONDS: String(queryTimeoutSeconds),
          DATABASE_POOL_SIZE: String(poolSize),
          DATABASE_MAX_WAITING: String(maxWaiting),
        },
      });
      posts = (await new TestClient(app).get('/api/feeds/recommended')).body.data as PostSummary[];
      expect(posts.length).toBeGreaterThan(6);
    }, 60_000);
    afterAll(async () => {
      await proxy?.restore();
      await app?.close();
      await proxy?.close();
    });

    /** The answer and how long it took. */
    const timed = async (url: string) => {
      const started = performance.now();
      const answer = await new TestClient(app).get(url);
      return { ...answer, ms: performance.now() - started };
    };
    /**
     * After the database is back: the first request the outage gate lets through (one per connect
     * timeout) finds it, and from then on every request is answered.
     */
    const firstAnswerAfterRestore = async (url: string) => {
      const started = performance.now();
      for (;;) {
        const answer = await timed(url);
        if (answer.statusCode !== 503 || performance.now() - started > connectTimeoutSeconds * 1000 + slackMs)
          return { ...answer, ms: performance.now() - started };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const expectUnavailable = (answer: Awaited<ReturnType<typeof timed>>) => {
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'error',
        code: 'DATABASE_UNAVAILABLE',
        message: 'The forum is busy right now, please try again in a moment',
      });
      expect(answer.response.headers['retry-after']).toBe(String(queryTimeoutSeconds));
    };

    it('frozen: a read answers 503 within the timeout, a crowd is refused instead of queued, a kept read is served stale; then it recovers', async () => {
      // Warm the visitors' Recommended page, then let it go stale: it is reloaded from the database next.
      expect((await timed('/api/feeds/recommended')).statusCode).toBe(200);
      clock.advanceSeconds(readCacheSeconds * 2);
      proxy.freeze();

      const uncached = await timed(`/api/posts/${posts[0]!.id}`);
      expectUnavailable(uncached);
      expect(uncached.ms).toBeLessThan(stallMs + slackMs);

      const kept = await timed('/api/feeds/recommended');
      expect(kept.statusCode).toBe(200);
      expect((kept.body.data as PostSummary[]).map((post) => post.id)).toEqual(posts.map((post) => post.id));
      expect(kept.ms).toBeLessThan(stallMs + slackMs);

      // Far more requests than connections and waiting places: the surplus is refused at once, the
      // rest within the timeouts; none waits for the database to come back.
      const crowd = await Promise.all(
        posts.slice(1, 7).flatMap((post) => Array.from({ length: 5 }, () => timed(`/api/posts/${post.id}`))),
      );
      for (const answer of crowd) {
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(stallMs + slackMs);
      }
      const refusedAtOnce = crowd.filter((answer) => answer.ms < (connectTimeoutSeconds * 1000) / 2);
      expect(refusedAtOnce.length).toBeGreaterThanOrEqual(crowd.length - poolSize - maxWaiting);

      const health = await timed('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.body.data).toMatchObject({ ok: false, degraded: expect.arrayContaining(['database']) });
      expect(health.ms).toBeLessThan(stallMs + slackMs);

      // The network heals: the same app answers at once, the pool having dropped the stalled clients.
      await proxy.restore();
      const back = await firstAnswerAfterRestore(`/api/posts/${posts[0]!.id}`);
      expect(back.statusCode).toBe(200);
      expect(back.ms).toBeLessThan(connectTimeoutSeconds * 1000 + slackMs);
      expect((await timed('/api/health')).body.data).toMatchObject({ ok: true, degraded: [] });
    }, 30_000);

    it('cut: answers 503 at once, then answers again once PostgreSQL is back', async () => {
      await proxy.cut();
      // Posts the frozen crowd asked for: none of them is kept.
      for (const url of [`/api/posts/${posts[1]!.id}`, `/api/posts/${posts[2]!.id}`]) {
        const answer = await timed(url);
        expectUnavailable(answer);
        expect(answer.ms).toBeLessThan(slackMs);
      }
      expect((await timed('/api/health')).body.data).toMatchObject({ ok: false, degraded: ['database'] });

      await proxy.restore();
      const back = await firstAnswerAfterRestore(`/api/posts/${posts[1]!.id}`);
      expect(back.statusCode).toBe(200);
      expect((await timed('/api/health')).body.data).toMatchObject({ ok: true, degraded: [] });
    }, 30_000);
  },
);

/** An error and what it wraps, outermost first (Drizzle keeps the driver's error as `cause`). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let at = error; at && chain.length < 8; at = (at as { cause?: unknown }).cause) chain.push(at);
  return chain;
}

/**
 * The pool's own bounds with the database well: a crowd beyond the connections and waiting places is
 * refused at once, and a statement past the timeout is stopped by PostgreSQL without closing the
 * pool to the requests after it (the database still answers).
 */
describe.runIf(testDatabase === 'postgres')('the PostgreSQL pool (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(
      { kind: 'postgres', url: process.env.TEST_DATABASE_URL! },
      { size: 1, maxWaiting: 1, connectTimeoutMs: 5_000, queryTimeoutMs: 1_000, idleInTransactionMs: 5_000 },
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('refuses requests past its waiting places at once instead of queueing them', async () => {
    const sleep = () => database.db.execute(sql`SELECT pg_sleep(0.3)`);
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      [sleep(), sleep(), sleep(), sleep()].map((query) => query.then(() => performance.now() - started)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    for (const refused of outcomes.slice(2)) {
      expect(isDatabaseUnavailable((refused as PromiseRejectedResult).reason)).toBe(true);
    }
  });

  it('refuses a request that waited out the connect timeout for a busy pool, and answers the next at once', async () => {
    const impatient = await openDatabase(
      { kind: 'postgres', url: process.env.TEST_DATABASE_URL! },
      { size: 1, maxWaiting: 5, connectTimeoutMs: 200, queryTimeoutMs: 5_000, idleInTransactionMs: 5_000 },
    );
    try {
      // The pool's one connection is opened first: opening it may itself take longer than this short
      // timeout on a loaded machine, which is a connection timeout (an outage), not a busy pool.
      await impatient.db.execute(sql`SELECT 1`);
      // Drizzle sends a statement once it is awaited or `then` is called.
      const holding = impatient.db.execute(sql`SELECT pg_sleep(0.8)`).then(() => undefined);
      const waited = await impatient.db.execute(sql`SELECT 1`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(waited)).toBe(true);
      expect(causes(waited).some((cause) => cause instanceof DatabaseBusyError)).toBe(true);
      await holding;
      // The outage gate stayed open: the database answered all along.
      const started = performance.now();
      await impatient.db.execute(sql`SELECT 1`);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      await impatient.close();
    }
  });

  it('stops a statement past the timeout and answers the next one at once', async () => {
    const slow = await database.db.execute(sql`SELECT pg_sleep(3)`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(slow)).toBe(true);
    const started = performance.now();
    await database.db.execute(sql`SELECT 1`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
