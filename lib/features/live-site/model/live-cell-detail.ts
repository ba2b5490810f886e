/**
 * The Site tab's live detail of one cell: which cell is open, and its diff of live blocks against
 * saved markup as it loads.
 * @module
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { LiveCellDiff } from '../live-types';
import type { MessagingClient } from '../../../core/messaging/client';
import { cellKey, type CellRef } from '../../site';

/** One cell's diff of live against saved, as it loads. */
export type LiveDiffState =
  | { key: string; state: 'loading' }
  | { key: string; state: 'ready'; value: LiveCellDiff }
  | { key: string; state: 'error'; text: string };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The open cell and its diff, for the site `siteId` names. */
export function createLiveCellDetail(
  client: MessagingClient,
  siteId: ReadonlySignal<string | undefined>,
) {
  const openCell = signal<string | null>(null);
  const diff = signal<LiveDiffState | null>(null);
  return {
    /** The cell whose live detail is shown (`cellKey`), or null. */
    openCell,
    diff,
    /** Closes the detail (another site is shown). */
    reset() {
      openCell.value = null;
      diff.value = null;
    },
    /** Shows or hides a cell's live detail. */
    toggleCell(cell: CellRef) {
      const key = cellKey(cell);
      openCell.value = openCell.value === key ? null : key;
      if (diff.value?.key !== key) diff.value = null;
    },
    /** Reads the diff of a cell's live blocks against its saved markup. */
    async loadDiff(cell: CellRef) {
      const site = siteId.value;
      if (!site) return;
      const key = cellKey(cell);
      diff.value = { key, state: 'loading' };
      try {
        const value = await client.request('live-site.liveCellDiff', { siteId: site, ...cell });
        if (diff.value?.key === key) diff.value = { key, state: 'ready', value };
      } catch (e) {
        if (diff.value?.key === key) diff.value = { key, state: 'error', text: messageOf(e) };
      }
    },
  };
}
