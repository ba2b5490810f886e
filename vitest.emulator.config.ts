import { defineConfig } from 'vitest/config';

/** Contract tests: the emulator over real HTTP on 127.0.0.1. */
export default defineConfig({
  test: {
    include: ['test/emulator/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/unit/support/i18n-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
