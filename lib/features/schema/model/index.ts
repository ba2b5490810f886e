/**
 * The schema feature's models, for other features' models.
 * @module
 */
export type { SchemaModel } from './schema-model';
