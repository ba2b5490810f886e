/**
 * The extension API as seen by code the e2e tests evaluate inside extension pages and workers:
 * Chromium exposes `chrome`, Firefox `browser`. Evaluated code uses `globalThis.browser ?? chrome`.
 */
import type { browser as wxtBrowser } from 'wxt/browser';

declare global {
  const chrome: typeof wxtBrowser;
  var browser: typeof wxtBrowser | undefined;
}
