/**
 * What is saved, for the forecast: the site audit's reads (Get Site, List Pages in every locale,
 * the bulk schema reads and the collection items), kept as one fact list per page version — its
 * shown title and description, saved path, times, markup fingerprints and rich-result verdicts.
 * The forecast sends no API request beyond these.
 * @module
 */
import { ApiError } from '../../../core/api/api-error';
import type { ApiClient } from '../../../core/api/client';
import type { Page } from '../../../core/api/pages';
import type { Site } from '../../../core/api/sites';
import type { CheckResult } from '../../../jsonld';
import { listSiteItems, type SiteCollection } from '../../collections';
import { cellKey, countFindings, type CheckCounts } from '../../site';
import { runSiteAudit } from '../../site/background';
import type { StoredMarkup } from '../../live-site';
import { featureVerdicts } from './feature-verdicts';
import type { ChangedItems, FeatureVerdict } from './forecast-types';

/** One page version as it is saved. */
export interface SavedVersion {
  pageId: string;
  /** Null for the primary locale. */
  localeId: string | null;
  localeTag: string | null;
  /** The page's name in the site. */
  name: string;
  /** The `<title>` the page will show: its SEO title, else its name. */
  title: string;
  description: string | null;
  path: string | null;
  /** When its metadata was saved, and when the page was made. */
  lastUpdated: string | null;
  createdOn: string | null;
  /** Served on the published site (not a draft, archived or template page). */
  served: boolean;
  collectionId?: string;
  markup?: StoredMarkup;
  features: FeatureVerdict[];
}

/** The site as saved. */
export interface SavedSite {
  siteId: string;
  site: Site;
  versions: SavedVersion[];
  /** The collections with a template page and their items; null without `cms:read`. */
  collections: SiteCollection[] | null;
  /** API requests sent. */
  requests: number;
  readAt: number;
}

/** Checks one value; the forecast needs the rich results as well as the counts. */
export type CheckValue = (value: unknown) => Pick<CheckResult, 'diagnostics' | 'richResults'>;

interface Checked extends CheckCounts {
  features: FeatureVerdict[];
}

/** A shown text with its whitespace collapsed; null when empty. */
export const normText = (value: string | null | undefined) => {
  const trimmed = (value ?? '').replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed;
};

/** A page version's shown title and description, as List Pages answered its locale. */
export function shownText(page: Page): { title: string; description: string | null } {
  return {
    title: normText(page.seo?.title) ?? normText(page.title) ?? '',
    description: normText(page.seo?.description),
  };
}

/** Reads what is saved of the whole site: one site audit, its cells kept as forecast facts. */
export async function readSavedSite(
  client: ApiClient,
  siteId: string,
  check: CheckValue,
  options: { now?(): number; onProgress?(done: number, total: number): void } = {},
): Promise<SavedSite> {
  const now = options.now ?? Date.now;
  const listed = new Map<string, { page: Page; tag: string | null }>();
  const features = new Map<string, FeatureVerdict[]>();
  let site: Site | undefined;
  let collections: SiteCollection[] | null = null;
  const audit = await runSiteAudit<Checked>(client, siteId, {
    check(value) {
      const result = check(value);
      return { ...countFindings(result.diagnostics), features: featureVerdicts(result) };
    },
    drafts: async () => [],
    now,
    onSite: (s) => (site = s),
    onListed(locale, pages) {
      const localeId = locale.primary ? null : locale.id;
      for (const page of pages)
        listed.set(cellKey({ pageId: page.id, localeId }), { page, tag: locale.tag });
    },
    onChecked: (cell, result) => features.set(cellKey(cell), result.features),
    onProgress: (p) => p.phase === 'reading' && options.onProgress?.(p.done, p.total),
    async items(counted, listing) {
      try {
        collections = await listSiteItems(counted, listing);
      } catch (error) {
        // Without `cms:read` the forecast still covers the pages; the items are not known.
        if (!(error instanceof ApiError) || error.kind !== 'missing-scope') throw error;
      }
    },
  });
  const pages = new Map(audit.pages.map((p) => [p.id, p]));
  const versions = audit.cells.flatMap((cell): SavedVersion[] => {
    const key = cellKey(cell);
    const found = listed.get(key);
    const row = pages.get(cell.pageId);
    if (!found || !row) return [];
    const { page, tag } = found;
    return [
      {
        pageId: cell.pageId,
        localeId: cell.localeId,
        localeTag: tag,
        name: row.title,
        ...shownText(page),
        path: page.publishedPath ?? null,
        lastUpdated: page.lastUpdated ?? null,
        createdOn: page.createdOn ?? null,
        served: row.served !== false,
        ...(row.collectionId ? { collectionId: row.collectionId } : {}),
        ...(cell.markup ? { markup: cell.markup } : {}),
        features: features.get(key) ?? [],
      },
    ];
  });
  const { listing, schemaReads, items } = audit.requests;
  return {
    siteId,
    site: site!,
    versions,
    collections,
    requests: listing + schemaReads + (items ?? 0),
    readAt: now(),
  };
}

/** The changed items of the saved site's collections. */
export function changedItemsOf(saved: SavedSite): ChangedItems[] {
  return (saved.collections ?? []).flatMap((c) => {
    const changed = c.items.filter((i) => i.changed.length > 0);
    if (changed.length === 0) return [];
    const versions = changed.reduce((n, i) => n + i.changed.length, 0);
    return [{ collectionId: c.id, collection: c.displayName, items: changed.length, versions }];
  });
}
