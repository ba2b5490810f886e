/**
 * The fonts feature: a site's custom fonts, uploaded, replaced and removed.
 * @module
 */
import { t } from '../../core/i18n/t';
import { BACKGROUND_BUILD, PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';
import { definePanelTab, defineSettingsSection } from '../../core/model/contributions';

/** The fonts feature, as `lib/app/features.ts` lists it. */
export const fontsFeature = defineFeature({
  name: 'fonts',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
  tab: BACKGROUND_BUILD
    ? undefined
    : definePanelTab({
        id: 'fonts',
        title: () => t('ui_panel_tab_fonts'),
        order: 50,
        opensFor: 'site',
        model: async () => (await import('./model/panel-tab')).makeFontsTab,
        view: async () => (await import('../../../components/fonts/FontsPanelTab')).FontsPanelTab,
      }),
  settings: BACKGROUND_BUILD
    ? undefined
    : defineSettingsSection({
        id: 'fonts',
        title: () => t('options_sectionFonts'),
        order: 20,
        model: async () => (await import('./model/settings-section')).makeFontsSection,
        view: async () =>
          (await import('../../../components/fonts/FontsSettingsSection')).FontsSettingsSection,
      }),
});
