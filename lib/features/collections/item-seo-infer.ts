/**
 * Which item field feeds an item page's `<title>`, meta description and og:image. That is a
 * setting of the collection's template the API does not expose, so it is inferred: the published
 * page's values (read with `live-site.readPublishedPage`) are matched against the item's field
 * values. Pure and import-free, as it loads in the side panel.
 * @module
 */

/** What an item page shows, as read from the published page. */
export interface PublishedSeo {
  title: string | null;
  description: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
}

/** A collection field, as Get Collection lists it. */
export interface ItemFieldDef {
  slug: string;
  name: string;
  type: string;
}

/** What a page shows that a field may feed. */
export type SeoTarget = 'title' | 'description' | 'ogImage';

/**
 * How a field's value matched: equal; equal once whitespace is trimmed and collapsed (and, for
 * RichText, once reduced to its text; for an image, once the URLs' query and fragment are dropped);
 * or the start of the title before a site suffix such as " | Site name".
 */
export type MatchHow = 'exact' | 'trimmed' | 'prefix';

/** The field that feeds a target, and how its value matched. */
export interface FieldMatch {
  /** The field's slug. */
  field: string;
  how: MatchHow;
  /** For `'prefix'`: the rest of the title, e.g. `" | Acme Bakery"`. */
  suffix?: string;
}

/** The field inferred for each target; a target no field matches is absent. */
export type InferredSeo = Partial<Record<SeoTarget, FieldMatch>>;

/** What may follow a value at the start of a title when the template adds the site's name. */
const SEPARATORS = [' | ', ' - ', ' – ', ' — ', ' · ', ': '];

/** Get Collection lists `name` as a field; when it does not, it is still every item's value. */
const NAME_FIELD: ItemFieldDef = { slug: 'name', name: 'Name', type: 'PlainText' };

const TYPES: Record<SeoTarget, readonly string[]> = {
  title: ['PlainText'],
  description: ['PlainText', 'RichText'],
  ogImage: ['Image', 'MultiImage'],
};

/**
 * Which fields may feed a target: title — PlainText (incl. `name`); description — PlainText and
 * RichText; ogImage — Image (and MultiImage's first image).
 */
export function candidateFields(
  fields: readonly ItemFieldDef[],
  target: SeoTarget,
): ItemFieldDef[] {
  const all = fields.some((f) => f.slug === NAME_FIELD.slug) ? fields : [NAME_FIELD, ...fields];
  return all.filter((f) => TYPES[target].includes(f.type));
}

/** Tags a browser lays out as blocks: their start and end part the words around them. */
const BLOCK_TAGS = new Set(
  (
    'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 ' +
    'header hr li main nav ol p pre section table td th tr ul'
  ).split(' '),
);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
};

function decodeEntity(entity: string, decimal?: string, hex?: string, name?: string): string {
  const code = decimal !== undefined ? Number(decimal) : hex !== undefined ? parseInt(hex, 16) : -1;
  if (code >= 0) return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? entity;
}

/**
 * Rich text as a page shows it: tags dropped (a block's start and end as a space), entities
 * decoded, whitespace collapsed. Tags are found with `indexOf`, not a regex, so a text full of
 * `<` without a `>` is still read in linear time (each `>` is looked for at most once).
 */
function richText(html: string): string {
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    // A `<` starts a tag only before a letter, `/` or `!`; else (`x < y`) it is text.
    if (!/[!/a-z]/i.test(html.charAt(open + 1))) {
      parts.push(html.slice(at, open + 1));
      at = open + 1;
      continue;
    }
    const close = html.indexOf('>', open);
    if (close < 0) break;
    parts.push(html.slice(at, open));
    const tag = /^\/?([a-z][\da-z]*)/i.exec(html.slice(open + 1, close))?.[1];
    if (tag !== undefined && BLOCK_TAGS.has(tag.toLowerCase())) parts.push(' ');
    at = close + 1;
  }
  parts.push(html.slice(at));
  const text = parts
    .join('')
    .replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));/gi, decodeEntity);
  return normal(text);
}

/** Whitespace trimmed and each run of it (non-breaking spaces too) made one space. */
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The URL of an Image value (`{ url }`, or a bare URL string). */
const imageUrl = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'url' in value)
    return typeof value.url === 'string' ? value.url : '';
  return '';
};

