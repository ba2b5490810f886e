/**
 * The redirects feature's models, for other features' models.
 * @module
 */
export { createRedirectModel } from './redirect-model';
