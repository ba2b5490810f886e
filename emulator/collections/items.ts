import type {
  Collection,
  CollectionItem,
  ItemFields,
  ItemTimes,
  Site,
  World,
} from '../world-types';

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

/** Whether an item's version in a CMS locale is on the published site (and in `items/live`). */
export function isLiveIn(item: CollectionItem, cmsLocaleId: string): boolean {
  return isLive(item) && !item.unpublishedIn?.includes(cmsLocaleId);
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

/** An item's staged values in a CMS locale (the primary's where the locale has none of its own). */
export function stagedFields(item: CollectionItem, cmsLocaleId: string, primaryId: string) {
  return item.fieldData[cmsLocaleId] ?? item.fieldData[primaryId]!;
}

/**
 * An item's published values in a CMS locale: the copy kept since a staged write, else the staged
 * values (nothing changed since the last publish); the primary's where the locale has none.
 */
export function liveFields(item: CollectionItem, cmsLocaleId: string, primaryId: string) {
  const own: ItemFields | undefined =
    item.liveFieldData?.[cmsLocaleId] ?? item.fieldData[cmsLocaleId];
  return own ?? item.liveFieldData?.[primaryId] ?? item.fieldData[primaryId]!;
}

function fieldsOf(item: CollectionItem, cmsLocaleId: string, primaryId: string, live: boolean) {
  return (live ? liveFields : stagedFields)(item, cmsLocaleId, primaryId);
}

/** An item's times in a CMS locale (its own once written there, else the item's). */
export function timesIn(item: CollectionItem, cmsLocaleId: string): ItemTimes {
  return (
    item.localeTimes?.[cmsLocaleId] ?? {
      lastUpdated: item.lastUpdated,
      lastPublished: item.lastPublished,
    }
  );
}

/** The `lastUpdated` and `lastPublished` of a row: the staged version's, or the published one's. */
function rowTimes(item: CollectionItem, cmsLocaleId: string, live: boolean) {
  const t = timesIn(item, cmsLocaleId);
  const lastUpdated = live ? (t.liveLastUpdated ?? t.lastUpdated) : t.lastUpdated;
  return { lastUpdated, lastPublished: t.lastPublished };
}

/**
 * An item as one row in a locale, staged or (with `live`) published values (the primary's where
 * the locale has none of its own); a version not published in that locale is a draft there.
 */
export function itemRow(
  item: CollectionItem,
  cmsLocaleId: string,
  primaryId: string,
  live = false,
): ItemRow {
  return {
    id: item.id,
    cmsLocaleId,
    ...rowTimes(item, cmsLocaleId, live),
    createdOn: item.createdOn,
    isArchived: item.isArchived,
    isDraft: item.isDraft || !!item.unpublishedIn?.includes(cmsLocaleId),
    fieldData: structuredClone(fieldsOf(item, cmsLocaleId, primaryId, live)),
  };
}

/** An item in one locale, before it is made a row (only the page asked for is copied). */
interface Version {
  item: CollectionItem;
  cmsLocaleId: string;
  fields: { name: string; slug: string };
  live: boolean;
}

function sortValue(v: Version, key: ItemQuery['sortBy'] & string): string {
  if (key === 'name' || key === 'slug') return v.fields[key];
  if (key === 'createdOn') return v.item.createdOn;
  return rowTimes(v.item, v.cmsLocaleId, v.live)[key] ?? '';
}

/**
 * One page of rows for a query: filtered by exact slug/name, sorted, then sliced. With `live`,
 * the rows carry the published values and an item's versions not published in a locale are left
 * out.
 */
export function queryRows(
  items: CollectionItem[],
  primaryId: string,
  query: ItemQuery,
  live = false,
): { rows: ItemRow[]; total: number } {
  let versions: Version[] = items.flatMap((item) =>
    query.cmsLocaleIds
      .filter((id) => !live || isLiveIn(item, id))
      .map((id) => ({ item, cmsLocaleId: id, fields: fieldsOf(item, id, primaryId, live), live })),
  );
  if (query.slug !== undefined) versions = versions.filter((v) => v.fields.slug === query.slug);
  if (query.name !== undefined) versions = versions.filter((v) => v.fields.name === query.name);
  const key = query.sortBy;
  if (key) {
    const sign = query.sortOrder === 'desc' ? -1 : 1;
    versions = versions
      .map((v, index) => ({ v, index }))
      .sort(
        (a, b) =>
          sign * sortValue(a.v, key).localeCompare(sortValue(b.v, key)) || a.index - b.index,
      )
      .map((x) => x.v);
  } else if (query.sortOrder === 'desc') {
    versions.reverse();
  }
  const page = versions.slice(query.offset, query.offset + query.limit);
  return {
    rows: page.map((v) => itemRow(v.item, v.cmsLocaleId, primaryId, live)),
    total: versions.length,
  };
}
