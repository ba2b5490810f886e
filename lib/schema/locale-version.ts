/**
 * Helpers for a locale's own version of the primary locale's markup.
 * @module
 */

/** Two-space JSON, as the editor shows markup; empty for none. */
export function pretty(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** A copy of the primary's markup for `tag`: every `inLanguage` becomes the locale's tag. */
export function fromPrimary(value: unknown, tag: string): unknown {
  if (Array.isArray(value)) return value.map((v) => fromPrimary(v, tag));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === 'inLanguage' ? tag : fromPrimary(v, tag)]),
  );
}

const SCRIPT_BLOCK = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * A legacy value of several `<script type="application/ld+json">` blocks as one JSON-LD object:
 * every block's nodes in one `@graph`. Blocks that are not JSON are left out; none readable → null.
 */
export function convertLegacy(raw: string): Record<string, unknown> | null {
  const nodes: unknown[] = [];
  for (const [, body] of raw.matchAll(SCRIPT_BLOCK)) {
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
