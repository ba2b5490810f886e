import { effect } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { Forecast, ForecastProgress } from '@/lib/features/publish/forecast/forecast-types';
import {
  answers,
  createForecastModel,
  lossesOf,
  type ForecastAsk,
} from '@/lib/features/publish/model/forecast-model';
import {
  fakeForecasts,
  forecastFor,
  GAINS_PRODUCT,
  hostForecast,
  LOSES_EVENT,
  MOVES_UNREDIRECTED,
  pageForecast,
} from './forecast-fixtures';

const BOTH: ForecastAsk = { siteId: 's1', staging: true, customDomainIds: ['d1'] };
const STAGING_ONLY: ForecastAsk = { siteId: 's1', staging: true, customDomainIds: [] };

const running = (done: number): ForecastProgress => ({
  siteId: 's1',
  phase: 'live',
  done,
  total: 4,
  startedAt: 0,
});
const done: ForecastProgress = { ...running(4), phase: 'done' };

const clientOf = (request: (type: string, data: unknown) => Promise<unknown>) =>
  ({ request: vi.fn(request) }) as unknown as MessagingClient & {
    request: ReturnType<typeof vi.fn>;
  };

describe('the forecast model', () => {
  it('asks fresh, follows the progress and shows the forecast once done', async () => {
    const background = fakeForecasts();
    const client = clientOf(async (type, data) => background.handle(type, data));
    const model = createForecastModel(client, { pollMs: 1 });
    const started = model.start(BOTH, true);
    expect(model.state.value).toEqual({ state: 'running', phase: 'saved', done: 0, total: 0 });
    await started;
    expect(background.asks).toEqual([{ ...BOTH, fresh: true }]);
    await vi.waitFor(() => expect(model.state.value.state).toBe('ready'));
    const shown = model.state.value as { forecast: Forecast };
    expect(shown.forecast.hosts.map((h) => h.key)).toEqual(['staging', 'd1']);
    expect(client.request.mock.calls.map(([type]) => type)).toEqual([
      'publish.forecast',
      'publish.getForecast',
      'publish.getForecast',
    ]);
  });

  it('asks without fresh when told so (the background reuses what it read)', async () => {
    const background = fakeForecasts();
    const model = createForecastModel(
      clientOf(async (type, data) => background.handle(type, data)),
      { pollMs: 1 },
    );
    await model.start(STAGING_ONLY, false);
    expect(background.asks).toEqual([STAGING_ONLY]);
  });

  it('drops a forecast of the hosts chosen before, and shows the one of the current choice', async () => {
    const asks: unknown[] = [];
    // The background is still finishing the older run (both hosts) when the editor changes the
    // choice; asked again, it forecasts the one asked last.
    const client = clientOf(async (type, data) => {
      if (type === 'publish.forecast') {
        asks.push(data);
        return running(0);
      }
      if (asks.length === 1) return { progress: running(1), forecast: null };
      if (asks.length === 2) return { progress: done, forecast: forecastFor(BOTH) };
      return { progress: done, forecast: forecastFor(STAGING_ONLY) };
    });
    const model = createForecastModel(client, { pollMs: 1 });
    const shown: string[][] = [];
    effect(() => {
      const s = model.state.value;
      if (s.state === 'ready') shown.push(s.forecast.hosts.map((h) => h.key));
    });
    await model.start(BOTH, true);
    await vi.waitFor(() =>
      expect(client.request).toHaveBeenCalledWith('publish.getForecast', { siteId: 's1' }),
    );
    // The editor leaves the custom domain out while the forecast of both is read.
    await model.start(STAGING_ONLY, false);
    await vi.waitFor(() => expect(model.state.value.state).toBe('ready'));
    expect(shown).toEqual([['staging']]);
    expect(asks).toEqual([{ ...BOTH, fresh: true }, STAGING_ONLY, STAGING_ONLY]);
  });

  it('ignores an answer to a run that was replaced while it was on its way', async () => {
    let release: (value: unknown) => void = () => undefined;
    const late = new Promise((resolve) => (release = resolve));
    let first = true;
    const client = clientOf(async (type) => {
      if (type === 'publish.forecast') {
        if (!first) return done;
        first = false;
        return late;
      }
      return { progress: done, forecast: forecastFor(STAGING_ONLY) };
    });
    const model = createForecastModel(client, { pollMs: 1 });
    const older = model.start(BOTH, true);
    await model.start(STAGING_ONLY, false);
    await vi.waitFor(() => expect(model.state.value.state).toBe('ready'));
    release({ ...running(0), phase: 'failed', error: 'late' });
    await older;
    expect(model.state.value.state).toBe('ready');
  });

  it('gives up, saying so, when the background keeps answering another choice', async () => {
    const client = clientOf(async (type) =>
      type === 'publish.forecast' ? done : { progress: done, forecast: forecastFor(BOTH) },
    );
    const model = createForecastModel(client, { pollMs: 1 });
    await model.start(STAGING_ONLY, false);
    await vi.waitFor(() => expect(model.state.value.state).toBe('failed'));
    expect(model.state.value).toEqual({
      state: 'failed',
      text: 'it kept answering for other domains.',
    });
  });

  it('says why a forecast failed, in the background’s words', async () => {
    const client = clientOf(async () => ({ ...running(0), phase: 'failed', error: 'HTTP 503' }));
    const model = createForecastModel(client, { pollMs: 1 });
    await model.start(BOTH, true);
    expect(model.state.value).toEqual({ state: 'failed', text: 'HTTP 503' });
  });

  it('stops following a forecast once reset', async () => {
    const client = clientOf(async (type) =>
      type === 'publish.forecast' ? running(0) : { progress: running(1), forecast: null },
    );
    const model = createForecastModel(client, { pollMs: 1 });
    await model.start(BOTH, true);
    model.reset();
    const calls = client.request.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.request.mock.calls.length).toBeLessThanOrEqual(calls + 1);
    expect(model.state.value).toEqual({ state: 'idle' });
  });
});

