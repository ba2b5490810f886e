/**
 * What the live check keeps of a cell's stored markup, so it compares without reading the markup
 * again: a fingerprint per JSON-LD block (normalized so key order and whitespace do not count), the
 * blocks' types, its `inLanguage` values and `url`/`@id` values, and when it was saved. The whole
 * site audit computes these while it reads; pure functions.
 * @module
 */
import { createFactsCollector } from './html-reader';
import type { StoredMarkup } from './live-types';

export type { StoredMarkup } from './live-types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value as one line of JSON with sorted keys and collapsed whitespace in strings. */
export function normalizedJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.replace(/\s+/g, ' ').trim());
  if (Array.isArray(value)) return `[${value.map(normalizedJson).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${normalizedJson(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A 53-bit hash of a string (cyrb53), as 14 hex digits. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The fingerprint of a JSON-LD block; a block too deep to walk gets a fingerprint of its own. */
export function fingerprint(value: unknown): string {
  try {
    const text = normalizedJson(value);
    return `${hash53(text)}${text.length.toString(16)}`;
  } catch {
    return 'unwalkable';
  }
}

/** The `@type`s at a block's top and of its `@graph` nodes. */
export function topTypes(value: unknown): string[] {
  const nodes = isObject(value) && Array.isArray(value['@graph']) ? value['@graph'] : [value];
  const out = new Set<string>();
  for (const node of Array.isArray(value) ? value : nodes) {
    if (!isObject(node)) continue;
    const type = node['@type'];
    for (const t of Array.isArray(type) ? type : [type]) if (typeof t === 'string') out.add(t);
  }
  return [...out];
}

/** Collects distinct string values of `keys` anywhere in `value`, at most `limit`. */
function valuesOf(value: unknown, keys: readonly string[], limit: number): string[] {
  const out = new Set<string>();
  const stack: unknown[] = [value];
  while (stack.length > 0 && out.size < limit) {
    const v = stack.pop();
    // One by one: an array spread into arguments overflows the stack when it is long.
    if (Array.isArray(v)) for (const item of v) stack.push(item);
    else if (isObject(v))
      for (const [k, x] of Object.entries(v)) {
        if (keys.includes(k) && typeof x === 'string') out.add(x);
        else if (typeof x === 'object') stack.push(x);
      }
  }
  return [...out].slice(0, limit);
}

/** The JSON-LD blocks of a stored value: the object itself, or the blocks of a legacy raw text. */
export function storedBlocks(value: unknown, raw: string | null): unknown[] {
  if (value !== null && value !== undefined) return [value];
  if (!raw || raw.trim() === '') return [];
  try {
    return [JSON.parse(raw) as unknown];
  } catch {
    const collector = createFactsCollector('about:blank');
    collector.write(raw);
    return collector.end().blocks;
  }
}

/** What the live check keeps of one cell's stored markup. */
export function storedMarkup(input: {
  value: unknown;
  raw: string | null;
  lastUpdated: string | null;
  inherited: boolean;
}): StoredMarkup {
  const blocks = storedBlocks(input.value, input.raw).slice(0, 20);
  return {
    hashes: blocks.map(fingerprint),
    types: [...new Set(blocks.flatMap(topTypes))].slice(0, 20),
    lastUpdated: input.lastUpdated,
    inherited: input.inherited,
    inLanguage: valuesOf(blocks, ['inLanguage'], 8),
    urls: valuesOf(blocks, ['url', '@id'], 16),
  };
}
