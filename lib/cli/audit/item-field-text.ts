/**
 * `--items`: the words of its findings. Each names the field, what is wrong with it, how the field
 * that feeds the title or description is known (inferred from which published page, or unknown and
 * guessed), the rule's advice, and the item (name and slug), its collection, locale and page path.
 * Pure.
 * @module
 */
import type { ChoiceSource, FieldChoice, FieldTarget } from './item-field-choice';
import type { FieldFinding } from './item-field-check';

/** Where a finding is: the collection's name, the locale's and the item page's path (if any). */
export interface FindingPlace {
  collection: string;
  locale: string;
  path: string | null;
}

/** What is checked when the field is guessed. */
const GUESS: Record<FieldTarget, string> = {
  title: 'the item’s name is checked alone, without any site name the page adds',
  description: 'guessed from its name',
};

/** How the field that feeds `target` is known, e.g. "…, inferred from the published page …". */
export function sourceText(target: FieldTarget, source: ChoiceSource): string {
  const feeds = `the field that feeds the ${target}`;
  if (source.kind === 'inferred')
    return `${feeds}, inferred from the published page ${source.page}`;
  const unknown = `${feeds} is unknown`;
  switch (source.why) {
    case 'no-live':
      return `${unknown}: ${GUESS[target]}; --live infers it`;
    case 'unread':
      return `${unknown}: ${GUESS[target]}, as ${source.page ? `the published page ${source.page}` : 'its published page'} could not be read (${source.reason})`;
    case 'unmatched':
      return `${unknown}: no field matches what the published page ${source.page} shows; ${GUESS[target]}`;
  }
}

/**
 * A finding's message, e.g. "Post summary is empty (the field that feeds the description is
 * unknown: guessed from its name; --live infers it). Empty. Aim for 120–160 characters. Item “A
 * week of macarons” (a-week-of-macarons) of Blog Posts, locale fr, page /fr/blog/….".
 */
export function findingText(f: FieldFinding, choice: FieldChoice, place: FindingPlace): string {
  const after =
    f.target === 'title' && choice.suffix && f.level !== 'empty'
      ? ` with “${choice.suffix.trimStart()}” after it, as the page shows it`
      : '';
  const what = `${f.level === 'empty' ? 'is empty' : `is too ${f.level}`}${after}`;
  const page = place.path ? `page ${place.path}` : 'no published page in that locale';
  return (
    `${choice.field?.name ?? f.target} ${what} (${sourceText(f.target, choice.source)}). ` +
    `${f.detail} Item “${f.name}” (${f.slug}) of ${place.collection}, locale ${place.locale}, ${page}.`
  );
}

/** Why no field is known to feed the description, for the collection's note. */
function unknownWhy(source: ChoiceSource): string {
  if (source.kind === 'inferred' || source.why === 'no-live')
    return 'without --live it is not inferred';
  if (source.why === 'unmatched')
    return `no field matches what the published page ${source.page} shows`;
  return `${source.page ? `the published page ${source.page}` : 'its published page'} could not be read (${source.reason})`;
}

/** The note of a collection whose description field is unknown in `locales`. */
export function unknownDescriptionText(
  collection: string,
  locales: readonly string[],
  source: ChoiceSource,
): string {
  return (
    `The field that feeds the description of ${collection}’s item pages is unknown in ` +
    `${locales.join(', ')}: ${unknownWhy(source)}, and no field’s slug or name reads like a ` +
    'description (summary, description, excerpt, meta …). Their descriptions are not checked.'
  );
}
