import type { FastifyBaseLogger } from 'fastify';
import crypto from 'node:crypto';
import type { Database } from './db/database.ts';

export type ScheduledJob = { runNow(): Promise<boolean>; stop(): void };

/**
 * Runs `run` every `everyMs` on whichever app node gets the job's advisory lock first, so a job runs
 * once per period however many nodes there are. A run that fails is logged and tried next period.
 */
export function scheduleJob(
  platform: { database: Database; log: FastifyBaseLogger },
  options: { name: string; everyMs: number; run: () => Promise<void> },
): ScheduledJob {
  const lockKey = crypto.createHash('sha256').update(`job:${options.name}`).digest().readInt32BE(0);
  let running: Promise<boolean> | undefined;

  const runNow = () => {
    running ??= platform.database
      .withConnection(async (connection) => {
        // Bounded: after a partition the job fails and is tried next period instead of hanging.
        const [lock] = await connection.boundedQuery<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS locked',
          [lockKey],
        );
        if (!lock?.locked) return false;
        try {
          await options.run();
          return true;
        } finally {
          await connection.boundedQuery('SELECT pg_advisory_unlock($1)', [lockKey]);
        }
      })
      .catch((error: unknown) => {
        platform.log.error({ err: error, job: options.name }, 'scheduled job failed');
        return false;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void runNow(), options.everyMs);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
