/**
 * The metadata feature: a page's title, slug, SEO and Open Graph fields per locale.
 * @module
 */
import { t } from '../../core/i18n/t';
import { BACKGROUND_BUILD, PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';
import { definePanelTab } from '../../core/model/contributions';

/** The metadata feature, as `lib/app/features.ts` lists it. */
export const metadataFeature = defineFeature({
  name: 'metadata',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
  tab: BACKGROUND_BUILD
    ? undefined
    : definePanelTab({
        id: 'metadata',
        title: () => t('ui_panel_tab_metadata'),
        order: 20,
        opensFor: 'page',
        // An item page's title and description come from its item: the Item tab stands in.
        showsOn: (location) => !location.itemSlug,
        model: async () => (await import('./model/panel-tab')).makeMetadataTab,
        view: async () =>
          (await import('../../../components/metadata/MetadataPanelTab')).MetadataPanelTab,
      }),
});
