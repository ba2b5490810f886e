import { describe, expect, it, vi } from 'vitest';
import type { AccountView } from '@/lib/core/auth/credentials';
import type { Session } from '@/lib/core/auth/session';
import { createHandlers, type HandlerDeps } from '@/lib/app/handlers';
import { features } from '@/lib/app/features';
import { loadFeatures } from '@/lib/core/messaging/registry';

import { DEFAULT_ENDPOINTS, type Endpoints } from '@/lib/core/settings/defaults';

const app = await loadFeatures(features);

const account: AccountView = {
  id: 'a',
  kind: 'oauth',
  label: 'Dana Editor (editor@example.com)',
  sites: [],
  masked: '••••abcd',
};
const unconfigured: Endpoints = { ...DEFAULT_ENDPOINTS, clientId: '', brokerUrl: '' };

/** The handlers with a session that records OAuth sign-ins, over `endpoints`. */
function setup(endpoints: Endpoints) {
  const signInWithOAuth = vi.fn(async () => account);
  const deps = {
    version: '1',
    session: { signInWithOAuth } as unknown as Session,
    registry: {},
    locator: { invalidate: vi.fn() },
    getEndpoints: async () => endpoints,
    setEndpointOverrides: async (o: Partial<Endpoints>) => ({ ...endpoints, ...o }),
    drafts: {},
    jobs: {},
    site: {},
    liveSite: {},
  } as unknown as HandlerDeps;
  return { handlers: createHandlers(app, deps), signInWithOAuth };
}

describe('the OAuth sign-in guard', () => {
  it('refuses while no OAuth app is set, naming what to fix, and opens no window', async () => {
    const { handlers, signInWithOAuth } = setup(unconfigured);
    await expect(handlers['account.signInWithOAuth']({ remember: false })).rejects.toThrow(
      'Account sign-in is not set up — missing: OAuth client id, Token broker address.',
    );
    await expect(handlers['account.signInWithOAuth']({ remember: false })).rejects.toThrow(
      /build with WXT_CLIENT_ID, WXT_BROKER_URL/,
    );
    expect(signInWithOAuth).not.toHaveBeenCalled();
  });

  it('names only the missing setting', async () => {
    const { handlers } = setup({ ...unconfigured, clientId: 'team-app' });
    await expect(handlers['account.signInWithOAuth']({ remember: true })).rejects.toThrow(
      /missing: Token broker address\..*build with WXT_BROKER_URL \(/,
    );
  });

  it('signs in once the endpoints in force (build or settings) name both', async () => {
    const { handlers, signInWithOAuth } = setup({
      ...unconfigured,
      clientId: 'team-app',
      brokerUrl: 'https://127.0.0.1:9002',
    });
    await expect(handlers['account.signInWithOAuth']({ remember: true })).resolves.toEqual(account);
    expect(signInWithOAuth).toHaveBeenCalledWith({ remember: true });
  });

  it('tells the settings page what account sign-in still needs', async () => {
    const { handlers } = setup(unconfigured);
    expect((await handlers['account.getSettings']({})).oauthMissing).toEqual([
      'clientId',
      'brokerUrl',
    ]);
    const saved = await handlers['account.saveSettings']({
      clientId: 'team-app',
      brokerUrl: 'https://broker.team.example',
    });
    expect(saved.oauthMissing).toEqual([]);
    expect(saved.defaults).toBe(DEFAULT_ENDPOINTS);
  });
});
