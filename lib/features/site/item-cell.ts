/**
 * A cell of an item row in the whole-site grid: one collection item in one locale. It shows the
 * template page's markup, so it has its own key (never a page cell's) and bulk changes never
 * target it. Its own module so the pages import it without zod.
 * @module
 */

/** One item in one locale; `localeId` is null for the primary locale. */
export interface ItemCellRef {
  collectionId: string;
  itemId: string;
  localeId: string | null;
}

const PREFIX = 'item:';

/** An item cell's stable key, e.g. `"item:<collection>:<item>:"` for the primary locale. */
export function itemCellKey(cell: ItemCellRef): string {
  return `${PREFIX}${cell.collectionId}:${cell.itemId}:${cell.localeId ?? ''}`;
}

/** The item cell a key names; undefined for any other key (a page cell's included). */
export function parseItemCellKey(key: string): ItemCellRef | undefined {
  if (!key.startsWith(PREFIX)) return undefined;
  const [collectionId, itemId, localeId, ...rest] = key.slice(PREFIX.length).split(':');
  if (!collectionId || !itemId || localeId === undefined || rest.length > 0) return undefined;
  return { collectionId, itemId, localeId: localeId === '' ? null : localeId };
}
