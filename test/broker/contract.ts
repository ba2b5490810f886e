/**
 * The broker's HTTP contract, one body for every host it runs on (workerd as deployed to
 * Cloudflare, the Node runner): real HTTP to the broker, the emulator's real OAuth upstream.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { base64url, challengeOf, flowKey, signFlowToken } from '../../broker/flow-token';
import { startEmulator } from '../../emulator/testing';
import type { TestEmulator } from '../../emulator/testing';
import { rawStatusLine } from './raw-socket';

export const CHROME = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
export const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';
const SIGNING_KEY = 'contract-test-signing-key-0123456789abcdef';
const VERIFIER = base64url(new Uint8Array(32).fill(3));
const OTHER_VERIFIER = base64url(new Uint8Array(32).fill(4));

/** A broker host under test. */
export interface BrokerHost {
  name: string;
  start(env: Record<string, string>): Promise<{ origin: string; close(): Promise<void> }>;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Defines the contract tests for `host`. */
export function brokerContract(host: BrokerHost): void {
  describe(`token broker contract on ${host.name}`, () => {
    let emu: TestEmulator;
    let app: { clientId: string; clientSecret: string };
    let broker: { origin: string; close(): Promise<void> };
    let since = 0;

    beforeAll(async () => {
      emu = await startEmulator({ rateLimit: 0 });
      app = (
        await emu.control<{ clientId: string; clientSecret: string }>('/oauth-apps', {
          method: 'POST',
          body: { name: 'Site Companion', redirectUrl: REDIRECT },
        })
      ).body;
      broker = await host.start({
        BROKER_CLIENT_ID: app.clientId,
        BROKER_CLIENT_SECRET: app.clientSecret,
        BROKER_TOKEN_URL: `${emu.origin}/oauth/access_token`,
        BROKER_REVOKE_URL: `${emu.origin}/oauth/revoke_authorization`,
        BROKER_ALLOWED_REDIRECTS: REDIRECT,
        BROKER_ALLOWED_ORIGINS: `${CHROME},moz-extension://*`,
        BROKER_SIGNING_KEY: SIGNING_KEY,
      });
    });
    afterAll(async () => {
      await broker?.close();
      await emu?.close();
    });
    beforeEach(async () => {
      since = (await emu.control<{ nextSeq: number }>('/journal')).body.nextSeq;
    });

    const tokenRequests = async () =>
      (
        await emu.control<{ entries: { method: string; path: string; status: number }[] }>(
          `/journal?since=${since}`,
        )
      ).body.entries.filter((e) => e.path.startsWith('/oauth/access_token'));

    const post = async (path: string, body: unknown, origin = CHROME): Promise<Answer> => {
      const response = await fetch(`${broker.origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      };
    };

    const startFlow = async (verifier = VERIFIER) => {
      const started = await post('/flows', {
        challenge: await challengeOf(verifier),
        redirectUri: REDIRECT,
      });
      expect(started.status).toBe(200);
      return started.body as { flowId: string; state: string; expiresAt: number };
    };

    /** Drives the emulator's consent page over HTTP; answers the redirect's code and state. */
    const authorize = async (state: string) => {
      const query = new URLSearchParams({
        client_id: app.clientId,
        response_type: 'code',
        redirect_uri: REDIRECT,
        scope: 'sites:read authorized_user:read',
        state,
      });
      const page = await fetch(`${emu.origin}/oauth/authorize?${query}`);
      const tx = /name="tx" value="([0-9a-f]+)"/.exec(await page.text())?.[1];
      expect(tx).toBeTruthy();
      const approved = await fetch(`${emu.origin}/oauth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ tx: tx!, decision: 'approve' }).toString(),
      });
      const location = new URL(approved.headers.get('location')!);
      expect(location.origin + location.pathname).toBe(REDIRECT);
      return {
        code: location.searchParams.get('code')!,
        state: location.searchParams.get('state')!,
      };
    };

    it('answers CORS preflights for an allowed origin only', async () => {
      const preflight = (origin: string) =>
        fetch(`${broker.origin}/exchange`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        });
      for (const origin of [CHROME, 'moz-extension://0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0']) {
        const allowed = await preflight(origin);
        expect(allowed.status).toBe(204);
        expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
        expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
        expect(allowed.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
      }
      for (const origin of ['https://evil.example', 'chrome-extension://otherextension']) {
        const denied = await preflight(origin);
        expect(denied.status).toBe(403);
        expect(denied.headers.get('access-control-allow-origin')).toBeNull();
      }
      expect(await post('/flows', {}, 'https://evil.example')).toMatchObject({
        status: 403,
        body: { error: 'origin_not_allowed' },
      });
    });

