/**
 * A cell of the whole-site grid: one page in one locale. The grid, the bulk changes and the export
 * all name cells this way.
 * @module
 */

/** One page in one locale; `localeId` is null for the primary locale. */
export interface CellRef {
  pageId: string;
  localeId: string | null;
}

/** A cell's stable key, e.g. `"64f…:"` for the primary locale; also the id of its bulk-job entry. */
export function cellKey(cell: CellRef): string {
  return `${cell.pageId}:${cell.localeId ?? ''}`;
}

/** The cell a key names; undefined for a string that is not a key. */
export function parseCellKey(key: string): CellRef | undefined {
  const at = key.indexOf(':');
  if (at <= 0) return undefined;
  const localeId = key.slice(at + 1);
  return { pageId: key.slice(0, at), localeId: localeId === '' ? null : localeId };
}
