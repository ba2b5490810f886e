import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { HostAccess } from '@/lib/core/model/host-access';
import type { PublishDestinations, PublishOutcome } from '@/lib/features/publish/destinations';
import type { Forecast } from '@/lib/features/publish/forecast/forecast-types';
import type { ForecastAsk } from '@/lib/features/publish/model/forecast-model';
import { createPublishModel } from '@/lib/features/publish/model/publish-model';
import {
  fakeForecasts,
  forecastFor,
  hostForecast,
  LOSES_EVENT,
  MOVES_UNREDIRECTED,
} from './forecast-fixtures';

const NOW = Date.parse('2026-11-02T10:00:00Z');
const DESTINATIONS: PublishDestinations = {
  siteId: 's1',
  staging: { host: 'acme.webflow.io' },
  customDomains: [{ id: 'd1', host: 'www.acme.com', lastPublished: null }],
};
const PUBLISHED: PublishOutcome = {
  staging: true,
  customDomains: [{ id: 'd1', host: 'www.acme.com', lastPublished: '2026-11-02T10:00:01Z' }],
  publishedAt: '2026-11-02T10:00:01Z',
  serviceOffsetMs: 0,
  scope: 'site',
};

/** Nothing changes anywhere. */
const QUIET = (ask: ForecastAsk) => forecastFor(ask);
/** Staging loses the Event of “Summer market” (fr) and leaves /old-path with no redirect. */
const LOSSY = (ask: ForecastAsk) =>
  forecastFor(ask, (key) =>
    key === 'staging'
      ? hostForecast(key, 'acme.webflow.io', [LOSES_EVENT, MOVES_UNREDIRECTED])
      : hostForecast(key, 'www.acme.com'),
  );

function setup(
  make: (ask: ForecastAsk) => Forecast = QUIET,
  options: { hostAccess?: HostAccess; outcome?: PublishOutcome; pollMs?: number } = {},
) {
  const forecasts = fakeForecasts(make);
  const request = vi.fn(async (type: string, data: unknown) => {
    if (type === 'publish.publishDestinations') return DESTINATIONS;
    if (type === 'publish.publishSite') return options.outcome ?? PUBLISHED;
    if (type === 'collections.publishChangedItems')
      return {
        published: [{ collectionId: 'c1', itemId: 'i1', localeIds: [null] }],
        errors: [],
        requests: 1,
        pages: [],
      };
    const forecast = forecasts.handle(type, data);
    if (forecast !== undefined) return forecast;
    throw new Error(`unexpected ${type}`);
  });
  const model = createPublishModel(
    { request } as unknown as MessagingClient,
    () => NOW,
    undefined,
    {
      pollMs: options.pollMs ?? 1,
      hostAccess: options.hostAccess,
    },
  );
  const sent = (type: string) =>
    request.mock.calls.filter(([t]) => t === type).map(([, data]) => data);
  const forecastReady = () =>
    vi.waitFor(() => expect(model.forecast.state.value.state).toBe('ready'));
  return { model, request, sent, forecasts, forecastReady };
}

