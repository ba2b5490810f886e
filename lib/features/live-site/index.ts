/**
 * The live-site feature's surface for other features: light logic and its types (the heavy
 * background parts are in `background.ts`). Its own files import each other directly.
 * @module
 */
export type { LiveCell, LiveSiteResult } from './live-types';
export type { StoredMarkup } from './stored-facts';
export { urlKey } from './url-key';
