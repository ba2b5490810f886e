/**
 * Audits a whole site: its locales (Get Site), its pages in every locale (List Pages, 100 a
 * request), the schema markup of every (page, locale) cell with bulk queries of 100 entries that
 * mix locales, the checker's counts for what each cell shows, length and slug flags, and drafts.
 * All schema queries are queued at once; the rate-limit queue paces them, and each answer is
 * checked while the next requests wait for their turn.
 * @module
 */
import type { ApiClient, ApiCall } from '../api/client';
import { allPages, type Page } from '../api/pages';
import { querySchemaMarkup, type SchemaMarkup } from '../api/schema-markup';
import { getSite, siteLocales } from '../api/sites';
import type { DraftSummary } from '../drafts/draft-types';
import { toLocaleSchema } from '../schema/page-schema';
import type { z } from 'zod';
import {
  localeKey,
  type AuditProgress,
  type SiteAudit,
  type SiteCell,
  type SiteLocale,
  type SitePage,
} from './audit-types';
import { cellKey, type CellRef } from './cell';
import { foldersOf, hasLocalizedSlugs, metadataFlags, type MetadataFlags } from './cell-checks';
import { chunkCells, QUERY_LIMIT, toQueryRef } from './chunk';

const BACKGROUND = { priority: 'background' } as const;

/** What the checker found in one value. */
export interface CheckCounts {
  errors: number;
  warnings: number;
  messages: string[];
}

/** What an audit needs besides the client. */
export interface AuditDeps {
  /** Checks one shown value (an object, or a legacy raw string). */
  check(value: unknown): CheckCounts;
  /** The site's unsaved drafts. */
  drafts(siteId: string): Promise<DraftSummary[]>;
  onProgress?(progress: AuditProgress): void;
  now?(): number;
  /** Entries per schema read; the service's limit unless a test says otherwise. */
  chunkSize?: number;
  /** Reads the markup of one chunk of cells, in order; default: one bulk query. */
  read?: ReadCells;
}

/** Reads the markup of `cells` (in order) through `client`. */
export type ReadCells = (
  client: ApiClient,
  siteId: string,
  cells: readonly CellRef[],
) => Promise<SchemaMarkup[]>;

/** The audit's reader: one bulk query per chunk, at background priority. */
export const bulkRead: ReadCells = (client, siteId, cells) =>
  querySchemaMarkup(client, siteId, cells.map(toQueryRef), BACKGROUND);

/** Wraps `client` to count the requests sent through it. */
function counting(client: ApiClient): { client: ApiClient; count: () => number } {
  let n = 0;
  return {
    client: {
      queue: client.queue,
      call<S extends z.ZodType>(call: ApiCall<S>) {
        n++;
        return client.call(call);
      },
    },
    count: () => n,
  };
}

async function listLocale(client: ApiClient, siteId: string, locale: SiteLocale): Promise<Page[]> {
  const pages: Page[] = [];
  for await (const p of allPages(
    client,
    siteId,
    locale.primary ? undefined : locale.id,
    BACKGROUND,
  ))
    pages.push(p);
  return pages;
}

/** Checks values once per distinct text: an inherited cell shows the primary's value again. */
function memoized(check: AuditDeps['check']): AuditDeps['check'] {
  const seen = new Map<string, CheckCounts>();
  return (value) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const known = seen.get(text);
    if (known) return known;
    const counts = check(value);
    seen.set(text, counts);
    return counts;
  };
}

