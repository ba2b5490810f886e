/**
 * The schema feature: a page's JSON-LD per locale, checked and saved. Its tab is the side panel's home, made with the panel itself.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The schema feature, as `lib/app/features.ts` lists it. */
export const schemaFeature = defineFeature({
  name: 'schema',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
