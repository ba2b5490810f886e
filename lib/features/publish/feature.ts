/**
 * The publish feature: where a site can be published, and publishing there.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The publish feature, as `lib/app/features.ts` lists it. */
export const publishFeature = defineFeature({
  name: 'publish',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
