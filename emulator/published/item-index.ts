/**
 * Finds the item a published path names without scanning every item on every request: an index
 * of live item versions by collection, CMS locale and served slug, built once per world state and
 * checked on every hit, so a stale entry is never trusted (a miss falls back to one scan).
 * @module
 */
import { isLiveIn, liveFields } from '../collections/items';
import type { CollectionItem, World } from '../world-types';

type Index = Map<string, CollectionItem>;

const indexes = new WeakMap<World['collectionItems'], Index>();

const keyOf = (collectionId: string, cmsLocaleId: string, slug: string) =>
  `${collectionId}\n${cmsLocaleId}\n${slug}`;

/**
 * The slug an item's page is served at in a CMS locale: its published one, unless a fault moved
 * it (a staged slug change takes effect when the locale is published).
 */
export function servedSlug(item: CollectionItem, cmsLocaleId: string, primaryId: string): string {
  return item.servedSlugs?.[cmsLocaleId] ?? liveFields(item, cmsLocaleId, primaryId).slug;
}

function build(world: World, primaryOf: (item: CollectionItem) => string): Index {
  const index: Index = new Map();
  for (const item of Object.values(world.collectionItems)) {
    const primary = primaryOf(item);
    for (const cmsLocaleId of Object.keys(item.fieldData)) {
      const slug = servedSlug(item, cmsLocaleId, primary);
      index.set(keyOf(item.collectionId, cmsLocaleId, slug), item);
    }
  }
  return index;
}

/**
 * The live item of a collection served at `slug` in a CMS locale, if any. `primaryOf` names the
 * primary CMS locale id of an item's site (whose values a locale without its own falls back to).
 */
export function liveItemAt(
  world: World,
  at: { collectionId: string; cmsLocaleId: string; slug: string },
  primaryOf: (item: CollectionItem) => string,
): CollectionItem | undefined {
  const matches = (item: CollectionItem) =>
    item.collectionId === at.collectionId &&
    isLiveIn(item, at.cmsLocaleId) &&
    servedSlug(item, at.cmsLocaleId, primaryOf(item)) === at.slug;
  let index = indexes.get(world.collectionItems);
  if (!index) {
    index = build(world, primaryOf);
    indexes.set(world.collectionItems, index);
  }
  const hit = index.get(keyOf(at.collectionId, at.cmsLocaleId, at.slug));
  if (hit && world.collectionItems[hit.id] === hit && matches(hit)) return hit;
  const found = Object.values(world.collectionItems).find(matches);
  if (found) indexes.delete(world.collectionItems);
  return found;
}
