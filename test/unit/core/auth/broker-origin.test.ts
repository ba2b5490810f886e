import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createClientRegistry } from '@/lib/core/auth/api-clients';
import { addCredential, listCredentials } from '@/lib/core/auth/credentials';
import { createSession } from '@/lib/core/auth/session';
import { DEFAULT_ENDPOINTS, type Endpoints } from '@/lib/core/settings/defaults';

/** A fetch that records every request's URL and answers each like a broker would. */
function recordingFetch() {
  const urls: string[] = [];
  const fetchImpl = (async (input: URL | RequestInfo) => {
    urls.push(String(input));
    return Response.json({ revoked: true });
  }) as typeof fetch;
  return { urls, fetchImpl };
}

const sessionWith = (endpoints: Partial<Endpoints>, fetchImpl: typeof fetch) =>
  createSession({
    registry: createClientRegistry(),
    fetch: fetchImpl,
    getEndpoints: async () => ({ ...DEFAULT_ENDPOINTS, ...endpoints }),
    identity: {
      getRedirectURL: () => 'https://x.chromiumapp.org/',
      launchWebAuthFlow: async () => undefined,
    },
  });

const site = { id: 's1', name: 'Site', shortName: 'site' };

describe('each OAuth credential keeps the broker it came through', () => {
  beforeEach(() => fakeBrowser.reset());

  it('revokes a token at its own broker, never at the one configured now', async () => {
    await addCredential({
      kind: 'oauth',
      secret: 'token-from-a',
      label: 'A',
      sites: [site],
      apiBase: 'https://api.example',
      brokerUrl: 'https://broker-a.example',
      remember: false,
    });
    const { urls, fetchImpl } = recordingFetch();
    const session = sessionWith({ brokerUrl: 'https://broker-b.example' }, fetchImpl);
    expect(await session.signOut({})).toEqual({ revoked: 1, notRevoked: 0 });
    expect(urls.map((u) => new URL(u).origin)).toEqual(['https://broker-a.example']);
  });

  it('moves OAuth tokens an earlier version left in storage.local to session storage, once', async () => {
    const old = (secret: string, kind: 'oauth' | 'site-key') => ({
      id: secret,
      kind,
      secret,
      label: secret,
      sites: [site],
      apiBase: 'https://api.example',
      remember: true,
      createdAt: 1,
    });
    await fakeBrowser.storage.local.set({
      credentials: [old('old-oauth', 'oauth'), old('kept-key', 'site-key')],
    });
    const all = await listCredentials();
    expect(all.map((c) => [c.secret, c.remember]).sort()).toEqual([
      ['kept-key', true],
      ['old-oauth', false],
    ]);
    const local = (await fakeBrowser.storage.local.get('credentials')).credentials as {
      secret: string;
    }[];
    expect(local.map((c) => c.secret)).toEqual(['kept-key']);
    const session = (await fakeBrowser.storage.session.get('credentials')).credentials as {
      secret: string;
    }[];
    expect(session.map((c) => c.secret)).toEqual(['old-oauth']);
    // Its broker is unknown: sign-out sends it to no broker at all.
    const { urls, fetchImpl } = recordingFetch();
    const out = await sessionWith({ brokerUrl: 'https://broker-b.example' }, fetchImpl).signOut({});
    expect(out).toEqual({ revoked: 0, notRevoked: 1 });
    expect(urls).toEqual([]);
  });
});
