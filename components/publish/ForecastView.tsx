import type { ForecastState } from '../../lib/features/publish/model/forecast-model';
import type { PublishModel } from '../../lib/features/publish/model/publish-model';
import { formatNumber, t } from '../../lib/core/i18n/t';
import { ErrorNotice } from '../common/ErrorNotice';
import { ForecastHost } from './ForecastHost';
import { ForecastItems } from './ForecastItems';

/** "Reading live pages: 12 of 30", or that the reading starts. */
function progressText(state: Extract<ForecastState, { state: 'running' }>): string {
  if (state.total === 0) return t('ui_forecast_starting');
  const key = state.phase === 'live' ? 'ui_forecast_reading_live' : 'ui_forecast_reading_saved';
  return t(key, formatNumber(state.done), formatNumber(state.total));
}

/**
 * What the chosen publish changes, per chosen host (see `ForecastHost`), and the CMS items saved
 * since they were published; its progress while it is read, and why it failed.
 */
export function ForecastView({ model }: { model: PublishModel }) {
  const state = model.forecast.state.value;
  if (state.state === 'idle') return null;
  if (state.state === 'running') {
    return (
      <div class="forecast__progress" role="status" data-testid="forecast-progress">
        <progress
          max={Math.max(1, state.total)}
          value={state.total === 0 ? undefined : state.done}
          aria-label={t('ui_forecast_label')}
        />
        <span>{progressText(state)}</span>
      </div>
    );
  }
  if (state.state === 'failed') {
    return (
      <ErrorNotice
        message={t('ui_forecast_failed', state.text)}
        onRetry={model.forecastAgain}
        testId="forecast-error"
      />
    );
  }
  const { hosts, changedItems } = state.forecast;
  return (
    <section class="stack forecast" aria-label={t('ui_forecast_label')} data-testid="forecast">
      {hosts.map((h) => (
        <ForecastHost key={h.key} host={h} onAllowHost={model.allowHost} />
      ))}
      {changedItems.length > 0 && <ForecastItems items={changedItems} model={model} />}
    </section>
  );
}
