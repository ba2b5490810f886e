/**
 * Between what the Item tab's editor typed and an item draft: the draft's value (the touched
 * fields as the service takes them, each kept as its type) and, once saved, what the service did
 * not keep of it, in words. Pure: no browser API.
 * @module
 */
import { jsonEqual, type Json } from '../../core/drafts/json-value';
import { editableText, imagesOf, valueFromText, withAlts } from './item-values';

/** A field as the draft needs it. */
export interface DraftField {
  slug: string;
  name: string;
  type: string;
}

/** The key of the alt text of image `index` of field `slug` among the typed texts. */
export const altKey = (slug: string, index: number) => `${slug}#${index}`;

const splitKey = (key: string): [string, number | undefined] => {
  const hash = key.lastIndexOf('#');
  const index = hash < 0 ? NaN : Number(key.slice(hash + 1));
  return Number.isInteger(index) ? [key.slice(0, hash), index] : [key, undefined];
};

/**
 * The draft value of the typed `texts` over the item's `fieldData`: each text field whose text
 * differs, and each image field with an alt text that differs (the whole value, `fileId` kept).
 */
export function draftValueOf(
  fields: readonly DraftField[],
  fieldData: Readonly<Record<string, Json>>,
  texts: Readonly<Record<string, string>>,
): Record<string, Json> {
  const typeOf = (slug: string) => fields.find((f) => f.slug === slug)?.type ?? 'PlainText';
  const value: Record<string, Json> = {};
  const alts = new Map<string, Map<number, string>>();
  for (const [key, text] of Object.entries(texts)) {
    const [slug, index] = splitKey(key);
    const type = typeOf(slug);
    if (index !== undefined) {
      const before = imagesOf(type, fieldData[slug])[index];
      if (!before || before.alt === text) continue;
      alts.set(slug, (alts.get(slug) ?? new Map()).set(index, text));
      continue;
    }
    // Only text is typed as text: an image is changed through its alt text alone.
    if (type !== 'PlainText' && type !== 'RichText') continue;
    if (text === editableText(type, fieldData[slug]).text) continue;
    value[slug] = valueFromText(type, text);
  }
  for (const [slug, byIndex] of alts)
    value[slug] = withAlts(typeOf(slug), fieldData[slug], byIndex) as Json;
  return value;
}

/** One thing the service kept otherwise than sent: the field, and what it holds. */
export interface NotKept {
  field: string;
  /** `alt`: an image's alt text; `value`: the field's value. */
  what: 'alt' | 'value';
  /** What the service holds, as text (`undefined`: an alt text it holds none of). */
  kept: string | undefined;
}

/** What of `sent` the service's answer `stored` does not hold. */
export function notKeptOf(
  fields: readonly DraftField[],
  sent: Readonly<Record<string, Json>>,
  stored: Readonly<Record<string, Json>>,
): NotKept[] {
  return Object.entries(sent).flatMap(([slug, value]): NotKept[] => {
    const field = fields.find((f) => f.slug === slug) ?? { slug, name: slug, type: 'PlainText' };
    const images = imagesOf(field.type, value);
    if (images.length > 0) {
      const held = imagesOf(field.type, stored[slug]);
      return images.flatMap((image, i) =>
        image.alt === held[i]?.alt ? [] : [{ field: field.name, what: 'alt', kept: held[i]?.alt }],
      );
    }
    // An empty text sent may come back as no value at all.
    const held = stored[slug] ?? null;
    if (
      jsonEqual(held, value) ||
      ((value === '' || value === null) && (held === '' || held === null))
    )
      return [];
    return [
      { field: field.name, what: 'value', kept: editableText(field.type, stored[slug]).text },
    ];
  });
}

/**
 * The typed texts a stored draft stands for, over the item's `fieldData`: each text field's text,
 * and each image's alt text where the draft's differs from the item's (keyed by `altKey`).
 */
export function textsOfDraft(
  value: Readonly<Record<string, Json>>,
  fieldData: Readonly<Record<string, Json>>,
  typeOf: (slug: string) => string,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [slug, v] of Object.entries(value)) {
    const type = typeOf(slug);
    if (type === 'PlainText' || type === 'RichText') {
      texts[slug] = editableText(type, v).text;
      continue;
    }
    const before = imagesOf(type, fieldData[slug]);
    imagesOf(type, v).forEach((image, i) => {
      if (image.alt !== undefined && image.alt !== before[i]?.alt)
        texts[altKey(slug, i)] = image.alt;
    });
  }
  return texts;
}
