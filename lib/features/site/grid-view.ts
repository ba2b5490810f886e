/**
 * The whole-site grid with its item groups: one group per collection with a template page, then
 * the page rows of `buildGrid`, and the lines the grid renders — a group's item rows only while it
 * is open. Groups come first so that a site of many pages does not hide them at its end. Pure.
 * @module
 */
import type { SiteItems } from '../collections';
import type { SiteAudit } from './audit-types';
import { buildGrid, type GridFilter, type GridRow, type GridSort, type GridView } from './grid';
import { itemGroups, type GridGroup, type ItemRow } from './item-groups';

/** The grid to render: page rows and item groups. */
export interface SiteGridView extends GridView {
  groups: GridGroup[];
}

/** One rendered line: a page row, a group's header row, or one of an open group's item rows. */
export type GridLine =
  | { kind: 'page'; row: GridRow }
  | { kind: 'group'; group: GridGroup; open: boolean }
  | { kind: 'item'; group: GridGroup; row: ItemRow };

/** The rows, columns and item groups of `audit` and its `items` under `filter` and `sort`. */
export function buildSiteGrid(
  audit: SiteAudit,
  items: SiteItems | null | undefined,
  filter: GridFilter,
  sort: GridSort,
): SiteGridView {
  const grid = buildGrid(audit, filter, sort);
  return { ...grid, groups: itemGroups(audit, items, grid.columns, filter, sort) };
}

/** The lines of `view`: each group with its items when it is in `open`, then the pages. */
export function gridLines(view: SiteGridView, open: ReadonlySet<string>): GridLine[] {
  const lines: GridLine[] = [];
  for (const group of view.groups) {
    const isOpen = open.has(group.collection.id);
    lines.push({ kind: 'group', group, open: isOpen });
    if (isOpen) for (const row of group.items) lines.push({ kind: 'item', group, row });
  }
  for (const row of view.rows) lines.push({ kind: 'page', row });
  return lines;
}
