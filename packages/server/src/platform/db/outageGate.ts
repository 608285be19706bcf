import { DatabaseUnreachableError, looksUnavailable } from './unavailable.ts';

/**
 * Failures (as the pool and its clients raised them) that say the connection itself is gone or
 * stalled, not that one statement was slow (57014, statement_timeout). A busy pool's refusals never
 * reach the gate (postgresPool.ts).
 */
const isConnectionLost = (error: unknown) =>
  looksUnavailable(error) &&
  !(error && typeof error === 'object' && 'code' in error && error.code === '57014');

/** A change the operators should hear of once, not once per refused request. */
export type OutageChange = { down: true; error: unknown } | { down: false; downForMs: number };

/**
 * Once PostgreSQL stopped answering, each request would wait out a whole timeout again (and a page
 * that reads three stale caches three times) before learning what the last one learned. After a
 * lost connection the gate lets one request through every `probeEveryMs` to try the database and
 * refuses the others at once; the first answer opens it again for everyone.
 */
export function createOutageGate(
  probeEveryMs: number,
  now: () => number = Date.now,
  onChange: (change: OutageChange) => void = () => undefined,
) {
  let downSince: number | undefined;
  let nextProbeAt = 0;
  return {
    /** Throws DatabaseUnreachableError instead of letting a request wait on a database known away. */
    admit() {
      if (downSince === undefined) return;
      const at = now();
      if (at < nextProbeAt) throw new DatabaseUnreachableError(downSince);
      nextProbeAt = at + probeEveryMs;
    },
    /** What a connection attempt or statement ended with. */
    settled(error: unknown) {
      if (!error) {
        if (downSince !== undefined) onChange({ down: false, downForMs: now() - downSince });
        downSince = undefined;
      } else if (isConnectionLost(error)) {
        if (downSince === undefined) onChange({ down: true, error });
        downSince ??= now();
        nextProbeAt = Math.max(nextProbeAt, now() + probeEveryMs);
      }
    },
  };
}
