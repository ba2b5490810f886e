import type { LocaleView } from '../../lib/core/locate/page-locator';
import type { SummaryModel } from '../../lib/features/schema/model/summary-model';
import { verdict, type LocaleSummary } from '../../lib/features/schema/summary';
import { Loading } from '../common/Loading';
import { plural, t } from '../../lib/core/i18n/t';

const STATE: Record<LocaleSummary['state'], { mark: string; words: string }> = {
  own: { mark: '✓', words: t('ui_chips_own') },
  inherited: { mark: '↩', words: t('ui_chips_inherited') },
  none: { mark: '–', words: t('ui_chips_none') },
  raw: { mark: '⚠', words: t('ui_chips_raw') },
};

/** One chip per locale (own ✓, inherited ↩, none –, errors ✗ with a count) and a verdict. */
export function LocaleChips({
  locales,
  summary,
  onOpen,
}: {
  locales: LocaleView[];
  summary: SummaryModel;
  onOpen: (localeId: string) => void;
}) {
  const list = summary.summaries.value;
  if (summary.error.value) {
    return (
      <p class="error" role="alert">
        {summary.error.value}
      </p>
    );
  }
  if (!list) return <Loading text={t('ui_chips_loading')} />;
  const localeOf = (id: string | null) => locales.find((l) => (id ? l.id === id : l.primary));
  return (
    <section aria-label={t('ui_chips_label')} data-testid="locale-chips">
      <div class="actions">
        {list.map((s) => {
          const locale = localeOf(s.localeId);
          if (!locale) return null;
          const state = STATE[s.state];
          const draft = summary.drafts.value.has(s.localeId);
          const problems =
            s.errors > 0
              ? plural(s.errors, 'ui_chips_errors_one', 'ui_chips_errors_many')
              : state.words;
          const label = `${s.errors > 0 ? `✗ ${s.errors}` : state.mark}${draft ? ' •' : ''}`;
          const words = draft ? t('ui_chips_with_draft', problems) : problems;
          return (
            <button
              key={locale.id}
              type="button"
              class={`chip chip--${s.errors > 0 ? 'error' : s.state}`}
              aria-label={t('ui_chips_open', locale.tag.toUpperCase(), locale.name, words)}
              onClick={() => onOpen(locale.id)}
              data-testid={`chip-${locale.tag}`}
              data-state={s.state}
            >
              {locale.tag.toUpperCase()} {label}
            </button>
          );
        })}
      </div>
      <p class="muted" data-testid="verdict">
        {verdict(list, (id) => localeOf(id)?.name ?? '')}
      </p>
    </section>
  );
}
