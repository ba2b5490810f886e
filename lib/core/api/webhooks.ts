import { z } from 'zod';
import { enc } from './client';
import type { ApiClient, CallOptions } from './client';
import { paginate, paginationSchema } from './pagination';

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

/** Lists the first page of a site's webhooks (`sites:read`); {@link allWebhooks} reads them all. */
export async function listWebhooks(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<Webhook[]> {
  const path = `/v2/sites/${enc(siteId)}/webhooks`;
  return (await client.call({ method: 'GET', path, schema: webhookListSchema, ...options }))
    .webhooks;
}

/** Lists one page of a site's webhooks (`sites:read`); at most 100 a page. */
export function listWebhooksPage(
  client: ApiClient,
  siteId: string,
  page: { offset: number; limit: number },
  options: CallOptions = {},
): Promise<z.infer<typeof webhookListSchema>> {
  return client.call({
    method: 'GET',
    path: `/v2/sites/${enc(siteId)}/webhooks`,
    query: { offset: page.offset, limit: page.limit },
    schema: webhookListSchema,
    ...options,
  });
}

/** Yields every webhook of a site, 100 per request. */
export function allWebhooks(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): AsyncGenerator<Webhook, void, undefined> {
  return paginate(async (offset, limit) => {
    const body = await listWebhooksPage(client, siteId, { offset, limit }, options);
    return { items: body.webhooks, pagination: body.pagination ?? undefined };
  });
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
