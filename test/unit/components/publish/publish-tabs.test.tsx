// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MetadataPanelTab } from '@/components/metadata/MetadataPanelTab';
import { SitePanelTab } from '@/components/site/SitePanelTab';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { PageActions } from '@/lib/core/model/contributions';
import { makeMetadataTab } from '@/lib/features/metadata/model/panel-tab';
import type { PublishDestinations } from '@/lib/features/publish/destinations';
import { makeSiteTab, type SiteTabModel } from '@/lib/features/site/model/panel-tab';
import { fakeForecasts } from '../../features/publish/forecast-fixtures';

let site: SiteTabModel | undefined;
afterEach(() => {
  cleanup();
  site?.grid.dispose();
  site?.live.dispose();
});

const at: PageLocation = {
  site: { id: 's1', name: 'Acme' },
  page: { id: 'p1', title: 'Summer market', path: '/summer-market' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/summer-market' },
  via: 'designer',
};
const DESTINATIONS: PublishDestinations = {
  siteId: 's1',
  staging: { host: 'acme.webflow.io' },
  customDomains: [],
};
const actions: PageActions = {
  confirm: () => true,
  copyText: () => undefined,
  openUrl: () => undefined,
  download: () => undefined,
  openFullView: () => undefined,
};

/** A background that answers the publish dialog; anything else it answers with nothing. */
function background() {
  const forecasts = fakeForecasts();
  const request = vi.fn(async (type: string, data: unknown) => {
    if (type === 'publish.publishDestinations') return DESTINATIONS;
    if (type === 'account.getSettings')
      return { endpoints: { apiBase: 'https://api.example.com' } };
    return forecasts.handle(type, data) ?? null;
  });
  return { client: { request } as unknown as MessagingClient, forecasts };
}

describe('the publish control on the other tabs', () => {
  it('on the Metadata tab, offers the page alone and forecasts it', async () => {
    const { client, forecasts } = background();
    const model = makeMetadataTab({ client });
    render(
      <MetadataPanelTab
        model={model}
        place={{ location: at, url: 'https://acme.webflow.io/summer-market' }}
        actions={actions}
        onRetry={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByTestId('publish-page'));
    await screen.findByTestId('forecast');
    expect(screen.getByTestId('publish-scope').textContent).toContain('Summer market');
    expect(forecasts.asks).toEqual([
      { siteId: 's1', staging: true, customDomainIds: [], pageId: 'p1', fresh: true },
    ]);
  });

  it('on the Site tab, offers the whole site and forecasts it', async () => {
    const { client, forecasts } = background();
    site = makeSiteTab({ client });
    render(
      <SitePanelTab
        model={site}
        place={{ location: at, url: undefined }}
        actions={actions}
        onRetry={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByTestId('publish'));
    await screen.findByTestId('forecast');
    expect(screen.queryByTestId('publish-page')).toBeNull();
    expect(forecasts.asks).toEqual([
      { siteId: 's1', staging: true, customDomainIds: [], fresh: true },
    ]);
  });
});
