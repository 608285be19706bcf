import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseBuffersMb } from '../../../test/embeddedDatabase.ts';
import { jobQueueNodeFile } from '../../../test/jobQueueNode.ts';
import { testDatabase } from '../../../test/testApp.ts';
import { useTestApp } from '../../../test/useTestApp.ts';
import { jobQueueNames } from '../../app.ts';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import type { JobDefinition, JobPayload, JobQueue } from './jobQueue.ts';
import { createJobQueue } from './jobQueue.ts';
import { jobQueueSchemaOf } from './jobQueueSchema.ts';

const { log } = Fastify({ logger: false });

/** Until `done` holds, asked every 20 ms; fails after `withinMs`. */
async function eventually(done: () => boolean, withinMs: number, what: string) {
  const until = Date.now() + withinMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the job queue (${testDatabase})`, () => {
  const site = useTestApp();
  const started: JobQueue[] = [];
  const opened: Database[] = [];

  /** Another node's job queue on `database` (the app's by default), working `kinds`, polling every half second. */
  async function node(
    kinds: Record<string, JobDefinition<JobPayload>>,
    database: Database = site.app.deps.database,
    pollingIntervalSeconds = 0.5,
  ) {
    const queue = createJobQueue({ database, log }, { pollingIntervalSeconds });
    for (const [name, definition] of Object.entries(kinds)) queue.define(name, definition);
    await queue.start();
    started.push(queue);
    return queue;
  }

  afterEach(async () => {
    for (const queue of started.splice(0)) await queue.stop();
    for (const database of opened.splice(0)) await database.close();
  });

  const jobRows = (name: string) =>
    site.app.deps.database.runSql(
      `SELECT state, retry_count FROM ${jobQueueSchemaOf(site.app.deps.database)}.job WHERE name = $1`,
      [name],
    ) as Promise<{ rows: { state: string; retry_count: number }[] }>;

  it("makes the app's queues with the migrations, and works them once started", async () => {
    expect(site.app.deps.jobQueue.names().every((name) => jobQueueNames.includes(name))).toBe(true);
    const { rows } = await site.app.deps.database.runSql(
      `SELECT name FROM ${jobQueueSchemaOf(site.app.deps.database)}.queue`,
    );
    expect((rows as { name: string }[]).map((row) => row.name)).toEqual(
      expect.arrayContaining(jobQueueNames),
    );
  });

  it('never runs a job whose transaction rolled back', async () => {
    const ran: JobPayload[] = [];
    const queue = await node({ 'test.rolled-back': { handler: async (payload) => void ran.push(payload) } });
    await expect(
      site.app.deps.db.transaction(async (tx) => {
        await queue.send('test.rolled-back', { n: '1' }, { tx });
        throw new Error('the write failed after the send');
      }),
    ).rejects.toThrow('the write failed');
    await queue.drained();
    await sleep(700); // longer than a polling interval
    expect(ran).toEqual([]);
    expect((await jobRows('test.rolled-back')).rows).toEqual([]);
  });

  it('runs a job whose transaction committed, once, within seconds: its node is woken by the commit', async () => {
    const ran: JobPayload[] = [];
    // Polling every minute: only the wake-up after commit can run it within the three seconds.
    const queue = await node(
      { 'test.committed': { handler: async (payload) => void ran.push(payload) } },
      site.app.deps.database,
      60,
    );
    await site.app.deps.db.transaction((tx) => queue.send('test.committed', { postId: '42' }, { tx }));
    await eventually(() => ran.length > 0, 3_000, 'the committed job ran');
    await sleep(700);
    await queue.drained();
    expect(ran).toEqual([{ postId: '42' }]);
    expect((await jobRows('test.committed')).rows.map((row) => row.state)).toEqual(['completed']);
  });

  it('retries a failing job with a growing wait, then leaves it failed', async () => {
    const attempts: number[] = [];
    const queue = await node({
      'test.failing': {
        retryLimit: 2,
        retryDelaySeconds: 1,
        handler: async () => {
          attempts.push(Date.now());
          throw new Error('the work keeps failing');
        },
      },
    });
    await queue.send('test.failing', { n: '1' });
    await queue.drained({ timeoutMs: 20_000 });
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    // Backoff: 1–2 s before the first retry, 2–4 s before the second (pg-boss adds jitter).
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    await sleep(1_000);
    expect(attempts).toHaveLength(3);
    expect((await jobRows('test.failing')).rows).toEqual([{ state: 'failed', retry_count: 2 }]);
  }, 30_000);

  it('fails a job of a fetched batch alone: the others are done once, it alone is retried', async () => {
    const ran: string[] = [];
    const queue = await node({
      'test.batch': {
        retryLimit: 1,
        retryDelaySeconds: 1,
        handler: async ({ n }) => {
          ran.push(String(n));
          if (n === '3') throw new Error('job 3 cannot be done');
        },
      },
    });
    // Sent together, so one fetch takes them all.
    await site.app.deps.db.transaction(async (tx) => {
      for (let n = 1; n <= 6; n += 1) await queue.send('test.batch', { n: String(n) }, { tx });
    });
    await queue.drained({ timeoutMs: 15_000 });
    expect(ran.filter((n) => n !== '3').sort()).toEqual(['1', '2', '4', '5', '6']);
    expect(ran.filter((n) => n === '3')).toHaveLength(2);
    const { rows } = await site.app.deps.database.runSql(
      `SELECT data->>'n' AS n, state, output->>'message' AS message FROM ${jobQueueSchemaOf(site.app.deps.database)}.job WHERE name = 'test.batch' ORDER BY 1`,
    );
    expect(rows).toEqual([
      ...['1', '2'].map((n) => ({ n, state: 'completed', message: null })),
      { n: '3', state: 'failed', message: 'job 3 cannot be done' },
      ...['4', '5', '6'].map((n) => ({ n, state: 'completed', message: null })),
    ]);
  }, 20_000);

  it.runIf(testDatabase === 'postgres')(
    'runs 60 jobs exactly once in all between two nodes sharing the database',
    async () => {
      const ranBy = new Map<string, string[]>();
      const kind = (nodeName: string): JobDefinition<JobPayload> => ({
        handler: async ({ n }) => {
          await sleep(5); // long enough for the other node to ask meanwhile
          ranBy.set(String(n), [...(ranBy.get(String(n)) ?? []), nodeName]);
        },
      });
      const second = await openDatabase(site.app.deps.config.database);
      opened.push(second);
      const [nodeA, nodeB] = [
        await node({ 'test.shared': kind('a') }),
        await node({ 'test.shared': kind('b') }, second),
      ];
      for (let n = 0; n < 60; n += 1) {
        const sender = n % 2 ? nodeA : nodeB;
        const database = n % 2 ? site.app.deps.database : second;
        await database.db.transaction((tx) => sender.send('test.shared', { n: String(n) }, { tx }));
      }
      await Promise.all([nodeA.drained({ timeoutMs: 30_000 }), nodeB.drained({ timeoutMs: 30_000 })]);
      expect([...ranBy.keys()].sort()).toEqual(Array.from({ length: 60 }, (_, n) => String(n)).sort());
      expect([...ranBy.values()].every((nodes) => nodes.length === 1)).toBe(true);
    },
    60_000,
  );

  it('stops while a job runs: the job finishes and is marked done, and nothing of the queue runs after', async () => {
    let running = false;
    let finished = false;
    const queue = await node({
      'test.slow': {
        handler: async () => {
          running = true;
          await sleep(300);
          finished = true;
        },
      },
    });
    await queue.send('test.slow', { n: '1' });
    await eventually(() => running, 3_000, 'the slow job started');
    // The app closes its database right after: a statement of the queue's after this would fail
    // (before, marking the job done could come after the stop, an unhandled rejection).
    await queue.stop();
    expect(finished).toBe(true);
    const { rows } = await jobRows('test.slow');
    expect(rows.map((row) => row.state)).toEqual(['completed']);
  });

  it('stops as a job is sent: the job is either left waiting or run and marked done, never left half taken', async () => {
    for (let round = 0; round < 5; round += 1) {
      const queue = await node({ 'test.at-stop': { handler: async () => void (await sleep(50)) } });
      await queue.send('test.at-stop', { round: String(round) });
      // The send woke the worker: its fetch may be on its way as the stop begins.
      await queue.stop();
    }
    const { rows } = await jobRows('test.at-stop');
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(['created', 'completed']).toContain(row.state);
  });

  it('runs the job of a node killed after its commit on another node started later', async () => {
    const kind = 'test.orphaned';
    // The killed node and the one after it share a database that outlives both: the app's on
    // PostgreSQL; on PGlite, a data folder on disk (an embedded database is one process's).
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fanzone-jobs-'));
    const config: DatabaseConfig =
      testDatabase === 'postgres'
        ? site.app.deps.config.database
        : { kind: 'pglite', dataDir: path.join(folder, 'data'), buffersMb: testDatabaseBuffersMb };
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', jobQueueNodeFile], {
        env: {
          ...process.env,
          FANZONE_JOB_NODE_DATABASE: JSON.stringify(config),
          FANZONE_JOB_NODE_KIND: kind,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await eventually(
        () => output.includes('committed') || child.exitCode !== null,
        45_000,
        'the child committed',
      );
      expect(output).toContain('committed');
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      const database = testDatabase === 'postgres' ? site.app.deps.database : await openDatabase(config);
      if (database !== site.app.deps.database) opened.push(database);
      const ran: JobPayload[] = [];
      await node({ [kind]: { handler: async (payload) => void ran.push(payload) } }, database);
      await eventually(() => ran.length > 0, 5_000, 'the orphaned job ran on the later node');
      expect(ran).toEqual([{ sentBy: String(child.pid) }]);
    } finally {
      for (const queue of started.splice(0)) await queue.stop();
      for (const database of opened.splice(0)) await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);
});
