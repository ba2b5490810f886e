import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '@/broker/config';
import { base64url, challengeOf } from '@/broker/flow-token';
import { createBrokerHandler } from '@/broker/handler';
import { CHROME, REDIRECT, SECRET, VERIFIER, useBrokerHarness } from './support/harness';

const h = useBrokerHarness();

describe('token broker', () => {
  it('exchanges a code bound to its flow and returns only the access token', async () => {
    const { flowId, state } = await h.startFlow();
    const code = h.freshCode();
    const result = await h.post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code,
      redirectUri: REDIRECT,
      state,
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ accessToken: `token-for-${code}`, tokenType: 'bearer' });
    expect(result.headers.get('access-control-allow-origin')).toBe(CHROME);
    expect(result.headers.get('cache-control')).toBe('no-store');
    // JSON, as the service's SDK sends it (real-service-notes §1.2).
    expect(h.upstream).toEqual([
      {
        path: '/oauth/access_token',
        type: 'application/json',
        fields: {
          client_id: 'client-1',
          client_secret: SECRET,
          code,
          grant_type: 'authorization_code',
          redirect_uri: REDIRECT,
        },
      },
    ]);
  });

  it('refuses a wrong or missing verifier without calling the token endpoint', async () => {
    const { flowId, state } = await h.startFlow();
    const wrong = await h.post('/exchange', {
      flowId,
      verifier: 'x'.repeat(43),
      code: h.freshCode(),
      redirectUri: REDIRECT,
      state,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_verifier' } });
    const missing = await h.post('/exchange', {
      flowId,
      code: h.freshCode(),
      redirectUri: REDIRECT,
      state,
    });
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(h.upstream).toHaveLength(0);
  });

  it('refuses a forged, tampered or expired flow', async () => {
    const { flowId, state } = await h.startFlow();
    const [payload = '', signature = ''] = flowId.split('.');
    const tampered = `${payload.slice(0, -2)}AA.${signature}`;
    for (const bad of [tampered, `${payload}.${base64url(new Uint8Array(32))}`, 'nonsense']) {
      const result = await h.post('/exchange', {
        flowId: bad,
        verifier: VERIFIER,
        code: h.freshCode(),
        redirectUri: REDIRECT,
        state,
      });
      expect(result).toMatchObject({ status: 400, body: { error: 'invalid_flow' } });
    }
    h.clock += 10 * 60_000 + 1000;
    const late = await h.post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code: h.freshCode(),
      redirectUri: REDIRECT,
      state,
    });
    expect(late).toMatchObject({ status: 400, body: { error: 'flow_expired' } });
    expect(h.upstream).toHaveLength(0);
  });

  it('accepts only allow-listed redirect URLs, and only the one the flow started with', async () => {
    const challenge = await challengeOf(VERIFIER);
    for (const redirectUri of [
      `${REDIRECT}x`,
      REDIRECT.replace('https', 'http'),
      REDIRECT.slice(0, -1),
      'https://evil.example/',
    ]) {
      expect(await h.post('/flows', { challenge, redirectUri })).toMatchObject({
        status: 400,
        body: { error: 'redirect_not_allowed' },
      });
    }
    const { flowId, state } = await h.startFlow();
    const other = 'https://0123456789abcdef.extensions.allizom.org/';
    const switched = await h.post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code: h.freshCode(),
      redirectUri: other,
      state,
    });
    expect(switched).toMatchObject({ status: 400, body: { error: 'redirect_mismatch' } });
    expect(h.upstream).toHaveLength(0);
  });

  it('never issues a flow for a redirect outside the allow-list (fuzz)', async () => {
    const handler = createBrokerHandler(h.config, { log: () => undefined });
    const challenge = await challengeOf(VERIFIER);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.webUrl(), fc.string(), fc.constant(`${REDIRECT}?next=https://evil`)),
        async (redirectUri) => {
          fc.pre(!h.config.allowedRedirects.includes(redirectUri));
          const response = await handler.fetch(
            new Request('http://broker/flows', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Origin: CHROME },
              body: JSON.stringify({ challenge, redirectUri }),
            }),
          );
          expect(response.status).toBe(400);
          expect(response.headers.get('Location')).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('maps invalid_grant (e.g. a replayed code) to a clear 400', async () => {
    const { flowId, state } = await h.startFlow();
    const body = { flowId, verifier: VERIFIER, code: h.freshCode(), redirectUri: REDIRECT, state };
    expect((await h.post('/exchange', body)).status).toBe(200);
    expect(await h.post('/exchange', body)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', message: expect.stringMatching(/start sign-in again/) },
    });
  });

  it('reports misconfigured credentials and an unreachable service as 502', async () => {
    h.tokenReply = () => [401, { error: 'invalid_client', error_description: 'bad' }];
    const { flowId, state } = await h.startFlow();
    const body = { flowId, verifier: VERIFIER, code: h.freshCode(), redirectUri: REDIRECT, state };
    expect(await h.post('/exchange', body)).toMatchObject({
      status: 502,
      body: { error: 'invalid_client' },
    });
    const down = createBrokerHandler(
      { ...h.config, tokenUrl: 'http://127.0.0.1:1/oauth/access_token' },
      { now: () => h.clock, log: () => undefined },
    );
    const response = await down.fetch(
      new Request('http://broker/exchange', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: CHROME },
        body: JSON.stringify({ ...body, code: h.freshCode() }),
      }),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream_unreachable' });
  });

  it('treats a redirect from the token endpoint as an unexpected answer, never following it', async () => {
    const redirecting = createBrokerHandler(h.config, {
      now: () => h.clock,
      log: () => undefined,
      fetch: async (_input, init) => {
        expect(init?.redirect).toBe('manual');
        return new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } });
      },
    });
    const { flowId, state } = await h.startFlow();
    const response = await redirecting.fetch(
      new Request('http://broker/exchange', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: CHROME },
        body: JSON.stringify({
          flowId,
          verifier: VERIFIER,
          code: h.freshCode(),
          redirectUri: REDIRECT,
          state,
        }),
      }),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream_error' });
  });

  it('revokes with the client credentials as JSON and reads both revoke answers', async () => {
    for (const reply of [{ didRevoke: true }, { did_revoke: true }]) {
      h.tokenReply = () => [200, reply];
      const result = await h.post('/revoke', { accessToken: 'tok-9' });
      expect(result).toMatchObject({ status: 200, body: { revoked: true } });
    }
    const call = {
      path: '/oauth/revoke_authorization',
      type: 'application/json',
      fields: { client_id: 'client-1', client_secret: SECRET, access_token: 'tok-9' },
    };
    expect(h.upstream).toEqual([call, call]);
    h.tokenReply = () => [400, { error: 'invalid_token' }];
    expect(await h.post('/revoke', { accessToken: 'gone' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_token' },
    });
  });

  it('answers CORS preflights for allow-listed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${h.brokerUrl}/exchange`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const chrome = await preflight(CHROME);
    expect(chrome.status).toBe(204);
    expect(chrome.headers.get('access-control-allow-origin')).toBe(CHROME);
    expect(chrome.headers.get('access-control-allow-methods')).toBe('POST');
    const firefox = await preflight('moz-extension://0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
    expect(firefox.status).toBe(204);
    for (const origin of [
      'https://evil.example',
      'chrome-extension://otherextensionid',
      'moz-extension://x.evil',
      'null',
    ]) {
      const response = await preflight(origin);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses requests from other or missing origins, and non-JSON bodies', async () => {
    expect((await h.post('/flows', {}, 'https://evil.example')).status).toBe(403);
    expect((await h.post('/flows', {}, null)).status).toBe(403);
    const form = await fetch(`${h.brokerUrl}/flows`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: CHROME },
      body: 'challenge=x',
    });
    expect(form.status).toBe(415);
    expect((await h.post('/nope', {})).status).toBe(404);
  });

  it('logs no secret, code, token, verifier or state', async () => {
    const printed: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      });
    }
    const handler = createBrokerHandler(h.config);
    const call = (path: string, body: unknown) =>
      handler.fetch(
        new Request(`http://broker${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: CHROME },
          body: JSON.stringify(body),
        }),
      );
    const code = h.freshCode();
    const started = (await (
      await call('/flows', { challenge: await challengeOf(VERIFIER), redirectUri: REDIRECT })
    ).json()) as { flowId: string; state: string };
    const exchange = { ...started, verifier: VERIFIER, code, redirectUri: REDIRECT };
    await call('/exchange', exchange);
    await call('/exchange', exchange);
    h.tokenReply = () => [200, { didRevoke: true }];
    await call('/revoke', { accessToken: `token-for-${code}` });
    const output = [...printed, ...h.logs.map((l) => JSON.stringify(l))].join('\n');
    expect(printed.length).toBeGreaterThanOrEqual(4);
    for (const needle of [
      SECRET,
      code,
      `token-for-${code}`,
      VERIFIER,
      started.flowId,
      started.state,
      'Bearer',
      'access_token',
    ]) {
      expect(output).not.toContain(needle);
    }
  });

  it('names missing configuration without echoing values', () => {
    expect(() =>
      configFromEnv({ BROKER_CLIENT_SECRET: SECRET, BROKER_TOKEN_URL: 'not a url' }),
    ).toThrow(
      /BROKER_CLIENT_ID, BROKER_TOKEN_URL, BROKER_ALLOWED_REDIRECTS, BROKER_ALLOWED_ORIGINS/,
    );
    expect(() => configFromEnv({ BROKER_CLIENT_SECRET: SECRET })).not.toThrow(new RegExp(SECRET));
  });
});
