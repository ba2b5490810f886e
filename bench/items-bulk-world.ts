/**
 * The world of the items-bulk benchmark: the large-items seed (optionally cut down to fewer items
 * by `ITEMS_BULK_ITEMS`, for a quick run), a third of its item × locale rows with an empty
 * description field, the fields that feed each collection's descriptions as the emulator's template
 * pages say, and the selected cells (every row). Set up through the emulator's store, so none of it
 * counts as requests.
 */
import type { CollectionSeo } from '../lib/features/collections/item-seo-store';
import type { ItemCell, PlanLocale } from '../lib/features/collections/bulk/item-bulk-plan';
import type { TestEmulator } from '../emulator/testing';

/** Items of the full seed (5,000 + 3,000 + 2,000). */
export const FULL_ITEMS = 10_000;

/** One collection of the run, with the field its template's descriptions come from. */
export interface BenchCollection {
  id: string;
  name: string;
  descriptionField: string;
  items: number;
}

/** The run's site, locales, confirmed fields, template pages and cells. */
export interface ItemsBulkWorld {
  siteId: string;
  locales: PlanLocale[];
  seo: Record<string, CollectionSeo>;
  templates: Map<string, string>;
  collections: BenchCollection[];
  cells: ItemCell[];
  /** Rows whose description was emptied: what the change must write. */
  emptied: Map<string, number>;
}

/** The items to keep: `ITEMS_BULK_ITEMS` when set (a quick run), else the full seed. */
export function itemCount(): number {
  const asked = Number(process.env.ITEMS_BULK_ITEMS);
  return Number.isInteger(asked) && asked > 0 && asked < FULL_ITEMS ? asked : FULL_ITEMS;
}

/** Builds the world on `emu` (seeded with `large-items`), keeping `total` items in all. */
export function prepareWorld(emu: TestEmulator, total: number): ItemsBulkWorld {
  const world = emu.emulator.store.world;
  const site = emu.fixtures.sites[0]!;
  const siteLocales = [site.locales.primary, ...site.locales.secondary];
  const locales = siteLocales.map((l, i) => ({
    id: l.id,
    cmsLocaleId: l.cmsLocaleId,
    primary: i === 0,
  }));
  const templatePages = Object.values(world.pages).filter(
    (p) => p.siteId === site.id && p.collectionId && p.itemSeo,
  );
  const collections: BenchCollection[] = [];
  const seo: Record<string, CollectionSeo> = {};
  const templates = new Map<string, string>();
  const cells: ItemCell[] = [];
  const emptied = new Map<string, number>();
  for (const page of templatePages) {
    const collection = world.collections[page.collectionId!]!;
    // The template's settings name the field (the API does not expose them): confirm it exists
    // and is plain text, as the Item tab's confirmation would.
    const field = page.itemSeo!.description;
    const spec = collection.fields.find((f) => f.slug === field);
    if (!field || spec?.type !== 'PlainText')
      throw new Error(`${collection.displayName}: no plain-text description field (${field})`);
    seo[collection.id] = { all: { ...page.itemSeo!, description: field }, locales: {} };
    templates.set(collection.id, page.id);
    const items = Object.values(world.collectionItems).filter(
      (i) => i.collectionId === collection.id,
    );
    // Each collection keeps its share of `total` (5:3:2 in the seed).
    const keep = Math.ceil((items.length * total) / FULL_ITEMS);
    for (const dropped of items.slice(keep)) delete world.collectionItems[dropped.id];
    let empty = 0;
    items.slice(0, keep).forEach((item, n) => {
      siteLocales.forEach((locale, lang) => {
        cells.push({
          collectionId: collection.id,
          itemId: item.id,
          localeId: lang === 0 ? null : locale.id,
        });
        // A third of the rows, spread so every item has one empty locale: publishing then has
        // every item to publish.
        if ((n + lang) % 3 !== 0) return;
        item.fieldData[locale.cmsLocaleId]![field] = '';
        empty += 1;
      });
    });
    emptied.set(collection.id, empty);
    collections.push({
      id: collection.id,
      name: collection.displayName,
      descriptionField: field,
      items: keep,
    });
  }
  return { siteId: site.id, locales, seo, templates, collections, cells, emptied };
}
