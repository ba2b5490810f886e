/**
 * The schema feature's surface for other features: a page's markup per locale and its locale
 * versions. Its own files import each other directly.
 * @module
 */
export { clearPageSchema, readPageSchema, toLocaleSchema } from './page-schema';
export type { LocaleSchema, SchemaState } from './page-schema';
