/**
 * The extension's side of the token broker (`broker/`), which holds the OAuth client secret:
 * start a flow bound to a verifier, exchange the code, revoke a token.
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import { SignInError } from './sign-in-error';

const flowSchema = z.object({ flowId: z.string().min(1) });
const tokenSchema = z.object({ accessToken: z.string().min(1) });
const errorSchema = z.object({ error: z.string(), message: z.string().optional() });

/** What a broker call needs. */
export interface BrokerClient {
  startFlow(input: { challenge: string; redirectUri: string; state: string }): Promise<string>;
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
): BrokerClient {
  const post = async <S extends z.ZodType>(path: string, body: unknown, schema: S) => {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, brokerUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      throw new SignInError('network');
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = errorSchema.safeParse(json);
      const code = error.success ? error.data.error : `HTTP ${response.status}`;
      if (code === 'invalid_grant') throw new SignInError('code-rejected');
      if (code === 'flow_expired') throw new SignInError('expired');
      throw new SignInError('broker', error.success ? (error.data.message ?? code) : code);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new SignInError('broker', t('auth_unexpected_answer'));
    return parsed.data as z.output<S>;
  };
  return {
    startFlow: async (input) => (await post('/flows', input, flowSchema)).flowId,
    exchange: async (input) => (await post('/exchange', input, tokenSchema)).accessToken,
    revoke: async (accessToken) => {
      await post('/revoke', { accessToken }, z.unknown());
    },
  };
}
