import { t } from '../../lib/core/i18n/t';
import type { LiveCell, LiveCellDiff } from '../../lib/features/live-site/live-types';
import type { LiveDiffState } from '../../lib/features/live-site/model/live-site-model';
import { cutText } from '../../lib/features/live-site/live-text';
import { extraBlocksText, LIVE_STATE_TEXT } from '../../lib/features/live-site/live-view-text';

const MARK = { add: '+ ', remove: '- ', same: '  ' } as const;

function DiffLines({ value }: { value: LiveCellDiff }) {
  const changed = value.lines.some((l) => l.op !== 'same');
  if (!changed) return <p data-testid="live-diff-same">{t('site_live_diff_same')}</p>;
  const word = { add: t('site_live_diff_live'), remove: t('site_live_diff_saved'), same: '' };
  return (
    <>
      <p class="muted">{t('site_live_diff_legend')}</p>
      <pre class="live-diff" data-testid="live-diff">
        {value.lines.map((line, i) => (
          <span class={`live-diff__line live-diff--${line.op}`} key={i}>
            {word[line.op] && <span class="visually-hidden">{word[line.op]} </span>}
            <span aria-hidden="true">{MARK[line.op]}</span>
            {line.text}
            {'\n'}
          </span>
        ))}
      </pre>
    </>
  );
}

/**
 * One cell's live detail: where it is published, its state (and why it could not be read), extra
 * blocks, its language findings with the fix, and on demand the diff of live against saved.
 */
export function LiveCellDetail({
  cell,
  label,
  diff,
  onDiff,
  onClose,
}: {
  cell: LiveCell;
  label: string;
  diff: LiveDiffState | null;
  onDiff: () => void;
  onClose: () => void;
}) {
  const comparable = cell.state !== 'unreachable' && cell.state !== 'no-markup';
  return (
    <section
      class="card stack live-detail"
      aria-label={t('site_live_detail_label', label)}
      data-testid="live-detail"
    >
      <div class="actions">
        <h3>{label}</h3>
        <button type="button" onClick={onClose} data-testid="live-detail-close">
          {t('site_close')}
        </button>
      </div>
      <p>
        <strong>{LIVE_STATE_TEXT[cell.state]}</strong> ·{' '}
        <span class="mono live-detail__url">{cell.url}</span>
      </p>
      {cell.reason && <p data-testid="live-detail-reason">{t('site_live_reason', cell.reason)}</p>}
      {cell.cut?.map((cut) => (
        <p key={cut.kind} data-testid="live-detail-cut" data-cut={cut.kind}>
          {cutText(cut)}
        </p>
      ))}
      {cell.extraBlocks > 0 && (
        <p>{t('site_live_extra_note', extraBlocksText(cell.extraBlocks))}</p>
      )}
      {cell.language.length > 0 && (
        <ul class="list">
          {cell.language.map((f, i) => (
            <li key={i}>
              {f.message} — {t('site_live_fix', f.fix)}
            </li>
          ))}
        </ul>
      )}
      {comparable && diff?.state !== 'ready' && (
        <button
          type="button"
          onClick={onDiff}
          disabled={diff?.state === 'loading'}
          data-testid="live-show-diff"
        >
          {diff?.state === 'loading' ? t('site_live_diff_loading') : t('site_live_show_diff')}
        </button>
      )}
      {diff?.state === 'error' && (
        <p class="error" role="alert">
          {t('site_live_diff_failed', diff.text)}
        </p>
      )}
      {diff?.state === 'ready' && <DiffLines value={diff.value} />}
    </section>
  );
}
