/**
 * The collections feature's models for other features: the collection of a template or item page,
 * loaded only on such a page.
 * @module
 */
export { lazyCollection } from './lazy-collection';
export type { CollectionModel } from './collection-model';
export { createItemBulkModel } from './item-bulk-model';
export type { ItemBulkModel } from './item-bulk-model';
