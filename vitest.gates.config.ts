import { defineConfig } from 'vitest/config';

/** Checks of the built artifacts: manifests, zips, lint. Run after `npm run zip`. */
export default defineConfig({
  test: {
    include: ['test/gates/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
