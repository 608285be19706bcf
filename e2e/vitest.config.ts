import { defineConfig } from 'vitest/config';

/** Browser journeys: a real Chromium against real servers; files run one at a time on 2 cores. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
    // One demo site per region prepared for the run, copied for each file's own server (src/fixtures.ts).
    globalSetup: ['src/preparedSites.ts'],
    // Vitest's default poll gives up after 1 s: a reload and a render on a loaded CI machine take
    // longer (CI failed so). A journey still fails when its condition never comes true.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
