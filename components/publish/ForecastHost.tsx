import { useId } from 'preact/hooks';
import type { HostForecast } from '../../lib/features/publish/forecast/forecast-types';
import { formatNumber, plural, t } from '../../lib/core/i18n/t';
import { ForecastPage } from './ForecastPage';

/** "On acme.example: 3 pages change; Event lost on 1; 1 address change without a redirect". */
function summary({ host, counts, notRead, needsAccess, since }: HostForecast): string {
  if (since === null && !needsAccess) return t('ui_forecast_first_publish', host);
  if (counts.pages === 0 && notRead === 0 && !needsAccess) return t('ui_forecast_nothing', host);
  const parts = [
    plural(counts.pages, 'ui_forecast_pages_one', 'ui_forecast_pages_many'),
    ...counts.lost.map((l) => t('ui_forecast_lost', l.name, formatNumber(l.pages))),
    ...(counts.movedWithoutRedirect > 0
      ? [plural(counts.movedWithoutRedirect, 'ui_forecast_moved_one', 'ui_forecast_moved_many')]
      : []),
    ...counts.gained.map((g) => t('ui_forecast_gained', g.name, formatNumber(g.pages))),
    ...(counts.templates > 0
      ? [t('ui_forecast_templates', formatNumber(counts.templates), formatNumber(counts.itemPages))]
      : []),
  ];
  return t('ui_forecast_host_summary', host, parts.join('; '));
}

/**
 * One chosen host's forecast: the summary, the offer to read the host when the extension may not
 * yet, each page version that changes, and how many more may change unread.
 */
export function ForecastHost({
  host,
  onAllowHost,
}: {
  host: HostForecast;
  /** Asks for access to a host pattern in the click, then forecasts again. */
  onAllowHost?: (pattern: string) => void;
}) {
  const headingId = useId();
  const pattern = host.needsAccess;
  return (
    <section
      class="stack forecast__host"
      aria-labelledby={headingId}
      data-testid="forecast-host"
      data-host={host.host}
    >
      <h3 id={headingId} class="forecast__host-name">
        {host.host}
      </h3>
      <p
        class={host.counts.losing > 0 || host.counts.movedWithoutRedirect > 0 ? 'warning' : ''}
        data-testid="forecast-summary"
      >
        {summary(host)}
      </p>
      {pattern && (
        <div class="stack">
          <p class="muted">{t('ui_forecast_needs_access', host.host)}</p>
          {onAllowHost && (
            <div class="actions">
              <button
                type="button"
                onClick={() => onAllowHost(pattern)}
                data-testid="forecast-allow-host"
                data-pattern={pattern}
              >
                {t('ui_forecast_allow_host', host.host)}
              </button>
            </div>
          )}
        </div>
      )}
      {host.pages.length > 0 && (
        <ul class="list forecast__pages">
          {host.pages.map((p) => (
            <ForecastPage key={`${p.pageId}/${p.localeId ?? ''}`} page={p} />
          ))}
        </ul>
      )}
      {host.notRead > 0 && (
        <p class="muted" data-testid="forecast-not-read">
          {plural(host.notRead, 'ui_forecast_not_read_one', 'ui_forecast_not_read_many')}
        </p>
      )}
    </section>
  );
}
