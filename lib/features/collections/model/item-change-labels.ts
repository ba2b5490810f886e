/**
 * The bulk item changes the grid offers, in order, and their names.
 * @module
 */
import { t } from '../../../core/i18n/t';

/** The change types, in the panel's order. */
export const ITEM_CHANGES = [
  'fill-empty-descriptions',
  'shorten-titles',
  'fix-slug-format',
  'fill-empty-alt',
] as const;

/** A change type. */
export type ItemChangeType = (typeof ITEM_CHANGES)[number];

/** A change type's name, as the panel and the job list show it. */
export function itemChangeLabel(type: ItemChangeType): string {
  switch (type) {
    case 'fill-empty-descriptions':
      return t('items_bulk_change_fill_descriptions');
    case 'shorten-titles':
      return t('items_bulk_change_shorten_titles');
    case 'fix-slug-format':
      return t('items_bulk_change_fix_slugs');
    default:
      return t('items_bulk_change_fill_alt');
  }
}
