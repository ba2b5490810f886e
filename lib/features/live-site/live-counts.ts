/**
 * The counts of a live check's cells.
 * @module
 */
import type { LiveCell, LiveCounts } from './live-types';

/** Counts per state, language findings, extra blocks and pages Google will not show. */
export function countCells(cells: readonly LiveCell[]): LiveCounts {
  const counts: LiveCounts = {
    matches: 0,
    differs: 0,
    unpublished: 0,
    missing: 0,
    unreachable: 0,
    'no-markup': 0,
    language: 0,
    extra: 0,
    hidden: 0,
  };
  for (const cell of cells) {
    counts[cell.state]++;
    counts.language += cell.language.length;
    counts.extra += cell.extraBlocks;
    if (cell.index?.length) counts.hidden = (counts.hidden ?? 0) + 1;
  }
  return counts;
}
