import type { SchemaConflict as Conflict } from '../../lib/features/schema/model/schema-model';
import { formatNumber, t } from '../../lib/core/i18n/t';

const show = (value: unknown) =>
  value == null ? t('ui_conflict_none') : JSON.stringify(value, null, 2);

/** Someone else changed the markup: theirs next to mine, and nothing is sent until the editor picks. */
export function SchemaConflict({
  conflict,
  onResolve,
}: {
  conflict: Conflict;
  onResolve: (choice: 'mine' | 'theirs' | 'merged') => void;
}) {
  return (
    <section class="card conflict" role="alert" data-testid="schema-conflict">
      <h3>{t('ui_conflict_title')}</h3>
      <p class="muted">
        {conflict.overlapping === 0
          ? t('ui_conflict_intro_combinable')
          : t('ui_conflict_intro_overlap', formatNumber(conflict.overlapping))}
      </p>
      <div class="columns">
        <figure>
          <figcaption>{t('ui_conflict_theirs')}</figcaption>
          <pre class="mono" data-testid="conflict-theirs">
            {show(conflict.theirs)}
          </pre>
        </figure>
        <figure>
          <figcaption>{t('ui_conflict_mine')}</figcaption>
          <pre class="mono" data-testid="conflict-mine">
            {show(conflict.mine)}
          </pre>
        </figure>
      </div>
      <div class="actions">
        <button type="button" onClick={() => onResolve('mine')} data-testid="conflict-keep-mine">
          {t('ui_conflict_keep_mine')}
        </button>
        <button
          type="button"
          onClick={() => onResolve('theirs')}
          data-testid="conflict-take-theirs"
        >
          {t('ui_conflict_take_theirs')}
        </button>
        {conflict.overlapping === 0 && (
          <button type="button" onClick={() => onResolve('merged')} data-testid="conflict-merge">
            {t('ui_conflict_combine')}
          </button>
        )}
      </div>
    </section>
  );
}
