/**
 * The publish feature's models, for other features' models.
 * @module
 */
export { createPublishModel } from './publish-model';
export type { PublishModel } from './publish-model';
