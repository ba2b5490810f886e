import { z } from 'zod';
import { originAllowed } from './config';
import type { BrokerConfig } from './config';
import {
  challengeOf,
  constantTimeEqual,
  flowKey,
  mintState,
  signFlowToken,
  verifyFlowToken,
} from './flow-token';
import { readJsonBody } from './read-body';
import { exchangeCode, revokeToken } from './upstream';
import type { BrokerError } from './upstream';

/** One log line: what happened, never a body, code, token, verifier or secret. */
export interface BrokerLogEntry {
  method: string;
  path: string;
  status: number;
  error?: string;
  ms: number;
}

/** What the handler needs from its runtime; all optional. */
export interface BrokerDeps {
  fetch?: typeof fetch;
  /** Epoch ms. */
  now?: () => number;
  log?: (entry: BrokerLogEntry) => void;
}

/** A standard Fetch-API handler. */
export interface BrokerHandler {
  fetch(request: Request): Promise<Response>;
}

const MAX_BODY_BYTES = 16 * 1024;
const BASE64URL_SHA256 = /^[A-Za-z0-9_-]{43}$/;
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

// Strict: a caller that sends its own `state` is refused, since the broker mints it.
const flowsBody = z.strictObject({
  challenge: z.string().regex(BASE64URL_SHA256),
  redirectUri: z.string().min(1).max(2048),
});
const exchangeBody = z.object({
  flowId: z.string().min(1).max(4096),
  verifier: z.string().regex(PKCE_VERIFIER),
  code: z.string().min(1).max(2048),
  redirectUri: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
});
const revokeBody = z.object({ accessToken: z.string().min(1).max(4096) });

/** Builds the broker: `POST /flows`, `POST /exchange`, `POST /revoke`, CORS for allow-listed origins. */
export function createBrokerHandler(config: BrokerConfig, deps: BrokerDeps = {}): BrokerHandler {
  const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((entry) => console.info(JSON.stringify({ broker: entry })));
  const key = flowKey(config.clientSecret, config.signingKey);

  const route = async (request: Request, origin: string): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (!['/flows', '/exchange', '/revoke'].includes(path))
      return fail(origin, 404, 'not_found', 'No such endpoint');
    if (request.method !== 'POST') return fail(origin, 405, 'method_not_allowed', 'Use POST');
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if ('failure' in body)
      return fail(origin, body.failure.status, body.failure.error, body.failure.message);
    if (path === '/flows') return startFlow(origin, body.value);
    if (path === '/exchange') return exchange(origin, body.value);
    return revoke(origin, body.value);
  };

  const startFlow = async (origin: string, value: unknown): Promise<Response> => {
    const parsed = flowsBody.safeParse(value);
    if (!parsed.success) return invalidRequest(origin);
    if (!config.allowedRedirects.includes(parsed.data.redirectUri)) {
      return fail(
        origin,
        400,
        'redirect_not_allowed',
        'This redirect URL is not registered with the broker',
      );
    }
    const exp = Math.floor(now() / 1000) + config.flowTtlSeconds;
    const state = mintState();
    const flowId = await signFlowToken(await key, { ...parsed.data, state, exp });
    return json(origin, 200, { flowId, state, expiresAt: exp * 1000 });
  };

  const exchange = async (origin: string, value: unknown): Promise<Response> => {
    const parsed = exchangeBody.safeParse(value);
    if (!parsed.success) return invalidRequest(origin);
    const { flowId, verifier, code, redirectUri, state } = parsed.data;
    const flow = await verifyFlowToken(await key, flowId, Math.floor(now() / 1000));
    if (!flow.ok) {
      return flow.error === 'expired'
        ? fail(origin, 400, 'flow_expired', 'This sign-in took too long — start sign-in again')
        : fail(
            origin,
            400,
            'invalid_flow',
            'This sign-in was not started here — start sign-in again',
          );
    }
    const claims = flow.claims;
    if (!config.allowedRedirects.includes(redirectUri) || claims.redirectUri !== redirectUri) {
      return fail(
        origin,
        400,
        'redirect_mismatch',
        'The redirect URL does not match the one this sign-in started with',
      );
    }
    if (!constantTimeEqual(claims.state, state)) {
      return fail(
        origin,
        400,
        'state_mismatch',
        'The sign-in state does not match — start sign-in again',
      );
    }
    if (!constantTimeEqual(await challengeOf(verifier), claims.challenge)) {
      return fail(
        origin,
        400,
        'invalid_verifier',
        'This sign-in was not started by this browser — start sign-in again',
      );
    }
    const result = await exchangeCode(config, fetchImpl, code, redirectUri);
    if (!result.ok) return failWith(origin, result.failure);
    return json(origin, 200, { accessToken: result.accessToken, tokenType: result.tokenType });
  };

  const revoke = async (origin: string, value: unknown): Promise<Response> => {
    const parsed = revokeBody.safeParse(value);
    if (!parsed.success) return invalidRequest(origin);
    const revokeUrl = config.revokeUrl;
    if (revokeUrl === undefined)
      return fail(origin, 501, 'revoke_not_configured', 'Revocation is not configured');
    const result = await revokeToken({ ...config, revokeUrl }, fetchImpl, parsed.data.accessToken);
    if (!result.ok) return failWith(origin, result.failure);
    return json(origin, 200, { revoked: result.revoked });
  };

  return {
    async fetch(request) {
      const started = now();
      const origin = request.headers.get('Origin');
      const path = new URL(request.url).pathname;
      let response: Response;
      if (!originAllowed(config, origin)) {
        response = json(undefined, 403, {
          error: 'origin_not_allowed',
          message: 'This origin may not use the broker',
        });
      } else if (request.method === 'OPTIONS') {
        response = new Response(null, { status: 204, headers: corsHeaders(origin, true) });
      } else {
        try {
          response = await route(request, origin);
        } catch {
          response = json(origin, 500, {
            error: 'internal_error',
            message: 'The broker failed — try again',
          });
        }
      }
      const error =
        response.status >= 400 ? (response.headers.get('X-Broker-Error') ?? undefined) : undefined;
      log({
        method: request.method,
        path,
        status: response.status,
        ...(error ? { error } : {}),
        ms: now() - started,
      });
      return response;
    },
  };
}

function corsHeaders(origin: string | undefined, preflight = false): Record<string, string> {
  if (origin === undefined) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    ...(preflight
      ? {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        }
      : {}),
  };
}

function json(origin: string | undefined, status: number, body: unknown): Response {
  const error =
    typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : undefined;
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...(error ? { 'X-Broker-Error': error } : {}),
      ...corsHeaders(origin),
    },
  });
}

function fail(origin: string, status: number, error: string, message: string): Response {
  return json(origin, status, { error, message });
}

function failWith(origin: string, failure: BrokerError): Response {
  return fail(origin, failure.status, failure.error, failure.message);
}

function invalidRequest(origin: string): Response {
  return fail(
    origin,
    400,
    'invalid_request',
    'The request is missing fields or has malformed ones',
  );
}
