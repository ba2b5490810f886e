/**
 * A site's collection items as the grid keeps them in `storage.local`: one compact, columnar form
 * per collection (ids, names, then one slug column per locale), so 30,000 item × locale cells fit
 * the storage bound with room to spare. A secondary locale's slug equal to the primary's is stored
 * as `''` (a published item never has an empty slug); an item absent from a locale is `null`.
 * Parsed with zod whenever it is read back.
 * @module
 */
import { z } from 'zod';
import { defineParsedItem } from '../../core/storage/parsed-item';
import { createSerial } from '../../core/storage/serial';
import type { SiteCollection, SiteItem } from './site-items';

/** Why the grid has no items: the credential cannot read collections (which one, for the words). */
export const itemsAccessSchema = z.enum(['ok', 'no-access-key', 'no-access-account']);

/** One collection, columnar: index `i` of every column is the same item. */
export const storedCollectionSchema = z
  .object({
    id: z.string(),
    displayName: z.string(),
    templatePageId: z.string(),
    rows: z.number().int().nonnegative(),
    requests: z.number().int().nonnegative(),
    /** The locale keys of `slugs`' columns, primary (`''`) first when present. */
    locales: z.array(z.string()).max(100),
    ids: z.array(z.string()),
    names: z.array(z.string()),
    /** One column per locale key; `''` in a secondary column = the primary's slug. */
    slugs: z.array(z.array(z.string().nullable())),
    /** Per locale column, the indexes of items changed after their last publish. */
    changed: z.array(z.array(z.number().int().nonnegative())),
  })
  .refine(
    (c) =>
      c.names.length === c.ids.length &&
      c.slugs.length === c.locales.length &&
      c.changed.length === c.locales.length &&
      c.slugs.every((column) => column.length === c.ids.length),
    'columns of one length',
  );

/** The items of a site's collections, stored with the audit they were listed with. */
export const storedSiteItemsSchema = z.object({
  siteId: z.string(),
  checkedAt: z.number(),
  access: itemsAccessSchema,
  collections: z.array(storedCollectionSchema),
});

/** Whether the items could be read, and by which credential not. */
export type ItemsAccess = z.output<typeof itemsAccessSchema>;
/** One collection as stored. */
export type StoredCollection = z.output<typeof storedCollectionSchema>;
/** A site's items as stored. */
export type StoredSiteItems = z.output<typeof storedSiteItemsSchema>;

/** A site's items as the pages get them. */
export interface SiteItems {
  siteId: string;
  checkedAt: number;
  access: ItemsAccess;
  collections: SiteCollection[];
}

/** The compact form of one collection. */
export function toStoredCollection(collection: SiteCollection): StoredCollection {
  const keys = new Set(collection.items.flatMap((i) => Object.keys(i.slugs)));
  const locales = [...keys].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
  const { items } = collection;
  return {
    id: collection.id,
    displayName: collection.displayName,
    templatePageId: collection.templatePageId,
    rows: collection.rows,
    requests: collection.requests,
    locales,
    ids: items.map((i) => i.id),
    names: items.map((i) => i.name),
    slugs: locales.map((key) =>
      items.map((i) => {
        const slug = i.slugs[key];
        if (slug === undefined) return null;
        return key !== '' && slug === i.slugs[''] ? '' : slug;
      }),
    ),
    changed: locales.map((key) =>
      items.flatMap((item, index) => (item.changed.includes(key) ? [index] : [])),
    ),
  };
}

/** One collection again with an object per item. */
export function fromStoredCollection(stored: StoredCollection): SiteCollection {
  const primary = stored.locales.indexOf('');
  const items: SiteItem[] = stored.ids.map((id, index) => ({
    id,
    name: stored.names[index] ?? '',
    slugs: {},
    changed: [],
  }));
  stored.locales.forEach((key, column) => {
    const slugs = stored.slugs[column] ?? [];
    items.forEach((item, index) => {
      const slug = slugs[index];
      if (slug === null || slug === undefined) return;
      const own = slug === '' && key !== '' ? stored.slugs[primary]?.[index] : slug;
      if (own) item.slugs[key] = own;
    });
    for (const index of stored.changed[column] ?? []) items[index]?.changed.push(key);
  });
  const { id, displayName, templatePageId, rows, requests } = stored;
  return { id, displayName, templatePageId, rows, requests, items };
}

/** The stored form of a site's items. */
export function toStoredItems(items: SiteItems): StoredSiteItems {
  return { ...items, collections: items.collections.map(toStoredCollection) };
}

/** A site's items from their stored form. */
export function fromStoredItems(stored: StoredSiteItems): SiteItems {
  return { ...stored, collections: stored.collections.map(fromStoredCollection) };
}

/**
 * The collection items of a site's last audit (the grid's item groups), one item per site in
 * `storage.local`, written together with the audit. Columnar: about 43 bytes per item × locale
 * (measured in `test/unit/features/collections/site-items-store.test.ts`), so 30,000 item cells
 * take about 1.3 MB of the bound.
 */
export const siteItemsItem = (siteId: string) =>
  defineParsedItem(`local:siteItems:${siteId}`, storedSiteItemsSchema.nullable(), null, {
    version: 1,
    maxBytes: 4 * 1024 * 1024,
    label: 'collection items',
  });

/** One item to mark, in the locales given by key (`''` = primary). */
export interface ItemMark {
  collectionId: string;
  itemId: string;
  localeKeys: readonly string[];
}

// One read-modify-write of the stored items at a time (saves, publishes and bulk batches overlap).
const serial = createSerial();

/**
 * Marks items in the stored items as changed since their last publish (or no longer), so the grid
 * says so before the next audit: one read and at most one write for all of `marks`. Items the
 * site's listing does not hold (or a site never listed) are left out.
 */
export function markItemsChanged(
  siteId: string,
  marks: readonly ItemMark[],
  changed: boolean,
): Promise<void> {
  return serial(async () => {
    const item = siteItemsItem(siteId);
    const stored = await item.getValue();
    if (!stored || marks.length === 0) return;
    let touched = false;
    for (const mark of marks) {
      const collection = stored.collections.find((c) => c.id === mark.collectionId);
      const row = collection?.ids.indexOf(mark.itemId) ?? -1;
      if (!collection || row < 0) continue;
      for (const key of mark.localeKeys) {
        const column = collection.locales.indexOf(key);
        const list = collection.changed[column];
        if (!list || list.includes(row) === changed) continue;
        collection.changed[column] = changed
          ? [...list, row].sort((a, b) => a - b)
          : list.filter((i) => i !== row);
        touched = true;
      }
    }
    if (touched) await item.setValue(stored);
  });
}

/** Marks one item (see `markItemsChanged`). */
export const markItemChanged = (siteId: string, mark: ItemMark, changed: boolean) =>
  markItemsChanged(siteId, [mark], changed);
