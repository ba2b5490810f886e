/**
 * `--items`: one item's fields in one locale checked with the rules of page metadata
 * (`checkLength`): the field that feeds the title with the rule `'title'`, on its value plus the
 * text the page adds after it when that is known; the one that feeds the description with the
 * rule `'seoDescription'`; RichText reduced to its text first. Only what fails is kept. Pure.
 * @module
 */
import { valueText } from '../../features/collections';
import { checkLength } from '../../features/metadata';
import type { FieldTarget, LocaleChoice } from './item-field-choice';

/** An item field that fails its rule in one locale, kept until the report is written. */
export interface FieldFinding {
  itemId: string;
  /** The item's name and slug in that locale. */
  name: string;
  slug: string;
  /** The locale key (`''` = primary). */
  key: string;
  target: FieldTarget;
  level: 'empty' | 'short' | 'long';
  /** The rule's words: the length found and the range aimed for. */
  detail: string;
}

/** One published item in one locale, as `items/live` lists it. */
export interface ItemRow {
  id: string;
  fieldData: Readonly<Record<string, unknown>> & { name?: string | null; slug?: string | null };
}

/** The findings of one item in the locale `key`, with the fields `choice` names. */
export function checkItemFields(row: ItemRow, key: string, choice: LocaleChoice): FieldFinding[] {
  const found: FieldFinding[] = [];
  const slug = row.fieldData.slug ?? '';
  const name = row.fieldData.name || slug;
  for (const target of ['title', 'description'] as const) {
    const { field, suffix } = choice[target];
    if (!field) continue;
    const value = valueText(field, row.fieldData[field.slug]);
    // An empty field is empty, whatever the template adds after it.
    const shown = target === 'title' && value.trim() !== '' ? value + (suffix ?? '') : value;
    const check = checkLength(target === 'title' ? 'title' : 'seoDescription', shown);
    if (check.level === 'ok') continue;
    found.push({
      itemId: row.id,
      name,
      slug,
      key,
      target,
      level: check.level,
      detail: check.message,
    });
  }
  return found;
}
