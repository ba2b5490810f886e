/**
 * The page-compare feature's surface for other features' background code: read the tab's
 * JSON-LD, visible text and locale links once with `scripting.executeScript`, and compare the
 * JSON-LD with the stored markup. Kept out of `index.ts`, so the pages' bundles do not load zod
 * or the scripting API through it.
 * @module
 */
export { compareLiveWithStored, MAX_DIFFERENCES } from './compare';
export { livePageSchema, parseLivePage } from './live-page-schema';
export { readLiveTab } from './read-live-tab';
export { LIVE_READ_LIMITS, readLivePage } from './read-page';
