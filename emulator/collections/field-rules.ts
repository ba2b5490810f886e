/**
 * What an item write may put in each field, by the field's type in the collection: unknown
 * fields, wrong types, required fields emptied, PlainText length limits from the field's
 * `validations`, a slug's format and its uniqueness within the collection and CMS locale, and
 * Image values without `fileId`. The real API's messages for these are not published, so the
 * wording is the emulator's own (see the README); each problem names its field in `param`.
 * @module
 */
import type { Collection, CollectionField, CollectionItem, World } from '../world-types';
import { stagedFields } from './items';

/** One refused field, as a `details` entry of the v2 error body. */
export interface FieldProblem {
  param: string;
  description: string;
}

/** Item slugs: lowercase letters and digits in runs joined by single hyphens or underscores. */
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const SLUG_MAX = 256;
const OBJECT_ID = /^[0-9a-f]{24}$/;

const isText = (v: unknown): v is string => typeof v === 'string';
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

function imageProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return 'must be an object with fileId, url and an optional alt';
  const image = value as Record<string, unknown>;
  if (!isText(image.fileId) || image.fileId === '')
    return 'an Image value needs its fileId (a url alone is not enough)';
  if (image.url !== undefined && !isText(image.url)) return 'url must be a string';
  if (image.alt !== undefined && image.alt !== null && !isText(image.alt))
    return 'alt must be a string or null';
  return null;
}

function plainTextProblem(field: CollectionField, value: string): string | null {
  const rules = field.validations ?? {};
  const max = typeof rules.maxLength === 'number' ? rules.maxLength : undefined;
  const min = typeof rules.minLength === 'number' ? rules.minLength : undefined;
  if (max !== undefined && value.length > max)
    return `must be at most ${max} characters (got ${value.length})`;
  if (min !== undefined && value !== '' && value.length < min)
    return `must be at least ${min} characters (got ${value.length})`;
  if (rules.singleLine === true && /[\r\n]/.test(value)) return 'must be a single line';
  return null;
}

/** The problem with a non-empty value for a field of this type, or null when it fits. */
function typeProblem(field: CollectionField, value: unknown): string | null {
  switch (field.type) {
    case 'PlainText':
      return isText(value) ? plainTextProblem(field, value) : 'must be a string';
    case 'RichText':
    case 'Link':
    case 'Email':
    case 'Phone':
    case 'Color':
    case 'VideoLink':
    case 'Option':
      return isText(value) ? null : 'must be a string';
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'Switch':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'DateTime':
      return isText(value) && !Number.isNaN(Date.parse(value)) ? null : 'must be an ISO date';
    case 'Image':
    case 'File':
      return imageProblem(value);
    case 'MultiImage':
      return Array.isArray(value)
        ? (value.map(imageProblem).find((p) => p !== null) ?? null)
        : 'must be a list of Image values';
    case 'Reference':
      return isText(value) && OBJECT_ID.test(value) ? null : 'must be an item id';
    case 'MultiReference':
      return Array.isArray(value) && value.every((v) => isText(v) && OBJECT_ID.test(v))
        ? null
        : 'must be a list of item ids';
    default:
      return null;
  }
}

function slugProblem(
  world: World,
  at: { collection: Collection; item: CollectionItem; cmsLocaleId: string; primaryId: string },
  slug: string,
): string | null {
  if (slug.length > SLUG_MAX) return `must be at most ${SLUG_MAX} characters`;
  if (!SLUG.test(slug))
    return 'must be lowercase letters and digits joined by single hyphens or underscores';
  const taken = Object.values(world.collectionItems).some(
    (other) =>
      other.collectionId === at.collection.id &&
      other.id !== at.item.id &&
      stagedFields(other, at.cmsLocaleId, at.primaryId).slug === slug,
  );
  return taken ? `"${slug}" is already the slug of another item in this locale` : null;
}

/**
 * Every problem with `fieldData` written to `item` in a CMS locale, against the world as it is
 * (so rows of one bulk write applied before count for slug uniqueness). `prefix` goes before
 * each `param` (`items.3.` in a bulk write).
 */
export function fieldProblems(
  world: World,
  at: { collection: Collection; item: CollectionItem; cmsLocaleId: string; primaryId: string },
  fieldData: Record<string, unknown>,
  prefix = '',
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [slug, value] of Object.entries(fieldData)) {
    const param = `${prefix}fieldData.${slug}`;
    const field = at.collection.fields.find((f) => f.slug === slug);
    let description: string | null;
    if (!field) description = 'is not a field of this collection';
    else if (isEmpty(value)) description = field.isRequired ? 'is required' : null;
    else description = typeProblem(field, value);
    if (!description && slug === 'slug' && isText(value))
      description = slugProblem(world, at, value);
    if (description) problems.push({ param, description });
  }
  return problems;
}
