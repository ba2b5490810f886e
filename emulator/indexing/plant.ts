/**
 * Index faults planted on any site at run time (`POST /__emulator/sites/{id}/index-faults`), the
 * same set the demo seed carries, picked by a seed: a noindex page, a page disallowed in
 * robots.txt and a `nosnippet` page (each with JSON-LD), a published item left out of the
 * sitemap, a listed URL answering 404, two staging URLs in the custom domain's sitemap and the
 * staging host left indexable. Also pages and items left out of the sitemap by their settings
 * (`…/index-exclusions`), which the API does not show.
 * @module
 */
import type { EmulatorContext } from '../context';
import { validationError } from '../http/errors';
import { createRng } from '../ids';
import { originOf } from '../published/site-origin';
import type { PublishedSnapshot, Site } from '../world-types';
import type { PageCandidate } from './candidates';
import { hasJsonLd, itemCandidates, pageCandidates, servedPaths, shuffle } from './candidates';
import { disallowPath } from './robots-rules';
import { setItemIndexing, setPageIndexing } from './settings';

/** The kinds of index fault. */
export type IndexFaultKind =
  | 'noindex'
  | 'disallowed'
  | 'nosnippet'
  | 'left-out'
  | 'sitemap-404'
  | 'staging-urls'
  | 'staging-indexable';

/** One planted index fault: what it is on, and its path (site path) or URL. */
export interface PlantedIndexFault {
  kind: IndexFaultKind;
  pageId?: string;
  itemId?: string;
  collectionId?: string;
  path?: string;
  url?: string;
}

/** One page or item left out of the sitemap by its settings. */
export interface SitemapExclusion {
  pageId?: string;
  itemId?: string;
  collectionId?: string;
  path: string;
}

function stagingSnapshot(ctx: EmulatorContext, site: Site): PublishedSnapshot {
  const snapshot = ctx.store.world.published[site.id];
  if (!snapshot) throw validationError('The site has not been published to its staging subdomain');
  return snapshot;
}

/** A site path no page, item or redirect of the site answers: `/old-menu`, else `/old-menu-2`… */
function unusedPath(ctx: EmulatorContext, site: Site, snapshot: PublishedSnapshot): string {
  const taken = new Set(servedPaths(site, snapshot));
  for (const r of Object.values(ctx.store.world.redirects))
    if (r.siteId === site.id) taken.add(r.fromUrl);
  let path = '/old-menu';
  for (let n = 2; taken.has(path); n += 1) path = `/old-menu-${n}`;
  return path;
}

/** Whether `Disallow: {path}` blocks no other page (robots.txt rules match by prefix). */
function blocksOnlyItself(path: string, paths: string[]): boolean {
  return paths.every((p) => p === path || !p.startsWith(path));
}

/**
 * Plants the index faults on `site` (deterministic for a seed) and answers what it planted. The
 * staging-host faults need a custom domain: one never published first gets the staging snapshot.
 */
export function plantIndexFaults(
  ctx: EmulatorContext,
  site: Site,
  seed: number,
): PlantedIndexFault[] {
  const world = ctx.store.world;
  const snapshot = stagingSnapshot(ctx, site);
  const rng = createRng(seed);
  const planted: PlantedIndexFault[] = [];
  const pages = shuffle(pageCandidates(site, snapshot), rng);
  const paths = servedPaths(site, snapshot);
  const take = (fits: (c: PageCandidate) => boolean) => {
    const at = pages.findIndex(fits);
    return at < 0 ? undefined : pages.splice(at, 1)[0];
  };
  const marked = (c: PageCandidate) => hasJsonLd(site, snapshot, c.page);

  const noindex = take(marked);
  if (noindex) {
    setPageIndexing(world, site, noindex.page.id, { robots: { meta: 'noindex' } });
    planted.push({ kind: 'noindex', pageId: noindex.page.id, path: noindex.path });
  }
  const blocked = take((c) => marked(c) && blocksOnlyItself(c.path, paths));
  if (blocked) {
    disallowPath(site, blocked.path);
    planted.push({ kind: 'disallowed', pageId: blocked.page.id, path: blocked.path });
  }
  const nosnippet = take(marked);
  if (nosnippet) {
    setPageIndexing(world, site, nosnippet.page.id, { robots: { header: 'nosnippet' } });
    planted.push({ kind: 'nosnippet', pageId: nosnippet.page.id, path: nosnippet.path });
  }

  const items = itemCandidates(world, site, snapshot);
  const item = items.length > 0 ? items[rng.int(items.length)] : undefined;
  const leftOutPage = item ? undefined : take(() => true);
  if (item) {
    setItemIndexing(item.item, { sitemapExcluded: true });
    const { id: itemId, collectionId } = item.item;
    planted.push({ kind: 'left-out', itemId, collectionId, path: item.path });
  } else if (leftOutPage) {
    setPageIndexing(world, site, leftOutPage.page.id, { sitemapExcluded: true });
    planted.push({ kind: 'left-out', pageId: leftOutPage.page.id, path: leftOutPage.path });
  }

  const missing = unusedPath(ctx, site, snapshot);
  site.sitemapExtra = [...(site.sitemapExtra ?? []), missing];
  planted.push({ kind: 'sitemap-404', path: missing });

  const domain = site.customDomains[0];
  if (!domain) return planted;
  if (!world.publishedDomains[domain.id]) {
    world.publishedDomains[domain.id] = structuredClone(snapshot);
    domain.lastPublished = snapshot.publishedAt;
  }
  const staging = originOf(ctx, `${site.shortName}.localhost:${ctx.port()}`);
  for (const c of [take(() => true), take(() => true)]) {
    if (!c) continue;
    // Stored without a port: each host's sitemap gives it the serving request's scheme and port.
    site.sitemapExtra.push(`http://${site.shortName}.localhost${c.path}`);
    planted.push({ kind: 'staging-urls', pageId: c.page.id, path: c.path, url: staging + c.path });
  }
  delete site.stagingIndexing;
  planted.push({ kind: 'staging-indexable', url: staging });
  return planted;
}

/**
 * Leaves `count` listed pages and live items (picked by the seed among both) out of the generated
 * sitemap, as their settings would, and answers which.
 */
export function excludeFromSitemap(
  ctx: EmulatorContext,
  site: Site,
  input: { count: number; seed: number },
): SitemapExclusion[] {
  const world = ctx.store.world;
  const snapshot = stagingSnapshot(ctx, site);
  const pool = [
    ...pageCandidates(site, snapshot).map((c) => ({ ...c, item: undefined })),
    ...itemCandidates(world, site, snapshot).map((c) => ({ ...c, page: undefined })),
  ];
  return shuffle(pool, createRng(input.seed))
    .slice(0, input.count)
    .map((c): SitemapExclusion => {
      if (c.page) {
        setPageIndexing(world, site, c.page.id, { sitemapExcluded: true });
        return { pageId: c.page.id, path: c.path };
      }
      setItemIndexing(c.item, { sitemapExcluded: true });
      return { itemId: c.item.id, collectionId: c.item.collectionId, path: c.path };
    });
}
