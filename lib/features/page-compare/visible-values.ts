import {
  type Diagnostic,
  formatPath,
  type GraphNode,
  isObject,
  type JsonObject,
  type Segment,
  valuesOf,
  walk,
} from '@/lib/jsonld';
import { t } from '../../core/i18n/t';
import { VisibleText } from './text-match';

/** Which key value was looked for. */
export type KeyValueKind =
  | 'name'
  | 'headline'
  | 'question'
  | 'offers.price'
  | 'offers.lowPrice'
  | 'aggregateRating.ratingValue'
  | 'aggregateRating.reviewCount'
  | 'aggregateRating.ratingCount'
  | 'startDate';

/** One key value of the markup and whether the page shows it. */
export interface KeyValueCheck {
  /** JSON path of the value in the markup, e.g. `$['@graph'][1].offers.price`. */
  path: string;
  kind: KeyValueKind;
  /** The value as shown to the editor (a price with its currency). */
  value: string;
  found: boolean;
}

/** Options of {@link checkKeyValuesVisible}. */
export interface VisibleOptions {
  /** The page's language, for month names and currency symbols. */
  lang?: string;
}

/** Types whose name is often only in a logo or the title bar, not in the text. */
const NAME_NOT_EXPECTED = new Set([
  'WebSite',
  'WebPage',
  'Organization',
  'BreadcrumbList',
  'ItemList',
  'SiteNavigationElement',
  'ImageObject',
]);

const asNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string' || !/^\s*\d+(?:[.,]\d+)?\s*$/.test(v)) return undefined;
  return Number(v.trim().replace(',', '.'));
};

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** A main thing of the page: a top-level node or the `mainEntity` of one. */
const isMain = (n: GraphNode) => n.root || n.via === 'mainEntity';

/**
 * Lists the markup's key values (names and headlines of its main things, FAQ questions, prices
 * with their currency, ratings and review counts, event dates) and says whether each appears in
 * the page's visible text. Matching ignores case, spacing, accents and punctuation, and reads
 * numbers and dates the ways pages write them. Pure.
 */
export function checkKeyValuesVisible(
  markup: unknown,
  visibleText: string,
  options: VisibleOptions = {},
): KeyValueCheck[] {
  const page = new VisibleText(visibleText, options.lang);
  const out = new Map<string, KeyValueCheck>();
  const add = (at: Segment[], kind: KeyValueKind, value: string, found: boolean) => {
    const path = formatPath(at);
    if (!out.has(path)) out.set(path, { path, kind, value, found });
  };
  const number = (node: JsonObject, at: Segment[], key: string, kind: KeyValueKind) => {
    const n = asNumber(node[key]);
    if (n !== undefined) add([...at, key], kind, String(node[key]).trim(), page.hasNumber(n));
  };
  for (const node of walk(markup).nodes) {
    const v = node.value;
    const main = isMain(node);
    const name = text(v.name);
    if (name && node.types.includes('Question'))
      add([...node.at, 'name'], 'question', name, page.hasText(name));
    if (!main) continue;
    if (name && !node.types.some((t) => NAME_NOT_EXPECTED.has(t)))
      add([...node.at, 'name'], 'name', name, page.hasText(name));
    const headline = text(v.headline);
    if (headline) add([...node.at, 'headline'], 'headline', headline, page.hasText(headline));
    for (const offer of valuesOf(v.offers, [...node.at, 'offers'])) {
      if (!isObject(offer.value)) continue;
      const currency = text(offer.value.priceCurrency);
      for (const key of ['price', 'lowPrice'] as const) {
        const n = asNumber(offer.value[key]);
        if (n === undefined) continue;
        const shown = `${String(offer.value[key]).trim()}${currency ? ` ${currency}` : ''}`;
        add([...offer.at, key], `offers.${key}`, shown, page.hasPrice(n, currency));
      }
    }
    for (const rating of valuesOf(v.aggregateRating, [...node.at, 'aggregateRating'])) {
      if (!isObject(rating.value)) continue;
      number(rating.value, rating.at, 'ratingValue', 'aggregateRating.ratingValue');
      number(rating.value, rating.at, 'reviewCount', 'aggregateRating.reviewCount');
      number(rating.value, rating.at, 'ratingCount', 'aggregateRating.ratingCount');
    }
    const start = text(v.startDate);
    if (start) add([...node.at, 'startDate'], 'startDate', start, page.hasDate(start));
  }
  return [...out.values()];
}

const shorten = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);

/**
 * Warnings for the key values the page does not show. When only part of the page's text was read
 * (`truncated`), they are downgraded to information, since the value may be further down.
 */
export function visibleValueDiagnostics(
  checks: readonly KeyValueCheck[],
  options: { truncated?: boolean } = {},
): Diagnostic[] {
  return checks
    .filter((c) => !c.found)
    .map((c) => ({
      severity: options.truncated ? 'info' : 'warning',
      rule: 'live/value-not-visible',
      message: options.truncated
        ? t('live_value_not_visible_partial', shorten(c.value), c.kind)
        : t('live_value_not_visible', shorten(c.value), c.kind),
      path: c.path,
    }));
}
