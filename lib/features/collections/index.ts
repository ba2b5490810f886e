/**
 * The collections feature's surface for other features: light logic and its types. Its
 * own files import each other directly.
 * @module
 */
export type { SiteCollection } from './site-items';
