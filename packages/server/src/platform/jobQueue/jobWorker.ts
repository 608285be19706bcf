import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/database.ts';
import { runSqlIn } from '../db/database.ts';
import { jobQueueSchemaOf } from './jobQueueSchema.ts';

/** What a worker does with one job's payload; a throw fails the attempt (retried as the job says). */
export type JobRunner = (job: { id: string; data: unknown }) => Promise<void>;

/**
 * How many due jobs of a kind one fetch takes. A batch's jobs run one after another and must all
 * finish within the kind's `expireInSeconds`, so this stays small beside it.
 */
const jobsPerFetch = 20;

/** What pg-boss's options say of one kind of job, when it is sent. */
export type JobSendOptions = {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
};

/**
 * pg-boss on our database, both drivers through one path: its SQL runs on `Database.runSql` (the
 * pool on PostgreSQL, the one connection of the embedded database), a send inside a caller's
 * transaction on that transaction (`runSqlIn`). pg-boss's schema is ours to make (migrate.ts), so
 * it starts with `migrate: false`; it keeps no schedules (`platform/jobs.ts` does), so the
 * timekeeper stays off, and its maintenance (failing jobs whose node died mid-run, archiving
 * finished ones) runs on one node at a time under pg-boss's own advisory lock.
 */
export function createJobWorker(
  database: Database,
  options: { pollingIntervalSeconds: number; onError: (error: unknown) => void },
) {
  // Every statement pg-boss has started, so stopping waits for them before the database closes.
  const running = new Set<Promise<unknown>>();
  let closed = false;
  const db: PgBoss.Db = {
    executeSql(sqlText, values) {
      // Only a handler that outlived the stop's grace gets here: pg-boss marks its job done or failed
      // from its worker loop, where a refusal would be an unhandled rejection. Nothing is done (pg-boss
      // reads no rows as "no job affected"): the job, failed by the stop, runs again on some node, as
      // the at-least-once contract (idempotent handlers) already allows.
      if (closed) return Promise.resolve({} as { rows: unknown[] });
      const statement = database.runSql(sqlText, values);
      running.add(statement);
      const settled = () => running.delete(statement);
      statement.then(settled, settled);
      return statement;
    },
  };
  const boss = new PgBoss({
    db,
    schema: jobQueueSchemaOf(database),
    migrate: false,
    schedule: false,
    supervise: true,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });
  boss.on('error', options.onError);
  const workerIds = new Map<string, string>();
  /** Handlers running now: pg-boss marks each job done right after, which stopping waits for. */
  let handlersRunning = 0;

  return {
    /** Starts pg-boss: refuses a database whose job queue schema is missing or of another version. */
    start: () => boss.start(),
    /**
     * Works the queue `name` on this node: asks for up to `jobsPerFetch` due jobs at once and runs
     * them one after another, so a backlog costs one fetch and one "done" statement per batch, not
     * per job (under a burst of writes the pool is busy, and a job per round trip fell behind: the
     * bench's 100 publishes a second left hundreds of index jobs waiting). A job that throws is
     * failed alone (retried as its kind says); the others of its batch are marked done. After a
     * batch it asks again at once; an empty queue is asked again every interval, or when `wake`
     * says a job was just sent.
     */
    async work(name: string, run: JobRunner) {
      const id = await boss.work<unknown>(name, { batchSize: jobsPerFetch }, async (jobs) => {
        handlersRunning += 1;
        try {
          for (const job of jobs) {
            try {
              await run(job);
            } catch (error) {
              // pg-boss then marks the rest of the batch done, which skips a job no longer active.
              await boss.fail(name, job.id, {
                message: error instanceof Error ? error.message : String(error),
              });
            }
          }
        } finally {
          handlersRunning -= 1;
        }
        const workerId = workerIds.get(name);
        if (workerId) boss.notifyWorker(workerId);
      });
      workerIds.set(name, id);
    },
    /** Wakes this node's worker of `name` (or of every queue) to ask for jobs now. */
    wake(name?: string) {
      for (const [queue, id] of workerIds) if (name === undefined || queue === name) boss.notifyWorker(id);
    },
    /** Enqueues a job, on `tx` when given (it then exists only if that transaction commits). */
    async send(name: string, data: object, sendOptions: JobSendOptions, tx?: Db) {
      const id = await boss.send(name, data, {
        retryLimit: sendOptions.retryLimit,
        retryDelay: sendOptions.retryDelaySeconds,
        retryBackoff: sendOptions.retryBackoff,
        expireInSeconds: sendOptions.expireInSeconds,
        ...(tx ? { db: { executeSql: (sqlText, values) => runSqlIn(tx, sqlText, values) } } : {}),
      });
      // pg-boss inserts through a join with the queue's row: no row, no job, and no error.
      if (!id) throw new Error(`no job queue named ${name}: it is made at start (app.ts, jobQueueNames)`);
      return id;
    },
    /** How many jobs of these queues wait, are due for a retry or run now. */
    async unfinished(names: readonly string[]): Promise<number> {
      if (!names.length) return 0;
      const { rows } = await database.runSql(
        `SELECT count(*) AS unfinished FROM ${jobQueueSchemaOf(database)}.job WHERE name = ANY($1::text[]) AND state < 'completed'`,
        [names],
      );
      return Number((rows[0] as { unfinished: number | string } | undefined)?.unfinished ?? 0);
    },
    /**
     * Stops asking for jobs, lets a job that runs finish (up to `graceMs`; past it the job is failed
     * and retried later, by any node), and waits for pg-boss's last statements, so the database can
     * close behind it.
     */
    async stop(graceMs: number) {
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
      const until = Date.now() + graceMs;
      // pg-boss's stop can return while a fetch it made is on its way (which may bring a job, whose
      // handler then runs) or as a handler ends (before the job is marked done): wait until no
      // handler runs and no statement is out, and stays so after a turn of the loop.
      while (Date.now() < until) {
        if (handlersRunning) await delay(20);
        else if (running.size)
          await Promise.race([
            ...[...running].map((statement) => statement.catch(() => undefined)),
            delay(50),
          ]);
        else {
          await delay(0);
          if (!handlersRunning && !running.size) break;
        }
      }
      closed = true;
    },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
