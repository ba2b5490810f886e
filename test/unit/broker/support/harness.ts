/**
 * A broker served on 127.0.0.1 in front of a stand-in token endpoint, for the broker's unit tests.
 * `useBrokerHarness()` registers the hooks of one test file and answers its handles.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { configFromEnv } from '@/broker/config';
import type { BrokerConfig } from '@/broker/config';
import { base64url, challengeOf } from '@/broker/flow-token';
import { createBrokerHandler } from '@/broker/handler';
import type { BrokerLogEntry } from '@/broker/handler';

export const SECRET = 'super-secret-client-value-0123456789';
export const CHROME = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
export const REDIRECT = 'https://abcdefghijklmnopabcdefghijklmnop.chromiumapp.org/';
export const VERIFIER = base64url(new Uint8Array(32).fill(7));
export const START = Date.parse('2026-11-21T14:00:00Z');

/** One call the token endpoint received. */
export interface UpstreamCall {
  path: string;
  type: string | undefined;
  fields: Record<string, string>;
}

/** The handles of a running harness. */
export interface BrokerHarness {
  config: BrokerConfig;
  brokerUrl: string;
  upstream: UpstreamCall[];
  logs: BrokerLogEntry[];
  /** The broker's clock, epoch ms; reset to {@link START} before each test. */
  clock: number;
  /** How the token endpoint answers; reset before each test to redeem each code once. */
  tokenReply: (fields: Record<string, string>) => [number, unknown];
  post(
    path: string,
    body: unknown,
    origin?: string | null,
  ): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }>;
  startFlow(verifier?: string): Promise<{ flowId: string; state: string }>;
  freshCode(): string;
}

/** Starts the token stand-in and the broker for the calling test file. */
export function useBrokerHarness(): BrokerHarness {
  let tokenServer: Server;
  let brokerServer: ServerType;
  const redeemed = new Set<string>();
  let codeSeq = 0;
  const h: BrokerHarness = {
    config: undefined as unknown as BrokerConfig,
    brokerUrl: '',
    upstream: [],
    logs: [],
    clock: START,
    tokenReply: () => [500, {}],
    async post(path, body, origin = CHROME) {
      const response = await fetch(`${h.brokerUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      };
    },
    async startFlow(verifier = VERIFIER) {
      const started = await h.post('/flows', {
        challenge: await challengeOf(verifier),
        redirectUri: REDIRECT,
      });
      expect(started.status).toBe(200);
      return { flowId: String(started.body.flowId), state: String(started.body.state) };
    },
    freshCode: () => `code-${++codeSeq}-${Date.now()}`,
  };

  beforeAll(async () => {
    tokenServer = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const type = req.headers['content-type'];
        const fields = (
          type === 'application/json'
            ? JSON.parse(body)
            : Object.fromEntries(new URLSearchParams(body))
        ) as Record<string, string>;
        h.upstream.push({ path: req.url ?? '', type, fields });
        const [status, reply] = h.tokenReply(fields);
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(reply));
      });
    });
    await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
    const tokenBase = `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}`;
    h.config = configFromEnv({
      BROKER_CLIENT_ID: 'client-1',
      BROKER_CLIENT_SECRET: SECRET,
      BROKER_TOKEN_URL: `${tokenBase}/oauth/access_token`,
      BROKER_REVOKE_URL: `${tokenBase}/oauth/revoke_authorization`,
      BROKER_ALLOWED_REDIRECTS: `${REDIRECT}, https://0123456789abcdef.extensions.allizom.org/`,
      BROKER_ALLOWED_ORIGINS: `${CHROME},moz-extension://*`,
    });
    const handler = createBrokerHandler(h.config, {
      now: () => h.clock,
      log: (e) => h.logs.push(e),
    });
    await new Promise<void>((resolve) => {
      brokerServer = serve(
        { fetch: (r) => handler.fetch(r), port: 0, hostname: '127.0.0.1' },
        (info) => {
          h.brokerUrl = `http://127.0.0.1:${info.port}`;
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
    h.upstream.length = 0;
    h.logs.length = 0;
    h.clock = START;
    h.tokenReply = (fields) => {
      if (fields.client_secret !== SECRET)
        return [401, { error: 'invalid_client', error_description: 'no' }];
      if (fields.code === undefined || redeemed.has(fields.code)) {
        return [400, { error: 'invalid_grant', error_description: 'The code is invalid' }];
      }
      redeemed.add(fields.code);
      return [200, { access_token: `token-for-${fields.code}`, token_type: 'bearer', scope: 'x' }];
    };
  });

  return h;
}
