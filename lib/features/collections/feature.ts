/**
 * The collections feature: a page's collection template or item, and a site's items.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The collections feature, as `lib/app/features.ts` lists it. */
export const collectionsFeature = defineFeature({
  name: 'collections',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
