/**
 * `--items`: which item field feeds a collection's item pages' title and description in one locale.
 * That is a setting of the template the API does not expose, so with `--live` it is inferred from
 * one published item page (`inferItemSeo`); without it, or when that page cannot be read or no
 * field matches what it shows, it is guessed — the title from the item's name, the description
 * from the first PlainText or RichText field whose slug or name reads like one — and every finding
 * says which. Pure.
 * @module
 */
import {
  candidateFields,
  inferItemSeo,
  type ItemFieldDef,
  type PublishedSeo,
} from '../../features/collections';

/** What an item page shows that an item field feeds and `--items` checks. */
export type FieldTarget = 'title' | 'description';

/** How the field that feeds a target is known. */
export type ChoiceSource =
  /** Inferred from the published item page at `page`. */
  | { kind: 'inferred'; page: string }
  /** Guessed from the fields' names: no published page is read without `--live`. */
  | { kind: 'guessed'; why: 'no-live' }
  /** Guessed: the published page (null: it has no address in that locale) could not be read. */
  | { kind: 'guessed'; why: 'unread'; page: string | null; reason: string }
  /** Guessed: the page was read, but no field's value matches what it shows. */
  | { kind: 'guessed'; why: 'unmatched'; page: string };

/** The field checked for one target in one collection and locale. */
export interface FieldChoice {
  /** Null when none is: no field reads like a description, and none was inferred. */
  field: ItemFieldDef | null;
  /**
   * For the title: what the page adds after the field's value (`" | Acme Bakery"`, `''` when it
   * adds nothing), as the published page showed it; null when unknown (the value is checked alone).
   */
  suffix: string | null;
  source: ChoiceSource;
}

/** The fields checked in one collection and locale. */
export type LocaleChoice = Record<FieldTarget, FieldChoice>;

/** A field of Get Collection's answer. */
export interface CollectionField {
  slug: string;
  displayName?: string | null;
  type: string;
}

/** The fields as `inferItemSeo` takes them (a field with no display name is named by its slug). */
export const fieldDefs = (fields: readonly CollectionField[]): ItemFieldDef[] =>
  fields.map((f) => ({ slug: f.slug, name: f.displayName || f.slug, type: f.type }));

/** The item's name, every item's title unless the template says otherwise. */
const NAME: ItemFieldDef = { slug: 'name', name: 'Name', type: 'PlainText' };

// Words of a field meant for a short text about the item; "meta title" and the like are not.
const DESCRIPTION_LIKE = /summary|descri|excerpt|meta|intro|teaser|abstract|blurb|synopsis|lede/i;
const TITLE_LIKE = /title|name|heading/i;
const readsLikeDescription = (f: ItemFieldDef) =>
  !['name', 'slug'].includes(f.slug) &&
  [f.slug, f.name].some((word) => DESCRIPTION_LIKE.test(word) && !TITLE_LIKE.test(word));

/**
 * The fields guessed from their names: the item's name for the title; for the description the
 * first PlainText or RichText field whose slug or name reads like one, else none.
 */
export function guessedFields(fields: readonly ItemFieldDef[]): {
  title: ItemFieldDef;
  description: ItemFieldDef | null;
} {
  const name = candidateFields(fields, 'title').find((f) => f.slug === 'name') ?? NAME;
  const description = candidateFields(fields, 'description').find(readsLikeDescription) ?? null;
  return { title: name, description };
}

/** The choice in a locale whose published page is not read or shows nothing a field matches. */
export function guessedChoice(
  fields: readonly ItemFieldDef[],
  source: Extract<ChoiceSource, { kind: 'guessed' }>,
): LocaleChoice {
  const guess = guessedFields(fields);
  return {
    title: { field: guess.title, suffix: null, source },
    description: { field: guess.description, suffix: null, source },
  };
}

/**
 * The choice inferred from one item's published page at `url` (`values`: that item's fields in
 * that locale); a target no field matches is guessed, saying so.
 */
export function inferredChoice(
  fields: readonly ItemFieldDef[],
  values: Readonly<Record<string, unknown>>,
  page: PublishedSeo,
  url: string,
): LocaleChoice {
  const found = inferItemSeo(fields, values, page);
  const guess = guessedChoice(fields, { kind: 'guessed', why: 'unmatched', page: url });
  const inferred = { kind: 'inferred', page: url } as const;
  const fieldOf = (target: FieldTarget, slug: string) =>
    candidateFields(fields, target).find((f) => f.slug === slug) ?? null;
  const title = found.title && fieldOf('title', found.title.field);
  const description = found.description && fieldOf('description', found.description.field);
  return {
    title: title
      ? { field: title, suffix: found.title?.suffix ?? '', source: inferred }
      : guess.title,
    description: description
      ? { field: description, suffix: null, source: inferred }
      : guess.description,
  };
}
