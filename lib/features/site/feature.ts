/**
 * The site feature: the whole site as a page × locale grid.
 * @module
 */
import { t } from '../../core/i18n/t';
import { BACKGROUND_BUILD, PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';
import { definePanelTab, defineSettingsSection } from '../../core/model/contributions';

/** The site feature, as `lib/app/features.ts` lists it. */
export const siteFeature = defineFeature({
  name: 'site',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
  tab: BACKGROUND_BUILD
    ? undefined
    : definePanelTab({
        id: 'site',
        title: () => t('ui_panel_tab_site'),
        order: 40,
        opensFor: 'site',
        model: async () => (await import('./model/panel-tab')).makeSiteTab,
        view: async () => (await import('../../../components/site/SitePanelTab')).SitePanelTab,
      }),
  settings: BACKGROUND_BUILD
    ? undefined
    : defineSettingsSection({
        id: 'grid',
        title: () => t('options_sectionGrid'),
        order: 10,
        model: async () => (await import('./model/settings-section')).makeSiteSection,
        view: async () =>
          (await import('../../../components/site/SiteSettingsSection')).SiteSettingsSection,
      }),
});
