/**
 * The extension API as seen by code the e2e tests evaluate inside extension pages and workers:
 * Chromium exposes `chrome`, Firefox `browser`. Evaluated code uses `globalThis.browser ?? chrome`.
 */
import type { browser as wxtBrowser } from 'wxt/browser';

declare global {
  const chrome: typeof wxtBrowser;
  // eslint-disable-next-line no-var -- a global that only some browsers define
  var browser: typeof wxtBrowser | undefined;
}
