/**
 * The redirects feature: moved slugs, the redirects they need and their check on the live site.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The redirects feature, as `lib/app/features.ts` lists it. */
export const redirectsFeature = defineFeature({
  name: 'redirects',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
