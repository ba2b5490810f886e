/**
 * The grid's item groups: each collection with a template page as one group of item rows, whose
 * cells show the template page's cell in that locale (every item page shows the template's
 * markup, read once). Filtered by the grid's filter and search, sorted by path or name. Pure.
 * @module
 */
import type { SiteCollection, SiteItem } from '../collections';
import type { SiteItems } from '../collections';
import type { SiteAudit, SiteCell, SitePage } from './audit-types';
import { cellKey } from './cell';
import { cellMatches, type GridColumn, type GridFilter, type GridSort } from './grid';
import { localeKey } from './locale-key';

/** One item: its published path per locale key and, per column, the template's cell. */
export interface ItemRow {
  collectionId: string;
  item: SiteItem;
  /** Its path per locale key where it is published. */
  paths: Record<string, string>;
  /** The template page's cell where the item is published in that column's locale. */
  cells: (SiteCell | undefined)[];
}

/** A collection with a template page, and its items that match the filter. */
export interface GridGroup {
  collection: Pick<SiteCollection, 'id' | 'displayName' | 'templatePageId'>;
  /** The template page's row in the audit (absent when the audit did not list it). */
  template: SitePage | undefined;
  /** Items in the collection, and locales they are published in. */
  total: number;
  locales: number;
  items: ItemRow[];
}

/**
 * An item's published path: the template's path in that locale up to its last `/`, then the
 * item's slug (`/fr/post/detail` → `/fr/post/{slug}`).
 */
export function itemPath(templatePath: string | null | undefined, slug: string): string | null {
  if (!templatePath) return null;
  return `${templatePath.slice(0, templatePath.lastIndexOf('/'))}/${slug}`;
}

/**
 * What an item's cell shows of its template's: the markup's state and findings (and an unsaved
 * draft of it). The template page's own title, description and slug flags are not the item's,
 * whose SEO fields live in the collection.
 */
const markupOnly = (cell: SiteCell): SiteCell => ({
  ...cell,
  title: 'ok',
  seoTitle: 'ok',
  description: 'ok',
  slug: [],
});

/** True when the item's name, a slug or a path contains every word of `search`. */
export function itemMatches(row: ItemRow, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [row.item.name, ...Object.values(row.item.slugs), ...Object.values(row.paths)]
    .join('\n')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** The path an item row sorts and shows by: the primary's, or else the first known. */
export function itemRowPath(row: ItemRow): string {
  return row.paths[''] ?? Object.values(row.paths)[0] ?? '';
}

function sortItems(rows: ItemRow[], sort: GridSort): ItemRow[] {
  const value = (r: ItemRow) => (sort.key === 'title' ? r.item.name.toLowerCase() : itemRowPath(r));
  return rows
    .map((row) => ({ row, value: value(row) }))
    .sort(
      (a, b) =>
        (sort.descending ? -1 : 1) * a.value.localeCompare(b.value) ||
        a.row.item.id.localeCompare(b.row.item.id),
    )
    .map((x) => x.row);
}

/** The item groups of `items` in `audit`'s grid under `filter` and `sort`, by collection name. */
export function itemGroups(
  audit: SiteAudit,
  items: SiteItems | null | undefined,
  columns: readonly GridColumn[],
  filter: GridFilter,
  sort: GridSort,
): GridGroup[] {
  if (!items || items.siteId !== audit.siteId) return [];
  const pages = new Map(audit.pages.map((p) => [p.id, p]));
  const byKey = new Map(audit.cells.map((c) => [cellKey(c), c]));
  const filtered = filter.state !== 'any' || filter.issue !== 'any' || filter.search.trim() !== '';
  const groups: GridGroup[] = [];
  for (const collection of items.collections) {
    const template = pages.get(collection.templatePageId);
    const templateCells = columns.map((col) => {
      const cell = byKey.get(
        cellKey({ pageId: collection.templatePageId, localeId: col.localeId }),
      );
      return cell && markupOnly(cell);
    });
    const rows: ItemRow[] = [];
    for (const item of collection.items) {
      const paths: Record<string, string> = {};
      for (const [key, slug] of Object.entries(item.slugs)) {
        const path = itemPath(template?.paths[key], slug);
        if (path) paths[key] = path;
      }
      const cells = columns.map((col, i) =>
        item.slugs[localeKey(col.localeId)] === undefined ? undefined : templateCells[i],
      );
      const row = { collectionId: collection.id, item, paths, cells };
      if (!itemMatches(row, filter.search)) continue;
      const states = filter.state !== 'any' || filter.issue !== 'any';
      if (states && !cells.some((c) => c && cellMatches(c, filter))) continue;
      rows.push(row);
    }
    if (filtered && rows.length === 0) continue;
    const keys = new Set(collection.items.flatMap((i) => Object.keys(i.slugs)));
    groups.push({
      collection: {
        id: collection.id,
        displayName: collection.displayName,
        templatePageId: collection.templatePageId,
      },
      template,
      total: collection.items.length,
      locales: keys.size,
      items: sortItems(rows, sort),
    });
  }
  return groups.sort((a, b) => a.collection.displayName.localeCompare(b.collection.displayName));
}
