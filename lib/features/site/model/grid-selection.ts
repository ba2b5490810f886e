/**
 * Which cell keys the grid's lines show, for selecting rows, columns and everything shown, and which
 * selected item cells a bulk change leaves out (their markup is the template's). Pure.
 * @module
 */
import type { SiteItems } from '../../collections';
import type { SiteAudit } from '../audit-types';
import { cellKey } from '../cell';
import type { GridLine, SiteGridView } from '../grid-view';
import { itemCellKey, parseItemCellKey } from '../item-cell';

/** Picks cells by locale (`null` = primary) and row: a page id, or a collection and item id. */
export type CellPick = (
  localeId: string | null,
  row: { pageId?: string; itemId?: string },
) => boolean;

/** The keys of the cells `lines` show that `pick` accepts (page and item cells). */
export function shownKeys(
  view: SiteGridView,
  lines: readonly GridLine[],
  pick: CellPick,
): string[] {
  return lines.flatMap((line) => {
    if (line.kind === 'page')
      return line.row.cells.flatMap((c) =>
        c && pick(c.localeId, { pageId: c.pageId }) ? [cellKey(c)] : [],
      );
    if (line.kind === 'group') return [];
    const { collectionId, item } = line.row;
    return line.row.cells.flatMap((c, i) => {
      const localeId = view.columns[i]!.localeId;
      return c && pick(localeId, { itemId: item.id })
        ? [itemCellKey({ collectionId, itemId: item.id, localeId })]
        : [];
    });
  });
}

/** Selected item cells of one collection, which a bulk change leaves to the template. */
export interface ItemsLeftOut {
  collection: string;
  /** The template page's title. */
  template: string;
  cells: number;
}

/** The selected item cells, per collection, that exist in `items`. */
export function itemsLeftOut(
  selection: ReadonlySet<string>,
  items: SiteItems | null,
  audit: SiteAudit | null,
): ItemsLeftOut[] {
  if (!items || !audit) return [];
  const counts = new Map<string, number>();
  const known = new Map(items.collections.map((c) => [c.id, new Set(c.items.map((i) => i.id))]));
  for (const key of selection) {
    const ref = parseItemCellKey(key);
    if (ref && known.get(ref.collectionId)?.has(ref.itemId))
      counts.set(ref.collectionId, (counts.get(ref.collectionId) ?? 0) + 1);
  }
  const titles = new Map(audit.pages.map((p) => [p.id, p.title]));
  return items.collections.flatMap((c) => {
    const cells = counts.get(c.id);
    if (!cells) return [];
    return [
      { collection: c.displayName, template: titles.get(c.templatePageId) ?? c.displayName, cells },
    ];
  });
}
