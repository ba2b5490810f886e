// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublishControl } from '@/components/publish/PublishControl';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { HostAccess } from '@/lib/core/model/host-access';
import type { PublishDestinations } from '@/lib/features/publish/destinations';
import type { Forecast } from '@/lib/features/publish/forecast/forecast-types';
import type { ForecastAsk } from '@/lib/features/publish/model/forecast-model';
import { createPublishModel, type PageScope } from '@/lib/features/publish/model/publish-model';
import {
  fakeForecasts,
  forecastFor,
  GAINS_PRODUCT,
  hostForecast,
  LOSES_EVENT,
  MOVES_UNREDIRECTED,
  pageForecast,
} from '../../features/publish/forecast-fixtures';

afterEach(cleanup);

const DESTINATIONS: PublishDestinations = {
  siteId: 's1',
  staging: { host: 'acme.webflow.io' },
  customDomains: [{ id: 'd1', host: 'www.acme.com', lastPublished: null }],
};

/** Staging loses an Event and leaves /old-path unredirected; the custom domain changes nothing. */
const LOSSY = (ask: ForecastAsk) =>
  forecastFor(ask, (key) =>
    key === 'staging'
      ? hostForecast(key, 'acme.webflow.io', [LOSES_EVENT, MOVES_UNREDIRECTED])
      : hostForecast(key, 'www.acme.com'),
  );

function setup(
  make: (ask: ForecastAsk) => Forecast = LOSSY,
  options: { hostAccess?: HostAccess; pollMs?: number; page?: PageScope } = {},
) {
  const forecasts = fakeForecasts(make);
  const request = vi.fn(async (type: string, data: unknown) => {
    if (type === 'publish.publishDestinations') return DESTINATIONS;
    if (type === 'publish.publishSite')
      return {
        staging: true,
        customDomains: [],
        publishedAt: '2026-11-02T10:00:01Z',
        scope: options.page ? 'page' : 'site',
      };
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
  const model = createPublishModel({ request } as unknown as MessagingClient, Date.now, undefined, {
    pollMs: options.pollMs ?? 1,
    hostAccess: options.hostAccess,
  });
  render(<PublishControl model={model} siteId="s1" page={options.page} />);
  const sent = (type: string) =>
    request.mock.calls.filter(([t]) => t === type).map(([, data]) => data);
  return { model, request, sent, forecasts };
}

const openForecast = async () => {
  fireEvent.click(screen.getByTestId('publish'));
  return screen.findByTestId('forecast');
};
const hostSection = (host: string) =>
  screen.getAllByTestId('forecast-host').find((h) => h.getAttribute('data-host') === host)!;

describe('the forecast in the publish dialog', () => {
  it('shows each chosen host: its summary, each page version and what it loses', async () => {
    setup();
    await openForecast();
    const staging = hostSection('acme.webflow.io');
    expect(within(staging).getByRole('heading', { name: 'acme.webflow.io' })).toBeTruthy();
    expect(within(staging).getByTestId('forecast-summary').textContent).toBe(
      'On acme.webflow.io: 2 pages change; Event lost on 1; 1 address change without a redirect',
    );
    const pages = within(staging).getAllByTestId('forecast-page');
    expect(
      pages.map((p) => [p.getAttribute('data-page-id'), p.getAttribute('data-locale')]),
    ).toEqual([
      ['p-market', 'fr'],
      ['p-old', ''],
    ]);
    expect(pages[0]!.textContent).toContain('Summer market');
    expect(within(pages[0]!).getByTestId('forecast-feature').textContent).toBe(
      'Event: eligible → not eligible — startDate is missing',
    );
    expect(within(pages[1]!).getByTestId('forecast-address').textContent).toBe(
      '/old-path → /new-path · no redirect',
    );
    expect(within(hostSection('www.acme.com')).getByTestId('forecast-summary').textContent).toBe(
      'Nothing changes on www.acme.com',
    );
  });

  it('words gains, new and removed rich results, texts, templates and pages it could not read', async () => {
    setup((ask) =>
      forecastFor(ask, (key) =>
        hostForecast(
          key,
          `${key}.example`,
          [
            GAINS_PRODUCT,
            pageForecast({
              pageId: 'p-post',
              title: 'Blog post template',
              path: '/blog/[slug]',
              features: [{ name: 'Article', before: 'eligible', after: 'absent' }],
              address: { from: null, to: '/blog/x', redirect: 'planned' },
              template: {
                collectionId: 'c1',
                collection: 'Blog posts',
                items: 120,
                itemUrl: 'https://acme.webflow.io/blog/first',
              },
            }),
            pageForecast({ pageId: 'p-new', title: 'Launch', state: 'new' }),
            pageForecast({ pageId: 'p-far', title: 'Far', state: 'unread', reason: 'HTTP 503' }),
          ],
          { notRead: 4 },
        ),
      ),
    );
    await openForecast();
    const host = hostSection('staging.example');
    const text = host.textContent ?? '';
    expect(within(host).getByTestId('forecast-summary').textContent).toBe(
      'On staging.example: 4 pages change; Article lost on 1; Product gained on 1',
    );
    const features = within(host)
      .getAllByTestId('forecast-feature')
      .map((f) => f.textContent);
    expect(features).toEqual(['Product: new, eligible', 'Article: removed']);
    expect(text).toContain('Title: A mug → The mug');
    expect(text).toContain('Template of Blog posts: every one of its 120 item pages shows this');
    expect(text).toContain('“Before” read on https://acme.webflow.io/blog/first');
    expect(text).toContain('New address: /blog/x · planned in Redirects');
    expect(text).toContain('New on this host');
    expect(text).toContain('Not read: HTTP 503');
    expect(within(host).getByTestId('forecast-not-read').textContent).toBe(
      '4 more page versions may change; not read',
    );
  });

  it('shows its progress while it is read, and says near Publish that it is not ready', async () => {
    setup(LOSSY, { pollMs: 60_000 });
    fireEvent.click(screen.getByTestId('publish'));
    const progress = await screen.findByTestId('forecast-progress');
    expect(progress.getAttribute('role')).toBe('status');
    expect(progress.textContent).toBe('Reading live pages: 0 of 2');
    expect(progress.querySelector('progress')).toBeTruthy();
    const notReady = screen.getByTestId('publish-forecast-not-ready');
    expect(notReady.textContent).toBe(
      'Forecast not ready — what this publish changes is not known yet.',
    );
    expect(screen.getByTestId('publish-confirm').getAttribute('aria-describedby')).toBe(
      notReady.id,
    );
  });
});

describe('the question before a publish that loses something', () => {
  it('names the losses with Cancel focused; Cancel sends nothing and returns to Publish', async () => {
    const { sent } = setup();
    await openForecast();
    fireEvent.click(screen.getByTestId('publish-confirm'));
    const question = await screen.findByTestId('publish-question');
    expect(question.getAttribute('role')).toBe('alertdialog');
    expect(within(question).getByText(/^This publish/).textContent).toBe(
      'This publish loses Event on “Summer market” (fr) and moves /old-path to /new-path with no redirect. Publish anyway?',
    );
    const cancel = screen.getByTestId('publish-question-cancel');
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(screen.queryByTestId('publish-question')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('publish-confirm'));
    expect(sent('publish.publishSite')).toEqual([]);
    expect(screen.getByTestId('forecast')).toBeTruthy();
  });

  it('publishes on “Publish anyway”', async () => {
    const { sent } = setup();
    await openForecast();
    fireEvent.click(screen.getByTestId('publish-confirm'));
    fireEvent.click(await screen.findByTestId('publish-question-confirm'));
    await screen.findByTestId('publish-status');
    expect(sent('publish.publishSite')).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'] },
    ]);
  });

  it('goes away on Escape, sending nothing', async () => {
    const { sent } = setup();
    await openForecast();
    fireEvent.click(screen.getByTestId('publish-confirm'));
    fireEvent.keyDown(await screen.findByTestId('publish-question-cancel'), { key: 'Escape' });
    expect(screen.queryByTestId('publish-question')).toBeNull();
    expect(screen.getByTestId('publish-panel').hidden).toBe(false);
    expect(sent('publish.publishSite')).toEqual([]);
  });
});

