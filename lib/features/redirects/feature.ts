/**
 * The redirects feature: moved slugs, the redirects they need and their check on the live site.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';

/** The redirects feature, as `lib/app/features.ts` lists it. */
export const redirectsFeature = defineFeature({
  name: 'redirects',
  background: async () => (await import('./register')).background,
});
