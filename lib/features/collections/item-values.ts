/**
 * An item field's value as the Item tab edits it, kept as its type: PlainText is text; RichText is
 * HTML, edited as its paragraphs and written back as `<p>` paragraphs — only when it holds nothing
 * but paragraphs and line breaks, so no link, list or emphasis is ever lost by an edit here; an
 * Image value is shown, not edited here. Pure: no browser API.
 * @module
 */

/** What the tab can do with one field's value. */
export interface EditableText {
  /** The value as the editor reads and types it. */
  text: string;
  /** False when an edit here would lose something (formatting, an image): shown read-only. */
  editable: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The text of HTML with its tags gone and the common entities read. */
function decode(html: string): string {
  return html.replace(/<[^<>]*>/g, '').replace(/&(#?\w+);/g, (whole, name: string) => {
    if (ENTITIES[name]) return ENTITIES[name];
    const code = /^#(\d+)$/.exec(name)?.[1];
    return code ? String.fromCodePoint(Number(code)) : whole;
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Only bare paragraphs and line breaks: anything else (a link, a list, bold, a class) would not
// survive an edit.
const PLAIN_TAG = /^<(?:\/?p|br ?\/?)>$/i;
const onlyParagraphs = (html: string) =>
  (html.match(/<[^<>]*>?/g) ?? []).every((tag) => PLAIN_TAG.test(tag)) &&
  // An entity the reading below does not know would come back escaped: shown read-only instead.
  (html.match(/&#?\w+;/g) ?? []).every((e) => /^&#\d+;$/.test(e) || !!ENTITIES[e.slice(1, -1)]);

/** The field's value as editable text, or as text shown read-only. */
export function editableText(type: string, value: unknown): EditableText {
  if (value === null || value === undefined) return { text: '', editable: type !== 'Image' };
  if (type === 'PlainText') return { text: String(value), editable: true };
  if (type === 'RichText' && typeof value === 'string') {
    const paragraphs = value
      .split(/<\/p\s*>/i)
      .map((p) => decode(p.replace(/<br\s*\/?>/gi, '\n')).trim())
      .filter((p) => p !== '');
    return { text: paragraphs.join('\n\n'), editable: onlyParagraphs(value) };
  }
  if (typeof value === 'object' && 'url' in value)
    return { text: String((value as { url: unknown }).url), editable: false };
  return { text: typeof value === 'string' ? value : JSON.stringify(value), editable: false };
}

/** The value to write for `text` typed into a field of `type`. */
export function valueFromText(type: string, text: string): string {
  if (type !== 'RichText') return text;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}

/** An item page's path in a locale: its template's folder there, then the item's slug. */
export function itemPagePath(templatePath: string, slug: string): string {
  const folder = templatePath.slice(0, templatePath.lastIndexOf('/'));
  return `${folder}/${encodeURIComponent(slug)}`;
}

/** One image of an Image or MultiImage value; `alt` undefined when the value has none (unknown). */
export interface ItemImage {
  url: string;
  alt: string | undefined;
}

const isImage = (v: unknown): v is { url: string; alt?: unknown } =>
  !!v && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string';

/** The images of an Image (one) or MultiImage (a list) value, in order. */
export function imagesOf(type: string, value: unknown): ItemImage[] {
  const list = type === 'MultiImage' && Array.isArray(value) ? value : [value];
  if (type !== 'Image' && type !== 'MultiImage') return [];
  return list.filter(isImage).map((v) => ({
    url: v.url,
    alt: typeof v.alt === 'string' ? v.alt : undefined,
  }));
}

/**
 * The value with the alt text of image `i` set to `alts[i]` where given: every other property of
 * each image (its `fileId` above all: an image written without it is refused) is kept as it was.
 */
export function withAlts(type: string, value: unknown, alts: ReadonlyMap<number, string>): unknown {
  const set = (image: unknown, i: number) =>
    isImage(image) && alts.has(i) ? { ...image, alt: alts.get(i) } : image;
  if (type === 'MultiImage' && Array.isArray(value)) return value.map(set);
  return set(value, 0);
}
