/**
 * The bulk feature: one change planned and applied across many pages and locales.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The bulk feature, as `lib/app/features.ts` lists it. */
export const bulkFeature = defineFeature({
  name: 'bulk',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
