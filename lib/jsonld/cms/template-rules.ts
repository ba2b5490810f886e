import { formatNumber, t } from '../text/text';
import { containsBinding } from './binding';
import type { Issue, Segment } from '../types';
import type { Vocabulary } from '../vocab/vocabulary';
import { isObject, keywordKey, valuesOf, walk } from '../source/walk';
import type { Walk } from '../source/walk';

/** The collection whose template page holds the markup being checked. */
export interface TemplateContext {
  /** The collection's name, e.g. "Blog Posts". */
  collection: string;
  /** How many published items show the markup, when known. */
  itemCount?: number;
}

/** `offers.price`: the `price` of the top-level `offers` (an object or a list of them). */
const OFFER_PRICE = 'offers.price';
const ARTICLE = ['headline', 'name', 'datePublished', 'dateModified', 'image', 'mainEntityOfPage'];
const PRODUCT = ['name', 'sku', 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn', 'image'];
const CREATIVE = ['name', 'image'];

/** Properties that identify one item, by type (and its subtypes); every type also has `url`, `@id`. */
const IDENTIFYING: readonly { types: readonly string[]; properties: readonly string[] }[] = [
  { types: ['Article', 'BlogPosting', 'NewsArticle'], properties: ARTICLE },
  { types: ['Product'], properties: [...PRODUCT, OFFER_PRICE] },
  { types: ['Event'], properties: ['name', 'startDate', 'endDate'] },
  { types: ['JobPosting'], properties: ['title', 'datePosted', 'identifier'] },
  { types: ['Recipe', 'Course', 'VideoObject'], properties: CREATIVE },
  { types: ['VideoObject'], properties: ['contentUrl', 'uploadDate'] },
  { types: ['Person'], properties: CREATIVE },
];

/**
 * Entities a template's `@graph` names beside the item, the same on every page of the site (the
 * site's organization, the web site itself): their address rightly stays fixed.
 */
const SITE_WIDE = new Set(['Organization', 'WebSite', 'Brand']);

/**
 * The `template/` rules, for markup of a collection template page (every published item page
 * shows it): on each top-level entity, a value that identifies one item (its headline, its date,
 * its address…) written as fixed text instead of a binding to a field is an error. Nested
 * objects are not looked at, so shared values (`author`, `publisher`, `brand`, `organizer`,
 * `provider`) never are.
 */
export function checkTemplate(
  w: Walk,
  template: TemplateContext,
  vocab: Vocabulary | undefined,
  issues: Issue[],
): void {
  for (const node of w.nodes) {
    if (!node.root) continue;
    if (node.types.length > 0 && node.types.every((type) => SITE_WIDE.has(type))) continue;
    for (const property of identifyingProperties(node.types, vocab)) {
      if (property === OFFER_PRICE) {
        for (const offer of valuesOf(node.value.offers, [...node.at, 'offers'])) {
          if (isObject(offer.value) && 'price' in offer.value)
            fixedValue('price', offer.value.price, [...offer.at, 'price'], template, issues);
        }
        continue;
      }
      const key = property === '@id' ? keywordKey(node.value, '@id') : property;
      if (key !== undefined && key in node.value)
        fixedValue(property, node.value[key], [...node.at, key], template, issues);
    }
  }
}

/** One identifying value of a rendered item page's markup: the property and the value found. */
export interface IdentifyingValue {
  /** The property as the `template/` rules name it (`headline`, `offers.price`, `@id`…). */
  property: string;
  value: unknown;
}

/**
 * The identifying values of a rendered page's markup (an item page, bindings filled in): on each
 * top-level entity that is not site-wide, every value of the properties that `template/fixed-value`
 * expects to differ from item to item. The live check of item pages compares them across items.
 */
export function identifyingValues(document: unknown, vocab?: Vocabulary): IdentifyingValue[] {
  const out: IdentifyingValue[] = [];
  for (const node of walk(document).nodes) {
    if (!node.root) continue;
    if (node.types.length > 0 && node.types.every((type) => SITE_WIDE.has(type))) continue;
    for (const property of identifyingProperties(node.types, vocab)) {
      if (property === OFFER_PRICE) {
        for (const offer of valuesOf(node.value.offers, [])) {
          if (isObject(offer.value) && offer.value.price != null)
            out.push({ property, value: offer.value.price });
        }
        continue;
      }
      const key = property === '@id' ? keywordKey(node.value, '@id') : property;
      if (key !== undefined && node.value[key] != null)
        out.push({ property, value: node.value[key] });
    }
  }
  return out;
}

function identifyingProperties(types: readonly string[], vocab: Vocabulary | undefined): string[] {
  const isA = (type: string, a: string) => type === a || (vocab?.isA(type, a) ?? false);
  const out = new Set<string>();
  for (const row of IDENTIFYING) {
    if (types.some((type) => row.types.some((a) => isA(type, a))))
      for (const p of row.properties) out.add(p);
  }
  out.add('url');
  out.add('@id');
  return [...out];
}

function fixedValue(
  property: string,
  value: unknown,
  at: Segment[],
  template: TemplateContext,
  issues: Issue[],
): void {
  if (value === null || containsBinding(value)) return;
  const { collection, itemCount } = template;
  issues.push({
    severity: 'error',
    rule: 'template/fixed-value',
    message:
      itemCount === undefined
        ? t('jsonld_template_fixed_value_uncounted', property, collection)
        : t('jsonld_template_fixed_value', property, collection, formatNumber(itemCount)),
    at,
  });
}
