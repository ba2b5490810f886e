/**
 * The live check of item pages as the grid's export carries it: per item page version its state,
 * why it was not read, its language findings, and the collection's `items/…` findings that concern
 * it. Pure.
 * @module
 */
import type { ItemCellRef, ItemLive, LiveFields } from '../../site';
import { cellIndex, decodeBlockers, decodeCell, type ItemCell } from '../items/item-codes';
import { reasonText } from '../indexing/index-text';
import { describeItemLanguage, itemFailureText } from '../items/item-text';
import type { ItemFinding, LiveItems } from '../items/item-types';
import { failureText } from '../live-text';
import { itemFindingText } from './live-items-view';

/** One collection's result with its rows, failures and language findings looked up by cell. */
function indexed(result: LiveItems) {
  const language = new Map<number, string[]>();
  for (const l of result.language) {
    const { message, fix } = describeItemLanguage(l);
    language.set(l.cell, [...(language.get(l.cell) ?? []), `${message} — ${fix}`]);
  }
  return {
    result,
    rows: new Map(result.items.map((id, row) => [id, row])),
    columns: new Map(result.locales.map((l, column) => [l.key, column])),
    failures: new Map(result.failures.map((f) => [f.cell, f])),
    language,
  };
}

type Indexed = ReturnType<typeof indexed>;

/**
 * Whether `f` concerns the item in `row` in the locale of `cell`. A 404, a missing locale and
 * missing markup are read from the cells, so an item past the finding's named ones counts too;
 * a repeated value only from the items the finding names (its first 100).
 */
function concerns(at: Indexed, f: ItemFinding, row: number, key: string, cell: ItemCell): boolean {
  switch (f.rule) {
    case 'items/not-found':
      return cell.status === 'not-found';
    case 'items/no-markup':
      return cell.status === 'read' && cell.markup === 'none';
    case 'items/missing-locale': {
      const column = at.columns.get(f.args[0] ?? '');
      return (
        column !== undefined &&
        decodeCell(at.result, cellIndex(at.result, row, column)).status === 'absent'
      );
    }
    case 'items/repeated-value':
    case 'index/noindex':
    case 'index/nosnippet':
    case 'index/blocked':
    case 'index/password': {
      const id = at.result.items[row];
      return f.items.some((ref) => ref.id === id && ref.locales.includes(key));
    }
  }
}

/** The state of a read version: not reached first, then a version not published yet. */
function stateOf(cell: ItemCell): LiveFields['live_state'] {
  if (cell.status === 'not-found' || cell.status === 'unreachable') return 'unreachable';
  if (cell.pending) return 'unpublished';
  return cell.markup === 'none' ? 'no-markup' : 'read';
}

/** The item cells' live columns in `results`, the last check of each collection's item pages. */
export function itemExportLive(results: readonly LiveItems[]): ItemLive {
  const byCollection = new Map(results.map((r) => [r.collectionId, indexed(r)]));
  return {
    checks: results.map((r) => ({
      collection: r.collectionName,
      origin: r.origin,
      checkedAt: r.checkedAt,
      publishedAt: r.publishedAt,
    })),
    fieldsOf({ collectionId, itemId, localeId }: ItemCellRef): LiveFields | undefined {
      const at = byCollection.get(collectionId);
      const row = at?.rows.get(itemId);
      const key = localeId ?? '';
      const column = at?.columns.get(key);
      if (!at || row === undefined || column === undefined) return undefined;
      const index = cellIndex(at.result, row, column);
      const cell = decodeCell(at.result, index);
      if (cell.status === 'absent') return undefined;
      const failure = at.failures.get(index);
      return {
        live_state: stateOf(cell),
        live_reason:
          cell.status === 'not-found'
            ? failureText({ kind: 'status', status: 404 })
            : failure
              ? itemFailureText(at.result, failure)
              : '',
        google_will_not_show: decodeBlockers(at.result, index).map(reasonText),
        language_findings: at.language.get(index) ?? [],
        item_findings: at.result.findings
          .filter((f) => concerns(at, f, row, key, cell))
          .map((f) => itemFindingText(at.result, f)),
      };
    },
  };
}
