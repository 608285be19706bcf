import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/database.ts';
import { afterCommit } from '../db/database.ts';
import { createJobQueues } from './jobQueueSchema.ts';
import { createJobWorker } from './jobWorker.ts';

/** What a job's payload may hold: JSON, so ids travel as strings (a bigint would not survive). */
export type JobJson = string | number | boolean | null | JobJson[] | { [key: string]: JobJson };
export type JobPayload = { [key: string]: JobJson };

/** One kind of job, defined by the module that does it, in its plugin. */
export type JobDefinition<Payload extends JobPayload> = {
  /**
   * Does the job. pg-boss runs a job at least once: a node that dies after the work and before
   * marking it done leaves it to run again, so doing it twice must be harmless (idempotent).
   */
  handler: (payload: Payload, job: { id: string }) => Promise<void>;
  /** Tries after the first failure before the job is left failed (default 5). */
  retryLimit?: number;
  /** Wait before the first retry; with `retryBackoff` it doubles (with jitter) on each (default 5 s). */
  retryDelaySeconds?: number;
  /** Whether the wait grows with each retry (default true). */
  retryBackoff?: boolean;
  /** A run taking longer is taken as failed (its node died or hung) and retried (default 5 min). */
  expireInSeconds?: number;
};

/** The durable job queue modules send their after-commit work to (ARCHITECTURE §4b). */
export type JobQueue = {
  /** Defines a kind of job and the handler this node runs it with; before the app starts. */
  define<Payload extends JobPayload>(name: string, definition: JobDefinition<Payload>): void;
  /**
   * Enqueues a job. With `tx` it is written in the caller's transaction: a rollback leaves no job,
   * a commit leaves one that runs even if this node stops right after (another node, or this one
   * restarted, runs it). This node's worker is woken once the transaction commits.
   */
  send<Payload extends JobPayload>(name: string, payload: Payload, options?: { tx?: Db }): Promise<void>;
  /**
   * Resolves once no job of the kinds defined here waits, waits for a retry or runs (tests: the
   * work a request left behind is done). Fails after `timeoutMs`.
   */
  drained(options?: { timeoutMs?: number }): Promise<void>;
  /** Makes missing queues and starts working every defined kind, once the modules defined theirs. */
  start(): Promise<void>;
  /** Stops working; a job that runs gets a few seconds to finish. Before the database closes. */
  stop(): Promise<void>;
  /** The kinds of job defined on this node. */
  names(): string[];
};

/** How long a job that runs when the app stops may take to finish before it is failed (and retried later). */
const stopGraceMs = 5_000;

/**
 * The job queue: pg-boss (jobWorker.ts) in the app's database, on PGlite as on PostgreSQL. Each
 * node asks for due jobs every `pollingIntervalSeconds` per kind (a cheap indexed query; on the
 * embedded database's one connection it waits its turn like any request), and at once after a job
 * it sent commits.
 */
export function createJobQueue(
  platform: { database: Database; log: FastifyBaseLogger },
  options: { pollingIntervalSeconds?: number } = {},
): JobQueue {
  const { database, log } = platform;
  const worker = createJobWorker(database, {
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    onError: (error) => log.error({ err: error }, 'job queue error'),
  });
  const definitions = new Map<string, Required<JobDefinition<JobPayload>>>();
  let state: 'defining' | 'started' | 'stopped' = 'defining';

  return {
    define(name, definition) {
      if (state !== 'defining') throw new Error(`job ${name} defined after the job queue started`);
      if (definitions.has(name)) throw new Error(`job ${name} defined twice`);
      definitions.set(name, {
        handler: definition.handler as (payload: JobPayload, job: { id: string }) => Promise<void>,
        retryLimit: definition.retryLimit ?? 5,
        retryDelaySeconds: definition.retryDelaySeconds ?? 5,
        retryBackoff: definition.retryBackoff ?? true,
        expireInSeconds: definition.expireInSeconds ?? 300,
      });
    },
    async send(name, payload, { tx } = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`job ${name} was never defined`);
      await worker.send(name, payload, definition, tx);
      afterCommit(() => worker.wake(name));
    },
    async drained({ timeoutMs = 10_000 } = {}) {
      const until = Date.now() + timeoutMs;
      const names = [...definitions.keys()];
      for (;;) {
        worker.wake();
        const unfinished = await worker.unfinished(names);
        if (!unfinished) return;
        if (Date.now() > until) throw new Error(`${unfinished} jobs still unfinished after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async start() {
      if (state !== 'defining') return;
      state = 'started';
      await createJobQueues(database, [...definitions.keys()]);
      await worker.start();
      for (const [name, definition] of definitions)
        await worker.work(name, async (job) => {
          try {
            await definition.handler(job.data as JobPayload, { id: job.id });
          } catch (error) {
            log.warn({ err: error, job: name, jobId: job.id }, 'job failed; it is retried as its kind says');
            throw error;
          }
        });
    },
    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      await worker.stop(stopGraceMs);
    },
    names: () => [...definitions.keys()],
  };
}
