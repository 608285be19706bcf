import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: a real Chromium against real servers. Two spec files run side by side: one
 * alone left a quarter of a 2-core machine idle (its journeys wait on the server, the browser and
 * each other in turn); what files share is prepared once for the run (src/fixtures.ts).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // A worker keeps what spec files import (Playwright's client, the contract) for its next file:
    // 4 s of imports in the run instead of 31. What a file uses lives in its own hooks (src/fixtures.ts).
    isolate: false,
    // One demo site per region prepared for the run, copied for each file's own server (src/fixtures.ts).
    globalSetup: ['src/preparedSites.ts'],
    // Vitest's default poll gives up after 1 s: a reload and a render on a loaded CI machine take
    // longer (CI failed so). A journey still fails when its condition never comes true.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
