/**
 * The Webhooks tab's model as the side panel makes it: the webhooks of the page's site.
 * @module
 */
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { createWebhooksModel, type WebhooksModel } from './webhooks-model';

/** The Webhooks tab's model. */
export interface WebhooksTabModel {
  webhooks: WebhooksModel;
  open(place: PanelPlace): Promise<void>;
}

/** Makes the Webhooks tab's model. */
export function makeWebhooksTab({ client }: ContributionDeps): WebhooksTabModel {
  const webhooks = createWebhooksModel(client);
  return { webhooks, open: ({ location }) => webhooks.open(location.site.id) };
}
