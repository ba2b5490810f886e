import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type { Endpoints } from '@/lib/core/settings/defaults';
import { createForecastHandlers } from '@/lib/features/publish/forecast/forecast-handlers';
import { loadForecastCheck } from '@/lib/features/publish/forecast/load-check';
import type { Forecast, HostForecast } from '@/lib/features/publish/forecast/forecast-types';
import { getSite } from '@/lib/core/api/sites';
import { publishTo } from '@/lib/features/publish/destinations';
import { publishEntry, recordPublish } from '@/lib/features/publish/forecast/publish-log';
import { addSlugMoves } from '@/lib/features/redirects/slug-moves';
import { emulatorClient } from '../../../support/emulator-client';
import { loopbackFetch } from '../../../../support/loopback-fetch';

/** The forecast of the demo site over real HTTP: a colleague's saved changes, read before a publish. */
describe('forecast against the emulator', { timeout: 60_000 }, () => {
  let emu: TestEmulator;
  let loopback: ReturnType<typeof loopbackFetch>;
  let site: TestEmulator['fixtures']['sites'][number];
  let pageIds: Record<string, string>;
  const token = () => site.apiKey!;

  beforeAll(async () => {
    emu = await startEmulator({ rateLimit: 0, seed: 'demo' });
    loopback = loopbackFetch(emu.port);
    site = emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
    const pages = (await emu.call(`/v2/sites/${site.id}/pages?limit=100`, { token: token() })).body
      .pages as { id: string; slug: string }[];
    pageIds = Object.fromEntries(pages.map((p) => [p.slug, p.id]));
  });
  afterAll(async () => {
    loopback?.close();
    await emu?.close();
  });

  const handlers = () =>
    createForecastHandlers({
      clientFor: async () => emulatorClient(emu, token()),
      getEndpoints: async () =>
        ({ apiBase: emu.origin, stagingSuffix: `.localhost:${emu.port}` }) as Endpoints,
      hasAccess: async () => true,
      loadCheck: loadForecastCheck,
      fetch: loopback.fetch,
    });

  const forecastOf = async (
    h: ReturnType<typeof handlers>,
    ask: { pageId?: string; fresh?: boolean } = {},
  ): Promise<Forecast> => {
    await h.forecast({ siteId: site.id, staging: true, customDomainIds: [], ...ask });
    for (;;) {
      const { progress, forecast } = await h.getForecast({ siteId: site.id });
      if (progress?.phase === 'failed') throw new Error(progress.error);
      if (forecast) return forecast;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const staging = (f: Forecast): HostForecast => f.hosts.find((h) => h.key === 'staging')!;

  it('says nothing changes when nothing was saved since the publish, and reads nothing', async () => {
    const forecast = await forecastOf(handlers(), { fresh: true });
    const host = staging(forecast);
    expect(host.pages).toEqual([]);
    expect(host.reads).toBe(0);
    expect(forecast.requests.live).toBe(0);
  });

  it('names a lost Event and an address change with no redirect, reading only what changed', async () => {
    const events = pageIds['events']!;
    const markup = (await emu.call(`/beta/pages/${events}/schema-markup`, { token: token() })).body
      .jsonLdSchema as Record<string, unknown>;
    const { startDate: _dropped, ...withoutDate } = markup;
    await emu.call(`/beta/pages/${events}/schema-markup`, {
      method: 'PUT',
      token: token(),
      body: { jsonLdSchema: withoutDate },
    });
    await emu.call(`/v2/pages/${pageIds['pricing']}`, {
      method: 'PUT',
      token: token(),
      body: { slug: 'prices' },
    });

    // The demo's Events page says noindex: Google shows none of its rich results, so its Event
    // is not a loss — the forecast says why.
    const hidden = staging(await forecastOf(handlers(), { fresh: true }));
    const hiddenEvent = hidden.pages.find((p) => p.pageId === events && p.localeId === null)!;
    expect(hiddenEvent.hidden).toEqual([expect.objectContaining({ reason: 'noindex' })]);
    expect(hidden.counts).toMatchObject({ losing: 0, lost: [] });

    await emu.control(`/pages/${events}/indexing`, { method: 'POST', body: { robots: null } });
    const forecast = await forecastOf(handlers(), { fresh: true });
    const host = staging(forecast);
    const event = host.pages.find((p) => p.pageId === events && p.localeId === null)!;
    expect(event.hidden).toBeUndefined();
    expect(event.changes).toEqual(['markup']);
    expect(event.features).toEqual([
      expect.objectContaining({ name: 'Event', before: 'eligible', after: 'not-eligible' }),
    ]);
    expect(event.features[0]!.reason).toMatch(/startDate/);
    const pricing = host.pages.find((p) => p.pageId === pageIds['pricing'] && p.localeId === null)!;
    expect(pricing.address).toEqual({ from: '/pricing', to: '/prices', redirect: 'none' });
    // German shows the primary's markup (it has none of its own): it loses the Event too.
    const german = host.pages.find((p) => p.pageId === events && p.localeTag === 'de')!;
    expect(german.features).toEqual(event.features);
    expect(host.pages).toHaveLength(3);
    expect(host.counts).toMatchObject({ pages: 3, losing: 2, movedWithoutRedirect: 1 });
    expect(host.counts.lost).toEqual([{ name: 'Event', pages: 2 }]);
    // Two Event versions; pricing at its new address (404), its French version for the hreflang
    // link to where it is live now, and that old address: five reads, nothing else.
    expect(host.reads).toBe(5);
    expect(forecast.requests.live).toBe(5);
  });

  it('says a redirect is planned once the redirect plan holds the move', async () => {
    await addSlugMoves(site.id, [
      {
        pageId: pageIds['pricing']!,
        localeId: null,
        fromPath: '/pricing',
        toPath: '/prices',
        at: Date.now(),
      },
    ]);
    const host = staging(await forecastOf(handlers(), { fresh: true }));
    const pricing = host.pages.find((p) => p.pageId === pageIds['pricing'] && p.localeId === null)!;
    expect(pricing.address).toEqual({ from: '/pricing', to: '/prices', redirect: 'planned' });
    expect(host.counts.movedWithoutRedirect).toBe(0);
    // The recorded move says where it is live: no sibling read this time.
    expect(host.reads).toBe(4);
  });

  it('forecasts a changed template once, with the item pages it reaches and one read', async () => {
    const template = pageIds['detail_post']!;
    const path = `/beta/pages/${template}/schema-markup`;
    const markup = (await emu.call(path, { token: token() })).body.jsonLdSchema as object;
    await emu.call(path, {
      method: 'PUT',
      token: token(),
      body: { jsonLdSchema: { ...markup, headline: '{{name}} — updated' } },
    });
    const host = staging(await forecastOf(handlers(), { fresh: true }));
    const versions = host.pages.filter((p) => p.pageId === template);
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) {
      expect(version.template?.items).toBeGreaterThan(0);
      expect(version.template?.itemUrl).toMatch(/^http:\/\/acme-bakery\.localhost:\d+\//);
    }
    expect(host.counts.templates).toBe(versions.length);
    // One item page per changed template version, beside the other reads.
    expect(host.reads).toBe(4 + versions.length);
  });

  it('forecasts one page alone, and after publishing it the rest of the site still waits', async () => {
    const h = handlers();
    const forecast = await forecastOf(h, { pageId: pageIds['events'], fresh: true });
    expect(forecast.scope).toBe('page');
    expect(new Set(staging(forecast).pages.map((p) => p.pageId))).toEqual(
      new Set([pageIds['events']]),
    );

    const client = emulatorClient(emu, token());
    const before = await getSite(client, site.id);
    const choice = { staging: true, customDomainIds: [], pageId: pageIds['events'] };
    const outcome = await publishTo(client, site.id, choice);
    expect(outcome.scope).toBe('page');
    const published = await getSite(client, site.id);
    await recordPublish(site.id, publishEntry(before, outcome, choice.pageId, published));

    const after = staging(await forecastOf(h, { fresh: true }));
    // Pricing's move and the template's change are still to publish; the Events page is live.
    expect(new Set(after.pages.map((p) => p.pageId))).toEqual(
      new Set([pageIds['pricing'], pageIds['detail_post']]),
    );
  });

  it('after the publish, reads the forecast versions again and finds them as forecast', async () => {
    let clock = Date.now();
    const h = createForecastHandlers({
      clientFor: async () => emulatorClient(emu, token()),
      getEndpoints: async () =>
        ({ apiBase: emu.origin, stagingSuffix: `.localhost:${emu.port}` }) as Endpoints,
      hasAccess: async () => true,
      loadCheck: loadForecastCheck,
      fetch: loopback.fetch,
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    });
    const forecast = await forecastOf(h as ReturnType<typeof handlers>, { fresh: true });
    const changed = staging(forecast).pages.filter((p) => !p.template && p.state !== 'unread');
    expect(changed.length).toBeGreaterThan(0);

    // Not published yet: every version still differs, and the check gives up after its bound.
    h.afterPublish(site.id, ['staging']);
    const early = await afterOf(h);
    expect(early.hosts[0]!.asForecast).toBe(0);
    expect(early.hosts[0]!.differences.length).toBe(changed.length);
    expect(early.waitedMs).toBeGreaterThanOrEqual(60_000);
    expect(early.waitedMs).toBeLessThanOrEqual(early.maxWaitMs);

    await emu.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
    await publishTo(emulatorClient(emu, token()), site.id, { staging: true, customDomainIds: [] });
    h.afterPublish(site.id, ['staging']);
    const after = await afterOf(h);
    expect(after.hosts[0]).toMatchObject({
      checked: changed.length,
      asForecast: changed.length,
      differences: [],
    });
    expect(after.rounds).toBe(1);
  });

  const afterOf = async (h: { getForecast: ReturnType<typeof handlers>['getForecast'] }) => {
    for (;;) {
      const { after } = await h.getForecast({ siteId: site.id });
      if (after && after.state !== 'checking') return after;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
});
