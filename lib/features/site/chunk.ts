/**
 * Splits the cells of a site into bulk schema reads: every request is filled to the service's
 * limit of 100 entries, with locales mixed, so N cells cost ⌈N/100⌉ requests.
 * @module
 */
import type { SchemaMarkupRef } from '../../core/api/schema-markup';
import type { CellRef } from './cell';

/** The most entries one schema-markup query accepts. */
export const QUERY_LIMIT = 100;

/** The request entry of a cell: the primary locale is sent without `localeId`. */
export function toQueryRef(cell: CellRef): SchemaMarkupRef {
  return cell.localeId ? { id: cell.pageId, localeId: cell.localeId } : { id: cell.pageId };
}

/** Cuts `cells` into consecutive chunks of `size` (the last may be shorter). */
export function chunkCells<T extends CellRef>(cells: readonly T[], size = QUERY_LIMIT): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`Bad chunk size ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < cells.length; i += size) chunks.push(cells.slice(i, i + size));
  return chunks;
}
