import type { ContributedViewProps, PanelPlace } from '../../lib/core/model/contributions';
import type { WebhooksTabModel } from '../../lib/features/webhooks/model/panel-tab';
import { WebhooksTab } from './WebhooksTab';

/** The Webhooks tab in the side panel: the webhooks of the page's site. */
export function WebhooksPanelTab({
  model,
  actions,
}: ContributedViewProps<WebhooksTabModel, PanelPlace>) {
  return <WebhooksTab model={model.webhooks} confirm={actions.confirm} copy={actions.copyText} />;
}
