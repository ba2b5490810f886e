import type { Collection, CollectionItem, Site, World } from '../world-types';

/** The sort keys of the item lists. */
export const SORT_KEYS = ['createdOn', 'lastPublished', 'lastUpdated', 'name', 'slug'] as const;

/** A validated item-list query. */
export interface ItemQuery {
  /** CMS locale ids, in the order asked; each item gives one row per locale. */
  cmsLocaleIds: string[];
  slug?: string;
  name?: string;
  sortBy?: (typeof SORT_KEYS)[number];
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** One row of an item list: an item in one locale (the real CollectionItem object). */
export interface ItemRow {
  id: string;
  cmsLocaleId: string;
  lastPublished: string | null;
  lastUpdated: string;
  createdOn: string;
  isArchived: boolean;
  isDraft: boolean;
  fieldData: Record<string, unknown> & { name: string; slug: string };
}

/** Whether an item is on the published site (and in `items/live`). */
export function isLive(item: CollectionItem): boolean {
  return item.lastPublished !== null && !item.isDraft && !item.isArchived;
}

/** The CMS locale ids of a site, primary first. */
export function cmsLocaleIds(site: Site): string[] {
  return [site.locales.primary, ...site.locales.secondary].map((l) => l.cmsLocaleId);
}

/** The items of a collection in creation order, only live ones when `live`. */
export function itemsOf(world: World, collection: Collection, live: boolean): CollectionItem[] {
  return Object.values(world.collectionItems)
    .filter((i) => i.collectionId === collection.id && (!live || isLive(i)))
    .sort((a, b) => a.createdOn.localeCompare(b.createdOn) || a.id.localeCompare(b.id));
}

/** An item as one row in a locale (its primary values where the locale has none of its own). */
export function itemRow(item: CollectionItem, cmsLocaleId: string, primaryId: string): ItemRow {
  const fieldData = item.fieldData[cmsLocaleId] ?? item.fieldData[primaryId]!;
  return {
    id: item.id,
    cmsLocaleId,
    lastPublished: item.lastPublished,
    lastUpdated: item.lastUpdated,
    createdOn: item.createdOn,
    isArchived: item.isArchived,
    isDraft: item.isDraft,
    fieldData: structuredClone(fieldData),
  };
}

function sortValue(row: ItemRow, key: ItemQuery['sortBy'] & string): string {
  if (key === 'name' || key === 'slug') return row.fieldData[key];
  return row[key] ?? '';
}

/** One page of rows for a query: filtered by exact slug/name, sorted, then sliced. */
export function queryRows(
  items: CollectionItem[],
  primaryId: string,
  query: ItemQuery,
): { rows: ItemRow[]; total: number } {
  let rows = items.flatMap((item) => query.cmsLocaleIds.map((id) => itemRow(item, id, primaryId)));
  if (query.slug !== undefined) rows = rows.filter((r) => r.fieldData.slug === query.slug);
  if (query.name !== undefined) rows = rows.filter((r) => r.fieldData.name === query.name);
  const key = query.sortBy;
  if (key) {
    const sign = query.sortOrder === 'desc' ? -1 : 1;
    rows = rows
      .map((row, index) => ({ row, index }))
      .sort(
        (a, b) =>
          sign * sortValue(a.row, key).localeCompare(sortValue(b.row, key)) || a.index - b.index,
      )
      .map((x) => x.row);
  } else if (query.sortOrder === 'desc') {
    rows.reverse();
  }
  return { rows: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}
