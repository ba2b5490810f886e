/**
 * `--live` on CMS item pages: the site's published items listed with `listSiteItems` during its
 * audit (its audited locales, ⌈rows/100⌉ requests per collection, on the site's own rate limit),
 * then every item page version read with the live check of item pages (`runItemCheck`, the same
 * polite fetcher and the host's robots.txt and sitemap reading), its findings as report cells. A token that may not read collections (no
 * `cms:read`) skips the items with a notice.
 * @module
 */
import { ApiError } from '../../core/api/api-error';
import type { ApiClient } from '../../core/api/client';
import { listSiteItems, type ItemListing, type SiteCollection } from '../../features/collections';
import type { CheckItemBlock, LiveItems, VersionIndex } from '../../features/live-site';
import { decodeBlockers, itemCheckInput } from '../../features/live-site';
import { runItemCheck } from '../../features/live-site';
import type { PoliteFetch } from '../../features/live-site';
import type { SiteAudit } from '../../features/site';
import { localeName } from './findings';
import { itemCells } from './item-cells';
import type { AuditedCell } from './types';

/**
 * The site's collections with a template page and their published items; null, after `notice`
 * says why (and that `skipped`, e.g. "item pages", are not checked), when the token may not read
 * collections.
 */
export async function listItems(
  client: ApiClient,
  listing: ItemListing,
  notice: (message: string) => void,
  skipped = 'item pages',
): Promise<SiteCollection[] | null> {
  try {
    return await listSiteItems(client, listing);
  } catch (error) {
    if (!(error instanceof ApiError) || !['missing-scope', 'forbidden'].includes(error.kind))
      throw error;
    notice(`the token may not read CMS collections (it lacks cms:read): ${skipped} not checked`);
    return null;
  }
}

/** What reading a site's item pages needs. */
export interface ItemRun {
  origin: string;
  fetcher: PoliteFetch;
  check: CheckItemBlock;
  /** The host's robots.txt and sitemap reading: each version's blockers. */
  index: VersionIndex;
}

/** How many versions of `result` something stops Google from showing. */
const hiddenOf = (result: LiveItems) =>
  [...(result.index ?? '')].filter((_, i) => decodeBlockers(result, i).length > 0).length;

/**
 * The item page versions with a finding (and collections' own), how many versions were read and
 * how many of those Google will not show.
 */
export async function checkItems(
  audit: SiteAudit,
  collections: readonly SiteCollection[],
  run: ItemRun,
): Promise<{ cells: AuditedCell[]; versions: number; hidden: number }> {
  const input = itemCheckInput(audit, collections, run.origin);
  const results = await runItemCheck(input, {
    fetcher: run.fetcher,
    check: run.check,
    index: run.index,
  });
  const names = new Map(audit.locales.map((l) => [l.primary ? '' : l.id, localeName(l)]));
  const cells = itemCells(results, {
    collections,
    templatePaths: input.templatePaths,
    localeName: (key) => names.get(key) ?? key,
  });
  return {
    cells,
    versions: results.reduce((n, r) => n + r.counts.versions, 0),
    hidden: results.reduce((n, r) => n + hiddenOf(r), 0),
  };
}
