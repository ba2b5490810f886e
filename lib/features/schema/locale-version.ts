/**
 * Helpers for a locale's own version of the primary locale's markup.
 * @module
 */
import { hasBinding, scriptBlocks } from '../../jsonld';

/** Two-space JSON, as the editor shows markup; empty for none. */
export function pretty(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** What a locale's own version of the primary's markup is for. */
export interface LocaleTarget {
  /** The locale's tag, e.g. `fr-FR`: every `inLanguage` becomes it. */
  tag: string;
  /** The page's published URL in the primary locale and in this one. */
  urls?: { primary: string; locale: string };
  /** The page's texts (title, descriptions) in the primary locale and in this one. */
  texts?: { primary: string; locale: string }[];
}

/** A locale's version, and the texts in it still exactly as in the primary locale. */
export interface LocaleVersion {
  value: unknown;
  untranslated: string[];
}

const URL_KEYS = new Set(['url', '@id', 'id', 'item', 'mainEntityOfPage']);
const NOT_TEXT = new Set(['@type', 'type', '@context', 'inLanguage', ...URL_KEYS]);

/** A CMS binding (`{{ … }}`) resolves per item: it is kept as it is, never counted as prose. */
const isBound = (v: unknown) => typeof v === 'string' && hasBinding(v);

/** Whether a string reads as words (not a URL, code, number or date). */
const isProse = (s: string) =>
  /\p{L}{3}/u.test(s) && !/^[a-z][a-z0-9+.-]*:/i.test(s) && !/^[\d\s:./+-]+$/.test(s);

/**
 * The primary's markup made over for another locale: `inLanguage` set to its tag, the page's own
 * URL (in `url`, `@id`, `item`, `mainEntityOfPage`) pointed at the locale's URL, the page's
 * title and descriptions replaced by the locale's, and the texts left as in the primary listed.
 */
export function localeVersion(value: unknown, target: LocaleTarget): LocaleVersion {
  const untranslated = new Set<string>();
  const texts = new Map(
    (target.texts ?? [])
      .filter((t) => t.primary.trim() !== '' && t.locale.trim() !== '')
      .map((t) => [t.primary.trim(), t.locale] as const),
  );
  const retarget = (url: string) => {
    const from = target.urls?.primary;
    if (!from || !target.urls) return url;
    const rest = url.startsWith(from) ? url.slice(from.length) : undefined;
    return rest !== undefined && /^(?:[#?]|$)/.test(rest) ? target.urls.locale + rest : url;
  };
  const visit = (v: unknown, key: string | undefined): unknown => {
    if (Array.isArray(v)) return v.map((item) => visit(item, key));
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, item]) => [
          k,
          k === 'inLanguage' && !isBound(item) ? target.tag : visit(item, k),
        ]),
      );
    if (typeof v !== 'string' || key === undefined || hasBinding(v)) return v;
    if (URL_KEYS.has(key)) return retarget(v);
    const translated = texts.get(v.trim());
    if (translated !== undefined) return translated;
    if (!NOT_TEXT.has(key) && isProse(v)) untranslated.add(v);
    return v;
  };
  return { value: visit(value, undefined), untranslated: [...untranslated] };
}

/** A copy of the primary's markup for `tag`: every `inLanguage` becomes the locale's tag. */
export function fromPrimary(value: unknown, tag: string): unknown {
  return localeVersion(value, { tag }).value;
}

/**
 * A legacy value of several `<script type="application/ld+json">` blocks as one JSON-LD object:
 * every block's nodes in one `@graph`. Blocks that are not JSON are left out; none readable → null.
 */
export function convertLegacy(raw: string): Record<string, unknown> | null {
  const nodes: unknown[] = [];
  for (const { body } of scriptBlocks(raw)) {
    let value: unknown;
    try {
      value = JSON.parse(body ?? '');
    } catch {
      continue;
    }
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const { '@context': _context, '@graph': graph, ...node } = item as Record<string, unknown>;
      if (Array.isArray(graph)) nodes.push(...graph);
      if (Object.keys(node).length > 0) nodes.push(node);
    }
  }
  return nodes.length > 0 ? { '@context': 'https://schema.org', '@graph': nodes } : null;
}
