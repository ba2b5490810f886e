/**
 * The page-compare feature: the markup of the page in a tab compared with the saved one.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The page-compare feature, as `lib/app/features.ts` lists it. */
export const pageCompareFeature = defineFeature({
  name: 'page-compare',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
