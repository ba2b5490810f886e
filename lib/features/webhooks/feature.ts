/**
 * The webhooks feature: a site's webhooks, created and removed.
 * @module
 */
import { t } from '../../core/i18n/t';
import { BACKGROUND_BUILD, PAGES_BUILD } from '../../core/messaging/build-context';
import { defineFeature } from '../../core/messaging/registry';
import { definePanelTab, defineSettingsSection } from '../../core/model/contributions';

/** The webhooks feature, as `lib/app/features.ts` lists it. */
export const webhooksFeature = defineFeature({
  name: 'webhooks',
  background: PAGES_BUILD ? undefined : async () => (await import('./register')).background,
  tab: BACKGROUND_BUILD
    ? undefined
    : definePanelTab({
        id: 'webhooks',
        title: () => t('ui_panel_tab_webhooks'),
        order: 60,
        opensFor: 'site',
        model: async () => (await import('./model/panel-tab')).makeWebhooksTab,
        view: async () =>
          (await import('../../../components/webhooks/WebhooksPanelTab')).WebhooksPanelTab,
      }),
  settings: BACKGROUND_BUILD
    ? undefined
    : defineSettingsSection({
        id: 'webhooks',
        title: () => t('options_sectionWebhooks'),
        order: 30,
        model: async () => (await import('./model/settings-section')).makeWebhooksSection,
        view: async () =>
          (await import('../../../components/webhooks/WebhooksSettingsSection'))
            .WebhooksSettingsSection,
      }),
});
