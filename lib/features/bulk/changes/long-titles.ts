/**
 * Shortens SEO titles over the length guidance at a word boundary.
 * @module
 */
import { checkLength } from '../../metadata';
import { graphemes } from '../../metadata';
import type { ChangeResult, MetadataCellState, MetadataPayload } from '../change-types';
import { bulkText as m } from '../messages';

const fits = (text: string) => checkLength('seoTitle', text).level !== 'long';
/** Separators left dangling at the end of a shortened title. */
const TRAILING = /(?<![\s\-–—|:;,·/])[\s\-–—|:;,·/]+$/u;

/**
 * The longest prefix of `title` that ends at a word boundary, keeps at least one word and fits the
 * SEO title guidance; undefined when even the first word does not fit.
 */
export function shortenTitle(title: string): string | undefined {
  const text = title.trim();
  if (fits(text)) return text;
  let best: string | undefined;
  for (const match of text.matchAll(/\s+/gu)) {
    const candidate = text.slice(0, match.index).replace(TRAILING, '');
    if (candidate === '') continue;
    if (!fits(candidate)) break;
    best = candidate;
  }
  return best;
}

/** The cell's metadata with a fitting SEO title, or why not. */
export function fixLongTitle(
  current: MetadataCellState,
  siteId: string,
): ChangeResult<MetadataPayload> {
  const seoTitle = current.seoTitle.trim();
  const source = seoTitle === '' ? current.title.trim() : seoTitle;
  if (source === '' || fits(source)) return { skip: m.skipTitleFits };
  const shortened = shortenTitle(source);
  if (shortened === undefined) return { skip: m.skipTitleOneWord };
  const to = graphemes(shortened).length;
  return {
    payload: { siteId, ...current.cell, seo: { title: shortened } },
    before: { seoTitle: current.seoTitle },
    after: { seoTitle: shortened },
    summary:
      seoTitle === ''
        ? m.summaryFromPageTitle(to)
        : m.summaryShortened(graphemes(seoTitle).length, to),
  };
}