/** Runs a full audit of `siteId`. */
export async function runSiteAudit(
  raw: ApiClient,
  siteId: string,
  deps: AuditDeps,
): Promise<SiteAudit> {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const report = (p: Omit<AuditProgress, 'siteId' | 'startedAt'>) =>
    deps.onProgress?.({ siteId, startedAt, ...p });
  report({ phase: 'listing', done: 0, total: 0 });
  const listing = counting(raw);
  const site = await getSite(listing.client, siteId, BACKGROUND);
  const locales: SiteLocale[] = siteLocales(site)
    .filter((l) => l.primary || l.enabled !== false)
    .map((l) => ({
      id: l.id,
      tag: l.tag ?? null,
      displayName: l.displayName ?? null,
      primary: l.primary,
    }));
  const subdirectories = new Map(siteLocales(site).map((l) => [l.id, l.subdirectory]));
  const lists = await Promise.all(locales.map((l) => listLocale(listing.client, siteId, l)));
  const primaryIndex = Math.max(
    0,
    locales.findIndex((l) => l.primary),
  );
  const primaryList = lists[primaryIndex] ?? [];
  const primaryById = new Map(primaryList.map((p) => [p.id, p]));
  const localized = hasLocalizedSlugs(
    primaryList,
    lists.filter((_, i) => i !== primaryIndex),
  );

  const pages = new Map<string, SitePage>();
  const flags = new Map<string, MetadataFlags>();
  locales.forEach((locale, i) => {
    const list = lists[i] ?? [];
    const folders = foldersOf(list);
    const localeId = locale.primary ? null : locale.id;
    const key = localeKey(localeId);
    for (const page of list) {
      const row = pages.get(page.id) ?? {
        id: page.id,
        title: '',
        parentId: page.parentId ?? null,
        paths: {},
        slugs: {},
      };
      if (locale.primary || !row.title) row.title = page.title ?? '';
      row.paths[key] = page.publishedPath ?? null;
      row.slugs[key] = page.slug ?? null;
      pages.set(page.id, row);
      const cell = { pageId: page.id, localeId };
      flags.set(
        cellKey(cell),
        metadataFlags(page, {
          folders,
          primary: locale.primary ? undefined : primaryById.get(page.id),
          localizedSlugs: localized,
          localeSubdirectory: subdirectories.get(locale.id) ?? '',
        }),
      );
    }
  });

  // Page by page, every locale together: each request mixes locales, and a page's row fills at once.
  const refs: CellRef[] = [...pages.keys()].flatMap((pageId) =>
    locales
      .map((l) => ({ pageId, localeId: l.primary ? null : l.id }))
      .filter((cell) => flags.has(cellKey(cell))),
  );
  const drafted = new Set(
    (await deps.drafts(siteId)).map((d) => cellKey({ pageId: d.pageId, localeId: d.localeId })),
  );
  const check = memoized(deps.check);
  const reads = counting(raw);
  const cells = new Map<string, SiteCell>();
  let done = 0;
  report({ phase: 'reading', done, total: refs.length });
  await Promise.all(
    chunkCells(refs, deps.chunkSize ?? QUERY_LIMIT).map(async (chunk) => {
      const answers = await (deps.read ?? bulkRead)(reads.client, siteId, chunk);
      chunk.forEach((ref, i) => {
        const shown = toLocaleSchema(ref.localeId, answers[i]!);
        const value = shown.value ?? shown.raw;
        const counts = value === null ? { errors: 0, warnings: 0, messages: [] } : check(value);
        cells.set(cellKey(ref), {
          ...ref,
          state: shown.state,
          errors: counts.errors,
          warnings: counts.warnings,
          messages: counts.messages.slice(0, 5),
          ...flags.get(cellKey(ref))!,
          draft: drafted.has(cellKey(ref)),
        });
      });
      done += chunk.length;
      report({ phase: 'reading', done, total: refs.length });
    }),
  );
  const audit: SiteAudit = {
    siteId,
    siteName: site.displayName ?? site.shortName ?? siteId,
    checkedAt: now(),
    locales,
    pages: [...pages.values()],
    cells: refs.map((r) => cells.get(cellKey(r))!),
    requests: { listing: listing.count(), schemaReads: reads.count() },
  };
  report({ phase: 'done', done, total: refs.length });
  return audit;
}
