// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsApp } from '@/components/shell/OptionsApp';
import { SignInForms } from '@/components/account/SignInForms';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { SettingsView, Status } from '@/lib/features/account/session-messages';
import { createOptionsModel } from '@/lib/app/model/options-model';
import { createSessionModel } from '@/lib/features/account/model/session-model';
import { DEFAULT_ENDPOINTS } from '@/lib/core/settings/defaults';
import type { OAuthSetting } from '@/lib/core/settings/oauth-config';

const ONE_LINE =
  'Account sign-in needs your team’s OAuth app: build with WXT_CLIENT_ID and WXT_BROKER_URL — ' +
  'see “Run it with your own app” in the README.';

const signedOut: Status = {
  version: '1',
  signedIn: false,
  accounts: [],
  signIn: 'idle',
  rates: [],
};

function fakeClient(oauthMissing: OAuthSetting[]): MessagingClient {
  const settings: SettingsView = {
    endpoints: DEFAULT_ENDPOINTS,
    defaults: DEFAULT_ENDPOINTS,
    oauthMissing,
  };
  const answers: Record<string, unknown> = {
    'account.getStatus': signedOut,
    'account.getSettings': settings,
  };
  return {
    request: (type: string) =>
      type in answers ? Promise.resolve(answers[type]) : Promise.reject(new Error(`no ${type}`)),
  } as MessagingClient;
}

describe('SignInForms', () => {
  afterEach(cleanup);

  it('offers only the key form, and says in one line how to enable account sign-in', () => {
    render(<SignInForms session={createSessionModel(fakeClient([]))} oauthAvailable={false} />);
    expect(screen.queryByTestId('oauth-sign-in')).toBeNull();
    expect(screen.getByTestId('oauth-unavailable').textContent).toBe(ONE_LINE);
    expect(screen.getByLabelText('Paste a site API key')).toBeTruthy();
    expect(screen.getByTestId('site-key-submit')).toBeTruthy();
  });

  it('reads as adding another account once one is signed in', async () => {
    const session = createSessionModel(fakeClient([]));
    session.status.value = {
      ...signedOut,
      signedIn: true,
      accounts: [{ id: 'a', kind: 'site-key', label: 'Demo', sites: [], masked: '••••1234' }],
    };
    render(<SignInForms session={session} oauthAvailable />);
    expect(screen.getByRole('heading', { name: 'Add another account' })).toBeTruthy();
  });

  it('offers both ways when an OAuth app is set', () => {
    render(<SignInForms session={createSessionModel(fakeClient([]))} oauthAvailable />);
    expect(screen.getByTestId('oauth-sign-in').textContent).toBe('Sign in with your account');
    expect(screen.queryByTestId('oauth-unavailable')).toBeNull();
    expect(screen.getByLabelText('Or paste a site API key')).toBeTruthy();
  });
});

describe('the settings page', () => {
  afterEach(cleanup);

  const renderOptions = async (oauthMissing: OAuthSetting[]) => {
    const model = createOptionsModel({
      client: fakeClient(oauthMissing),
      requestOrigins: async () => true,
      hash: { get: () => '', set: vi.fn() },
    });
    render(
      <OptionsApp
        model={model}
        now={0}
        actions={{
          download: vi.fn(),
          confirm: () => true,
          copyText: vi.fn(),
          openUrl: vi.fn(),
          openFullView: vi.fn(),
        }}
      />,
    );
    await Promise.all([model.session.refresh(), model.settings.load()]);
    await waitFor(() => expect(screen.getByTestId('signed-out')).toBeTruthy());
  };

  it('follows what the background says the endpoints in force lack', async () => {
    await renderOptions(['clientId', 'brokerUrl']);
    expect(screen.queryByTestId('oauth-sign-in')).toBeNull();
    expect(screen.getByTestId('oauth-unavailable').textContent).toBe(ONE_LINE);
    expect(screen.getByTestId('signed-out').textContent).toBe(
      'Not signed in. Paste a site API key from your site’s settings (“API access”).',
    );
  });

  it('offers account sign-in once the settings name an OAuth app', async () => {
    await renderOptions([]);
    await waitFor(() => expect(screen.getByTestId('oauth-sign-in')).toBeTruthy());
    expect(screen.queryByTestId('oauth-unavailable')).toBeNull();
    expect(screen.getByTestId('signed-out').textContent).toContain('Sign in with your account');
  });
});
