import { tcpProxy } from '@fanzone/testkit';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/testApp.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/database.ts';
import { stalledServerMarginMs } from './db/postgresPool.ts';
import { scheduleJob } from './jobs.ts';

const queryTimeoutMs = 1_000;
/** A shared test machine's margin on top of a timeout. */
const slackMs = 2_000;
/** The longest a job may wait on a stalled network for its lock or unlock. */
const boundMs = queryTimeoutMs + stalledServerMarginMs;

/**
 * A scheduled job's advisory lock lives on a connection of its own, outside the pool. After a
 * network partition (the proxy frozen: nothing answers, nothing fails) taking or giving back the lock
 * fails within the query timeout, instead of blocking the job on this node until the system's TCP
 * keepalive gives up (hours); once the network heals the job runs again.
 */
describe.runIf(testDatabase === 'postgres')('scheduled jobs when the network stalls (PostgreSQL)', () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let database: Database;
  const lines: { level: number; msg: string; job?: string }[] = [];
  const { log } = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });

  beforeAll(async () => {
    proxy = await tcpProxy(process.env.TEST_DATABASE_URL!);
    database = await openDatabase(
      { kind: 'postgres', url: proxy.url },
      { size: 2, maxWaiting: 2, connectTimeoutMs: 1_000, queryTimeoutMs, idleInTransactionMs: 5_000 },
    );
  });
  afterEach(async () => {
    await proxy.restore();
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
  });

  /** How a run ended and how long it took. */
  const timedRun = async (job: { runNow(): Promise<boolean> }) => {
    const started = performance.now();
    const ran = await job.runNow();
    return { ran, ms: performance.now() - started };
  };

  it('gives up giving the lock back when the network stalls during the run, then runs again once it heals', async () => {
    let runs = 0;
    const job = scheduleJob(
      { database, log },
      {
        name: 'stalls-during-run',
        everyMs: 60 * 60 * 1000,
        run: async () => {
          runs += 1;
          if (runs === 1) proxy.freeze();
        },
      },
    );
    try {
      const stalled = await timedRun(job);
      expect(stalled).toMatchObject({ ran: false });
      expect(stalled.ms).toBeLessThan(boundMs + slackMs);
      expect(lines).toContainEqual(expect.objectContaining({ level: 50, job: 'stalls-during-run' }));

      await proxy.restore();
      // The stalled session was closed, so its lock is free again.
      expect(await job.runNow()).toBe(true);
      expect(runs).toBe(2);
    } finally {
      job.stop();
    }
  }, 20_000);

  it('gives up taking the lock when the network stalls once the connection is open', async () => {
    // The fault at the one moment that matters: the job's connection is open, its lock not yet taken.
    const stallingOnceOpen: Database = {
      ...database,
      withConnection: (work) =>
        database.withConnection((connection) => {
          proxy.freeze();
          return work(connection);
        }),
    };
    let runs = 0;
    const job = scheduleJob(
      { database: stallingOnceOpen, log },
      { name: 'stalls-before-lock', everyMs: 60 * 60 * 1000, run: async () => void (runs += 1) },
    );
    try {
      const stalled = await timedRun(job);
      expect(stalled).toMatchObject({ ran: false });
      expect(stalled.ms).toBeLessThan(boundMs + slackMs);
      expect(runs).toBe(0);
      await proxy.restore();
      const healthy = scheduleJob(
        { database, log },
        { name: 'stalls-before-lock', everyMs: 60 * 60 * 1000, run: async () => void (runs += 1) },
      );
      expect(await healthy.runNow()).toBe(true);
      healthy.stop();
      expect(runs).toBe(1);
    } finally {
      job.stop();
    }
  }, 20_000);
});
