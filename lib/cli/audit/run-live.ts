/**
 * `--live`: after a site's audit, its published pages read from the staging host
 * (`{shortName}` + the staging suffix) or `--host`, with the extension's own live check
 * (`runLiveCheck`, the polite fetcher and its caps), its findings added to the audited cells;
 * then its CMS item pages (`run-items.ts`), listed during the audit. Sends no service request.
 * @module
 */
import { t } from '../../core/i18n/t';
import type { SiteCollection } from '../../features/collections';
import type { CheckItemBlock } from '../../features/live-site';
import { createPoliteFetch } from '../../features/live-site';
import { runLiveCheck } from '../../features/live-site';
import { isSiteOrigin, type PublishedHosts } from '../../features/live-site';
import type { SiteAudit } from '../../features/site';
import { cellKey } from '../../features/site';
import type { LiveConfig } from './live-args';
import { liveFindings } from './live-findings';
import { checkItems } from './run-items';
import type { AuditedCell, SiteOutcome } from './types';

/** What the live check of a site needs besides its audit. */
export interface LiveRun {
  config: LiveConfig;
  /** The service origin: published hosts share its scheme (http only on this machine). */
  api: string;
  fetch: typeof fetch;
  /** Checks JSON-LD on a page besides the saved markup. */
  check(value: unknown): { errors: number; warnings: number };
  /** Checks an item page's JSON-LD; absent with `--no-collections`. */
  itemCheck?: CheckItemBlock;
}

/**
 * The origin read: `--host`, else the staging host; refused when it is not the site's (`audit`, or
 * its hosts as Get Site gave them while its audit runs).
 */
export function liveOrigin(
  audit: { published?: PublishedHosts },
  run: Pick<LiveRun, 'config' | 'api'>,
): string {
  const scheme = run.api.startsWith('http:') ? 'http' : 'https';
  const shortName = audit.published?.shortName;
  const host = run.config.host ?? (shortName ? `${shortName}${run.config.stagingSuffix}` : null);
  if (!host) throw new Error('the site has no short name, so no staging host to read');
  const origin = new URL(`${scheme}://${host}`).origin;
  if (!isSiteOrigin(audit, origin, run.config.stagingSuffix))
    throw new Error(t('livecheck_not_site_origin', host));
  return origin;
}

/**
 * Reads the published pages of `audit` and adds each live finding to its cell in `cells`, then
 * the item pages of `collections` (null: not listed); answers the item page cells with a finding
 * and what the report says of the check.
 */
export async function checkLive(
  audit: SiteAudit,
  cells: readonly AuditedCell[],
  run: LiveRun,
  collections: readonly SiteCollection[] | null,
): Promise<{ items: AuditedCell[]; live: NonNullable<SiteOutcome['live']> }> {
  const origin = liveOrigin(audit, run);
  const fetcher = createPoliteFetch({ fetch: run.fetch });
  const result = await runLiveCheck(audit, origin, { fetcher, check: run.check });
  const found = liveFindings(result);
  for (const cell of cells) {
    const more = found.get(cellKey(cell));
    if (more) cell.findings.push(...more);
  }
  const items =
    run.itemCheck && collections
      ? await checkItems(audit, collections, { origin, fetcher, check: run.itemCheck })
      : null;
  return {
    items: items?.cells ?? [],
    live: {
      origin,
      pages: result.cells.length,
      fetches: fetcher.stats.requests,
      ...(items ? { items: items.versions } : {}),
    },
  };
}
