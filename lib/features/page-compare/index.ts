/**
 * The page-compare feature's surface for other features (and the pages): pure checks of markup
 * against the live page. What reads the tab and compares it (zod, the scripting API) is in
 * `background.ts`, so the pages' bundles do not load it.
 * @module
 */
export type { Difference, LiveComparison, LiveDifference, LiveStatus } from './compare';
export { jsonEqual } from './json-diff';
export type { LivePage } from './live-page-schema';
export type { ExecuteScript, LiveInjection, LiveTabRead } from './read-live-tab';
export type { LivePageRead, LiveReadLimits } from './read-page';
export { checkKeyValuesVisible, visibleValueDiagnostics } from './visible-values';
export type { KeyValueCheck, KeyValueKind, VisibleOptions } from './visible-values';
