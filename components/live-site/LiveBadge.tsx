import { plural, t } from '../../lib/core/i18n/t';
import type { LiveCell } from '../../lib/features/live-site/live-types';
import { extraBlocksText, LIVE_STATE_TEXT } from '../../lib/features/live-site/live-view-text';
import { blockerText, hiddenNote } from '../../lib/features/live-site/indexing/index-text';

/**
 * A cell's live state in the grid: matches, differs, not published yet, missing or not reachable,
 * with extra blocks and language findings counted; a click shows the cell's live detail.
 */
export function LiveBadge({
  cell,
  label,
  open,
  onToggle,
}: {
  cell: LiveCell;
  /** "Page · locale", for the button's accessible name. */
  label: string;
  open: boolean;
  onToggle: () => void;
}) {
  const notes = [
    ...(cell.extraBlocks > 0 ? [extraBlocksText(cell.extraBlocks)] : []),
    ...(cell.language.length > 0
      ? [plural(cell.language.length, 'site_live_language_one', 'site_live_language_many')]
      : []),
    ...(cell.index?.length ? [hiddenNote(cell.index.map((b) => b.reason))] : []),
  ];
  // The accessible name starts with the visible words, so speech input finds the button by them.
  const shown = [LIVE_STATE_TEXT[cell.state], ...notes].join(' · ');
  return (
    <button
      type="button"
      class={`live-badge live-badge--${cell.state}`}
      aria-expanded={open}
      aria-label={t('site_live_badge_label', shown, label)}
      title={[cell.reason, ...(cell.index?.map(blockerText) ?? [])].filter(Boolean).join('\n')}
      onClick={onToggle}
      data-testid="live-badge"
      data-live-state={cell.state}
      data-extra={cell.extraBlocks}
      data-language={cell.language.map((f) => f.rule).join(' ')}
      data-hidden={cell.index?.map((b) => b.reason).join(' ') || undefined}
    >
      {LIVE_STATE_TEXT[cell.state]}
      {notes.length > 0 && <span class="live-badge__notes"> · {notes.join(' · ')}</span>}
    </button>
  );
}
