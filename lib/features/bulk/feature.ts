/**
 * The bulk feature: one change planned and applied across many pages and locales.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';

/** The bulk feature, as `lib/app/features.ts` lists it. */
export const bulkFeature = defineFeature({
  name: 'bulk',
  background: async () => (await import('./register')).background,
});