describe('what the forecast offers', () => {
  it('asks to read a host the extension may not read yet, then forecasts again', async () => {
    const hostAccess = { contains: vi.fn(), request: vi.fn(async () => true) };
    const { forecasts } = setup(
      (ask) =>
        forecastFor(ask, (key) =>
          hostForecast(key, `${key}.example`, [], { needsAccess: `https://${key}.example/*` }),
        ),
      { hostAccess },
    );
    await openForecast();
    const allow = within(hostSection('d1.example')).getByTestId('forecast-allow-host');
    expect(allow.textContent).toBe('Allow reading d1.example');
    fireEvent.click(allow);
    expect(hostAccess.request).toHaveBeenCalledWith(['https://d1.example/*']);
    await vi.waitFor(() => expect(forecasts.asks).toHaveLength(2));
  });

  it('lists the CMS items saved since they were published, and publishes them on their own', async () => {
    const { sent } = setup((ask) =>
      forecastFor(ask, undefined, [
        { collectionId: 'c1', collection: 'Blog posts', items: 3, versions: 5 },
      ]),
    );
    await openForecast();
    const group = screen.getByTestId('forecast-changed-items');
    expect(group.textContent).toContain('CMS items saved since they were published');
    expect(group.textContent).toContain('Blog posts: 3 items (5 versions)');
    expect(group.textContent).toContain('not documented');
    const button = within(group).getByRole('button', { name: 'Publish 3 changed items' });
    fireEvent.click(button);
    await screen.findByTestId('forecast-items-published');
    expect(sent('collections.publishChangedItems')).toEqual([{ siteId: 's1' }]);
    expect(sent('publish.publishSite')).toEqual([]);
  });
});

describe('Publish only this page', () => {
  it('opens the dialog for the page: its forecast, then its publish', async () => {
    const { sent, forecasts } = setup(undefined, {
      page: { pageId: 'p-market', title: 'Summer market' },
    });
    const button = screen.getByTestId('publish-page');
    expect(button.textContent).toBe('Publish only this page');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('publish').getAttribute('aria-expanded')).toBe('false');
    await screen.findByTestId('forecast');
    expect(screen.getByTestId('publish-scope').textContent).toBe(
      'Only “Summer market” is published, not the rest of the site.',
    );
    expect(forecasts.asks).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'], pageId: 'p-market', fresh: true },
    ]);
    fireEvent.click(screen.getByTestId('publish-confirm'));
    fireEvent.click(await screen.findByTestId('publish-question-confirm'));
    const status = await screen.findByTestId('publish-status');
    expect(sent('publish.publishSite')).toEqual([
      { siteId: 's1', staging: true, customDomainIds: ['d1'], pageId: 'p-market' },
    ]);
    expect(status.textContent).toMatch(/^Published “Summer market” to acme\.webflow\.io at /);
  });

  it('is not offered without a page', () => {
    setup();
    expect(screen.queryByTestId('publish-page')).toBeNull();
  });
});
