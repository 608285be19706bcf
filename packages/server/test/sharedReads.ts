import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { manualClock } from '../src/platform/clock.ts';
import { createTestApp } from './testApp.ts';

/**
 * For a suite about shared reads: the demo community with them on (kept 5 s, as deployed; the other
 * suites turn them off) on a clock the tests move. The app is built before the suite's tests and
 * closed after them.
 */
export function sharedReadsSuite() {
  const suite = {
    app: undefined as unknown as FastifyInstance,
    clock: manualClock(new Date('2026-11-22T10:00:00Z')),
  };
  beforeAll(async () => {
    suite.app = await createTestApp({
      region: 'in',
      demoData: true,
      clock: suite.clock,
      env: { READ_CACHE_SECONDS: '5' },
    });
  });
  afterAll(async () => {
    await suite.app.close();
  });
  return suite;
}
