/**
 * Checks against the live page: read the tab's JSON-LD, visible text and locale links once with
 * `scripting.executeScript`, compare the JSON-LD with the stored markup, and check that the
 * markup's key values are visible. Everything but {@link readLiveTab} is pure.
 */
export { compareLiveWithStored, MAX_DIFFERENCES } from './compare';
export type { Difference, LiveComparison, LiveDifference, LiveStatus } from './compare';
export { livePageSchema, parseLivePage } from './live-page-schema';
export type { LivePage } from './live-page-schema';
export { readLiveTab } from './read-live-tab';
export type { ExecuteScript, LiveInjection, LiveTabRead } from './read-live-tab';
export { LIVE_READ_LIMITS, readLivePage } from './read-page';
export type { LivePageRead, LiveReadLimits } from './read-page';
export { checkKeyValuesVisible, visibleValueDiagnostics } from './visible-values';
export type { KeyValueCheck, KeyValueKind, VisibleOptions } from './visible-values';
