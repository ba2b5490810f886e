/**
 * The bulk feature's models, for other features' models.
 * @module
 */
export { createBulkModel } from './bulk-model';
export type { BulkModel } from './bulk-model';
export type { TemplateOf } from './template-check';
