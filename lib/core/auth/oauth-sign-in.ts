/**
 * The OAuth authorization code grant through the browser's identity API, run by the background
 * (a popup closes on blur and would lose the answer). The broker starts the flow and mints its
 * `state`; the answer's state is checked here (one-time, expiring) before the code goes to the
 * broker, together with the verifier whose hash started the flow; it is never posted twice.
 * @module
 */
import { t } from '../i18n/t';
import type { BrokerClient } from './broker-client';
import { rememberFlow, takeFlow } from './pending-flows';
import { verifierPair } from './random';
import { SignInError } from './sign-in-error';

/** The parts of `browser.identity` the flow uses. */
export interface IdentityApi {
  getRedirectURL(path?: string): string;
  launchWebAuthFlow(details: { url: string; interactive: boolean }): Promise<string | undefined>;
}

/** What a sign-in needs. */
export interface OAuthSignInDeps {
  identity: IdentityApi;
  broker: BrokerClient;
  authBase: string;
  clientId: string;
  scopes: readonly string[];
  now?: () => number;
}

/** Builds the authorization page's URL. */
export function authorizeUrl(input: {
  authBase: string;
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  state: string;
}): string {
  const url = new URL('/oauth/authorize', input.authBase);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', input.scopes.join(' '));
  url.searchParams.set('state', input.state);
  return url.toString();
}

/** Runs one interactive sign-in; resolves with the access token. */
export async function signInWithOAuth(deps: OAuthSignInDeps): Promise<string> {
  const now = deps.now ?? Date.now;
  const redirectUri = deps.identity.getRedirectURL();
  const { verifier, challenge } = await verifierPair();
  // The broker mints the state, so no caller can start a flow that reuses one it has seen.
  const { flowId, state } = await deps.broker.startFlow({ challenge, redirectUri });
  await rememberFlow({ state, verifier, flowId, redirectUri, createdAt: now() }, now());

  let answer: string | undefined;
  try {
    answer = await deps.identity.launchWebAuthFlow({
      url: authorizeUrl({ ...deps, redirectUri, state }),
      interactive: true,
    });
  } catch {
    await takeFlow(state, now());
    throw new SignInError('cancelled');
  }
  return finishSignIn(deps.broker, answer, now());
}

/** Checks the redirect the authorization page sent back and exchanges its code. */
export async function finishSignIn(
  broker: BrokerClient,
  answer: string | undefined,
  now: number,
): Promise<string> {
  let params: URLSearchParams;
  try {
    params = new URL(answer ?? '').searchParams;
  } catch {
    throw new SignInError('invalid-response');
  }
  const state = params.get('state');
  // The flow is consumed before anything else, so no answer can be replayed.
  const flow = state ? await takeFlow(state, now) : undefined;
  const error = params.get('error');
  if (error) {
    if (error === 'access_denied') throw new SignInError('denied');
    throw new SignInError('invalid-response', params.get('error_description') ?? error);
  }
  if (flow === 'expired') throw new SignInError('expired');
  if (!flow || !state) throw new SignInError('state-mismatch');
  const code = params.get('code');
  if (!code) throw new SignInError('invalid-response', t('auth_no_code'));
  return broker.exchange({
    flowId: flow.flowId,
    verifier: flow.verifier,
    code,
    redirectUri: flow.redirectUri,
    state,
  });
}
