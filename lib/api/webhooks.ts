import { z } from 'zod';
import { enc } from './client';
import type { ApiClient, CallOptions } from './client';
import { paginationSchema } from './pagination';

/** A webhook registration; `secretKey` only when created with a site API key. */
export const webhookSchema = z.object({
  id: z.string(),
  triggerType: z.string(),
  url: z.string(),
  workspaceId: z.string().nullish(),
  siteId: z.string().nullish(),
  filter: z.object({ name: z.string().nullish() }).nullish(),
  lastTriggered: z.string().nullish(),
  createdOn: z.string().nullish(),
  secretKey: z.string().nullish(),
});

/** Webhook record. */
export type Webhook = z.infer<typeof webhookSchema>;

/** Body of Create Webhook; `filter` only for `form_submission`. */
export interface NewWebhook {
  triggerType: string;
  url: string;
  filter?: { name: string };
}

const webhookListSchema = z.object({
  webhooks: z.array(webhookSchema),
  pagination: paginationSchema.nullish(),
});

/** Lists a site's webhooks (`sites:read`). */
export async function listWebhooks(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<Webhook[]> {
  const path = `/v2/sites/${enc(siteId)}/webhooks`;
  return (await client.call({ method: 'GET', path, schema: webhookListSchema, ...options }))
    .webhooks;
}

/** Registers a webhook (`sites:write`; `forms:read` for form_submission). */
export function createWebhook(
  client: ApiClient,
  siteId: string,
  webhook: NewWebhook,
  options: CallOptions = {},
): Promise<Webhook> {
  const path = `/v2/sites/${enc(siteId)}/webhooks`;
  return client.call({ method: 'POST', path, body: webhook, schema: webhookSchema, ...options });
}

/** Gets one webhook (`sites:read`). */
export function getWebhook(
  client: ApiClient,
  webhookId: string,
  options: CallOptions = {},
): Promise<Webhook> {
  return client.call({
    method: 'GET',
    path: `/v2/webhooks/${enc(webhookId)}`,
    schema: webhookSchema,
    ...options,
  });
}

/** Deletes a webhook (204). */
export async function deleteWebhook(
  client: ApiClient,
  webhookId: string,
  options: CallOptions = {},
): Promise<void> {
  await client.call({
    method: 'DELETE',
    path: `/v2/webhooks/${enc(webhookId)}`,
    schema: z.unknown(),
    ...options,
  });
}
