import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built extension in real Chromium and Firefox ESR, one browser at a time. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    globalSetup: ['test/e2e/support/global-setup.ts'],
  },
});
