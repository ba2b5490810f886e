/**
 * What a bulk item change makes of each item × locale row: fill an empty description from another
 * field, shorten a title over the title rule, fix a slug's format, fill empty alt text from the
 * item's name. Pure: the rows are read by the caller; each result is the fields to write (only
 * those) with their values before, or why the row is left alone.
 * @module
 */
import { z } from 'zod';
import type { Json } from '../../../core/drafts/json-value';
import { t } from '../../../core/i18n/t';
import { checkLength, shortenToFit, slugify, uniqueSlug, validateSlug } from '../../metadata';
import type { ItemSeoMap } from '../item-seo-store';
import { editableText, imagesOf, valueFromText, withAlts } from '../item-values';

/** A bulk item change, as a page asks for it. */
export const itemChangeSchema = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('fill-empty-descriptions'), sourceField: z.string().min(1).max(100) })
    .strict(),
  z.object({ type: z.literal('shorten-titles') }).strict(),
  z.object({ type: z.literal('fix-slug-format') }).strict(),
  z.object({ type: z.literal('fill-empty-alt') }).strict(),
]);

/** A bulk item change. */
export type ItemChange = z.output<typeof itemChangeSchema>;

/** A collection field, as the change needs it. */
export interface ChangeField {
  slug: string;
  name: string;
  type: string;
}

/** One item in one locale, as read (staged) before the change. */
export interface ItemRowState {
  collectionId: string;
  itemId: string;
  cmsLocaleId: string;
  /** The site locale (null = primary): the row's key in the grid. */
  localeId: string | null;
  fieldData: Record<string, Json>;
}

/** What the change makes of one row: the fields to write and their values before. */
export type ItemRowResult =
  | { fieldData: Record<string, Json>; before: Record<string, Json>; summary: string }
  | { skip: string };

/** A collection's side of a change: its fields and which of them feed the title and description. */
export interface CollectionSide {
  fields: readonly ChangeField[];
  seo: ItemSeoMap | null;
}

const text = (fields: readonly ChangeField[], slug: string, value: unknown) =>
  editableText(fields.find((f) => f.slug === slug)?.type ?? 'PlainText', value).text.trim();

const typeOf = (fields: readonly ChangeField[], slug: string) =>
  fields.find((f) => f.slug === slug)?.type ?? 'PlainText';

/** The longest start of `value` at a word boundary within the description rule. */
function descriptionFrom(value: string): string | undefined {
  const whole = value.replace(/\s+/g, ' ').trim();
  return shortenToFit(whole, (d) => checkLength('seoDescription', d).level !== 'long');
}

function fillDescription(row: ItemRowState, side: CollectionSide, source: string): ItemRowResult {
  const target = side.seo?.description;
  if (!target) return { skip: t('items_bulk_skip_no_description_field') };
  if (text(side.fields, target, row.fieldData[target]) !== '')
    return { skip: t('items_bulk_skip_has_description') };
  const from = text(side.fields, source, row.fieldData[source]);
  if (from === '') return { skip: t('items_bulk_skip_source_empty') };
  const description = descriptionFrom(from);
  if (!description) return { skip: t('items_bulk_skip_source_empty') };
  return {
    fieldData: { [target]: valueFromText(typeOf(side.fields, target), description) },
    before: { [target]: row.fieldData[target] ?? null },
    summary: t('items_bulk_summary_description', String(description.length), description),
  };
}

function shortenTitle(row: ItemRowState, side: CollectionSide, suffix: string): ItemRowResult {
  const target = side.seo?.title;
  if (!target) return { skip: t('items_bulk_skip_no_title_field') };
  if (typeOf(side.fields, target) !== 'PlainText') return { skip: t('items_bulk_skip_not_text') };
  const title = text(side.fields, target, row.fieldData[target]);
  const fits = (v: string) => checkLength('title', v + suffix).level !== 'long';
  if (title === '' || fits(title)) return { skip: t('bulk_skip_title_fits') };
  const shortened = shortenToFit(title, fits);
  if (!shortened) return { skip: t('bulk_skip_title_one_word') };
  return {
    fieldData: { [target]: shortened },
    before: { [target]: row.fieldData[target] ?? null },
    summary: t(
      'items_bulk_summary_title',
      String(title.length),
      String(shortened.length),
      shortened,
    ),
  };
}

function fixSlug(row: ItemRowState, taken: Set<string>): ItemRowResult {
  const slug = typeof row.fieldData.slug === 'string' ? row.fieldData.slug : '';
  if (slug === '' || validateSlug(slug, [], '').problems.length === 0)
    return { skip: t('bulk_skip_slug_fine') };
  const cleaned = slugify(slug);
  if (cleaned === '') return { skip: t('bulk_skip_slug_no_ascii') };
  const next = uniqueSlug(cleaned, taken);
  taken.add(next);
  return {
    fieldData: { slug: next },
    before: { slug },
    summary: t('bulk_summary_slug', slug, next),
  };
}

function fillAlt(row: ItemRowState, side: CollectionSide): ItemRowResult {
  const name = typeof row.fieldData.name === 'string' ? row.fieldData.name.trim() : '';
  const fieldData: Record<string, Json> = {};
  const before: Record<string, Json> = {};
  let filled = 0;
  for (const field of side.fields.filter((f) => f.type === 'Image' || f.type === 'MultiImage')) {
    const value = row.fieldData[field.slug];
    const alts = new Map<number, string>();
    // Only an image the service gave no alt text for: an empty one is marked decorative on purpose.
    imagesOf(field.type, value).forEach((image, i) => {
      if (image.alt === undefined) alts.set(i, name);
    });
    if (alts.size === 0) continue;
    fieldData[field.slug] = withAlts(field.type, value, alts) as Json;
    before[field.slug] = value ?? null;
    filled += alts.size;
  }
  if (name === '') return { skip: t('items_bulk_skip_no_name') };
  if (filled === 0) return { skip: t('items_bulk_skip_alt_present') };
  return { fieldData, before, summary: t('items_bulk_summary_alt', String(filled)) };
}

/**
 * What `change` makes of each row, in order. For slugs, `takenSlugs` are the slugs already used
 * per collection and CMS locale (`collectionId|cmsLocaleId`); new ones are added as proposed, so no
 * two rows collide.
 */
export function planItemRows(
  change: ItemChange,
  rows: readonly ItemRowState[],
  sides: ReadonlyMap<string, CollectionSide>,
  takenSlugs: Map<string, Set<string>>,
  suffix = '',
): ItemRowResult[] {
  return rows.map((row) => {
    const side = sides.get(row.collectionId) ?? { fields: [], seo: null };
    switch (change.type) {
      case 'fill-empty-descriptions':
        return fillDescription(row, side, change.sourceField);
      case 'shorten-titles':
        return shortenTitle(row, side, suffix);
      case 'fix-slug-format': {
        const key = `${row.collectionId}|${row.cmsLocaleId}`;
        const taken = takenSlugs.get(key) ?? new Set<string>();
        takenSlugs.set(key, taken);
        return fixSlug(row, taken);
      }
      default:
        return fillAlt(row, side);
    }
  });
}
