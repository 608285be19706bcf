import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

/**
 * Runs `count` app processes on one port (Node's cluster: the primary accepts connections and hands
 * them round-robin to its workers). One Node process uses one core; a machine's other cores would
 * otherwise serve nobody. The first worker starts alone, so migrations and demo data run once, then
 * the others. A worker that dies after it started is replaced; one that dies while starting stops
 * everything, as a single process would. SIGTERM or SIGINT stops every worker gracefully, and the
 * primary exits with 0 only when all of them did.
 */
export function superviseWorkers(count: number, log: (message: string) => void): void {
  let stopping = false;
  let failed = false;
  const alive = new Set<Worker>();
  const listening = new Set<Worker>();

  const start = (replacing?: number) =>
    new Promise<void>((resolve) => {
      const worker = cluster.fork();
      alive.add(worker);
      worker.once('listening', () => {
        listening.add(worker);
        if (replacing !== undefined) log(`worker ${worker.process.pid} serving in place of ${replacing}`);
        resolve();
      });
      worker.once('exit', (code, signal) => {
        alive.delete(worker);
        const started = listening.delete(worker);
        if (stopping) {
          // A worker still starting has nothing to finish: the signal simply ends it.
          if (code !== 0 && started) {
            failed = true;
            log(`worker ${worker.process.pid} did not stop cleanly (exit ${code ?? signal})`);
          }
          if (!alive.size) process.exit(failed ? 1 : 0);
          return;
        }
        if (!started) {
          failed = true;
          log(`a worker could not start (exit ${code ?? signal}); stopping`);
          stop('startup failure');
          return;
        }
        log(`worker ${worker.process.pid} died (exit ${code ?? signal}); starting another`);
        void start(worker.process.pid);
      });
    });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`stopping ${alive.size} workers (${reason})`);
    for (const worker of alive) worker.process.kill('SIGTERM');
    if (!alive.size) process.exit(failed ? 1 : 0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  void (async () => {
    await start();
    await Promise.all(Array.from({ length: count - 1 }, () => start()));
    log(`${count} workers serving`);
  })();
}

/** Whether this process should run the app itself (a worker, or the only process). */
export const runsApp = (workers: number) => workers === 1 || cluster.isWorker;
