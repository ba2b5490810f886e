/**
 * The extension's side of the token broker (`broker/`), which holds the OAuth client secret:
 * start a flow bound to a verifier (the broker mints its `state`), exchange the code, revoke a
 * token. Every call gives up after a timeout, so a broker that does not answer never hangs sign-in.
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import { SignInError } from './sign-in-error';

/** How long one broker call may take; the broker itself gives the service 10 s. */
export const BROKER_TIMEOUT_MS = 20_000;

const flowSchema = z.object({
  flowId: z.string().min(1),
  // Goes into the authorization URL and must be a proper one-time state (OA-3).
  state: z.string().regex(/^[A-Za-z0-9_-]{22,128}$/),
});
const tokenSchema = z.object({ accessToken: z.string().min(1) });
const errorSchema = z.object({ error: z.string(), message: z.string().optional() });

/** A started flow: its signed id and the state the broker minted for the authorization URL. */
export interface BrokerFlow {
  flowId: string;
  state: string;
}

/** What a broker call needs. */
export interface BrokerClient {
  startFlow(input: { challenge: string; redirectUri: string }): Promise<BrokerFlow>;
  exchange(input: {
    flowId: string;
    verifier: string;
    code: string;
    redirectUri: string;
    state: string;
  }): Promise<string>;
  revoke(accessToken: string): Promise<void>;
}

/** Creates a client for the broker at `brokerUrl`. */
export function createBrokerClient(
  brokerUrl: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  timeoutMs = BROKER_TIMEOUT_MS,
): BrokerClient {
  const where = new URL(brokerUrl).origin;
  const post = async <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    redirectUri?: string,
  ) => {
    let response: Response;
    let json: unknown;
    try {
      response = await fetchImpl(new URL(path, brokerUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      json = await response.json().catch(() => undefined);
    } catch {
      throw new SignInError('broker-unreachable', undefined, [where]);
    }
    if (!response.ok) {
      const error = errorSchema.safeParse(json);
      // Not a broker's answer (a proxy's error page, a wrong address): the address is what to fix.
      if (!error.success) throw new SignInError('broker-unreachable', undefined, [where]);
      const code = error.data.error;
      if (code === 'invalid_grant') throw new SignInError('code-rejected');
      if (code === 'flow_expired') throw new SignInError('expired');
      if (code === 'origin_not_allowed') throw new SignInError('broker-origin', undefined, [where]);
      if (code === 'redirect_not_allowed' && redirectUri !== undefined) {
        throw new SignInError('broker-redirect', undefined, [where, redirectUri]);
      }
      throw new SignInError('broker', error.data.message ?? code);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new SignInError('broker', t('auth_unexpected_answer'));
    return parsed.data as z.output<S>;
  };
  return {
    startFlow: (input) => post('/flows', input, flowSchema, input.redirectUri),
    exchange: async (input) => (await post('/exchange', input, tokenSchema)).accessToken,
    revoke: async (accessToken) => {
      await post('/revoke', { accessToken }, z.unknown());
    },
  };
}
