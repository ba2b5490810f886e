/**
 * The whole-site grid's rows: filtered, searched and sorted from an audit. Rows are pages, columns
 * are locales; a row is shown when one of its shown cells matches the filter. Pure.
 * @module
 */
import type { CellState, SiteAudit, SiteCell, SiteLocale, SitePage } from './audit-types';
import { cellKey } from './cell';
import { localeKey } from './locale-key';
import { cellIssues, type CellIssue } from './cell-issues';

/** What the grid shows. */
export interface GridFilter {
  /** Only cells in this schema state. */
  state: CellState | 'any';
  /** Only cells with this finding. */
  issue: CellIssue | 'any';
  /** Locale columns shown, by locale key (`''` = primary); empty shows every locale. */
  locales: string[];
  /** Words to find in a page's title, path or slug (any locale). */
  search: string;
}

/** How rows are ordered. */
export type GridSortKey = 'path' | 'title' | 'errors' | 'state';

/** A sort key and direction. */
export interface GridSort {
  key: GridSortKey;
  descending: boolean;
}

/** One column: a locale, with its key in cells (`null` for the primary). */
export interface GridColumn {
  locale: SiteLocale;
  localeId: string | null;
}

/** One row: a page and its cells in column order (undefined where the page has no such locale). */
export interface GridRow {
  page: SitePage;
  cells: (SiteCell | undefined)[];
}

/** The grid to render. */
export interface GridView {
  columns: GridColumn[];
  rows: GridRow[];
}

/** The filter that shows everything. */
export const NO_FILTER: GridFilter = { state: 'any', issue: 'any', locales: [], search: '' };

/** The default order: by path. */
export const DEFAULT_SORT: GridSort = { key: 'path', descending: false };

/** The audit's columns, limited to `locales` when given. */
export function gridColumns(audit: SiteAudit, locales: readonly string[] = []): GridColumn[] {
  return audit.locales
    .map((locale) => ({ locale, localeId: locale.primary ? null : locale.id }))
    .filter((c) => locales.length === 0 || locales.includes(localeKey(c.localeId)));
}

/** True when `cell` matches the state and issue parts of `filter`. */
export function cellMatches(cell: SiteCell, filter: Pick<GridFilter, 'state' | 'issue'>): boolean {
  if (filter.state !== 'any' && cell.state !== filter.state) return false;
  return filter.issue === 'any' || cellIssues(cell).includes(filter.issue);
}

/** True when a page's title, a path or a slug contains every word of `search`. */
export function pageMatches(page: SitePage, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [page.title, ...Object.values(page.paths), ...Object.values(page.slugs)]
    .filter((s): s is string => typeof s === 'string')
    .join('\n')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** The path a row sorts and shows by: the primary's, or else the first known. */
export function rowPath(page: SitePage): string {
  return page.paths[''] ?? Object.values(page.paths).find((p) => p) ?? '';
}

const STATE_RANK: Record<CellState, number> = { none: 0, raw: 1, unread: 2, inherited: 3, own: 4 };

const sortValue = (row: GridRow, key: GridSortKey): number | string => {
  const cells = row.cells.filter((c): c is SiteCell => c !== undefined);
  switch (key) {
    case 'path':
      return rowPath(row.page);
    case 'title':
      return row.page.title.toLowerCase();
    case 'errors':
      return cells.reduce((n, c) => n + c.errors * 1000 + c.warnings, 0);
    case 'state':
      return Math.min(5, ...cells.map((c) => STATE_RANK[c.state]));
  }
};

/** Sorts rows by `sort`, ties broken by path then page id, so the order is stable. */
export function sortRows(rows: readonly GridRow[], sort: GridSort): GridRow[] {
  const compare = (a: number | string, b: number | string) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return rows
    .map((row) => ({ row, value: sortValue(row, sort.key) }))
    .sort(
      (a, b) =>
        (sort.descending ? -1 : 1) * compare(a.value, b.value) ||
        rowPath(a.row.page).localeCompare(rowPath(b.row.page)) ||
        a.row.page.id.localeCompare(b.row.page.id),
    )
    .map((x) => x.row);
}

/** The rows and columns of `audit` under `filter` and `sort`. */
export function buildGrid(audit: SiteAudit, filter: GridFilter, sort: GridSort): GridView {
  const columns = gridColumns(audit, filter.locales);
  const byKey = new Map(audit.cells.map((c) => [cellKey(c), c]));
  const rows: GridRow[] = [];
  for (const page of audit.pages) {
    if (!pageMatches(page, filter.search)) continue;
    const cells = columns.map((col) =>
      byKey.get(cellKey({ pageId: page.id, localeId: col.localeId })),
    );
    const filtered = filter.state !== 'any' || filter.issue !== 'any';
    if (filtered && !cells.some((c) => c && cellMatches(c, filter))) continue;
    rows.push({ page, cells });
  }
  return { columns, rows: sortRows(rows, sort) };
}
