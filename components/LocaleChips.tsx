import type { LocaleView } from '../lib/locate/page-locator';
import type { SummaryModel } from '../lib/models/summary-model';
import { verdict, type LocaleSummary } from '../lib/schema/summary';
import { Loading } from './Loading';

const STATE: Record<LocaleSummary['state'], { mark: string; words: string }> = {
  own: { mark: '✓', words: 'own markup' },
  inherited: { mark: '↩', words: 'inherited' },
  none: { mark: '–', words: 'no markup' },
  raw: { mark: '⚠', words: 'older multi-block markup' },
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
  if (!list) return <Loading text="Checking the markup…" />;
  const localeOf = (id: string | null) => locales.find((l) => (id ? l.id === id : l.primary));
  return (
    <section aria-label="Schema markup by locale" data-testid="locale-chips">
      <div class="actions">
        {list.map((s) => {
          const locale = localeOf(s.localeId);
          if (!locale) return null;
          const state = STATE[s.state];
          const draft = summary.drafts.value.has(s.localeId);
          const problems =
            s.errors > 0 ? `${s.errors} error${s.errors === 1 ? '' : 's'}` : state.words;
          const label = `${s.errors > 0 ? `✗ ${s.errors}` : state.mark}${draft ? ' •' : ''}`;
          const words = `${problems}${draft ? ', unsaved draft' : ''}`;
          return (
            <button
              key={locale.id}
              type="button"
              class={`chip chip--${s.errors > 0 ? 'error' : s.state}`}
              aria-label={`${locale.tag.toUpperCase()} (${locale.name}): ${words}. Open in the side panel`}
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
