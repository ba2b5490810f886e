import { describe, expect, it } from 'vitest';
import { base64url, challengeOf, flowKey } from '@/broker/flow-token';
import { REDIRECT, SECRET, VERIFIER, useBrokerHarness } from './support/harness';

const h = useBrokerHarness();
const OTHER_VERIFIER = base64url(new Uint8Array(32).fill(9));

describe('the OAuth state is minted by the broker (issue 17)', () => {
  it('answers every flow with a fresh 128-bit state', async () => {
    const states = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const { state } = await h.startFlow();
      expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
      states.add(state);
    }
    expect(states.size).toBe(5);
  });

  it('refuses a flow whose caller tries to choose the state', async () => {
    const challenge = await challengeOf(OTHER_VERIFIER);
    for (const state of ['seen-in-a-redirect-1234', '']) {
      const result = await h.post('/flows', { challenge, redirectUri: REDIRECT, state });
      expect(result).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      expect(result.body).not.toHaveProperty('flowId');
    }
  });

  it('cannot be used to redeem a code seen in someone else’s redirect', async () => {
    // The victim's sign-in: the redirect carries the code and the victim's state.
    const victim = await h.startFlow();
    const seen = { code: h.freshCode(), state: victim.state };
    const challenge = await challengeOf(OTHER_VERIFIER);
    // The attacker cannot start a flow carrying the victim's state…
    expect(
      await h.post('/flows', { challenge, redirectUri: REDIRECT, state: seen.state }),
    ).toMatchObject({ status: 400 });
    // …nor present it, or no state, with a flow of their own.
    const attacker = await h.startFlow(OTHER_VERIFIER);
    expect(attacker.state).not.toBe(seen.state);
    const attempt = { flowId: attacker.flowId, verifier: OTHER_VERIFIER, code: seen.code };
    expect(
      await h.post('/exchange', { ...attempt, redirectUri: REDIRECT, state: seen.state }),
    ).toMatchObject({ status: 400, body: { error: 'state_mismatch' } });
    expect(await h.post('/exchange', { ...attempt, redirectUri: REDIRECT })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(h.upstream).toHaveLength(0);
    // The victim still redeems the code.
    const own = await h.post('/exchange', {
      flowId: victim.flowId,
      verifier: VERIFIER,
      code: seen.code,
      redirectUri: REDIRECT,
      state: victim.state,
    });
    expect(own.status).toBe(200);
  });

  it('requires the state at /exchange and compares it exactly', async () => {
    const { flowId, state } = await h.startFlow();
    const base = { flowId, verifier: VERIFIER, code: h.freshCode(), redirectUri: REDIRECT };
    for (const wrong of [`${state.slice(0, -1)}A`, state.toLowerCase(), `${state}x`, ' ']) {
      if (wrong === state) continue;
      expect(await h.post('/exchange', { ...base, state: wrong })).toMatchObject({
        status: 400,
        body: { error: 'state_mismatch' },
      });
    }
    expect((await h.post('/exchange', { ...base, state: '' })).status).toBe(400);
    expect(h.upstream).toHaveLength(0);
    expect((await h.post('/exchange', { ...base, state })).status).toBe(200);
  });

  it('refuses a correctly signed flow token of the old format, whose state the caller chose', async () => {
    const key = await flowKey(SECRET);
    const payload = base64url(
      new TextEncoder().encode(
        JSON.stringify({
          v: 1,
          c: await challengeOf(VERIFIER),
          r: REDIRECT,
          s: 'chosen-by-the-caller-000',
          exp: Math.floor(h.clock / 1000) + 600,
          n: 'nonce',
        }),
      ),
    );
    const signature = new Uint8Array(
      await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)),
    );
    const result = await h.post('/exchange', {
      flowId: `${payload}.${base64url(signature)}`,
      verifier: VERIFIER,
      code: h.freshCode(),
      redirectUri: REDIRECT,
      state: 'chosen-by-the-caller-000',
    });
    expect(result).toMatchObject({ status: 400, body: { error: 'invalid_flow' } });
    expect(h.upstream).toHaveLength(0);
  });
});
