/**
 * The webhooks feature: a site's webhooks, created and removed.
 * @module
 */
import { t } from '../../core/i18n/t';
import { defineFeature } from '../../core/messaging/registry';
import { definePanelTab, defineSettingsSection } from '../../core/model/contributions';

/** The webhooks feature, as `lib/app/features.ts` lists it. */
export const webhooksFeature = defineFeature({
  name: 'webhooks',
  background: async () => (await import('./register')).background,
  tab: definePanelTab({
    id: 'webhooks',
    title: () => t('ui_panel_tab_webhooks'),
    order: 60,
    opensFor: 'site',
    model: async () => (await import('./model/panel-tab')).makeWebhooksTab,
    view: async () =>
      (await import('../../../components/webhooks/WebhooksPanelTab')).WebhooksPanelTab,
  }),
  settings: defineSettingsSection({
    id: 'webhooks',
    title: () => t('options_sectionWebhooks'),
    order: 30,
    model: async () => (await import('./model/settings-section')).makeWebhooksSection,
    view: async () =>
      (await import('../../../components/webhooks/WebhooksSettingsSection'))
        .WebhooksSettingsSection,
  }),
});