describe('publishing after the forecast', () => {
  it('asks for a fresh forecast when the dialog opens, and again (reusing it) when the choice changes', async () => {
    const { model, forecasts, forecastReady } = setup();
    model.toggle('s1');
    await forecastReady();
    model.choose('d1', false);
    await forecastReady();
    expect(forecasts.asks).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'], fresh: true },
      { siteId: 's1', staging: true, customDomainIds: [] },
    ]);
  });

  it('asks nothing and forgets the forecast when nothing is chosen', async () => {
    const { model, forecasts, forecastReady } = setup();
    model.toggle('s1');
    await forecastReady();
    model.choose('staging', false);
    model.choose('d1', false);
    expect(model.forecast.state.value).toEqual({ state: 'idle' });
    expect(forecasts.asks).toHaveLength(2);
  });

  it('publishes at once when the forecast loses nothing', async () => {
    const { model, sent, forecastReady } = setup();
    model.toggle('s1');
    await forecastReady();
    await model.publish();
    expect(sent('publish.publishSite')).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'] },
    ]);
    expect(model.status.value.state).toBe('done');
  });

  it('says the publish time on the browser’s clock when the service’s runs 3 hours ahead', async () => {
    const ahead = 3 * 3_600_000;
    const { model, forecastReady } = setup(QUIET, {
      outcome: { ...PUBLISHED, publishedAt: '2026-11-02T13:00:01Z', serviceOffsetMs: ahead },
    });
    model.toggle('s1');
    await forecastReady();
    await model.publish();
    const time = new Date(PUBLISHED.publishedAt).toLocaleTimeString('en');
    expect(model.status.value).toMatchObject({
      state: 'done',
      text: `Published to acme.webflow.io and www.acme.com at ${time}.`,
    });
  });

  it('asks first, naming what is lost, when the forecast loses something', async () => {
    const { model, sent, forecastReady } = setup(LOSSY);
    model.toggle('s1');
    await forecastReady();
    await model.publish();
    expect(sent('publish.publishSite')).toEqual([]);
    expect(model.status.value).toEqual({
      state: 'confirming',
      question:
        'This publish loses Event on “Summer market” (fr) and moves /old-path to /new-path with no redirect. Publish anyway?',
    });
    // A second Publish while the question waits sends nothing either.
    await model.publish();
    expect(sent('publish.publishSite')).toEqual([]);
  });

  it('sends nothing when the question is cancelled, and returns to the dialog', async () => {
    const { model, sent, forecastReady } = setup(LOSSY);
    model.toggle('s1');
    await forecastReady();
    await model.publish();
    model.cancelPublish();
    expect(model.status.value).toEqual({ state: 'idle' });
    expect(model.open.value).toBe(true);
    expect(model.forecast.state.value.state).toBe('ready');
    expect(sent('publish.publishSite')).toEqual([]);
  });

  it('publishes when the question is answered “Publish anyway”', async () => {
    const { model, sent, forecastReady } = setup(LOSSY);
    model.toggle('s1');
    await forecastReady();
    await model.publish();
    await model.confirmPublish();
    expect(sent('publish.publishSite')).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'] },
    ]);
    expect(model.status.value.state).toBe('done');
    // What the forecast said has now happened.
    expect(model.forecast.state.value).toEqual({ state: 'idle' });
  });

  it('waits for a running forecast before it publishes, then asks about what it loses', async () => {
    const { model, sent } = setup(LOSSY, { pollMs: 50 });
    model.toggle('s1');
    await vi.waitFor(() => expect(model.forecast.state.value.state).toBe('running'));
    await model.publish();
    expect(model.forecast.state.value.state).toBe('ready');
    expect(model.status.value.state).toBe('confirming');
    expect(sent('publish.publishSite')).toHaveLength(0);
  });

  it('drops the question when the choice changes', async () => {
    const { model, forecastReady } = setup(LOSSY);
    model.toggle('s1');
    await forecastReady();
    await model.publish();
    model.choose('staging', false);
    expect(model.status.value).toEqual({ state: 'idle' });
  });
});

describe('publishing one page', () => {
  it('forecasts that page alone, publishes it with its pageId and names it when done', async () => {
    const { model, sent, forecasts, forecastReady } = setup(QUIET, {
      outcome: { ...PUBLISHED, scope: 'page' },
    });
    model.showPage('s1', 'p9', 'Summer market');
    expect(model.pageScope.value).toEqual({ pageId: 'p9', title: 'Summer market' });
    await forecastReady();
    expect(forecasts.asks).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'], pageId: 'p9', fresh: true },
    ]);
    await model.publish();
    expect(sent('publish.publishSite')).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'], pageId: 'p9' },
    ]);
    const time = new Date(PUBLISHED.publishedAt).toLocaleTimeString('en');
    expect(model.status.value).toMatchObject({
      state: 'done',
      text: `Published “Summer market” to acme.webflow.io and www.acme.com at ${time}.`,
    });
  });

  it('turns to the whole site from “Publish site…”, and closes when the panel moves to another page', async () => {
    const { model, forecasts, forecastReady } = setup();
    model.showPage('s1', 'p9', 'Summer market');
    await forecastReady();
    model.toggle('s1');
    expect(model.open.value).toBe(true);
    expect(model.pageScope.value).toBeNull();
    await forecastReady();
    expect(forecasts.asks.at(-1)).toEqual({
      siteId: 's1',
      staging: true,
      customDomainIds: ['d1'],
      fresh: true,
    });
    model.showPage('s1', 'p9', 'Summer market');
    model.keepPage('p9');
    expect(model.open.value).toBe(true);
    model.keepPage('p10');
    expect(model.open.value).toBe(false);
    expect(model.forecast.state.value).toEqual({ state: 'idle' });
  });
});

describe('what the forecast offers', () => {
  it('asks for a host in the click, then forecasts again, reusing what is saved (a host without access was not read)', async () => {
    const hostAccess = { contains: vi.fn(), request: vi.fn(async () => true) };
    const { model, forecasts, forecastReady } = setup(QUIET, { hostAccess });
    model.toggle('s1');
    await forecastReady();
    const asked = model.allowHost!('https://www.acme.com/*');
    // Asked before any await: browsers grant access only in the editor's gesture.
    expect(hostAccess.request).toHaveBeenCalledWith(['https://www.acme.com/*']);
    await asked;
    expect(forecasts.asks).toHaveLength(2);
    expect(forecasts.asks[1]).not.toHaveProperty('fresh');
  });

  it('offers no host access without host permissions to ask', () => {
    expect(setup().model.allowHost).toBeUndefined();
  });

  it('publishes the changed CMS items on their own', async () => {
    const { model, sent, forecastReady } = setup();
    model.toggle('s1');
    await forecastReady();
    await model.publishItems();
    expect(sent('collections.publishChangedItems')).toEqual([{ siteId: 's1' }]);
    expect(model.items.status.value).toMatchObject({
      state: 'done',
      text: 'Published 1 items with 1 requests.',
    });
  });
});
