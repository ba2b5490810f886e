/**
 * The settings page's Webhooks section: the webhooks of the chosen site.
 * @module
 */
import type { ContributionDeps } from '../../../core/model/contributions';
import { createWebhooksModel, type WebhooksModel } from './webhooks-model';

/** The Webhooks section's model. */
export interface WebhooksSectionModel {
  webhooks: WebhooksModel;
  open(siteId: string): Promise<void>;
}

/** Makes the Webhooks section's model. */
export function makeWebhooksSection({ client }: ContributionDeps): WebhooksSectionModel {
  const webhooks = createWebhooksModel(client);
  return { webhooks, open: (siteId) => webhooks.open(siteId) };
}