/**
 * A field value as the page would show it as text: strings as is, RichText reduced to text (tags
 * dropped, block ends as spaces, common entities decoded), Image values to their url.
 */
export function valueText(field: ItemFieldDef, value: unknown): string {
  switch (field.type) {
    case 'RichText':
      return typeof value === 'string' ? richText(value) : '';
    case 'Image':
      return imageUrl(value);
    case 'MultiImage':
      return Array.isArray(value) ? imageUrl(value[0]) : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

const RANK: Record<MatchHow, number> = { exact: 3, trimmed: 2, prefix: 1 };

/** A candidate's match with the length of the value that matched, for the longest-prefix rule. */
type Scored = FieldMatch & { length: number };

/** The value at the start of `title` followed by a separator: the title's rest, or undefined. */
function suffixAfter(title: string, value: string): string | undefined {
  const shown = title.replace(/\s+/g, ' ').trimStart();
  if (!shown.startsWith(value)) return undefined;
  const rest = shown.slice(value.length);
  return SEPARATORS.some((s) => rest.startsWith(s)) ? rest : undefined;
}

function matchText(field: ItemFieldDef, raw: string, shown: string, target: SeoTarget) {
  const value = normal(raw);
  if (value === '') return undefined;
  const at = (how: MatchHow, suffix?: string): Scored => ({
    field: field.slug,
    how,
    ...(suffix === undefined ? {} : { suffix }),
    length: value.length,
  });
  if (field.type !== 'RichText' && raw === shown) return at('exact');
  if (value === normal(shown)) return at('trimmed');
  const suffix = target === 'title' ? suffixAfter(shown, value) : undefined;
  return suffix === undefined ? undefined : at('prefix', suffix);
}

const withoutQuery = (url: string) => url.trim().split(/[?#]/, 1)[0]!;

function matchImage(field: ItemFieldDef, url: string, shown: string): Scored | undefined {
  if (url.trim() === '') return undefined;
  const at = (how: MatchHow): Scored => ({ field: field.slug, how, length: url.length });
  if (url.trim() === shown.trim()) return at('exact');
  return withoutQuery(url) === withoutQuery(shown) ? at('trimmed') : undefined;
}

/** What the page shows for a target: the title or description, else its Open Graph one. */
function shownFor(page: PublishedSeo, target: SeoTarget): string | null {
  // Open Graph stands in only when the page has no such tag: when it has one that no field
  // matches, that text is the template's own, whatever og:title says.
  const present = (text: string | null) => (text !== null && text.trim() !== '' ? text : null);
  if (target === 'title') return present(page.title) ?? present(page.ogTitle);
  if (target === 'description') return present(page.description) ?? present(page.ogDescription);
  return present(page.ogImage);
}

/** Whether `a` beats `b`: a stronger match, a longer prefix, or for the title the `name` field. */
function beats(a: Scored, b: Scored, target: SeoTarget): boolean {
  if (RANK[a.how] !== RANK[b.how]) return RANK[a.how] > RANK[b.how];
  if (a.how === 'prefix' && a.length !== b.length) return a.length > b.length;
  return target === 'title' && a.field === NAME_FIELD.slug && b.field !== NAME_FIELD.slug;
}

/** Infers which field feeds each target from the item's values and the page it published. */
export function inferItemSeo(
  fields: readonly ItemFieldDef[],
  values: Readonly<Record<string, unknown>>,
  page: PublishedSeo,
): InferredSeo {
  const inferred: InferredSeo = {};
  for (const target of ['title', 'description', 'ogImage'] as const) {
    const shown = shownFor(page, target);
    if (shown === null) continue;
    let best: Scored | undefined;
    for (const field of candidateFields(fields, target)) {
      const text = valueText(field, values[field.slug]);
      const match =
        target === 'ogImage'
          ? matchImage(field, text, shown)
          : matchText(field, text, shown, target);
      if (match && (!best || beats(match, best, target))) best = match;
    }
    if (best)
      inferred[target] = {
        field: best.field,
        how: best.how,
        ...(best.suffix === undefined ? {} : { suffix: best.suffix }),
      };
  }
  return inferred;
}
