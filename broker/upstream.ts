import { z } from 'zod';
import type { BrokerConfig } from './config';

/** A JSON error the broker answers with. */
export interface BrokerError {
  status: number;
  error: string;
  message: string;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
});
const revokeSchema = z.union([
  z.object({ didRevoke: z.boolean() }).transform((b) => b.didRevoke),
  z.object({ did_revoke: z.boolean() }).transform((b) => b.did_revoke),
]);
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

const UPSTREAM_TIMEOUT_MS = 10_000;

/** Exchanges an authorization code at the token URL with the client credentials, as the service's SDK does. */
export async function exchangeCode(
  config: BrokerConfig,
  fetchImpl: typeof fetch,
  code: string,
  redirectUri: string,
): Promise<
  { ok: true; accessToken: string; tokenType: string } | { ok: false; failure: BrokerError }
> {
  const result = await post(config.tokenUrl, fetchImpl, {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code,
    grant_type: 'authorization_code',
    redirect_uri: redirectUri,
  });
  if (!result.ok) return result;
  const token = tokenSchema.safeParse(result.body);
  if (!token.success) return { ok: false, failure: unexpected() };
  return {
    ok: true,
    accessToken: token.data.access_token,
    tokenType: token.data.token_type ?? 'bearer',
  };
}

/** Revokes an access token at the revoke URL with the client credentials. */
export async function revokeToken(
  config: BrokerConfig & { revokeUrl: string },
  fetchImpl: typeof fetch,
  accessToken: string,
): Promise<{ ok: true; revoked: boolean } | { ok: false; failure: BrokerError }> {
  const result = await post(config.revokeUrl, fetchImpl, {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    access_token: accessToken,
  });
  if (!result.ok) return result;
  const revoked = revokeSchema.safeParse(result.body);
  return revoked.success
    ? { ok: true, revoked: revoked.data }
    : { ok: false, failure: unexpected() };
}

/** Posts `fields` as JSON, the encoding the service's SDK uses for both OAuth calls. */
async function post(
  url: string,
  fetchImpl: typeof fetch,
  fields: Record<string, string>,
): Promise<{ ok: true; body: unknown } | { ok: false; failure: BrokerError }> {
  const timeout = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(fields),
      signal: timeout,
      // Workers support no `redirect: 'error'`; a redirect is then an unexpected answer below.
      redirect: 'manual',
    });
    text = await response.text();
  } catch {
    return timeout.aborted
      ? {
          ok: false,
          failure: {
            status: 504,
            error: 'upstream_timeout',
            message: 'The sign-in service did not answer in time — try again',
          },
        }
      : {
          ok: false,
          failure: {
            status: 502,
            error: 'upstream_unreachable',
            message: 'The sign-in service could not be reached — try again',
          },
        };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, failure: unexpected() };
  }
  if (response.ok) return { ok: true, body };
  const oauth = oauthErrorSchema.safeParse(body);
  return { ok: false, failure: oauth.success ? mapOAuthError(oauth.data.error) : unexpected() };
}

/** Maps the service's OAuth error codes to what the extension is told. */
export function mapOAuthError(code: string): BrokerError {
  switch (code) {
    case 'invalid_grant':
      return {
        status: 400,
        error: 'invalid_grant',
        message: 'The sign-in code is invalid, expired or already used — start sign-in again',
      };
    case 'invalid_token':
      return {
        status: 400,
        error: 'invalid_token',
        message: 'That token is unknown or already revoked',
      };
    case 'invalid_client':
      return {
        status: 502,
        error: 'invalid_client',
        message:
          'The sign-in service rejected this app’s credentials — the broker is misconfigured',
      };
    default:
      return {
        status: 502,
        error: code.replace(/[^a-z_]/gi, '').slice(0, 64) || 'upstream_error',
        message: 'The sign-in service refused the request',
      };
  }
}

function unexpected(): BrokerError {
  return {
    status: 502,
    error: 'upstream_error',
    message: 'The sign-in service sent an unexpected answer',
  };
}
