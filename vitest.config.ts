import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/** Unit tests: pure libraries and the extension's code on WXT's in-memory fake browser. */
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['test/unit/support/i18n-setup.ts'],
    restoreMocks: true,
    mockReset: true,
  },
});
