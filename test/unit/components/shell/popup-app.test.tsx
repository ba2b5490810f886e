// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupApp } from '@/components/shell/PopupApp';
import type { LocationAnswer } from '@/lib/core/locate/page-locator';
import { BackgroundError, type MessagingClient } from '@/lib/core/messaging/client';
import type { Status } from '@/lib/features/account/session-messages';
import { createLocationModel } from '@/lib/core/model/location-model';
import { createSessionModel } from '@/lib/features/account/model/session-model';
import { createSummaryModel } from '@/lib/features/schema/model/summary-model';

const signedOut: Status = {
  version: '1',
  signedIn: false,
  accounts: [],
  signIn: 'idle',
  rates: [],
};
const signedIn: Status = {
  ...signedOut,
  signedIn: true,
  accounts: [{ id: 'a', kind: 'site-key', label: 'Demo', sites: [], masked: '••••1234' }],
  rates: [{ accountId: 'a', limit: 60, remaining: 57, queued: 0 }],
};
const located: LocationAnswer = {
  ok: true,
  location: {
    site: { id: 's', name: 'Demo Site' },
    page: { id: 'p', title: 'À propos', path: '/fr/a-propos' },
    locale: { id: 'fr', tag: 'fr', name: 'French', primary: false },
    locales: [{ id: 'fr', tag: 'fr', name: 'French', primary: false }],
    paths: {},
    via: 'staging',
  },
};

function fakeClient(answers: Partial<Record<string, () => Promise<unknown>>>): MessagingClient {
  return {
    request: (type: string) => answers[type]?.() ?? Promise.reject(new Error(`no ${type}`)),
  } as MessagingClient;
}

function renderPopup(client: MessagingClient, initial?: Status) {
  const session = createSessionModel(client, initial);
  const location = createLocationModel(client);
  const summary = createSummaryModel(client);
  const actions = {
    openSidePanel: vi.fn(),
    openOptions: vi.fn(),
    openLocale: vi.fn(),
    addSchema: vi.fn(),
  };
  render(
    <PopupApp session={session} location={location} summary={summary} actions={actions} now={0} />,
  );
  return { session, location, summary, actions };
}

