/**
 * What index faults and sitemap exclusions are planted on: a site's listed pages and live items
 * as its staging host serves them, in a stable order so a seed always picks the same ones.
 * @module
 */
import { isLiveIn, itemsOf } from '../collections/items';
import type { Rng } from '../ids';
import { itemPathPrefix } from '../published/item-page';
import { servedSlug } from '../published/item-index';
import { jsonLdValues } from '../published/render';
import { isListedPage } from '../published/sitemap';
import { publishedPath } from '../routes/page-ops';
import { siteLocales } from '../store';
import type { CollectionItem, PageRecord, PublishedSnapshot, Site, World } from '../world-types';

/** A listed page (its published copy) with its primary path. */
export interface PageCandidate {
  page: PageRecord;
  path: string;
}

/** A live item with its primary path. */
export interface ItemCandidate {
  item: CollectionItem;
  path: string;
}

/** Shuffles in place (Fisher–Yates) with a seeded source. */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The listed pages of the snapshot other than home (a fault there would reach the whole site)
 * without an indexing setting yet, in primary-path order.
 */
export function pageCandidates(site: Site, snapshot: PublishedSnapshot): PageCandidate[] {
  const primary = site.locales.primary.id;
  return snapshot.pages
    .filter((p) => isListedPage(p) && p.kind !== 'home' && !p.robots)
    .map((page) => ({ page, path: publishedPath(site, page, primary, snapshot.folders) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Whether a page shows JSON-LD in some locale. */
export function hasJsonLd(site: Site, snapshot: PublishedSnapshot, page: PageRecord): boolean {
  return siteLocales(site).some((l) => jsonLdValues(snapshot, site, page, l).length > 0);
}

/** Every path the snapshot serves a page at, in every locale. */
export function servedPaths(site: Site, snapshot: PublishedSnapshot): string[] {
  return snapshot.pages.flatMap((p) =>
    siteLocales(site).map((l) => publishedPath(site, p, l.id, snapshot.folders)),
  );
}

/**
 * The live items of the site's collections whose template the snapshot serves, live in every
 * locale and carrying no other fault or setting, in creation order.
 */
export function itemCandidates(
  world: World,
  site: Site,
  snapshot: PublishedSnapshot,
): ItemCandidate[] {
  const locales = siteLocales(site);
  const primary = site.locales.primary;
  return snapshot.pages.flatMap((template) => {
    const collection = template.collectionId && world.collections[template.collectionId];
    if (!collection || template.draft || template.archived) return [];
    const prefix = itemPathPrefix(site, template, primary, snapshot);
    return itemsOf(world, collection, true)
      .filter(
        (i) =>
          locales.every((l) => isLiveIn(i, l.cmsLocaleId)) &&
          !i.servedSlugs &&
          !i.markupHidden &&
          !i.robots &&
          !i.sitemapExcluded,
      )
      .map((item) => ({
        item,
        path: `${prefix}/${servedSlug(item, primary.cmsLocaleId, primary.cmsLocaleId)}`,
      }));
  });
}
