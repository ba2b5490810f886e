import { parseAddress } from './address';
import { parseQuestionsAndAnswers } from './qa';
import type { JsonNode, StarterId } from './types';

/** What a selection was read as. */
export type SeedKind = 'faq' | 'address' | 'name' | 'description' | 'none';

/** Properties a selection gives a starter, and what the selection was read as. */
export interface Seed {
  kind: SeedKind;
  /** Laid over the starter's node (they replace what the page gave). */
  properties: JsonNode;
}

/** Longest selection taken as a name or headline; longer text is a description. */
const NAME_MAX = 110;

const ADDRESS_STARTERS: readonly StarterId[] = ['local-business', 'organization', 'event'];

/** The property a short selection names, per starter (`headline` for articles). */
const NAME_PROPERTY: Partial<Record<StarterId, string>> = {
  article: 'headline',
  'faq-page': 'name',
  organization: 'name',
  'local-business': 'name',
  product: 'name',
  event: 'name',
  website: 'name',
  person: 'name',
  'video-object': 'name',
  dataset: 'name',
  'profile-page': 'name',
  'image-metadata': 'name',
};

/** An FAQ `Question` node; an empty answer is left `""` for the editor to fill. */
export function questionNode(question: string, answer: string): JsonNode {
  return {
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  };
}

/**
 * Reads selected text for one starter:
 * - FAQ page: questions and answers (a line ending with `?`, then its answer) → one `Question`
 *   per pair in `mainEntity`; a lone question gets an empty answer.
 * - Local business, organization, event: a postal address → `address` (with `name`, `telephone`
 *   and `email` when the selection has them; for an event, `location` as a `Place`).
 * - Otherwise one short line (up to 110 characters, not ending with a full stop) → the name
 *   (`headline` for an article), anything longer → `description`. Breadcrumbs take nothing.
 */
export function seedFromSelection(starterId: StarterId, text: string): Seed {
  const trimmed = text.trim();
  if (trimmed === '' || starterId === 'breadcrumb-list') return { kind: 'none', properties: {} };
  if (starterId === 'faq-page') {
    const pairs = parseQuestionsAndAnswers(trimmed);
    if (pairs.length > 0) {
      return {
        kind: 'faq',
        properties: { mainEntity: pairs.map((p) => questionNode(p.question, p.answer)) },
      };
    }
  }
  if (ADDRESS_STARTERS.includes(starterId)) {
    const found = parseAddress(trimmed);
    if (found) {
      const { name, address, telephone, email } = found;
      if (starterId === 'event') {
        const place: JsonNode = { '@type': 'Place' };
        if (name !== undefined) place.name = name;
        place.address = address;
        return { kind: 'address', properties: { location: place } };
      }
      const properties: JsonNode = {};
      if (name !== undefined) properties.name = name;
      properties.address = address;
      if (telephone !== undefined) properties.telephone = telephone;
      if (email !== undefined) properties.email = email;
      return { kind: 'address', properties };
    }
  }
  const line = trimmed.replace(/\s+/g, ' ');
  const nameProperty = NAME_PROPERTY[starterId];
  if (
    nameProperty !== undefined &&
    !/[\r\n]/.test(trimmed) &&
    line.length <= NAME_MAX &&
    !/[.!]$/.test(line)
  ) {
    return { kind: 'name', properties: { [nameProperty]: line } };
  }
  return { kind: 'description', properties: { description: line } };
}
