/**
 * The collections feature's surface for other features: light logic and its types. Its
 * own files import each other directly.
 * @module
 */
export { candidateFields, inferItemSeo, valueText } from './item-seo-infer';
export type { InferredSeo, ItemFieldDef, PublishedSeo } from './item-seo-infer';
export { listSiteItems } from './site-items';
export type { ItemListing, ListedCollection, SiteCollection, SiteItem } from './site-items';
export { fromStoredItems, siteItemsItem, toStoredItems } from './site-items-store';
export type { ItemsAccess, SiteItems } from './site-items-store';
