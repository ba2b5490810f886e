import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '@/broker/config';
import type { BrokerConfig } from '@/broker/config';
import { base64url, challengeOf } from '@/broker/flow-token';
import { createBrokerHandler } from '@/broker/handler';
import type { BrokerLogEntry } from '@/broker/handler';

const SECRET = 'super-secret-client-value-0123456789';
const CHROME = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';
const VERIFIER = base64url(new Uint8Array(32).fill(7));

let tokenServer: Server;
let tokenBase: string;
const upstream: { path: string; type: string | undefined; fields: Record<string, string> }[] = [];
const redeemed = new Set<string>();
let tokenReply: (fields: Record<string, string>) => [number, unknown] = () => [500, {}];

let brokerServer: ServerType;
let brokerUrl: string;
let clock = Date.parse('2026-11-21T14:00:00Z');
const logs: BrokerLogEntry[] = [];
let config: BrokerConfig;

beforeAll(async () => {
  tokenServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      upstream.push({ path: req.url ?? '', type: req.headers['content-type'], fields });
      const [status, reply] = tokenReply(fields);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
  tokenBase = `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}`;
  config = configFromEnv({
    BROKER_CLIENT_ID: 'client-1',
    BROKER_CLIENT_SECRET: SECRET,
    BROKER_TOKEN_URL: `${tokenBase}/oauth/access_token`,
    BROKER_REVOKE_URL: `${tokenBase}/oauth/revoke_authorization`,
    BROKER_ALLOWED_REDIRECTS: `${REDIRECT}, https://0123456789abcdef.extensions.allizom.org/`,
    BROKER_ALLOWED_ORIGINS: `${CHROME},moz-extension://*`,
  });
  const handler = createBrokerHandler(config, { now: () => clock, log: (e) => logs.push(e) });
  await new Promise<void>((resolve) => {
    brokerServer = serve(
      { fetch: (r) => handler.fetch(r), port: 0, hostname: '127.0.0.1' },
      (info) => {
        brokerUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      },
    );
  });
});

afterAll(async () => {
  await new Promise((resolve) => brokerServer.close(resolve));
  tokenServer.closeAllConnections();
  await new Promise((resolve) => tokenServer.close(resolve));
});

beforeEach(() => {
  upstream.length = 0;
  logs.length = 0;
  clock = Date.parse('2026-11-21T14:00:00Z');
  tokenReply = (fields) => {
    if (fields.client_secret !== SECRET)
      return [401, { error: 'invalid_client', error_description: 'no' }];
    if (fields.code === undefined || redeemed.has(fields.code)) {
      return [400, { error: 'invalid_grant', error_description: 'The code is invalid' }];
    }
    redeemed.add(fields.code);
    return [200, { access_token: `token-for-${fields.code}`, token_type: 'bearer', scope: 'x' }];
  };
});

