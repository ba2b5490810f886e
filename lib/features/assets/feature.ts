/**
 * The assets feature: a site's assets by folder, their alt text and names.
 * @module
 */
import { t } from '../../core/i18n/t';
import { defineFeature } from '../../core/messaging/registry';
import { definePanelTab } from '../../core/model/contributions';

/** The assets feature, as `lib/app/features.ts` lists it. */
export const assetsFeature = defineFeature({
  name: 'assets',
  background: async () => (await import('./register')).background,
  tab: definePanelTab({
    id: 'assets',
    title: () => t('ui_panel_tab_assets'),
    order: 30,
    opensFor: 'site',
    model: async () => (await import('./model/panel-tab')).makeAssetsTab,
    view: async () => (await import('../../../components/assets/AssetsPanelTab')).AssetsPanelTab,
  }),
});
