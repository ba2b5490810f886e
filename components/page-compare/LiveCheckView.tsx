import type { LocaleView } from '../../lib/core/locate/page-locator';
import type {
  PageRef,
  PageToolsModel,
} from '../../lib/features/page-compare/model/page-tools-model';
import { t } from '../../lib/core/i18n/t';

/** "Against the live page": the tab's published markup vs the saved one, and values not shown. */
export function LiveCheckView({
  tools,
  tabId,
  page,
  locale,
}: {
  tools: PageToolsModel;
  tabId: number;
  page: PageRef;
  locale: LocaleView;
}) {
  const live = tools.live.value;
  const result = live.localeId === locale.id ? live.result : undefined;
  return (
    <section class="card" aria-labelledby="live-title" data-testid="live-check">
      <h3 id="live-title">{t('ui_live_title')}</h3>
      <div class="actions">
        <button
          type="button"
          disabled={live.running}
          onClick={() => void tools.checkLive(tabId, page, locale)}
          data-testid="live-check-run"
        >
          {live.running ? t('ui_live_running') : t('ui_live_run')}
        </button>
      </div>
      {result && !result.ok && (
        <p class="error" role="alert">
          {result.message}
        </p>
      )}
      {result?.ok && (
        <div class="stack" data-testid="live-result" data-status={result.comparison.status}>
          <p role="status">{result.comparison.message}</p>
          {result.comparison.differences.length > 0 && (
            <ul class="list mono">
              {result.comparison.differences.slice(0, 10).map((d) => (
                <li key={d.path}>
                  {t(
                    'ui_live_difference',
                    d.path,
                    JSON.stringify(d.live) ?? '',
                    JSON.stringify(d.stored) ?? '',
                  )}
                </li>
              ))}
            </ul>
          )}
          {result.comparison.notes.map((note) => (
            <p key={note} class="muted">
              {note}
            </p>
          ))}
          {result.notVisible.map((d) => (
            <p key={d.path} class="warning" data-testid="live-not-visible">
              {d.message}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
