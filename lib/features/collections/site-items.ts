/**
 * A site's collection items for the whole-site views: every collection that has a template page,
 * with its published items in every locale. Items are listed with `items/live` and all of the
 * site's `cmsLocaleId`s in one list — ⌈rows / 100⌉ requests per collection, never one per item.
 * Compact on purpose (name, slugs and publish state only) so tens of thousands of rows can be kept.
 * @module
 */
import { z } from 'zod';
import type { ApiClient } from '../../core/api/client';
import { listCollections, listLiveItems, type CollectionItem } from '../../core/api/collections';
import { paginate } from '../../core/api/pagination';

/** One published item across the site's locales. */
export const siteItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its slug per locale key (`''` = primary); a locale it is not published in is absent. */
  slugs: z.record(z.string(), z.string()),
  /** Locale keys whose version changed after it was last published ("not published yet"). */
  changed: z.array(z.string()),
});

/** A collection with a template page, and its published items. */
export const siteCollectionSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  /** The template page every item page is rendered by. */
  templatePageId: z.string(),
  /** Item × locale rows `items/live` answered (one per item and locale). */
  rows: z.number().int().nonnegative(),
  /** Requests the listing sent, collections list excluded. */
  requests: z.number().int().nonnegative(),
  items: z.array(siteItemSchema),
});

/** One published item across the site's locales. */
export type SiteItem = z.output<typeof siteItemSchema>;
/** A collection with a template page, and its published items. */
export type SiteCollection = z.output<typeof siteCollectionSchema>;

/** A site locale as the listing needs it. */
export interface ItemLocale {
  /** The site locale id; its key in `slugs` is `''` for the primary. */
  id: string;
  cmsLocaleId: string | null;
  primary: boolean;
}

/** What `listSiteItems` needs besides the client. */
export interface ItemListing {
  siteId: string;
  locales: readonly ItemLocale[];
  /** Template page id per collection id: a collection without one has no item pages. */
  templates: ReadonlyMap<string, string>;
  /** After each request of a collection: rows listed so far and the total `items/live` gave. */
  onPage?(collectionId: string, done: number, total: number): void;
  /**
   * Each published row as it is listed, with its locale key, awaited before the next: a caller
   * that needs the field values (the command line's `--items`) reads them here, so this listing
   * keeps none and nothing is listed twice.
   */
  onRow?(collection: ListedCollection, row: CollectionItem, key: string): void | Promise<void>;
}

/** A collection with a template page, as it is listed. */
export interface ListedCollection {
  id: string;
  displayName: string;
  templatePageId: string;
}

const changedAfterPublish = (row: CollectionItem) =>
  !!row.lastUpdated && (!row.lastPublished || row.lastUpdated > row.lastPublished);

/** Lists the published items of one collection in every locale, at background priority. */
export async function listCollectionItems(
  client: ApiClient,
  collection: ListedCollection,
  listing: Pick<ItemListing, 'locales' | 'onPage' | 'onRow'>,
): Promise<SiteCollection> {
  const keyOf = new Map(
    listing.locales.flatMap((l) => (l.cmsLocaleId ? [[l.cmsLocaleId, l.primary ? '' : l.id]] : [])),
  );
  const cmsLocaleIds = [...keyOf.keys()];
  const items = new Map<string, SiteItem>();
  let requests = 0;
  let rows = 0;
  const pages = paginate(
    async (offset, limit) => {
      const page = await listLiveItems(
        client,
        collection.id,
        { offset, limit, cmsLocaleIds },
        { priority: 'background' },
      );
      requests += 1;
      const total = page.pagination?.total;
      listing.onPage?.(
        collection.id,
        offset + page.items.length,
        total ?? offset + page.items.length,
      );
      return { items: page.items, ...(page.pagination ? { pagination: page.pagination } : {}) };
    },
    // An id comes once per locale asked, so a row is the pair.
    { keyOf: (row) => JSON.stringify([row.id, row.cmsLocaleId ?? null]) },
  );
  for await (const row of pages) {
    rows += 1;
    const key = row.cmsLocaleId ? keyOf.get(row.cmsLocaleId) : '';
    const slug = row.fieldData.slug;
    if (key === undefined || !slug || row.isDraft || row.isArchived) continue;
    await listing.onRow?.(collection, row, key);
    const item = items.get(row.id) ?? { id: row.id, name: '', slugs: {}, changed: [] };
    if (key === '' || !item.name) item.name = row.fieldData.name ?? slug;
    item.slugs[key] = slug;
    // The primary's rows may come with its cmsLocaleId or with none: both are key ''.
    if (changedAfterPublish(row) && !item.changed.includes(key)) item.changed.push(key);
    items.set(row.id, item);
  }
  return { ...collection, rows, requests, items: [...items.values()] };
}

/** Lists every collection of the site that has a template page, with its items in every locale. */
export async function listSiteItems(
  client: ApiClient,
  listing: ItemListing,
): Promise<SiteCollection[]> {
  const collections = await listCollections(client, listing.siteId, { priority: 'background' });
  const withTemplate = collections.flatMap((c) => {
    const templatePageId = listing.templates.get(c.id);
    return templatePageId
      ? [{ id: c.id, displayName: c.displayName ?? c.slug ?? c.id, templatePageId }]
      : [];
  });
  return Promise.all(withTemplate.map((c) => listCollectionItems(client, c, listing)));
}
