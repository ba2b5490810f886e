import { z } from 'zod';
import { enc } from './client';
import type { ApiClient, CallOptions } from './client';
import { paginate, paginationSchema } from './pagination';

/** A 301 redirect of a site (Enterprise only); both ends are site paths (`/old-page`). */
export const redirectSchema = z.object({
  id: z.string(),
  fromUrl: z.string(),
  toUrl: z.string(),
});

/** Redirect record. */
export type Redirect = z.infer<typeof redirectSchema>;

/** The two ends of a redirect, as Create and Update send them. */
export interface RedirectRule {
  fromUrl: string;
  toUrl: string;
}

const redirectListSchema = z.object({
  redirects: z.array(redirectSchema),
  pagination: paginationSchema.nullish(),
});

// The released path; the service's older `/beta/sites/{id}/redirects` may go away.
const base = (siteId: string) => `/v2/sites/${enc(siteId)}/redirects`;

/** Lists one page of a site's redirects (`sites:read`); 403 on sites not on Enterprise. */
export function listRedirectsPage(
  client: ApiClient,
  siteId: string,
  page: { offset: number; limit: number },
  options: CallOptions = {},
): Promise<z.infer<typeof redirectListSchema>> {
  return client.call({
    method: 'GET',
    path: base(siteId),
    query: { offset: page.offset, limit: page.limit },
    schema: redirectListSchema,
    ...options,
  });
}

/** Every redirect of a site, 100 per request. */
export async function allRedirects(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<Redirect[]> {
  const found: Redirect[] = [];
  const pages = paginate(async (offset, limit) => {
    const body = await listRedirectsPage(client, siteId, { offset, limit }, options);
    return { items: body.redirects, pagination: body.pagination ?? undefined };
  });
  for await (const redirect of pages) found.push(redirect);
  return found;
}

/** Creates a redirect (`sites:write`). Not safe to re-send: a second one is refused or doubled. */
export function createRedirect(
  client: ApiClient,
  siteId: string,
  rule: RedirectRule,
  options: CallOptions = {},
): Promise<Redirect> {
  return client.call({
    method: 'POST',
    path: base(siteId),
    body: rule,
    schema: redirectSchema,
    ...options,
  });
}

/** Changes a redirect's ends (`sites:write`). Sends the whole intended state: safe to re-send. */
export function updateRedirect(
  client: ApiClient,
  siteId: string,
  redirectId: string,
  change: Partial<RedirectRule>,
  options: CallOptions = {},
): Promise<Redirect> {
  return client.call({
    method: 'PATCH',
    path: `${base(siteId)}/${enc(redirectId)}`,
    body: change,
    schema: redirectSchema,
    idempotent: true,
    ...options,
  });
}

/** Deletes a redirect (`sites:write`); the service answers with the remaining list. */
export async function deleteRedirect(
  client: ApiClient,
  siteId: string,
  redirectId: string,
  options: CallOptions = {},
): Promise<void> {
  await client.call({
    method: 'DELETE',
    path: `${base(siteId)}/${enc(redirectId)}`,
    schema: z.unknown(),
    ...options,
  });
}
