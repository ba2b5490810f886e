/** The extension API as seen by code the e2e tests evaluate inside extension pages and workers. */
import type { browser } from 'wxt/browser';

declare global {
  const chrome: typeof browser;
}
