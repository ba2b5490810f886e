/**
 * The live check of item pages as the grid shows it: a collection's `items/…` findings as one line
 * each on its group row, and an item row's own state across its locales. Pure.
 * @module
 */
import { localeDisplayName, t } from '../../../core/i18n/t';
import { cellIndex, decodeBlockers, decodeCell } from '../items/item-codes';
import type { Blocker } from '../indexing/index-types';
import { hiddenNote } from '../indexing/index-text';
import { describeItemFinding } from '../items/item-text';
import type { ItemFinding, ItemRule, LiveItems } from '../items/item-types';

/** One finding of a collection, as its group row says it. */
export interface ItemFindingLine {
  rule: ItemRule;
  severity: 'error' | 'warning';
  total: number;
  /** "items/repeated-value · error · 38 of 40 …". */
  text: string;
}

/** An item row's live state: what its versions show, most serious first; `ok` alone when clean. */
export type ItemLiveKind =
  'not-found' | 'missing-locale' | 'unreachable' | 'no-markup' | 'pending' | 'hidden';

/** One state of an item row in words. */
export interface ItemLiveNote {
  kind: ItemLiveKind | 'ok';
  text: string;
}

/** One finding of `result` as a line: "items/not-found · error · 1 published item of …". */
export const itemFindingText = (result: LiveItems, f: ItemFinding) =>
  `${f.rule} · ${f.severity} · ${describeItemFinding(result, f)}`;

/** The collection's findings, one line each, in the order the check found them. */
export function itemFindingLines(result: LiveItems): ItemFindingLine[] {
  return result.findings.map((f) => ({
    rule: f.rule,
    severity: f.severity,
    total: f.total,
    text: itemFindingText(result, f),
  }));
}

/** The item's live state in `result`; null when the check did not list the item. */
export function itemLiveNotes(result: LiveItems, itemId: string): ItemLiveNote[] | null {
  const row = result.items.indexOf(itemId);
  if (row < 0) return null;
  const missingKeys = new Set(
    result.findings.filter((f) => f.rule === 'items/missing-locale').map((f) => f.args[0] ?? ''),
  );
  const at: Record<ItemLiveKind, string[]> = {
    'not-found': [],
    'missing-locale': [],
    unreachable: [],
    'no-markup': [],
    pending: [],
    hidden: [],
  };
  const reasons = new Set<Blocker>();
  result.locales.forEach((locale, column) => {
    const cell = decodeCell(result, cellIndex(result, row, column));
    const name = locale.key === '' && !locale.tag ? '' : localeDisplayName(locale.tag, locale.key);
    if (cell.status === 'absent' && missingKeys.has(locale.key)) at['missing-locale'].push(name);
    if (cell.status === 'not-found') at['not-found'].push(name);
    if (cell.status === 'unreachable') at.unreachable.push(name);
    if (cell.status === 'read' && cell.markup === 'none') at['no-markup'].push(name);
    if (cell.pending) at.pending.push(name);
    const blockers = decodeBlockers(result, cellIndex(result, row, column));
    if (blockers.length > 0) at.hidden.push(name);
    for (const b of blockers) reasons.add(b);
  });
  const notes: ItemLiveNote[] = [];
  const names = (list: string[]) => list.filter(Boolean).join(', ');
  if (at['not-found'].length > 0)
    notes.push({ kind: 'not-found', text: t('items_live_row_not_found', names(at['not-found'])) });
  if (at['missing-locale'].length > 0)
    notes.push({
      kind: 'missing-locale',
      text: t('items_live_row_missing_locale', names(at['missing-locale'])),
    });
  if (at.unreachable.length > 0)
    notes.push({ kind: 'unreachable', text: t('site_live_state_unreachable') });
  if (at['no-markup'].length > 0)
    notes.push({ kind: 'no-markup', text: t('site_live_state_no_markup') });
  if (at.pending.length > 0)
    notes.push({ kind: 'pending', text: t('site_live_state_unpublished') });
  if (at.hidden.length > 0) notes.push({ kind: 'hidden', text: hiddenNote([...reasons]) });
  return notes.length > 0 ? notes : [{ kind: 'ok', text: t('items_live_row_ok') }];
}
