/**
 * Forecasts as the background answers them, and a fake background that answers `publish.forecast`
 * and `publish.getForecast` for whatever was last asked.
 */
import type {
  ChangedItems,
  Forecast,
  ForecastCounts,
  ForecastProgress,
  HostForecast,
  PageForecast,
} from '@/lib/features/publish/forecast/forecast-types';
import type { ForecastAsk } from '@/lib/features/publish/model/forecast-model';

/** Counts of a host where nothing changes. */
export const NO_COUNTS: ForecastCounts = {
  pages: 0,
  losing: 0,
  lost: [],
  gained: [],
  movedWithoutRedirect: 0,
  templates: 0,
  itemPages: 0,
};

/** A page version that changes, with `over` laid on. */
export function pageForecast(over: Partial<PageForecast> = {}): PageForecast {
  return {
    pageId: 'p1',
    localeId: null,
    localeTag: null,
    title: 'Home',
    path: '/',
    state: 'changed',
    changes: ['markup'],
    features: [],
    ...over,
  };
}

/** “Summer market” (fr) loses its Event: startDate is missing from the saved markup. */
export const LOSES_EVENT = pageForecast({
  pageId: 'p-market',
  localeId: 'l-fr',
  localeTag: 'fr',
  title: 'Summer market',
  path: '/fr/summer-market',
  features: [
    { name: 'Event', before: 'eligible', after: 'not-eligible', reason: 'startDate is missing' },
  ],
});

/** “Old page” moves from /old-path to /new-path and nothing redirects from the old path. */
export const MOVES_UNREDIRECTED = pageForecast({
  pageId: 'p-old',
  title: 'Old page',
  path: '/new-path',
  changes: ['address'],
  address: { from: '/old-path', to: '/new-path', redirect: 'none' },
});

/** “Mug” gains a Product and its title changes. */
export const GAINS_PRODUCT = pageForecast({
  pageId: 'p-mug',
  title: 'Mug',
  path: '/mug',
  changes: ['markup', 'title'],
  features: [{ name: 'Product', before: 'absent', after: 'eligible' }],
  text: [{ field: 'title', before: 'A mug', after: 'The mug' }],
});

/** One host's forecast of `pages`, counted as the background counts them. */
export function hostForecast(
  key: string,
  host: string,
  pages: PageForecast[] = [],
  over: Partial<HostForecast> = {},
): HostForecast {
  const lostNames = pages.flatMap((p) =>
    p.features.filter((f) => f.before === 'eligible' && f.after !== 'eligible').map((f) => f.name),
  );
  const gainedNames = pages.flatMap((p) =>
    p.features.filter((f) => f.before !== 'eligible' && f.after === 'eligible').map((f) => f.name),
  );
  const tally = (names: string[]) =>
    [...new Set(names)].map((name) => ({ name, pages: names.filter((n) => n === name).length }));
  return {
    key,
    host,
    origin: `https://${host}`,
    since: '2026-11-01T10:00:00Z',
    pages,
    counts: {
      ...NO_COUNTS,
      pages: pages.length,
      losing: pages.filter((p) =>
        p.features.some((f) => f.before === 'eligible' && f.after !== 'eligible'),
      ).length,
      lost: tally(lostNames),
      gained: tally(gainedNames),
      movedWithoutRedirect: pages.filter((p) => p.address?.redirect === 'none').length,
    },
    reads: pages.length,
    notRead: 0,
    ...over,
  };
}

/** The forecast of `ask`: each chosen host's from `hostOf` (nothing changes by default). */
export function forecastFor(
  ask: ForecastAsk,
  hostOf: (key: string) => HostForecast = (key) => hostForecast(key, `${key}.example`),
  changedItems: ChangedItems[] = [],
): Forecast {
  const keys = [...(ask.staging ? ['staging'] : []), ...ask.customDomainIds];
  return {
    siteId: ask.siteId,
    scope: ask.pageId ? 'page' : 'site',
    ...(ask.pageId ? { pageId: ask.pageId } : {}),
    computedAt: 0,
    hosts: keys.map(hostOf),
    changedItems,
    requests: { api: 3, live: 2 },
  };
}

const progress = (siteId: string, phase: ForecastProgress['phase']): ForecastProgress => ({
  siteId,
  phase,
  done: phase === 'done' ? 2 : 0,
  total: 2,
  startedAt: 0,
});

/**
 * A background forecasting whatever was last asked with `make`: `publish.forecast` answers it
 * running, the first `publish.getForecast` after it answers it done. Answers undefined for any
 * other message.
 */
export function fakeForecasts(make: (ask: ForecastAsk) => Forecast = (ask) => forecastFor(ask)) {
  let last: { ask: ForecastAsk; polls: number } | undefined;
  const asks: (ForecastAsk & { fresh?: boolean })[] = [];
  return {
    /** Every `publish.forecast` request, in order. */
    asks,
    handle(type: string, data: unknown): unknown {
      if (type === 'publish.forecast') {
        const asked = data as ForecastAsk & { fresh?: boolean };
        asks.push(asked);
        const { siteId, staging, customDomainIds, pageId } = asked;
        last = {
          ask: { siteId, staging, customDomainIds, ...(pageId ? { pageId } : {}) },
          polls: 0,
        };
        return progress(siteId, 'live');
      }
      if (type === 'publish.getForecast') {
        if (!last) return { progress: null, forecast: null };
        last.polls += 1;
        return last.polls < 2
          ? { progress: { ...progress(last.ask.siteId, 'live'), done: 1 }, forecast: null }
          : { progress: progress(last.ask.siteId, 'done'), forecast: make(last.ask) };
      }
      return undefined;
    },
  };
}
