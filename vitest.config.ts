import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import path from 'node:path';
import { directCheckerImports } from './scripts/page-build-plugins';

/**
 * Unit tests: pure libraries and the extension's code on WXT's in-memory fake browser. The
 * checker's imports are taken from their own modules as in the extension's build, so a module
 * under test loads what it would load there.
 */
export default defineConfig({
  plugins: [
    WxtVitest(),
    directCheckerImports(path.resolve('lib/jsonld/index.ts'), path.resolve('.')),
  ],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['test/unit/support/i18n-setup.ts'],
    restoreMocks: true,
    mockReset: true,
  },
});
