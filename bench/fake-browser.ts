/**
 * WXT's in-memory fake browser as the `browser` and `chrome` globals, as WXT's Vitest plugin sets
 * them for the unit tests, so a bench can run extension code that keeps things in `storage.local`
 * (the publish forecast's handlers) under plain Node. `wxt/browser` reads the globals once, when it
 * is first loaded, and several benches load it: `run.ts` imports this module before anything else.
 * No other bench touches the browser's APIs; `run.ts` sets the UI messages itself.
 * @module
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';

Object.assign(globalThis, { browser: fakeBrowser, chrome: fakeBrowser });