describe('PopupApp', () => {
  afterEach(cleanup);

  it('shows the signed-out screen and its actions', async () => {
    const { session, actions } = renderPopup(
      fakeClient({ 'account.getStatus': async () => signedOut }),
    );
    expect(screen.getByText('Checking your sign-in…')).toBeTruthy();
    await session.refresh();
    expect(await screen.findByText('Not signed in')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sign-in'));
    fireEvent.click(screen.getByTestId('open-side-panel'));
    expect(actions.openOptions).toHaveBeenCalledOnce();
    expect(actions.openSidePanel).toHaveBeenCalledOnce();
  });

  it('paints a cached status at once, before the background answers', () => {
    renderPopup(fakeClient({}), signedIn);
    expect(screen.queryByText('Checking your sign-in…')).toBeNull();
    expect(screen.getByTestId('signed-in').textContent).toContain('Demo (••••1234)');
    // 57 of 60 left: the popup says nothing of the budget until it runs low.
    expect(screen.queryByTestId('rate-budget')).toBeNull();
  });

  it('shows the request budget once a quarter or less of it is left', () => {
    renderPopup(fakeClient({}), {
      ...signedIn,
      rates: [{ accountId: 'a', limit: 60, remaining: 12, queued: 0 }],
    });
    expect(screen.getByTestId('rate-budget').textContent).toBe(
      '12 of 60 requests left this minute',
    );
  });

  it('names the page, locale and site of the tab', async () => {
    const { location } = renderPopup(
      fakeClient({
        'account.getStatus': async () => signedIn,
        'account.locatePage': async () => located,
      }),
      signedIn,
    );
    await location.locate('http://demo.localhost/fr/a-propos');
    expect((await screen.findByTestId('location-page')).textContent).toBe('À propos');
    expect(screen.getByTestId('location-locale').textContent).toBe('French');
    expect(screen.getByTestId('location-site').textContent).toBe('Demo Site');
  });

  it('says why a tab is not one of the editor’s pages', async () => {
    const { location } = renderPopup(
      fakeClient({
        'account.locatePage': async () => ({
          ok: false,
          reason: 'unknown-host',
          message: 'This tab is not one of your sites — pick a site and page below',
          sites: [{ id: 's', name: 'Demo Site' }],
        }),
      }),
      signedIn,
    );
    await location.locate('https://elsewhere.example/');
    expect((await screen.findByTestId('location-unknown')).textContent).toContain(
      'not one of your sites',
    );
  });

  it('says the tab cannot be seen yet, and asks for nothing, when its address is hidden', async () => {
    const locatePage = vi.fn(async () => located);
    const { location } = renderPopup(fakeClient({ 'account.locatePage': locatePage }), signedIn);
    await location.locate(undefined);
    expect((await screen.findByTestId('location-no-access')).textContent).toContain(
      'Click the Site Companion button in the toolbar',
    );
    expect(locatePage).not.toHaveBeenCalled();
    await location.locate('http://demo.localhost/fr/a-propos');
    expect(await screen.findByTestId('location-page')).toBeTruthy();
    expect(screen.queryByTestId('location-no-access')).toBeNull();
  });

  it('shows a pause with the time it ends', () => {
    renderPopup(fakeClient({}), {
      ...signedIn,
      rates: [{ accountId: 'a', limit: 60, remaining: 0, pausedUntil: 60_000, queued: 2 }],
    });
    expect(screen.getByTestId('rate-budget').textContent).toMatch(/^Rate limited — resumes at /);
  });

  it('shows why the status could not be loaded', async () => {
    const { session } = renderPopup(
      fakeClient({
        'account.getStatus': async () => {
          throw new BackgroundError('no-answer', 'The extension’s background did not answer.');
        },
      }),
    );
    await session.refresh();
    expect((await screen.findByRole('alert')).textContent).toContain('did not answer');
  });

  it('renders account labels inertly', () => {
    const { container } = render(
      <PopupApp
        session={createSessionModel(fakeClient({}), {
          ...signedIn,
          accounts: [{ id: 'x', kind: 'oauth', label: '<img src=x onerror=alert(1)>', sites: [] }],
        })}
        location={createLocationModel(fakeClient({}))}
        summary={createSummaryModel(fakeClient({}))}
        actions={{ openSidePanel() {}, openOptions() {}, openLocale() {}, addSchema() {} }}
        now={0}
      />,
    );
    expect(container.querySelector('img[src=x]')).toBeNull();
    expect(screen.getByTestId('signed-in').textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('names the sites an OAuth sign-in unlocks', () => {
    renderPopup(fakeClient({}), {
      ...signedIn,
      accounts: [
        {
          id: 'o',
          kind: 'oauth',
          label: 'Dana (dana@example.com)',
          sites: [
            { id: 'a', name: 'Acme Bakery' },
            { id: 'b', name: 'Acme Labs' },
          ],
        },
      ],
    });
    expect(screen.getByTestId('signed-in').textContent).toBe(
      'Signed in: Dana (dana@example.com) — Acme Bakery, Acme Labs',
    );
  });
});

describe('PopupApp page picker', () => {
  afterEach(cleanup);

  it('lets the editor pick a site, page and locale when the tab is not mapped', async () => {
    const outline = {
      site: { id: 's', name: 'Demo Site' },
      pages: [
        { id: 'p1', title: 'Home', path: '/' },
        { id: 'p2', title: 'Pricing', path: '/pricing' },
      ],
      locales: [
        { id: 'en', tag: 'en', name: 'English', primary: true },
        { id: 'de', tag: 'de', name: 'German', primary: false },
      ],
    };
    const { location } = renderPopup(
      fakeClient({
        'account.locatePage': async () => ({
          ok: false,
          reason: 'unknown-host',
          message: 'This tab is not one of your sites — pick a site and page below',
          sites: [{ id: 's', name: 'Demo Site' }],
        }),
        'account.siteOutline': async () => outline,
      }),
      signedIn,
    );
    await location.locate('https://elsewhere.example/');
    fireEvent.change(await screen.findByTestId('picker-site'), { target: { value: 's' } });
    fireEvent.change(await screen.findByTestId('picker-page'), { target: { value: 'p2' } });
    fireEvent.change(screen.getByTestId('picker-locale'), { target: { value: 'de' } });
    fireEvent.click(screen.getByTestId('picker-use'));
    expect((await screen.findByTestId('location-page')).textContent).toBe('Pricing');
    expect(screen.getByTestId('location-locale').textContent).toBe('German');
  });
});

describe('PopupApp locale chips', () => {
  afterEach(cleanup);

  const withLocales: LocationAnswer = {
    ok: true,
    location: {
      ...(located.ok ? located.location : ({} as never)),
      locales: [
        { id: 'en', tag: 'en', name: 'English', primary: true },
        { id: 'fr', tag: 'fr', name: 'French', primary: false },
        { id: 'de', tag: 'de', name: 'German', primary: false },
      ],
    },
  };

  it('shows a chip per locale, a verdict and draft marks; a chip opens the panel there', async () => {
    const { location, summary, actions } = renderPopup(
      fakeClient({
        'account.locatePage': async () => withLocales,
        'schema.schemaSummary': async () => [
          { localeId: null, state: 'own', errors: 0, warnings: 1 },
          { localeId: 'fr', state: 'inherited', errors: 0, warnings: 0 },
          { localeId: 'de', state: 'none', errors: 0, warnings: 0 },
        ],
        'drafts.listDrafts': async () => [{ localeId: 'de' }],
      }),
      signedIn,
    );
    await location.locate('http://demo.localhost/fr/a-propos');
    await summary.load(withLocales.ok ? withLocales.location : (undefined as never));
    expect((await screen.findByTestId('chip-fr')).textContent).toBe('FR ↩');
    expect(screen.getByTestId('chip-en').textContent).toBe('EN ✓');
    await waitFor(() =>
      expect(screen.getByTestId('chip-de').getAttribute('aria-label')).toBe(
        'DE (German): no markup, unsaved draft. Open in the side panel',
      ),
    );
    expect(screen.getByTestId('verdict').textContent).toBe(
      'French only shows the primary locale’s markup.',
    );
    fireEvent.click(screen.getByTestId('chip-fr'));
    expect(actions.openLocale).toHaveBeenCalledWith('fr');
  });

  it('counts errors on a chip and puts them first in the verdict', async () => {
    const { location, summary } = renderPopup(
      fakeClient({
        'account.locatePage': async () => withLocales,
        'schema.schemaSummary': async () => [
          { localeId: null, state: 'own', errors: 0, warnings: 0 },
          { localeId: 'fr', state: 'own', errors: 2, warnings: 0 },
        ],
      }),
      signedIn,
    );
    await location.locate('http://demo.localhost/fr/a-propos');
    await summary.load(withLocales.ok ? withLocales.location : (undefined as never));
    expect((await screen.findByTestId('chip-fr')).textContent).toBe('FR ✗ 2');
    expect(screen.getByTestId('verdict').textContent).toBe('2 errors to fix in French.');
  });
});

describe('PopupApp main action', () => {
  afterEach(cleanup);

  const page = (localeId: string): LocationAnswer => ({
    ok: true,
    location: {
      ...(located.ok ? located.location : ({} as never)),
      locale:
        localeId === 'en'
          ? { id: 'en', tag: 'en', name: 'English', primary: true }
          : { id: 'fr', tag: 'fr', name: 'French', primary: false },
      locales: [
        { id: 'en', tag: 'en', name: 'English', primary: true },
        { id: 'fr', tag: 'fr', name: 'French', primary: false },
        { id: 'de', tag: 'de', name: 'German', primary: false },
      ],
    },
  });

  async function popupFor(answer: LocationAnswer, summaries: unknown[]) {
    const rendered = renderPopup(
      fakeClient({
        'account.locatePage': async () => answer,
        'schema.schemaSummary': async () => summaries,
      }),
      signedIn,
    );
    await rendered.location.locate('http://demo.localhost/fr/a-propos');
    await rendered.summary.load(answer.ok ? answer.location : (undefined as never));
    await screen.findByTestId('verdict');
    return rendered;
  }

  /** The popup's primary-styled buttons, by their text. */
  const primaries = () =>
    [...document.querySelectorAll('button.primary')].map((b) => b.textContent);

  it('is “Sign in” when signed out', async () => {
    const { session } = renderPopup(fakeClient({ 'account.getStatus': async () => signedOut }));
    await session.refresh();
    await screen.findByText('Not signed in');
    expect(primaries()).toEqual(['Sign in…']);
    expect(screen.queryByTestId('main-action')).toBeNull();
  });

  it('is “Fix in side panel” when a locale has errors, and opens the panel there', async () => {
    const { actions } = await popupFor(page('fr'), [
      { localeId: null, state: 'own', errors: 1, warnings: 0 },
      { localeId: 'fr', state: 'inherited', errors: 1, warnings: 0 },
      { localeId: 'de', state: 'own', errors: 0, warnings: 0 },
    ]);
    expect(primaries()).toEqual(['Fix in side panel']);
    fireEvent.click(screen.getByTestId('main-action'));
    // French shows the English errors: they are fixed in English.
    expect(actions.openLocale).toHaveBeenCalledExactlyOnceWith('en');
    expect(screen.getByTestId('open-side-panel').classList.contains('primary')).toBe(false);
  });

  it('is “Create French version” when the tab’s locale only inherits', async () => {
    const { actions } = await popupFor(page('fr'), [
      { localeId: null, state: 'own', errors: 0, warnings: 0 },
      { localeId: 'de', state: 'inherited', errors: 0, warnings: 0 },
      { localeId: 'fr', state: 'inherited', errors: 0, warnings: 0 },
    ]);
    expect(primaries()).toEqual(['Create French version']);
    fireEvent.click(screen.getByTestId('main-action'));
    expect(actions.openLocale).toHaveBeenCalledExactlyOnceWith('fr');
  });

  it('is “Add schema” when the page has no markup, and starts “Add schema…”', async () => {
    const { actions } = await popupFor(page('en'), [
      { localeId: null, state: 'none', errors: 0, warnings: 0 },
      { localeId: 'fr', state: 'none', errors: 0, warnings: 0 },
    ]);
    expect(primaries()).toEqual(['Add schema']);
    fireEvent.click(screen.getByTestId('main-action'));
    expect(actions.addSchema).toHaveBeenCalledOnce();
    expect(actions.openLocale).not.toHaveBeenCalled();
  });

  it('is “Open side panel” when all is well, shown once; settings and sign-out are links', async () => {
    const { actions } = await popupFor(page('en'), [
      { localeId: null, state: 'own', errors: 0, warnings: 2 },
      { localeId: 'fr', state: 'own', errors: 0, warnings: 0 },
    ]);
    expect(primaries()).toEqual(['Open side panel']);
    expect(screen.getAllByRole('button', { name: 'Open side panel' })).toHaveLength(1);
    expect(screen.queryByTestId('main-action')).toBeNull();
    fireEvent.click(screen.getByTestId('open-side-panel'));
    expect(actions.openSidePanel).toHaveBeenCalledOnce();
    expect(screen.getByTestId('open-options').className).toBe('link');
    expect(screen.getByTestId('sign-out').className).toBe('link');
  });
});
