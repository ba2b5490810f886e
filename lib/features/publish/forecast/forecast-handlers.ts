/**
 * The handlers of the forecast messages: one forecast per site at a time, kept in memory for the
 * page that asked (a stopped worker forgets it; the page asks again).
 * @module
 */
import type { Forecast, ForecastProgress } from './forecast-types';

/** What the forecast handlers need from the background. */
export interface ForecastDeps {
  now?(): number;
}

/** Builds the handlers of `forecastMessages`. */
export function createForecastHandlers(deps: ForecastDeps) {
  const now = () => (deps.now ?? Date.now)();
  const progress = new Map<string, ForecastProgress>();
  const results = new Map<string, Forecast>();
  return {
    async forecast({ siteId }: { siteId: string }): Promise<ForecastProgress> {
      const p: ForecastProgress = {
        siteId,
        phase: 'failed',
        done: 0,
        total: 0,
        startedAt: now(),
        error: 'not built yet',
      };
      progress.set(siteId, p);
      return p;
    },
    async getForecast({ siteId }: { siteId: string }) {
      return { progress: progress.get(siteId) ?? null, forecast: results.get(siteId) ?? null };
    },
  };
}
