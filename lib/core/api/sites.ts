import { z } from 'zod';
import { enc } from './client';
import type { ApiClient, CallOptions } from './client';

/** A site locale; the primary's `subdirectory` is empty. */
export const localeSchema = z.object({
  id: z.string(),
  cmsLocaleId: z.string().nullish(),
  enabled: z.boolean().optional(),
  displayName: z.string().nullish(),
  redirect: z.boolean().nullish(),
  subdirectory: z
    .string()
    .nullish()
    .transform((s) => s ?? ''),
  tag: z.string().nullish(),
});

/** A custom domain: `url` is a bare host. */
export const customDomainSchema = z.object({
  id: z.string(),
  url: z.string(),
  lastPublished: z.string().nullish(),
});

/** A site as Get Site and List Sites return it. */
export const siteSchema = z.object({
  id: z.string(),
  workspaceId: z.string().nullish(),
  displayName: z.string().nullish(),
  shortName: z.string().nullish(),
  createdOn: z.string().nullish(),
  lastPublished: z.string().nullish(),
  lastUpdated: z.string().nullish(),
  timeZone: z.string().nullish(),
  customDomains: z.array(customDomainSchema).nullish(),
  locales: z
    .object({ primary: localeSchema.nullish(), secondary: z.array(localeSchema).nullish() })
    .nullish(),
});

/** Site locale. */
export type Locale = z.infer<typeof localeSchema>;
/** Site custom domain. */
export type CustomDomain = z.infer<typeof customDomainSchema>;
/** Site record. */
export type Site = z.infer<typeof siteSchema>;

const sitesSchema = z.object({ sites: z.array(siteSchema) });
const customDomainsSchema = z.object({ customDomains: z.array(customDomainSchema) });
/** The 202 answer of a publish: the custom domains published and whether staging was. */
const publishSchema = z.object({
  customDomains: z.array(customDomainSchema).nullish(),
  publishToWebflowSubdomain: z.boolean().nullish(),
  publishScope: z.string().nullish(),
});

/** What a publish names: only these are published (an empty list publishes no custom domain). */
export interface PublishTarget {
  /** Custom-domain ids, from Get Site or List Custom Domains. */
  customDomains: string[];
  /** The staging subdomain (`{shortName}.webflow.io`). */
  publishToWebflowSubdomain: boolean;
  /** One page instead of the whole site. */
  pageId?: string;
}

/** The answer of {@link publishSite}. */
export type PublishAnswer = z.infer<typeof publishSchema>;

/** Lists the sites the credential can reach (`sites:read`). */
export async function listSites(client: ApiClient, options: CallOptions = {}): Promise<Site[]> {
  const body = await client.call({
    method: 'GET',
    path: '/v2/sites',
    schema: sitesSchema,
    ...options,
  });
  return body.sites;
}

/** Gets one site with its locales and custom domains (`sites:read`). */
export function getSite(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<Site> {
  return client.call({
    method: 'GET',
    path: `/v2/sites/${enc(siteId)}`,
    schema: siteSchema,
    ...options,
  });
}

/** Lists a site's custom domains (`sites:read`). */
export async function listCustomDomains(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<CustomDomain[]> {
  const body = await client.call({
    method: 'GET',
    path: `/v2/sites/${enc(siteId)}/custom_domains`,
    schema: customDomainsSchema,
    ...options,
  });
  return body.customDomains;
}

/**
 * Publishes a site to what `target` names and nothing else (`sites:write`). The service allows one
 * successful publish per minute per site: its 429 fails at once, with `retryAfterMs`.
 */
export function publishSite(
  client: ApiClient,
  siteId: string,
  target: PublishTarget,
  options: CallOptions = {},
): Promise<PublishAnswer> {
  return client.call({
    method: 'POST',
    path: `/v2/sites/${enc(siteId)}/publish`,
    body: target,
    schema: publishSchema,
    ownLimit: true,
    ...options,
  });
}

/** A site's short name and custom domains: Get Site, and List Custom Domains if it leaves them out. */
export async function getSiteDomains(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<{ shortName: string | null; customDomains: CustomDomain[] }> {
  const site = await getSite(client, siteId, options);
  const customDomains = site.customDomains ?? (await listCustomDomains(client, siteId, options));
  return { shortName: site.shortName ?? null, customDomains };
}

/** Every locale of a site, primary first, with a `primary` flag. */
export function siteLocales(site: Site): (Locale & { primary: boolean })[] {
  const primary = site.locales?.primary;
  const secondary = site.locales?.secondary ?? [];
  return [
    ...(primary ? [{ ...primary, primary: true }] : []),
    ...secondary.map((locale) => ({ ...locale, primary: false })),
  ];
}
