// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '@/components/shell/PopupApp';
import type { LiveSiteResult, LiveState } from '@/lib/features/live-site/live-types';
import type { LocationAnswer, PageLocation } from '@/lib/core/locate/page-locator';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { Status } from '@/lib/features/account/session-messages';
import { createLiveVerdictModel } from '@/lib/features/live-site/model/live-verdict-model';
import { createLocationModel } from '@/lib/core/model/location-model';
import { createSessionModel } from '@/lib/features/account/model/session-model';
import { createSummaryModel } from '@/lib/features/schema/model/summary-model';

afterEach(cleanup);

const status: Status = { version: '1', signedIn: true, accounts: [], signIn: 'idle', rates: [] };
const location0: PageLocation = {
  site: { id: 's', name: 'Demo Site' },
  page: { id: 'p', title: 'À propos', path: '/fr/a-propos' },
  locale: { id: 'fr', tag: 'fr', name: 'French', primary: false },
  locales: [{ id: 'fr', tag: 'fr', name: 'French', primary: false }],
  paths: {},
  via: 'staging',
};
const located: LocationAnswer = { ok: true, location: location0 };

const resultWith = (state: LiveState, localeId: string | null = 'fr'): LiveSiteResult => ({
  siteId: 's',
  origin: 'https://demo.webflow.io',
  checkedAt: '2026-01-02T14:02:00Z',
  publishedAt: '2026-01-02T13:58:00Z',
  cells: [
    {
      pageId: 'p',
      localeId,
      url: 'https://demo.webflow.io/fr/a-propos',
      state,
      extraBlocks: 0,
      language: [],
    },
  ],
  counts: {
    matches: 0,
    differs: 0,
    unpublished: 0,
    missing: 0,
    unreachable: 0,
    'no-markup': 0,
    language: 0,
    extra: 0,
  },
});

async function renderWith(result: LiveSiteResult | null) {
  const request = vi.fn(async (type: string) => {
    if (type === 'live-site.getLiveSite') return result;
    if (type === 'account.locatePage') return located;
    throw new Error(`no ${type}`);
  });
  const client = { request } as unknown as MessagingClient;
  const location = createLocationModel(client);
  const live = createLiveVerdictModel(client);
  await location.locate('http://demo.localhost/fr/a-propos');
  await live.load(location0);
  render(
    <PopupApp
      session={createSessionModel(client, status)}
      location={location}
      summary={createSummaryModel(client)}
      live={live}
      actions={{
        openSidePanel: vi.fn(),
        openOptions: vi.fn(),
        openLocale: vi.fn(),
        addSchema: vi.fn(),
      }}
      now={0}
    />,
  );
  return request;
}

describe('the popup’s live verdict', () => {
  it('says the live page differs, from the cached check alone', async () => {
    const request = await renderWith(resultWith('differs'));
    expect(screen.getByTestId('popup-live-verdict').textContent).toMatch(
      /^The live page differs from the saved markup \(checked .+\)\.$/,
    );
    expect(request.mock.calls.map(([type]) => type)).toEqual([
      'account.locatePage',
      'live-site.getLiveSite',
    ]);
  });

  it('says when the saved markup is missing live or not published yet', async () => {
    await renderWith(resultWith('missing'));
    expect(screen.getByTestId('popup-live-verdict').dataset.liveState).toBe('missing');
    cleanup();
    await renderWith(resultWith('unpublished'));
    expect(screen.getByTestId('popup-live-verdict').textContent).toContain(
      'publish to make it live',
    );
  });

  it('says nothing when the page matches, another locale differs, or nothing was checked', async () => {
    await renderWith(resultWith('matches'));
    expect(screen.queryByTestId('popup-live-verdict')).toBeNull();
    cleanup();
    await renderWith(resultWith('differs', null));
    expect(screen.queryByTestId('popup-live-verdict')).toBeNull();
    cleanup();
    await renderWith(null);
    expect(screen.queryByTestId('popup-live-verdict')).toBeNull();
  });
});