    it('starts flows with a state it mints, and lets no caller choose one', async () => {
      const first = await startFlow();
      const second = await startFlow();
      expect(first.state).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(second.state).not.toBe(first.state);
      expect(first.expiresAt).toBeGreaterThan(Date.now());
      expect(
        await post('/flows', {
          challenge: await challengeOf(OTHER_VERIFIER),
          redirectUri: REDIRECT,
          state: first.state,
        }),
      ).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      expect(
        await post('/flows', {
          challenge: await challengeOf(VERIFIER),
          redirectUri: 'https://evil.example/',
        }),
      ).toMatchObject({ status: 400, body: { error: 'redirect_not_allowed' } });
    });

    it('exchanges a code from the real consent page for a working token, once', async () => {
      const flow = await startFlow();
      const answer = await authorize(flow.state);
      expect(answer.state).toBe(flow.state);
      const exchange = {
        flowId: flow.flowId,
        verifier: VERIFIER,
        code: answer.code,
        redirectUri: REDIRECT,
        state: flow.state,
      };
      const issued = await post('/exchange', exchange);
      expect(issued.status).toBe(200);
      expect(issued.headers.get('access-control-allow-origin')).toBe(CHROME);
      expect(issued.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys(issued.body).sort()).toEqual(['accessToken', 'tokenType']);
      const token = String(issued.body.accessToken);
      expect((await emu.call('/info', { token })).status).toBe(200);
      expect(await post('/exchange', exchange)).toMatchObject({
        status: 400,
        body: { error: 'invalid_grant' },
      });
      expect((await tokenRequests()).map((e) => e.status)).toEqual([200, 400]);
    });

    it('refuses a wrong verifier or state without spending the code', async () => {
      const flow = await startFlow();
      const { code } = await authorize(flow.state);
      const exchange = {
        flowId: flow.flowId,
        verifier: VERIFIER,
        code,
        redirectUri: REDIRECT,
        state: flow.state,
      };
      expect(await post('/exchange', { ...exchange, verifier: OTHER_VERIFIER })).toMatchObject({
        status: 400,
        body: { error: 'invalid_verifier' },
      });
      const other = await startFlow();
      expect(await post('/exchange', { ...exchange, state: other.state })).toMatchObject({
        status: 400,
        body: { error: 'state_mismatch' },
      });
      const { state: _state, ...withoutState } = exchange;
      expect(await post('/exchange', withoutState)).toMatchObject({
        status: 400,
        body: { error: 'invalid_request' },
      });
      expect(await tokenRequests()).toEqual([]);
      expect((await post('/exchange', exchange)).status).toBe(200);
    });

    it('refuses an expired flow', async () => {
      const key = await flowKey(app.clientSecret, SIGNING_KEY);
      const state = base64url(new Uint8Array(16).fill(5));
      const expired = await signFlowToken(key, {
        challenge: await challengeOf(VERIFIER),
        redirectUri: REDIRECT,
        state,
        exp: Math.floor(Date.now() / 1000) - 1,
      });
      const result = await post('/exchange', {
        flowId: expired,
        verifier: VERIFIER,
        code: 'never-issued',
        redirectUri: REDIRECT,
        state,
      });
      expect(result).toMatchObject({ status: 400, body: { error: 'flow_expired' } });
      expect(await tokenRequests()).toEqual([]);
    });

    it('refuses an oversize body: declared at once, streamed as soon as it passes 16 KiB', async () => {
      const challenge = await challengeOf(VERIFIER);
      const padded = JSON.stringify({ challenge, redirectUri: REDIRECT, pad: 'x'.repeat(17_000) });
      expect(await post('/flows', padded)).toMatchObject({
        status: 413,
        body: { error: 'too_large' },
      });
      const { host: authority } = new URL(broker.origin);
      // Headers only: the broker must answer without waiting for the promised megabyte.
      const declared = await rawStatusLine(
        broker.origin,
        `POST /flows HTTP/1.1\r\nHost: ${authority}\r\nOrigin: ${CHROME}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1048576\r\n\r\n',
      );
      expect(declared).toMatch(/^HTTP\/1\.1 413\b/);
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        async pull(controller) {
          sent += 4096;
          if (sent > 4 * 1024 * 1024) return controller.close();
          controller.enqueue(new Uint8Array(4096).fill(0x20));
          await new Promise((r) => setTimeout(r, 1));
        },
      });
      const streamed = await fetch(`${broker.origin}/flows`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: CHROME },
        body: endless,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(sent).toBeLessThan(4 * 1024 * 1024);
    });

    it('revokes a token it helped issue', async () => {
      const flow = await startFlow();
      const { code } = await authorize(flow.state);
      const token = String(
        (
          await post('/exchange', {
            flowId: flow.flowId,
            verifier: VERIFIER,
            code,
            redirectUri: REDIRECT,
            state: flow.state,
          })
        ).body.accessToken,
      );
      expect(await post('/revoke', { accessToken: token })).toMatchObject({
        status: 200,
        body: { revoked: true },
      });
      expect((await emu.call('/info', { token })).status).toBe(401);
      expect(await post('/revoke', { accessToken: token })).toMatchObject({
        status: 400,
        body: { error: 'invalid_token' },
      });
    });
  });
}
