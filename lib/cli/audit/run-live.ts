/**
 * `--live`: after a site's audit, its published pages read from the staging host
 * (`{shortName}` + the staging suffix) or `--host`, with the extension's own live check
 * (`runLiveCheck`, the polite fetcher and its caps), its findings added to the audited cells;
 * then its CMS item pages (`run-items.ts`), listed during the audit. Before the pages, the host's
 * robots.txt and sitemaps are read as the extension reads them (`startHostIndex`), so each page
 * version gets what stops Google from showing it; the host's own findings make a cell of their own.
 * Its only service request is the site's robots.txt rules (Enterprise), read with the site's client.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { t } from '../../core/i18n/t';
import type { SiteCollection } from '../../features/collections';
import type { CheckItemBlock } from '../../features/live-site';
import { createPoliteFetch, readRobotsApi, startHostIndex } from '../../features/live-site';
import { stagingSampleOf } from '../../features/live-site';
import { runLiveCheck } from '../../features/live-site';
import { isSiteOrigin, type PublishedHosts } from '../../features/live-site';
import type { SiteAudit } from '../../features/site';
import { cellKey } from '../../features/site';
import { localeName } from './findings';
import { hostCell } from './host-cell';
import type { LiveConfig } from './live-args';
import { invalidMarkup, liveFindings } from './live-findings';
import { liveIndexOf } from './live-index';
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

/** What a site brings to its live check besides its audit. */
export interface LiveSite {
  /** Its collections with their published items; null: not listed. */
  collections: readonly SiteCollection[] | null;
  /** Its API client, to read the robots.txt rules the service keeps (Enterprise). */
  client?: ApiClient;
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
 * the item pages of `site.collections`; answers the item page cells with a finding, the host's
 * cell (null: no finding) and what the report says of the check.
 */
export async function checkLive(
  audit: SiteAudit,
  cells: readonly AuditedCell[],
  run: LiveRun,
  site: LiveSite,
): Promise<{
  items: AuditedCell[];
  host: AuditedCell | null;
  live: NonNullable<SiteOutcome['live']>;
}> {
  const origin = liveOrigin(audit, run);
  const fetcher = createPoliteFetch({ fetch: run.fetch });
  // robots.txt and the sitemaps first: each page version then gets its verdict as it is read.
  const index = await startHostIndex(audit.siteId, origin, {
    fetcher,
    published: audit.published,
    stagingSuffix: run.config.stagingSuffix,
    ...(site.client
      ? { robotsApi: () => readRobotsApi(site.client, audit.siteId, { sayMissingScope: true }) }
      : {}),
    stagingSample: stagingSampleOf(audit),
  });
  const result = await runLiveCheck(audit, origin, {
    fetcher,
    check: run.check,
    index,
    serviceOffsetMs: site.client?.serviceClockOffsetMs(),
  });
  const found = liveFindings(result, invalidMarkup(cells));
  for (const cell of cells) {
    const more = found.get(cellKey(cell));
    if (more) cell.findings.push(...more);
  }
  const items =
    run.itemCheck && site.collections
      ? await checkItems(audit, site.collections, {
          origin,
          fetcher,
          check: run.itemCheck,
          index,
        })
      : null;
  const host = await index.finish();
  const hidden = (result.counts.hidden ?? 0) + (items?.hidden ?? 0);
  return {
    items: items?.cells ?? [],
    host: hostCell(host, audit.locales.map(localeName).join(', ')),
    live: {
      origin,
      pages: result.cells.length,
      fetches: fetcher.stats.requests,
      ...(items ? { items: items.versions } : {}),
      index: liveIndexOf(host, hidden),
    },
  };
}
