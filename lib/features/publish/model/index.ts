/**
 * The publish feature's models, for other features' models.
 * @module
 */
export { createPublishModel } from './publish-model';
