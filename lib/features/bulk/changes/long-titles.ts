/**
 * Shortens SEO titles over the length guidance at a word boundary.
 * @module
 */
import { checkLength } from '../../metadata';
import { graphemes, shortenToFit } from '../../metadata';
import type { ChangeResult, MetadataCellState, MetadataPayload } from '../change-types';
import { bulkText as m } from '../messages';

const fits = (text: string) => checkLength('seoTitle', text).level !== 'long';
/**
 * The longest prefix of `title` that ends at a word boundary, keeps at least one word and fits the
 * SEO title guidance; undefined when even the first word does not fit.
 */
export const shortenTitle = (title: string) => shortenToFit(title, fits);

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
