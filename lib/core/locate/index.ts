export { PRODUCTION_HOSTS, locate } from './locate';
export { describeLocateFailure } from './messages';
export { buildSiteIndex, loadSiteIndex } from './site-index';
export { createTtlCache } from './ttl-cache';
export type { TtlCache, TtlCacheOptions } from './ttl-cache';
export type * from './types';
