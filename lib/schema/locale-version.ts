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
