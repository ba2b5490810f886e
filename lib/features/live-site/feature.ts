/**
 * The live-site feature: what is published on each host, checked against the saved markup.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The live-site feature, as `lib/app/features.ts` lists it. */
export const liveSiteFeature = defineFeature({
  name: 'live-site',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
