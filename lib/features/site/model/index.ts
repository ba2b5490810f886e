/**
 * The site feature's models, for other features' models.
 * @module
 */
export type { SiteModel } from './site-model';
