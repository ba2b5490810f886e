/**
 * The collections feature: a page's collection template or item, a site's items, and the Item tab
 * on an item's page.
 * @module
 */
import { t } from '../../core/i18n/t';
import { BACKGROUND_BUILD, PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';
import { definePanelTab } from '../../core/model/contributions';

/** The collections feature, as `lib/app/features.ts` lists it. */
export const collectionsFeature = defineFeature({
  name: 'collections',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
  tab: BACKGROUND_BUILD
    ? undefined
    : definePanelTab({
        id: 'item',
        title: () => t('ui_panel_tab_item'),
        order: 20,
        opensFor: 'page',
        // Only on an item's page, where it stands in for the Metadata tab.
        showsOn: (location) => !!location.itemSlug && !!location.page.collectionId,
        insteadOf: 'metadata',
        model: async () => (await import('./model/item-tab')).makeItemTab,
        view: async () =>
          (await import('../../../components/collections/ItemPanelTab')).ItemPanelTab,
      }),
});
