/**
 * Indexing settings of pages and items that the real API does not expose (robots directives, a
 * password, leaving a page out of the sitemap), written by the seed and the control API.
 * @module
 */
import type { CollectionItem, PageRecord, RobotsDirectives, Site, World } from '../world-types';

/** A change to a page's indexing settings: `undefined` keeps a setting, `null` / `false` clear it. */
export interface PageIndexingPatch {
  robots?: RobotsDirectives | null | undefined;
  password?: boolean | undefined;
  sitemapExcluded?: boolean | undefined;
}

/** A change to an item's indexing settings, as for pages. */
export type ItemIndexingPatch = Omit<PageIndexingPatch, 'password'>;

/** A page's record and its copy in each published snapshot of its site. */
function pageCopies(world: World, site: Site, pageId: string): PageRecord[] {
  const snapshots = [
    world.published[site.id],
    ...site.customDomains.map((d) => world.publishedDomains[d.id]),
  ];
  const copies = snapshots.flatMap((s) => s?.pages.filter((p) => p.id === pageId) ?? []);
  const page = world.pages[pageId];
  return page ? [page, ...copies] : copies;
}

/** Sets a flag (`true`) or drops it (`false`, so records stay as the seed made them). */
function applyFlag<K extends string>(
  target: Partial<Record<K, boolean>>,
  key: K,
  on: boolean | undefined,
) {
  if (on === undefined) return;
  if (on) target[key] = true;
  else delete target[key];
}

function applyRobots(target: PageRecord | CollectionItem, robots: PageIndexingPatch['robots']) {
  if (robots === undefined) return;
  if (robots === null || (!robots.meta && !robots.header)) delete target.robots;
  else target.robots = { ...robots };
}

/**
 * Changes a page's indexing settings on the page and on its copy in every published snapshot of
 * its site, so they act on every host at once (like the template settings the seed writes) and
 * stay through later publishes.
 */
export function setPageIndexing(
  world: World,
  site: Site,
  pageId: string,
  patch: PageIndexingPatch,
): void {
  for (const page of pageCopies(world, site, pageId)) {
    applyRobots(page, patch.robots);
    applyFlag(page, 'password', patch.password);
    applyFlag(page, 'sitemapExcluded', patch.sitemapExcluded);
  }
}

/** Changes an item's indexing settings (items are served as they are, so at once). */
export function setItemIndexing(item: CollectionItem, patch: ItemIndexingPatch): void {
  applyRobots(item, patch.robots);
  applyFlag(item, 'sitemapExcluded', patch.sitemapExcluded);
}
