/**
 * Audits a whole site: its locales (Get Site), its pages in every locale (List Pages, 100 a
 * request), the schema markup of every (page, locale) cell with bulk queries of 100 entries that
 * mix locales, the checker's counts for what each cell shows, length and slug flags, and drafts.
 * Listing is `listRows`', reading and checking `readAndCheck`'s; this module puts the cells together.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { countingClient } from '../../core/api/counting-client';
import type { Page } from '../../core/api/pages';
import { getSite, siteLocales, type Site } from '../../core/api/sites';
import type { DraftSummary } from '../../core/drafts/draft-types';
import {
  type AuditProgress,
  type SiteAudit,
  type SiteCell,
  type SiteLocale,
  type SitePage,
} from './audit-types';
import { cellKey, type CellRef } from './cell';
import { listRows } from './list-rows';
import { readAndCheck, type CheckCounts, type ReadCell, type ReadCells } from './read-cells';
import type { ItemListing } from '../collections';

export type { CheckCounts, ReadCells } from './read-cells';

const BACKGROUND = { priority: 'background' } as const;

/** What an audit needs besides the client; `C` is what the checker answers. */
export interface AuditDeps<C extends CheckCounts = CheckCounts> {
  /** Checks one shown value (an object, or a legacy raw string). */
  check(value: unknown): C;
  /** The site's unsaved drafts. */
  drafts(siteId: string): Promise<DraftSummary[]>;
  onProgress?(progress: AuditProgress): void;
  now?(): number;
  /** Entries per schema read; the service's limit unless a test says otherwise. */
  chunkSize?: number;
  /** Reads the markup of one chunk of cells, in order; default: one bulk query. */
  read?: ReadCells;
  /** Called with every locale's List Pages answer, before the schema reads (what the forecast keeps). */
  onListed?(locale: SiteLocale, pages: readonly Page[]): void;
  /** Called with the site as Get Site answered it (its domains, for links to pages). */
  onSite?(site: Site): void;
  /** Called with what the checker answered for each cell that shows markup. */
  onChecked?(cell: CellRef, result: C): void;
  /** Whether cells keep what the live check compares (`markup`); default true. */
  keepMarkup?: boolean;
  /**
   * Which locales' cells to read and return; default all. Every locale is still listed, so the
   * slug checks compare with the primary and the other locales exactly as in a full audit.
   */
  audits?(locale: SiteLocale): boolean;
  /**
   * Lists the site's collection items once the pages are listed (the grid's item groups), through
   * a client whose requests the audit counts; its progress is the audit's `items` phase. `pages`
   * are the listed page rows, whose template pages give each item page's path.
   */
  items?(
    client: ApiClient,
    listing: ItemListing,
    pages: ReadonlyMap<string, SitePage>,
  ): Promise<void>;
  /**
   * Takes the cells as their chunks are read, each with its place in the audit's order, instead
   * of the answer holding them (its `cells` is then empty): the command line writes them to disk.
   */
  onCells?(cells: [number, SiteCell][]): void;
}

/** Runs a full audit of `siteId`. */
export async function runSiteAudit<C extends CheckCounts>(
  raw: ApiClient,
  siteId: string,
  deps: AuditDeps<C>,
): Promise<SiteAudit> {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const report = (p: Omit<AuditProgress, 'siteId' | 'startedAt'>) =>
    deps.onProgress?.({ siteId, startedAt, ...p });
  report({ phase: 'listing', done: 0, total: 0 });
  const listing = countingClient(raw);
  const site = await getSite(listing.client, siteId, BACKGROUND);
  deps.onSite?.(site);
  const locales: SiteLocale[] = siteLocales(site)
    .filter((l) => l.primary || l.enabled !== false)
    .map((l) => ({
      id: l.id,
      tag: l.tag ?? null,
      displayName: l.displayName ?? null,
      primary: l.primary,
    }));
  const { pages, flags, templates } = await listRows(listing.client, site, locales, deps.onListed);

  const audited = locales.filter((l) => deps.audits?.(l) ?? true);
  const items = countingClient(raw);
  if (deps.items) {
    const rows = new Map<string, { done: number; total: number }>();
    const shown = new Set(audited.map((l) => l.id));
    report({ phase: 'items', done: 0, total: 0 });
    await deps.items(
      items.client,
      {
        siteId,
        locales: siteLocales(site)
          .filter((l) => shown.has(l.id))
          .map((l) => ({ id: l.id, cmsLocaleId: l.cmsLocaleId ?? null, primary: l.primary })),
        templates,
        onPage(collectionId, done, total) {
          rows.set(collectionId, { done, total });
          const all = [...rows.values()];
          const sum = (pick: (r: { done: number; total: number }) => number) =>
            all.reduce((n, r) => n + pick(r), 0);
          report({ phase: 'items', done: sum((r) => r.done), total: sum((r) => r.total) });
        },
      },
      pages,
    );
  }
  // Page by page, every locale together: each request mixes locales, and a page's row fills at once.
  const refs: CellRef[] = [...pages.keys()].flatMap((pageId) =>
    audited
      .map((l) => ({ pageId, localeId: l.primary ? null : l.id }))
      .filter((cell) => flags.has(cellKey(cell))),
  );
  // A cell is a page's: only drafts of kinds keyed by a page mark one.
  const drafted = new Set(
    (await deps.drafts(siteId)).flatMap(({ pageId, localeId }) =>
      typeof pageId === 'string' ? [cellKey({ pageId, localeId })] : [],
    ),
  );
  const reads = countingClient(raw);
  report({ phase: 'reading', done: 0, total: refs.length });
  const toCell = (ref: CellRef, found: ReadCell): SiteCell => ({
    ...ref,
    state: found.state,
    errors: found.errors,
    warnings: found.warnings,
    messages: found.messages.slice(0, 5),
    ...flags.get(cellKey(ref))!,
    draft: drafted.has(cellKey(ref)),
    ...(found.markup ? { markup: found.markup } : {}),
  });
  const { onCells } = deps;
  const order = onCells ? new Map(refs.map((ref, i) => [cellKey(ref), i])) : null;
  const read = await readAndCheck(reads.client, siteId, refs, {
    check: deps.check,
    read: deps.read,
    chunkSize: deps.chunkSize,
    onChecked: deps.onChecked,
    keepMarkup: deps.keepMarkup,
    onRead: (done) => report({ phase: 'reading', done, total: refs.length }),
    ...(onCells
      ? {
          onCells: (entries) =>
            onCells(entries.map(([ref, found]) => [order!.get(cellKey(ref))!, toCell(ref, found)])),
        }
      : {}),
  });
  const cells = onCells ? [] : refs.map((ref) => toCell(ref, read.get(cellKey(ref))!));
  const audit: SiteAudit = {
    siteId,
    siteName: site.displayName ?? site.shortName ?? siteId,
    checkedAt: now(),
    locales: audited,
    pages: [...pages.values()],
    cells,
    published: {
      lastPublished: site.lastPublished ?? null,
      shortName: site.shortName ?? null,
      customDomains: (site.customDomains ?? []).map((d) => ({
        id: d.id,
        url: d.url,
        lastPublished: d.lastPublished ?? null,
      })),
    },
    requests: {
      listing: listing.count(),
      schemaReads: reads.count(),
      ...(deps.items ? { items: items.count() } : {}),
    },
  };
  report({ phase: 'done', done: refs.length, total: refs.length });
  return audit;
}
