import { defineConfig } from 'vitest/config';

/** Unit tests of pure logic: node environment, no DOM. */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
