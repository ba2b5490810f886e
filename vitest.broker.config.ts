import { defineConfig } from 'vitest/config';

/** The token broker over real HTTP, hosted in workerd (as on Cloudflare) and by its Node runner. */
export default defineConfig({
  test: {
    include: ['test/broker/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
