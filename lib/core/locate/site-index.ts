import type { ApiClient, CallOptions } from '@/lib/core/api/client';
import { listAllPages } from '@/lib/core/api/pages';
import type { Page } from '@/lib/core/api/pages';
import { getSite, siteLocales } from '@/lib/core/api/sites';
import type { Site } from '@/lib/core/api/sites';
import type { IndexPage, IndexSite } from './types';

/** Builds a site's index from Get Site and List Pages of each locale (`pagesByLocale` keyed by locale id). */
export function buildSiteIndex(
  site: Site,
  pagesByLocale: ReadonlyMap<string, readonly Page[]>,
): IndexSite {
  const locales = siteLocales(site).map((l) => ({
    id: l.id,
    tag: l.tag,
    subdirectory: l.subdirectory,
    primary: l.primary,
    enabled: l.enabled,
    displayName: l.displayName,
    cmsLocaleId: l.cmsLocaleId,
  }));
  const pages = new Map<string, IndexPage>();
  for (const [localeId, list] of pagesByLocale) {
    for (const page of list) {
      const entry = pages.get(page.id) ?? {
        id: page.id,
        collectionId: page.collectionId,
        parentId: page.parentId,
        publishedPaths: {},
        titles: {},
      };
      entry.publishedPaths[localeId] = page.publishedPath;
      entry.titles = { ...entry.titles, [localeId]: page.title };
      pages.set(page.id, entry);
    }
  }
  return {
    id: site.id,
    displayName: site.displayName,
    shortName: site.shortName,
    customDomains: (site.customDomains ?? []).map((d) => d.url),
    locales,
    pages: [...pages.values()],
  };
}

/** Fetches a site and its pages in every enabled locale (one list per 100 pages per locale), then indexes them. */
export async function loadSiteIndex(
  client: ApiClient,
  siteId: string,
  options: CallOptions = { priority: 'background' },
): Promise<IndexSite> {
  const site = await getSite(client, siteId, options);
  const byLocale = new Map<string, Page[]>();
  await Promise.all(
    siteLocales(site)
      .filter((l) => l.primary || l.enabled !== false)
      .map(async (locale) => {
        const localeId = locale.primary ? undefined : locale.id;
        byLocale.set(locale.id, await listAllPages(client, siteId, localeId, options));
      }),
  );
  return buildSiteIndex(site, byLocale);
}
