import { defineConfig } from 'vitest/config';

/** The default test suite (`npm test`): engine, AI, formats, CLI and renderer unit tests; e2e tests are separate. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
