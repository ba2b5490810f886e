/**
 * Shortening a text at a word boundary until it fits a length rule: a page's SEO title in bulk, an
 * item's title, a description filled from a longer field.
 * @module
 */

/** Separators left dangling at the end of a shortened text. */
const TRAILING = /(?<![\s\-–—|:;,·/])[\s\-–—|:;,·/]+$/u;

/**
 * The longest prefix of `text` that ends at a word boundary, keeps at least one word and `fits`;
 * the whole (trimmed) text when it fits; undefined when even the first word does not fit.
 */
export function shortenToFit(text: string, fits: (text: string) => boolean): string | undefined {
  const whole = text.trim();
  if (fits(whole)) return whole;
  let best: string | undefined;
  for (const match of whole.matchAll(/\s+/gu)) {
    const candidate = whole.slice(0, match.index).replace(TRAILING, '');
    if (candidate === '') continue;
    if (!fits(candidate)) break;
    best = candidate;
  }
  return best;
}
