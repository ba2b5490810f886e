/**
 * Reading the staged rows a bulk item change works on: per collection, its fields and every row
 * of the CMS locales asked for, listed 100 rows a request (never one request per item).
 * @module
 */
import {
  getCollection,
  listItems,
  type CollectionDetails,
  type CollectionItem,
} from '../../../core/api/collections';
import type { ApiClient } from '../../../core/api/client';
import { paginate } from '../../../core/api/pagination';

/** A collection's fields and its staged rows in some CMS locales, by `itemId|cmsLocaleId`. */
export interface CollectionRows {
  details: CollectionDetails;
  rows: Map<string, CollectionItem>;
  /** Requests the listing sent (the collection's read excluded). */
  requests: number;
}

/** The key of an item × locale row. */
export const rowKey = (itemId: string, cmsLocaleId: string) => `${itemId}|${cmsLocaleId}`;

/** Reads a collection's fields and its staged rows in `cmsLocaleIds`, at background priority. */
export async function readCollectionRows(
  client: ApiClient,
  collectionId: string,
  cmsLocaleIds: readonly string[],
): Promise<CollectionRows> {
  const options = { priority: 'background' as const };
  const details = await getCollection(client, collectionId, options);
  const rows = new Map<string, CollectionItem>();
  let requests = 0;
  const pages = paginate(
    async (offset, limit) => {
      requests += 1;
      const page = await listItems(client, collectionId, { offset, limit, cmsLocaleIds }, options);
      return { items: page.items, ...(page.pagination ? { pagination: page.pagination } : {}) };
    },
    // An item comes once per locale asked, so a row is the pair.
    { keyOf: (row) => rowKey(row.id, row.cmsLocaleId ?? '') },
  );
  const primary = cmsLocaleIds[0] ?? '';
  for await (const row of pages) rows.set(rowKey(row.id, row.cmsLocaleId ?? primary), row);
  return { details, rows, requests };
}
