/**
 * The live-site feature's models, for other features' models.
 * @module
 */
export { originOf } from './live-hosts';
export { createLiveSiteModel } from './live-site-model';
export type { LiveSiteModel } from './live-site-model';
