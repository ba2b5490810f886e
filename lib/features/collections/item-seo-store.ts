/**
 * Which item field feeds an item page's `<title>`, meta description and Open Graph image, as the
 * editor confirmed it: per collection, with a locale of its own only where it differs. The API
 * does not expose this template setting (notes §13.1), so what the Item tab inferred from the
 * published page is kept here once the editor says it is right.
 * @module
 */
import { z } from 'zod';
import { defineParsedItem } from '../../core/storage/parsed-item';

const fieldSlug = z.string().min(1).max(100).nullable();

/** The fields that feed one item page's search and social values (null = none). */
export const itemSeoMapSchema = z
  .object({ title: fieldSlug, description: fieldSlug, ogImage: fieldSlug })
  .strict();

/** One collection's confirmed fields: for every locale, and per CMS locale where they differ. */
const collectionSeoSchema = z.object({
  all: itemSeoMapSchema.nullable(),
  locales: z.record(z.string(), itemSeoMapSchema),
});

/** Which fields feed a collection's item pages. */
export type ItemSeoMap = z.output<typeof itemSeoMapSchema>;
/** One collection's confirmed fields, as stored. */
export type CollectionSeo = z.output<typeof collectionSeoSchema>;

/** The confirmed fields of a site's collections, by collection id. */
export const itemSeoItem = (siteId: string) =>
  defineParsedItem(
    `local:itemSeo:${siteId}`,
    z.record(z.string(), collectionSeoSchema),
    {},
    { maxBytes: 256 * 1024, label: 'item SEO fields' },
  );

/** The fields confirmed for a collection's pages in a CMS locale, if any. */
export function seoMapIn(
  stored: CollectionSeo | undefined,
  cmsLocaleId: string,
): ItemSeoMap | null {
  if (!stored) return null;
  return stored.locales[cmsLocaleId] ?? stored.all;
}

/**
 * Stores `map` as confirmed in `cmsLocaleId`: it becomes the collection's for every locale when
 * none is set or it is the same; otherwise it is that locale's own.
 */
export function withConfirmed(
  stored: CollectionSeo | undefined,
  cmsLocaleId: string,
  map: ItemSeoMap,
): CollectionSeo {
  const locales = { ...stored?.locales };
  const all = stored?.all ?? null;
  const same = (a: ItemSeoMap) =>
    a.title === map.title && a.description === map.description && a.ogImage === map.ogImage;
  if (!all || same(all)) {
    delete locales[cmsLocaleId];
    return { all: map, locales };
  }
  return { all, locales: { ...locales, [cmsLocaleId]: map } };
}
