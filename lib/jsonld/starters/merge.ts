import { t } from '../text/text';
import { normalizeInput } from '../source/normalize';
import { isObject, keyword, rawTypes, schemaName } from '../source/walk';
import type { JsonNode } from './types';

const DEFAULT_CONTEXT = 'https://schema.org';

/** Types a page may rightly hold several of: merged only when they are the same thing. */
const SEVERAL_PER_PAGE = new Set([
  'Person',
  'Event',
  'Product',
  'VideoObject',
  'ImageObject',
  'Place',
  'Offer',
  'Review',
  'Question',
  'ListItem',
]);

/** Sets an own property, even one named `__proto__`. */
function setOwn(target: JsonNode, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A shallow copy that keeps every own property (plain spread would drop `__proto__` keys). */
const copy = (node: JsonNode): JsonNode => Object.fromEntries(Object.entries(node));

const without = (node: JsonNode, key: string): JsonNode =>
  Object.fromEntries(Object.entries(node).filter(([k]) => k !== key));

/** A value that holds nothing yet: the starters' empty required fields, or null. */
const isEmpty = (v: unknown): boolean => v === '' || v === null;

const typesOf = (node: JsonNode): string[] =>
  rawTypes(node)
    .map(schemaName)
    .filter((type): type is string => type !== undefined);

const nameOf = (node: JsonNode): string | undefined => {
  const name = node.name ?? node.headline;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().toLowerCase() : undefined;
};

/** Whether `node` describes the same thing as `addition` (see {@link mergeIntoExisting}). */
function sameThing(node: JsonNode, addition: JsonNode): boolean {
  const id = keyword(node, '@id');
  const newId = keyword(addition, '@id');
  if (typeof id === 'string' && id === newId) return true;
  const shared = typesOf(addition).filter((type) => typesOf(node).includes(type));
  if (shared.length === 0) return false;
  if (!shared.some((type) => SEVERAL_PER_PAGE.has(type))) return true;
  const a = nameOf(node);
  const b = nameOf(addition);
  return a === undefined || b === undefined || a === b;
}

/** `@id`/`id` and `@type`/`type` are the same key. */
const keyOf = (k: string): string => (k === 'id' ? '@id' : k === 'type' ? '@type' : k);

/** FAQ questions of the addition that the node does not ask yet are appended. */
function appendQuestions(existing: unknown, added: unknown): unknown {
  const list = Array.isArray(existing) ? [...existing] : [existing];
  const asked = new Set(list.filter(isObject).map(nameOf));
  const fresh = (Array.isArray(added) ? added : [added]).filter(
    (q) => isObject(q) && nameOf(q) !== undefined && !asked.has(nameOf(q)),
  );
  return fresh.length === 0 ? existing : [...list, ...fresh];
}

/** `node` with the addition's properties it lacks (or holds empty); nothing of `node` is removed. */
function fillInto(node: JsonNode, addition: JsonNode): JsonNode {
  const out = copy(node);
  const present = new Set(Object.keys(node).map(keyOf));
  const faq = typesOf(node).includes('FAQPage');
  for (const [key, value] of Object.entries(addition)) {
    if (key === '@context') continue;
    const own = Object.keys(node).find((k) => keyOf(k) === keyOf(key));
    if (!present.has(keyOf(key))) setOwn(out, key, value);
    else if (own !== undefined && isEmpty(node[own]) && keyOf(key) !== '@type')
      setOwn(out, own, value);
    else if (own !== undefined && faq && key === 'mainEntity')
      setOwn(out, own, appendQuestions(node[own], value));
  }
  return out;
}

/** Graph members of one top-level item: its `@graph` when it only wraps one, else itself. */
function membersOf(item: unknown, context: unknown): unknown[] {
  if (!isObject(item)) return [item];
  const keys = Object.keys(item);
  const sameContext =
    !('@context' in item) || JSON.stringify(item['@context']) === JSON.stringify(context);
  if (sameContext && '@graph' in item && keys.every((k) => ['@context', '@graph'].includes(k))) {
    const graph = item['@graph'];
    return Array.isArray(graph) ? graph : [graph];
  }
  return [sameContext ? without(item, '@context') : item];
}

function contextOf(value: unknown): unknown {
  const items = Array.isArray(value) ? value : [value];
  const found = items.filter(isObject).find((i) => '@context' in i);
  return found ? found['@context'] : DEFAULT_CONTEXT;
}

/** Reads the existing markup in any of the service's three forms; null for "no markup". */
function readExisting(existing: unknown): unknown {
  if (existing === undefined || existing === null) return null;
  if (typeof existing === 'string') {
    if (existing.trim() === '') return null;
    const read = normalizeInput(existing);
    if (read.error) throw new Error(t('jsonld_merge_unreadable', read.error.message));
    return read.value;
  }
  return existing;
}

/**
 * Adds a starter's node to a page's existing markup without losing any of it.
 *
 * - No markup → the addition with `"@context": "https://schema.org"`.
 * - One item → `{ "@context", "@graph": [item, addition] }` (the item's own `@context` is kept for
 *   the whole); an existing `@graph` (or a top-level array) → the addition is appended.
 * - When an existing item is the same thing — the same `@id`, or the same `@type` for types a page
 *   has one of (Organization, WebSite, Article, FAQPage, BreadcrumbList, LocalBusiness…), or the
 *   same `@type` and name for types it may have several of (Person, Event, Product, VideoObject…)
 *   — nothing is appended: the addition only fills the properties that item lacks or holds empty
 *   (`""` or null), at the top level of the item. An FAQ page also gets the questions it does not
 *   ask yet appended to `mainEntity`.
 * - Existing properties are never removed or changed otherwise, and existing items keep their
 *   order. Existing markup may be an object, JSON text or a `<script>` tag; text that cannot be
 *   read throws, since merging into it would lose it.
 */
export function mergeIntoExisting(existing: unknown, addition: object): JsonNode {
  const added = without(addition as JsonNode, '@context');
  const value = readExisting(existing);
  if (value === null) return { '@context': DEFAULT_CONTEXT, ...added };
  if (!isObject(value) && !Array.isArray(value)) throw new Error(t('jsonld_merge_not_object'));
  const context = contextOf(value);

  if (isObject(value) && !('@graph' in value)) {
    const node = without(value, '@context');
    if (Object.keys(node).length === 0) return { '@context': context, ...added };
    if (sameThing(node, added)) return { '@context': context, ...fillInto(node, added) };
    return { '@context': context, '@graph': [node, added] };
  }

  const top = isObject(value) ? without(without(value, '@context'), '@graph') : {};
  const members = isObject(value)
    ? membersOf({ '@graph': value['@graph'] }, context)
    : value.flatMap((item) => membersOf(item, context));
  const at = members.findIndex((m) => isObject(m) && sameThing(m, added));
  const graph =
    at === -1
      ? [...members, added]
      : members.map((m, i) => (i === at && isObject(m) ? fillInto(m, added) : m));
  const out: JsonNode = { '@context': context };
  for (const [k, v] of Object.entries(top)) setOwn(out, k, v);
  setOwn(out, '@graph', graph);
  return out;
}
