/**
 * The live-site feature's models, for other features' models.
 * @module
 */
export { originOf } from './live-hosts';
