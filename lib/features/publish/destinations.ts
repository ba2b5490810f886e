/**
 * Where a site can be published: its staging subdomain and each custom domain. The service
 * publishes only what a publish names, so the editor chooses among these and the publish names
 * exactly the chosen ones.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { getSiteDomains, publishSite } from '../../core/api/sites';

/** The site's staging subdomain (`{shortName}.webflow.io`). */
export interface StagingDestination {
  /** The host, e.g. `acme.webflow.io`. */
  host: string;
}

/** One custom domain of a site. */
export interface DomainDestination {
  id: string;
  /** The bare host, e.g. `www.acme.com` (empty when a publish answer left it out). */
  host: string;
  /** When it was last published (ISO), or null if never. */
  lastPublished: string | null;
}

/** Every place a site can be published to. */
export interface PublishDestinations {
  siteId: string;
  /** Null when the service did not give the site's short name. */
  staging: StagingDestination | null;
  customDomains: DomainDestination[];
  /**
   * Service clock − browser clock (ms) when read, 0 when unknown: the domains' `lastPublished`
   * minus this is the browser's time, as every other time the editor reads is.
   */
  serviceOffsetMs?: number;
}

/** What the editor chose to publish. */
export interface PublishChoice {
  staging: boolean;
  customDomainIds: string[];
  /** One page instead of the whole site. */
  pageId?: string;
}

/** What a publish did, as the service answered it (202). */
export interface PublishOutcome {
  /** Whether the staging subdomain was published. */
  staging: boolean;
  /** The custom domains published, with their new publish time when the service gave one. */
  customDomains: DomainDestination[];
  /**
   * When (ISO, on the service's clock): the latest publish time the service answered, else the
   * time of the answer.
   */
  publishedAt: string;
  /** Service clock − browser clock (ms), 0 when unknown: `publishedAt` minus this is the browser's. */
  serviceOffsetMs: number;
  /** What was published, as the service answered (`page` for one page), else as asked. */
  scope: 'site' | 'page';
}

/** Reads the site's staging host (its short name + `stagingSuffix`) and its custom domains. */
export async function readPublishDestinations(
  client: ApiClient,
  siteId: string,
  stagingSuffix: string,
): Promise<PublishDestinations> {
  const { shortName, customDomains } = await getSiteDomains(client, siteId);
  return {
    siteId,
    serviceOffsetMs: client.serviceClockOffsetMs() ?? 0,
    staging: shortName ? { host: `${shortName}${stagingSuffix}` } : null,
    customDomains: customDomains.map((d) => ({
      id: d.id,
      host: d.url,
      lastPublished: d.lastPublished ?? null,
    })),
  };
}

/**
 * Publishes the site to exactly what `choice` names. When the answer leaves out what it published,
 * the 202 still means the service took what was named.
 */
export async function publishTo(
  client: ApiClient,
  siteId: string,
  choice: PublishChoice,
  now: () => Date = () => new Date(),
): Promise<PublishOutcome> {
  const answer = await publishSite(client, siteId, {
    customDomains: choice.customDomainIds,
    publishToWebflowSubdomain: choice.staging,
    ...(choice.pageId ? { pageId: choice.pageId } : {}),
  });
  const serviceOffsetMs = client.serviceClockOffsetMs() ?? 0;
  // On the service's clock, as the domains' publish times are, so the latest of them is the latest.
  const answeredAt = new Date(now().getTime() + serviceOffsetMs).toISOString();
  const customDomains =
    answer.customDomains?.map((d) => ({
      id: d.id,
      host: d.url,
      lastPublished: d.lastPublished ?? null,
    })) ?? choice.customDomainIds.map((id) => ({ id, host: '', lastPublished: null }));
  const times = customDomains.flatMap((d) => (d.lastPublished ? [d.lastPublished] : []));
  return {
    staging: answer.publishToWebflowSubdomain ?? choice.staging,
    customDomains,
    publishedAt: times.sort().at(-1) ?? answeredAt,
    serviceOffsetMs,
    scope:
      answer.publishScope === 'page' || (!answer.publishScope && choice.pageId) ? 'page' : 'site',
  };
}