describe('what a forecast loses', () => {
  it('is each rich result eligible before and not after, and each address left with no redirect', () => {
    const forecast = forecastFor(BOTH, (key) =>
      key === 'staging'
        ? hostForecast(key, 'acme.webflow.io', [
            LOSES_EVENT,
            MOVES_UNREDIRECTED,
            GAINS_PRODUCT,
            pageForecast({
              pageId: 'p-faq',
              title: 'FAQ',
              features: [
                { name: 'FAQ', before: 'eligible', after: 'absent' },
                { name: 'Breadcrumb', before: 'not-eligible', after: 'absent' },
              ],
              address: { from: '/faq-old', to: '/faq', redirect: 'planned' },
            }),
          ])
        : hostForecast(key, 'www.acme.com'),
    );
    expect(lossesOf(forecast)).toEqual([
      {
        kind: 'feature',
        host: 'acme.webflow.io',
        pageId: 'p-market',
        title: 'Summer market',
        localeTag: 'fr',
        name: 'Event',
      },
      {
        kind: 'address',
        host: 'acme.webflow.io',
        pageId: 'p-old',
        title: 'Old page',
        localeTag: null,
        from: '/old-path',
        to: '/new-path',
      },
      {
        kind: 'feature',
        host: 'acme.webflow.io',
        pageId: 'p-faq',
        title: 'FAQ',
        localeTag: null,
        name: 'FAQ',
      },
    ]);
  });

  it('is shown by the model only for a ready forecast', async () => {
    const background = fakeForecasts((ask) =>
      forecastFor(ask, (key) => hostForecast(key, `${key}.example`, [LOSES_EVENT])),
    );
    const model = createForecastModel(
      clientOf(async (type, data) => background.handle(type, data)),
      { pollMs: 1 },
    );
    void model.start(STAGING_ONLY, true);
    expect(model.losses.value).toEqual([]);
    await vi.waitFor(() => expect(model.losses.value).toHaveLength(1));
  });

  it('answers a choice only with exactly its hosts, its site and its page', () => {
    expect(answers(forecastFor(BOTH), BOTH)).toBe(true);
    expect(answers(forecastFor(BOTH), STAGING_ONLY)).toBe(false);
    expect(answers(forecastFor(STAGING_ONLY), { ...STAGING_ONLY, pageId: 'p1' })).toBe(false);
    expect(answers(forecastFor({ ...BOTH, pageId: 'p1' }), { ...BOTH, pageId: 'p1' })).toBe(true);
    expect(answers(forecastFor(BOTH), { ...BOTH, siteId: 's2' })).toBe(false);
  });
});
