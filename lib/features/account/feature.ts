/**
 * The account feature: signing in and out, the endpoint settings and where the current tab's page is.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The account feature, as `lib/app/features.ts` lists it. */
export const accountFeature = defineFeature({
  name: 'account',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
