/**
 * The menus feature: the context menu's "Add schema…", the shortcut and the popup's locale chip.
 * @module
 */
import { PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';

/** The menus feature, as `lib/app/features.ts` lists it. */
export const menusFeature = defineFeature({
  name: 'menus',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
});
