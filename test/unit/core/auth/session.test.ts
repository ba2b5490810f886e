import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createClientRegistry } from '@/lib/core/auth/api-clients';
import { listCredentials } from '@/lib/core/auth/credentials';
import { randomToken } from '@/lib/core/auth/random';
import { createSession } from '@/lib/core/auth/session';
import { DEFAULT_ENDPOINTS } from '@/lib/core/settings/defaults';
import { startEmulator } from '@/emulator/testing';

const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';

/** A broker stand-in that answers `invalid_grant` to the first `failures` exchanges. */
function brokerFetch(failures: number) {
  const exchanges: string[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.origin !== 'https://broker.test') return fetch(input, init);
    const body = JSON.parse(String(init?.body)) as { code?: string };
    if (url.pathname === '/flows') {
      return Response.json({ flowId: `flow-${exchanges.length}`, state: randomToken(16) });
    }
    if (url.pathname === '/exchange') {
      exchanges.push(body.code!);
      return exchanges.length <= failures
        ? Response.json({ error: 'invalid_grant', message: 'The code is invalid' }, { status: 400 })
        : Response.json({ accessToken: 'token-1', tokenType: 'bearer' });
    }
    return Response.json({ revoked: true });
  }) as typeof fetch;
  return { fetchImpl, exchanges };
}

describe('session: OAuth', () => {
  beforeEach(() => fakeBrowser.reset());

  it('restarts the whole flow when the service rejects a code, never re-posting it', async () => {
    const emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    try {
      const token = (
        await emu.control<{ accessToken: string }>('/tokens', { method: 'POST', body: {} })
      ).body.accessToken;
      const { fetchImpl, exchanges } = brokerFetch(1);
      let windows = 0;
      const session = createSession({
        registry: createClientRegistry(),
        fetch: ((input: URL | RequestInfo, init?: RequestInit) =>
          fetchImpl(
            input,
            new URL(String(input)).origin === emu.origin
              ? { ...init, headers: { authorization: `Bearer ${token}` } }
              : init,
          )) as typeof fetch,
        getEndpoints: async () => ({
          ...DEFAULT_ENDPOINTS,
          apiBase: emu.origin,
          brokerUrl: 'https://broker.test',
        }),
        identity: {
          getRedirectURL: () => REDIRECT,
          async launchWebAuthFlow({ url }) {
            windows += 1;
            const state = new URL(url).searchParams.get('state');
            return `${REDIRECT}?code=code-${windows}&state=${state}`;
          },
        },
      });
      const account = await session.signInWithOAuth({ remember: false });
      expect(windows).toBe(2);
      expect(exchanges).toEqual(['code-1', 'code-2']);
      expect(account.kind).toBe('oauth');
      expect(account.sites.length).toBeGreaterThan(0);
      expect(await listCredentials()).toHaveLength(1);
    } finally {
      await emu.close();
    }
  });
});
