/**
 * `live-site.readPublishedPage`: reads one published page now and answers what its head shows
 * (title, meta description, Open Graph, canonical). The Item tab uses it right after a publish to
 * see what is live and to infer which item field feeds the page, so the read skips the HTTP cache.
 * Only the site's own published hosts are read, whatever the message asks for; the hosts come from
 * one Get Site read, cached a few minutes per site.
 * @module
 */
import { z } from 'zod';
import type { ApiClient } from '../../core/api/client';
import { getSite } from '../../core/api/sites';
import { t } from '../../core/i18n/t';
import { createTtlCache } from '../../core/locate/ttl-cache';
import { id, out } from '../../core/messaging/schemas';
import { accessPattern } from './access-pattern';
import type { OpenGraph } from './head-text';
import { readPageFacts } from './html-reader';
import { failureText } from './live-text';
import { createPoliteFetch, type PoliteFetchOptions } from './polite-fetch';
import { isPublishedHost, type PublishedHosts } from './site-origin';

/** What one read of a published page answers. */
export type PublishedPageRead =
  | {
      state: 'read';
      /** The URL read, as `new URL` writes it (host in lower case). */
      url: string;
      /** The HTTP status the page answered with (a 2xx). */
      status: number;
      title: string | null;
      description: string | null;
      og: OpenGraph;
      /** The first canonical link, resolved. */
      canonical: string | null;
      checkedAt: number;
    }
  /** The host permission is missing: `pattern` is what to request (`accessPattern(origin)`). */
  | { state: 'needs-access'; pattern: string }
  /** The page answered 404: not published (yet) at that URL. */
  | { state: 'not-found'; url: string }
  /** Unreachable, another status, or not one of the site's hosts, in words an editor understands. */
  | { state: 'failed'; message: string };

/** The longest page URL accepted. */
export const MAX_PAGE_URL = 2048;

/** How long a site's published hosts (one Get Site read) are reused. */
export const HOSTS_TTL_MS = 5 * 60_000;

/** An http(s) URL of a published page. */
export const pageUrlSchema = z
  .string()
  .max(MAX_PAGE_URL)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'An http(s) URL such as https://example.com/blog/post');

/** The message entry, merged into `liveSiteMessages` as `readPublishedPage`. */
export const readPublishedPageMessage = {
  request: z.object({ siteId: id, url: pageUrlSchema }).strict(),
  response: out<PublishedPageRead>(),
};

/** What the read needs from the background (a part of the live-site handlers' deps). */
export interface PublishedPageDeps {
  /** The signed-in client of a site, for one Get Site read (and the cell diff's saved markup). */
  clientFor(siteId: string): Promise<ApiClient | undefined>;
  /** `permissions.contains({ origins })`. */
  hasAccess(origins: string[]): Promise<boolean>;
  /** The staging subdomain's suffix (`.webflow.io`), to tell the site's own hosts from others. */
  stagingSuffix(): Promise<string>;
  /** How pages are fetched; default the global `fetch` with the polite defaults. */
  fetch?: typeof fetch;
  fetchOptions?: Omit<PoliteFetchOptions, 'fetch' | 'signal'>;
  now?(): number;
}

/**
 * The handler of `readPublishedPage`. A failed Get Site read (signed out, rate limited) rejects
 * with its error, as every message does, so a page can offer to sign in or wait.
 */
export function createReadPublishedPage(deps: PublishedPageDeps) {
  const now = () => (deps.now ?? Date.now)();
  const hosts = createTtlCache<string, PublishedHosts>({ ttlMs: HOSTS_TTL_MS, now: deps.now });
  const hostsOf = (siteId: string) =>
    hosts.getOrLoad(siteId, async () => {
      const client = await deps.clientFor(siteId);
      if (!client) throw new Error(t('site_not_signed_in'));
      const site = await getSite(client, siteId);
      return { shortName: site.shortName ?? null, customDomains: site.customDomains ?? [] };
    });

  return async ({
    siteId,
    url: asked,
  }: {
    siteId: string;
    url: string;
  }): Promise<PublishedPageRead> => {
    const { origin, host, href: url } = new URL(asked);
    if (!isPublishedHost(await hostsOf(siteId), origin, await deps.stagingSuffix()))
      return { state: 'failed', message: t('livecheck_page_not_site_host', host) };
    const pattern = accessPattern(origin);
    if (!(await deps.hasAccess([pattern]))) return { state: 'needs-access', pattern };
    // Right after a publish a cached copy would show the page as it was: always ask the site.
    const fetcher = createPoliteFetch({
      ...deps.fetchOptions,
      fetch: deps.fetch,
      cache: 'no-store',
    });
    const outcome = await fetcher.get(url, async (response) => ({
      status: response.status,
      facts: await readPageFacts(response.body, url),
    }));
    if (!outcome.ok) {
      const { failure } = outcome;
      if (failure.kind === 'status' && failure.status === 404) return { state: 'not-found', url };
      return { state: 'failed', message: failureText(failure) };
    }
    const { status, facts } = outcome.value;
    return {
      state: 'read',
      url,
      status,
      title: facts.title,
      description: facts.description,
      og: facts.og,
      canonical: facts.canonicals[0] ?? null,
      checkedAt: now(),
    };
  };
}
