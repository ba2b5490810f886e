import type { ComponentChildren } from 'preact';
import type { CellState, SiteCell } from '../../lib/features/site/audit-types';
import { cellKey } from '../../lib/features/site/cell';
import { cellIssues } from '../../lib/features/site/cell-issues';
import { countsText, ISSUE_TEXT, STATE_TEXT } from '../../lib/features/site/messages';

/** The mark each state shows next to its word, so colour is never the only cue. */
const STATE_MARK: Record<CellState, string> = {
  own: '✓',
  inherited: '↩',
  none: '–',
  raw: '⚠',
  unread: '?',
};

/**
 * One page × locale cell of the site grid: its checkbox, its state as a mark, a word and a
 * colour; below, its counts in short (in full for assistive tools and as a tooltip) and its
 * flags in words, on up to two lines.
 */
export function SiteCellView({
  cell,
  label,
  selected,
  onToggle,
  at,
  extra,
  cellId,
}: {
  cell: SiteCell;
  /** The cell's key when it is not the page cell's own (an item cell showing its template's). */
  cellId?: string;
  /** The checkbox's accessible name. */
  label: string;
  selected: boolean;
  onToggle: () => void;
  /** The checkbox's place for arrow keys: `"<row>:<col>"`. */
  at: string;
  /** More to show in the cell (the live check's badge). */
  extra?: ComponentChildren;
}) {
  const flags = cellIssues(cell)
    .filter((i) => i !== 'errors' && i !== 'warnings')
    .map((f) => ISSUE_TEXT[f])
    .join(' · ');
  const counts = countsText(cell.errors, cell.warnings);
  const short = [cell.errors ? `✗${cell.errors}` : '', cell.warnings ? `!${cell.warnings}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      role="gridcell"
      class={`site-cell site-cell--${cell.state}${cell.errors ? ' site-cell--errors' : ''}`}
      aria-selected={selected}
      data-testid="site-cell"
      data-cell={cellId ?? cellKey(cell)}
      data-state={cell.state}
      title={[counts, flags, ...cell.messages].filter(Boolean).join('\n')}
    >
      <span class="site-cell__line">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={label}
          data-at={at}
        />
        <span class={`site-cell__state chip chip--${cell.state}`}>
          <span aria-hidden="true">{STATE_MARK[cell.state]} </span>
          {STATE_TEXT[cell.state]}
        </span>
        {extra}
      </span>
      <span class="site-cell__flags">
        <span class="site-cell__counts">
          <span aria-hidden="true">{short}</span>
          <span class="visually-hidden">{counts}</span>
        </span>
        {short && flags ? ' · ' : ''}
        {flags}
      </span>
    </div>
  );
}
