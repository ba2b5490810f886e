/**
 * The assets feature: a site's assets by folder, their alt text and names.
 * @module
 */
import { t } from '../../core/i18n/t';
import { BACKGROUND_BUILD, PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';
import { definePanelTab } from '../../core/model/contributions';

/** The assets feature, as `lib/app/features.ts` lists it. */
export const assetsFeature = defineFeature({
  name: 'assets',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
  tab: BACKGROUND_BUILD
    ? undefined
    : definePanelTab({
        id: 'assets',
        title: () => t('ui_panel_tab_assets'),
        order: 30,
        opensFor: 'site',
        model: async () => (await import('./model/panel-tab')).makeAssetsTab,
        view: async () =>
          (await import('../../../components/assets/AssetsPanelTab')).AssetsPanelTab,
      }),
});
