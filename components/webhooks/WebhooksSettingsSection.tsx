import type { ContributedViewProps, SettingsPlace } from '../../lib/core/model/contributions';
import type { WebhooksSectionModel } from '../../lib/features/webhooks/model/settings-section';
import { WebhooksTab } from './WebhooksTab';

/** The settings page's Webhooks section for the chosen site. */
export function WebhooksSettingsSection({
  model,
  actions,
}: ContributedViewProps<WebhooksSectionModel, SettingsPlace>) {
  return <WebhooksTab model={model.webhooks} confirm={actions.confirm} copy={actions.copyText} />;
}
