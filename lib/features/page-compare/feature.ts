/**
 * The page-compare feature: the markup of the page in a tab compared with the saved one.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';

/** The page-compare feature, as `lib/app/features.ts` lists it. */
export const pageCompareFeature = defineFeature({
  name: 'page-compare',
  background: async () => (await import('./register')).background,
});
