/**
 * How far a template page's markup reaches, as the Schema tab needs it, and which fields an item's
 * own SEO comes from.
 * @module
 */
import type { PageLocation } from '../../../core/locate/page-locator';
import type { ResponseOf } from '../../../core/messaging/wire';

/** The collection and its published item count; the page title when collections cannot be read. */
export function templateReach(
  at: PageLocation,
  state: ResponseOf<'collections.collectionTemplate'> | undefined,
): { collection: string; itemCount?: number } | undefined {
  if (!at.page.collectionId) return undefined;
  if (state?.state === 'template') {
    return { collection: state.collection.name, itemCount: state.itemCount };
  }
  return { collection: at.page.title };
}

// Field slugs or names that carry what search engines and social cards show of an item.
const SEO_LIKE = /seo|meta|title|description|summary|excerpt|open.?graph|\bog\b|thumbnail|image/i;

/** The item's name and slug, then the collection's fields that read like SEO fields. */
export function itemSeoFields(fields: readonly { slug: string; name: string }[]): string[] {
  const own = fields.filter((f) => f.slug === 'name' || f.slug === 'slug').map((f) => f.name);
  const seo = fields
    .filter((f) => f.slug !== 'name' && f.slug !== 'slug')
    .filter((f) => SEO_LIKE.test(f.slug) || SEO_LIKE.test(f.name))
    .map((f) => f.name);
  return [...own, ...seo];
}
