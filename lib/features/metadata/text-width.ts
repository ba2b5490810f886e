/**
 * Approximate rendered width of text in Arial, the face search engines use for results, so
 * previews can truncate where a search engine would. Widths are Arial's advance widths in em,
 * grouped by class; exact to a few percent for Latin text, which is all a length hint needs.
 * @module
 */

const GROUPS: [string, number][] = [
  ["'|", 0.191],
  ['ijl', 0.222],
  [' .,:;!ftI/\\[]()-', 0.278],
  ['r"', 0.333],
  ['ckvxyzsJ*', 0.5],
  ['ABEKPSVXY&', 0.667],
  ['CDHNRUw', 0.722],
  ['GOQ', 0.778],
  ['mM', 0.833],
  ['W%', 0.944],
  ['@', 1.015],
];

const WIDTHS = new Map<string, number>(
  GROUPS.flatMap(([chars, width]) => [...chars].map((c): [string, number] => [c, width])),
);

const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function charWidth(char: string): number {
  const known = WIDTHS.get(char);
  if (known !== undefined) return known;
  if (WIDE.test(char)) return 1;
  const base = char.normalize('NFD')[0] ?? char;
  return WIDTHS.get(base) ?? (base >= 'A' && base <= 'Z' ? 0.667 : 0.556);
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The user-perceived characters of `text` (an emoji or an accented letter counts once). */
export function graphemes(text: string): string[] {
  return [...segmenter.segment(text)].map((s) => s.segment);
}

/** Approximate width in CSS pixels of `text` set in Arial at `fontSizePx`. */
export function textWidth(text: string, fontSizePx: number): number {
  let em = 0;
  for (const g of graphemes(text)) em += charWidth(g);
  return em * fontSizePx;
}

/**
 * `text` cut to fit `maxWidthPx` the way search results do: at the last whole word that fits,
 * followed by an ellipsis. Returns the text unchanged when it fits.
 */
export function truncateToWidth(text: string, maxWidthPx: number, fontSizePx: number): string {
  const trimmed = text.trim();
  if (textWidth(trimmed, fontSizePx) <= maxWidthPx) return trimmed;
  const budget = maxWidthPx - textWidth(' ...', fontSizePx);
  let width = 0;
  let cut = 0;
  let lastSpace = -1;
  const chars = graphemes(trimmed);
  for (const [i, g] of chars.entries()) {
    width += charWidth(g) * fontSizePx;
    if (width > budget) break;
    if (/\s/u.test(g)) lastSpace = i;
    cut = i + 1;
  }
  const end = lastSpace > 0 && lastSpace >= cut / 2 ? lastSpace : cut;
  return `${chars.slice(0, end).join('').trimEnd()} ...`;
}
