import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BrokerClient } from '@/lib/core/auth/broker-client';
import {
  authorizeUrl,
  finishSignIn,
  signInWithOAuth,
  type IdentityApi,
} from '@/lib/core/auth/oauth-sign-in';
import { FLOW_TTL_MS, listFlows } from '@/lib/core/auth/pending-flows';
import { randomToken } from '@/lib/core/auth/random';

const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';

/** A broker stand-in that mints states as the real one does and checks them at exchange. */
function fakeBroker() {
  const exchanges: { code: string; verifier: string; state: string }[] = [];
  const flows = new Map<string, { challenge: string; state: string }>();
  const broker: BrokerClient = {
    async startFlow({ challenge }) {
      const flowId = `flow-${flows.size + 1}`;
      const state = randomToken(16);
      flows.set(flowId, { challenge, state });
      return { flowId, state };
    },
    async exchange({ flowId, code, verifier, state }) {
      expect(flows.get(flowId)?.state).toBe(state);
      exchanges.push({ code, verifier, state });
      return `token-for-${code}`;
    },
    async revoke() {},
  };
  return { broker, exchanges, flows };
}

/** An identity API whose auth window answers with `respond(authorizeUrl)`. */
function fakeIdentity(respond: (url: URL) => string | Promise<string>): IdentityApi & {
  urls: URL[];
} {
  const urls: URL[] = [];
  return {
    urls,
    getRedirectURL: () => REDIRECT,
    async launchWebAuthFlow({ url, interactive }) {
      expect(interactive).toBe(true);
      urls.push(new URL(url));
      return respond(new URL(url));
    },
  };
}

const approve = (url: URL) =>
  `${REDIRECT}?code=code-1&state=${encodeURIComponent(url.searchParams.get('state')!)}`;

const base = { authBase: 'https://auth.example', clientId: 'client-1', scopes: ['sites:read'] };

describe('account.signInWithOAuth', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends the editor to the authorization page with the exact redirect and a fresh state', async () => {
    const { broker, exchanges } = fakeBroker();
    const identity = fakeIdentity(approve);
    await expect(signInWithOAuth({ ...base, identity, broker })).resolves.toBe('token-for-code-1');
    const url = identity.urls[0]!;
    expect(url.origin + url.pathname).toBe('https://auth.example/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(exchanges).toHaveLength(1);
    expect(await listFlows()).toEqual([]);
  });

  it('sends the state the broker minted for the flow, not one of its own', async () => {
    const { broker, flows } = fakeBroker();
    const identity = fakeIdentity(approve);
    await signInWithOAuth({ ...base, identity, broker });
    expect(identity.urls[0]!.searchParams.get('state')).toBe(flows.get('flow-1')!.state);
  });

  it('uses a new state for every sign-in', async () => {
    const { broker } = fakeBroker();
    const identity = fakeIdentity(approve);
    await signInWithOAuth({ ...base, identity, broker });
    await signInWithOAuth({ ...base, identity, broker });
    expect(identity.urls[0]!.searchParams.get('state')).not.toBe(
      identity.urls[1]!.searchParams.get('state'),
    );
  });

  it.each([
    ['an altered state', (u: URL) => `${REDIRECT}?code=c&state=${u.searchParams.get('state')}x`],
    ['a missing state', () => `${REDIRECT}?code=c`],
  ])('refuses %s without exchanging the code', async (_name, respond) => {
    const { broker, exchanges } = fakeBroker();
    await expect(
      signInWithOAuth({ ...base, identity: fakeIdentity(respond), broker }),
    ).rejects.toMatchObject({ kind: 'state-mismatch' });
    expect(exchanges).toEqual([]);
  });

  it('refuses an answer that arrives after the state expired', async () => {
    const { broker, exchanges } = fakeBroker();
    let clock = 1_000_000;
    const identity = fakeIdentity((u) => {
      clock += FLOW_TTL_MS + 1;
      return approve(u);
    });
    await expect(
      signInWithOAuth({ ...base, identity, broker, now: () => clock }),
    ).rejects.toMatchObject({ kind: 'expired' });
    expect(exchanges).toEqual([]);
  });

  it('says the editor declined when the page answers access_denied', async () => {
    const { broker, exchanges } = fakeBroker();
    const identity = fakeIdentity(
      (u) => `${REDIRECT}?error=access_denied&state=${u.searchParams.get('state')}`,
    );
    await expect(signInWithOAuth({ ...base, identity, broker })).rejects.toMatchObject({
      kind: 'denied',
      message: 'Sign-in was declined on the authorization page.',
    });
    expect(exchanges).toEqual([]);
    expect(await listFlows()).toEqual([]);
  });

  it('ends cleanly when the editor closes the window', async () => {
    const { broker } = fakeBroker();
    const identity = fakeIdentity(() =>
      Promise.reject(new Error('The user did not approve access.')),
    );
    await expect(signInWithOAuth({ ...base, identity, broker })).rejects.toMatchObject({
      kind: 'cancelled',
    });
    expect(await listFlows()).toEqual([]);
  });

  it('lets each of two parallel sign-ins accept only its own state, once', async () => {
    const { broker, exchanges } = fakeBroker();
    const answers: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const identity = fakeIdentity(async (u) => {
      answers.push(approve(u));
      await gate;
      return approve(u);
    });
    const first = signInWithOAuth({ ...base, identity, broker });
    const second = signInWithOAuth({ ...base, identity, broker });
    await expect.poll(() => answers.length).toBe(2);
    release();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(new Set(exchanges.map((e) => e.state)).size).toBe(2);
    // Replaying an answer that was already used is refused.
    await expect(finishSignIn(broker, answers[0], Date.now())).rejects.toMatchObject({
      kind: 'state-mismatch',
    });
    expect(exchanges).toHaveLength(2);
  });
});

describe('authorizeUrl', () => {
  it('encodes the scopes space-separated', () => {
    const url = new URL(
      authorizeUrl({
        ...base,
        scopes: ['sites:read', 'pages:write'],
        redirectUri: REDIRECT,
        state: 's',
      }),
    );
    expect(url.searchParams.get('scope')).toBe('sites:read pages:write');
  });
});