async function post(path: string, body: unknown, origin: string | null = CHROME) {
  const response = await fetch(`${brokerUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function startFlow(extra: Record<string, unknown> = {}, verifier = VERIFIER) {
  const started = await post('/flows', {
    challenge: await challengeOf(verifier),
    redirectUri: REDIRECT,
    ...extra,
  });
  expect(started.status).toBe(200);
  return String(started.body.flowId);
}

let codeSeq = 0;
const freshCode = () => `code-${++codeSeq}-${Date.now()}`;

describe('token broker', () => {
  it('exchanges a code bound to its flow and returns only the access token', async () => {
    const flowId = await startFlow();
    const code = freshCode();
    const result = await post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code,
      redirectUri: REDIRECT,
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ accessToken: `token-for-${code}`, tokenType: 'bearer' });
    expect(result.headers.get('access-control-allow-origin')).toBe(CHROME);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(upstream).toEqual([
      {
        path: '/oauth/access_token',
        type: 'application/x-www-form-urlencoded',
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
    const flowId = await startFlow();
    const wrong = await post('/exchange', {
      flowId,
      verifier: 'x'.repeat(43),
      code: freshCode(),
      redirectUri: REDIRECT,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_verifier' } });
    const missing = await post('/exchange', { flowId, code: freshCode(), redirectUri: REDIRECT });
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(upstream).toHaveLength(0);
  });

  it('refuses a forged, tampered or expired flow', async () => {
    const flowId = await startFlow();
    const [payload = '', signature = ''] = flowId.split('.');
    const tampered = `${payload.slice(0, -2)}AA.${signature}`;
    for (const bad of [tampered, `${payload}.${base64url(new Uint8Array(32))}`, 'nonsense']) {
      const result = await post('/exchange', {
        flowId: bad,
        verifier: VERIFIER,
        code: freshCode(),
        redirectUri: REDIRECT,
      });
      expect(result).toMatchObject({ status: 400, body: { error: 'invalid_flow' } });
    }
    clock += 10 * 60_000 + 1000;
    const late = await post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code: freshCode(),
      redirectUri: REDIRECT,
    });
    expect(late).toMatchObject({ status: 400, body: { error: 'flow_expired' } });
    expect(upstream).toHaveLength(0);
  });

  it('accepts only allow-listed redirect URLs, and only the one the flow started with', async () => {
    const challenge = await challengeOf(VERIFIER);
    for (const redirectUri of [
      `${REDIRECT}x`,
      REDIRECT.replace('https', 'http'),
      REDIRECT.slice(0, -1),
      'https://evil.example/',
    ]) {
      expect(await post('/flows', { challenge, redirectUri })).toMatchObject({
        status: 400,
        body: { error: 'redirect_not_allowed' },
      });
    }
    const flowId = await startFlow();
    const other = 'https://0123456789abcdef.extensions.allizom.org/';
    const switched = await post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code: freshCode(),
      redirectUri: other,
    });
    expect(switched).toMatchObject({ status: 400, body: { error: 'redirect_mismatch' } });
    expect(upstream).toHaveLength(0);
  });

  it('never issues a flow for a redirect outside the allow-list (fuzz)', async () => {
    const handler = createBrokerHandler(config, { log: () => undefined });
    const challenge = await challengeOf(VERIFIER);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.webUrl(), fc.string(), fc.constant(`${REDIRECT}?next=https://evil`)),
        async (redirectUri) => {
          fc.pre(!config.allowedRedirects.includes(redirectUri));
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

  it('binds the OAuth state when the flow carries one', async () => {
    const flowId = await startFlow({ state: 'state-abc' });
    const wrong = await post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code: freshCode(),
      redirectUri: REDIRECT,
      state: 'state-abd',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'state_mismatch' } });
    const right = await post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code: freshCode(),
      redirectUri: REDIRECT,
      state: 'state-abc',
    });
    expect(right.status).toBe(200);
  });

  it('maps invalid_grant (e.g. a replayed code) to a clear 400', async () => {
    const flowId = await startFlow();
    const code = freshCode();
    expect(
      (await post('/exchange', { flowId, verifier: VERIFIER, code, redirectUri: REDIRECT })).status,
    ).toBe(200);
    const replay = await post('/exchange', {
      flowId,
      verifier: VERIFIER,
      code,
      redirectUri: REDIRECT,
    });
    expect(replay).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', message: expect.stringMatching(/start sign-in again/) },
    });
  });

  it('reports misconfigured credentials and an unreachable service as 502', async () => {
    tokenReply = () => [401, { error: 'invalid_client', error_description: 'bad' }];
    const flowId = await startFlow();
    expect(
      await post('/exchange', {
        flowId,
        verifier: VERIFIER,
        code: freshCode(),
        redirectUri: REDIRECT,
      }),
    ).toMatchObject({
      status: 502,
      body: { error: 'invalid_client' },
    });
    const down = createBrokerHandler(
      { ...config, tokenUrl: 'http://127.0.0.1:1/oauth/access_token' },
      { now: () => clock, log: () => undefined },
    );
    const response = await down.fetch(
      new Request('http://broker/exchange', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: CHROME },
        body: JSON.stringify({
          flowId,
          verifier: VERIFIER,
          code: freshCode(),
          redirectUri: REDIRECT,
        }),
      }),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'upstream_unreachable' });
  });

  it('revokes with the client credentials and reads both revoke answers', async () => {
    for (const reply of [{ didRevoke: true }, { did_revoke: true }]) {
      tokenReply = () => [200, reply];
      const result = await post('/revoke', { accessToken: 'tok-9' });
      expect(result).toMatchObject({ status: 200, body: { revoked: true } });
    }
    expect(upstream.map((u) => u.fields)).toEqual([
      { client_id: 'client-1', client_secret: SECRET, access_token: 'tok-9' },
      { client_id: 'client-1', client_secret: SECRET, access_token: 'tok-9' },
    ]);
    tokenReply = () => [400, { error: 'invalid_token' }];
    expect(await post('/revoke', { accessToken: 'gone' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_token' },
    });
  });

  it('answers CORS preflights for allow-listed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${brokerUrl}/exchange`, {
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
    expect((await post('/flows', {}, 'https://evil.example')).status).toBe(403);
    expect((await post('/flows', {}, null)).status).toBe(403);
    const form = await fetch(`${brokerUrl}/flows`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: CHROME },
      body: 'challenge=x',
    });
    expect(form.status).toBe(415);
    expect((await post('/nope', {})).status).toBe(404);
  });

  it('logs no secret, code, token or verifier', async () => {
    const printed: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      });
    }
    const handler = createBrokerHandler(config);
    const call = (path: string, body: unknown) =>
      handler.fetch(
        new Request(`http://broker${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: CHROME },
          body: JSON.stringify(body),
        }),
      );
    const code = freshCode();
    const started = (await (
      await call('/flows', { challenge: await challengeOf(VERIFIER), redirectUri: REDIRECT })
    ).json()) as { flowId: string };
    await call('/exchange', {
      flowId: started.flowId,
      verifier: VERIFIER,
      code,
      redirectUri: REDIRECT,
    });
    await call('/exchange', {
      flowId: started.flowId,
      verifier: VERIFIER,
      code,
      redirectUri: REDIRECT,
    });
    tokenReply = () => [200, { didRevoke: true }];
    await call('/revoke', { accessToken: `token-for-${code}` });
    const output = [...printed, ...logs.map((l) => JSON.stringify(l))].join('\n');
    expect(printed.length).toBeGreaterThanOrEqual(4);
    for (const needle of [
      SECRET,
      code,
      `token-for-${code}`,
      VERIFIER,
      started.flowId,
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

describe('deployable entry', () => {
  it('configures itself from the env argument', async () => {
    const { default: broker } = await import('@/broker/index');
    const env = {
      BROKER_CLIENT_ID: 'c',
      BROKER_CLIENT_SECRET: SECRET,
      BROKER_TOKEN_URL: 'https://api.example/oauth/access_token',
      BROKER_ALLOWED_REDIRECTS: REDIRECT,
      BROKER_ALLOWED_ORIGINS: CHROME,
    };
    const response = await broker.fetch(
      new Request('https://broker.example/flows', {
        method: 'OPTIONS',
        headers: { Origin: CHROME },
      }),
      env,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(CHROME);
  });
});
