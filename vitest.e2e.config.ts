// End-to-end tests: a global setup builds and serves the web app; tests drive Debian's Chromium with
// playwright-core. Long timeouts, one file at a time (a real browser and an AI game per test).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
    maxWorkers: 1,
    retry: 0,
    reporters: ['default'],
  },
});
