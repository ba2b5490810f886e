/**
 * `--live` on CMS item pages: the site's published items listed with `listSiteItems` (its audited
 * locales, ⌈rows/100⌉ requests per collection), then every item page version read with the live
 * check of item pages (`runItemCheck`, the same polite fetcher), its findings as report cells. A
 * token that may not read collections (no `cms:read`) skips the items with a notice.
 * @module
 */
import { ApiError } from '../../core/api/api-error';
import type { ApiClient } from '../../core/api/client';
import { siteLocales, type Site } from '../../core/api/sites';
import { listSiteItems } from '../collections';
import type { CheckItemBlock } from '../live-site';
import { itemCheckInput } from '../live-site';
import { runItemCheck } from '../live-site';
import type { PoliteFetch } from '../live-site';
import type { SiteAudit } from '../site';
import { localeName } from './findings';
import { itemCells } from './item-cells';
import type { AuditedCell } from './types';

/** What reading a site's item pages needs. */
export interface ItemRun {
  client: ApiClient;
  site: Site;
  origin: string;
  fetcher: PoliteFetch;
  check: CheckItemBlock;
  /** Says why the items were not read, in one line. */
  notice(message: string): void;
}

/** The item page versions with a finding, and how many versions were read; null when skipped. */
export async function checkItems(
  audit: SiteAudit,
  run: ItemRun,
): Promise<{ cells: AuditedCell[]; versions: number } | null> {
  const audited = new Set(audit.locales.map((l) => l.id));
  const locales = siteLocales(run.site)
    .filter((l) => audited.has(l.id))
    .map((l) => ({ id: l.id, cmsLocaleId: l.cmsLocaleId ?? null, primary: l.primary }));
  const templates = new Map(
    audit.pages.flatMap((p) => (p.collectionId ? [[p.collectionId, p.id] as const] : [])),
  );
  let collections;
  try {
    collections = await listSiteItems(run.client, { siteId: audit.siteId, locales, templates });
  } catch (error) {
    if (!(error instanceof ApiError) || !['missing-scope', 'forbidden'].includes(error.kind))
      throw error;
    run.notice(
      'the token may not read CMS collections (it lacks cms:read): item pages not checked',
    );
    return null;
  }
  const input = itemCheckInput(audit, collections, run.origin);
  const results = await runItemCheck(input, { fetcher: run.fetcher, check: run.check });
  const names = new Map(audit.locales.map((l) => [l.primary ? '' : l.id, localeName(l)]));
  const cells = itemCells(results, {
    collections,
    templatePaths: input.templatePaths,
    localeName: (key) => names.get(key) ?? key,
  });
  return { cells, versions: results.reduce((n, r) => n + r.counts.versions, 0) };
}
