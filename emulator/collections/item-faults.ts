/**
 * Item faults planted on a site's published items at run time, for the live check of item pages:
 * an item served one slug away (its `items/live` address answers 404), an item not published in
 * one secondary locale, an item page without JSON-LD, and items changed after the last publish
 * ("not published yet", not a fault). Items are picked at random (seeded) among the live items of
 * collections with a template page, never twice.
 * @module
 */
import { createRng } from '../ids';
import { siteLocales } from '../store';
import type { Site, World } from '../world-types';
import { isLive, itemsOf } from './items';

/** How many of each to plant. */
export interface ItemFaultInput {
  seed: number;
  notFound: number;
  missingLocale: number;
  noMarkup: number;
  changed: number;
}

/** One planted fault or change. */
export interface PlantedItemFault {
  kind: 'not-found' | 'missing-locale' | 'no-markup' | 'changed';
  collectionId: string;
  itemId: string;
  /** The CMS locale id concerned (missing-locale, changed); the primary for the others. */
  cmsLocaleId: string;
}

/** Plants the faults and answers what was planted. */
export function plantItemFaults(
  world: World,
  site: Site,
  input: ItemFaultInput,
  now: string,
): PlantedItemFault[] {
  const rng = createRng(input.seed);
  const locales = siteLocales(site);
  const primary = locales[0]!.cmsLocaleId;
  const collections = Object.values(world.collections).filter(
    (c) => c.siteId === site.id && c.templatePageId,
  );
  const pool = collections.flatMap((c) =>
    itemsOf(world, c, true).filter(
      (i) => isLive(i) && !i.servedSlugs && !i.unpublishedIn && !i.markupHidden,
    ),
  );
  const planted: PlantedItemFault[] = [];
  const take = () => pool.splice(rng.int(pool.length), 1)[0];
  const plant = (kind: PlantedItemFault['kind'], n: number) => {
    for (let k = 0; k < n && pool.length > 0; k++) {
      const item = take()!;
      let cmsLocaleId = primary;
      if (kind === 'not-found')
        item.servedSlugs = Object.fromEntries(
          Object.entries(item.fieldData).map(([id, f]) => [id, `${f.slug}-old`]),
        );
      else if (kind === 'missing-locale' && locales.length > 1) {
        cmsLocaleId = locales[1 + rng.int(locales.length - 1)]!.cmsLocaleId;
        item.unpublishedIn = [cmsLocaleId];
      } else if (kind === 'no-markup') item.markupHidden = true;
      else if (kind === 'changed') {
        item.lastUpdated = now;
        for (const times of Object.values(item.localeTimes ?? {})) times.lastUpdated = now;
      }
      planted.push({ kind, collectionId: item.collectionId, itemId: item.id, cmsLocaleId });
    }
  };
  plant('not-found', input.notFound);
  plant('missing-locale', input.missingLocale);
  plant('no-markup', input.noMarkup);
  plant('changed', input.changed);
  return planted;
}
