/**
 * Signing in and out: a pasted site API key checked with one cheap call, the OAuth flow through
 * the broker, and sign-out that revokes tokens and wipes every credential.
 * @module
 */
import { ApiError } from '../api/api-error';
import { createApiClient, type ApiClient } from '../api/client';
import { createRateLimitQueue } from '../api/rate-limit-queue';
import { DEFAULT_SCOPES } from '../api/scopes';
import { listSites, type Site } from '../api/sites';
import { getAuthorizedUser } from '../api/token';
import { t } from '../i18n/t';
import type { Endpoints } from '../settings/defaults';
import type { ClientRegistry } from './api-clients';
import { createBrokerClient } from './broker-client';
import {
  addCredential,
  clearCredentials,
  listCredentials,
  removeCredential,
  toAccountView,
  type AccountView,
  type Credential,
} from './credentials';
import { signInWithOAuth as runOAuthFlow, type IdentityApi } from './oauth-sign-in';
import { clearFlows, listFlows } from './pending-flows';
import { SignInError } from './sign-in-error';

/** What the session needs from the background. */
export interface SessionDeps {
  registry: ClientRegistry;
  identity: IdentityApi;
  getEndpoints(): Promise<Endpoints>;
  fetch?: typeof fetch;
}

/** Where a sign-in stands, for the pages. */
export type SignInState = 'idle' | 'running' | 'interrupted';

/** The session service of the background. */
export interface Session {
  signInWithKey(input: { key: string; remember: boolean }): Promise<AccountView>;
  signInWithOAuth(input: { remember: boolean }): Promise<AccountView>;
  signOut(input: { accountId?: string }): Promise<{ revoked: number; notRevoked: number }>;
  accounts(): Promise<AccountView[]>;
  signInState(): Promise<SignInState>;
}

const siteView = (s: Site) => ({
  id: s.id,
  name: s.displayName ?? s.shortName ?? s.id,
  shortName: s.shortName ?? '',
});

/** Creates the session service. */
export function createSession(deps: SessionDeps): Session {
  let running = 0;
  const probeClient = (apiBase: string, secret: string): ApiClient =>
    createApiClient({
      baseUrl: apiBase,
      getToken: () => secret,
      queue: createRateLimitQueue(),
      fetch: deps.fetch,
    });

  const oauthOnce = async (endpoints: Endpoints): Promise<string> => {
    const broker = createBrokerClient(endpoints.brokerUrl, deps.fetch);
    const run = () =>
      runOAuthFlow({
        identity: deps.identity,
        broker,
        authBase: endpoints.authBase,
        clientId: endpoints.clientId,
        scopes: DEFAULT_SCOPES,
      });
    try {
      return await run();
    } catch (error) {
      // A rejected code is never posted again: the whole flow starts over.
      if (error instanceof SignInError && error.kind === 'code-rejected') return run();
      throw error;
    }
  };

  return {
    async signInWithKey({ key, remember }) {
      const { apiBase } = await deps.getEndpoints();
      const secret = key.trim();
      let sites: Site[];
      try {
        sites = await listSites(probeClient(apiBase, secret));
      } catch (error) {
        if (error instanceof ApiError && ['unauthorized', 'forbidden'].includes(error.kind)) {
          throw new SignInError('invalid-key');
        }
        throw error;
      }
      if (sites.length === 0) throw new SignInError('invalid-key', t('auth_key_no_site'));
      const credential = await addCredential({
        kind: 'site-key',
        secret,
        label: sites.map((s) => siteView(s).name).join(', '),
        sites: sites.map(siteView),
        apiBase,
        remember,
      });
      return toAccountView(credential);
    },

    async signInWithOAuth({ remember }) {
      const endpoints = await deps.getEndpoints();
      await clearFlows();
      running += 1;
      try {
        const token = await oauthOnce(endpoints);
        const client = probeClient(endpoints.apiBase, token);
        const [user, sites] = await Promise.all([
          getAuthorizedUser(client).catch(() => undefined),
          listSites(client),
        ]);
        const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
        const credential = await addCredential({
          kind: 'oauth',
          secret: token,
          label: user ? `${name || user.email} (${user.email})` : t('auth_account_fallback'),
          sites: sites.map(siteView),
          apiBase: endpoints.apiBase,
          brokerUrl: endpoints.brokerUrl,
          remember,
          scopes: [...DEFAULT_SCOPES],
        });
        return toAccountView(credential);
      } finally {
        running -= 1;
      }
    },

    async signOut({ accountId }) {
      const targets: (Credential | undefined)[] = accountId
        ? [await removeCredential(accountId)]
        : await listCredentials();
      if (!accountId) await clearCredentials();
      let revoked = 0;
      let notRevoked = 0;
      for (const credential of targets) {
        if (!credential) continue;
        await deps.registry.drop(credential.id);
        if (credential.kind !== 'oauth') continue;
        // A token goes back only to the broker it came through; one stored by a version that did
        // not record it is sent to none.
        if (!credential.brokerUrl) {
          notRevoked += 1;
          continue;
        }
        await createBrokerClient(credential.brokerUrl, deps.fetch)
          .revoke(credential.secret)
          .then(
            () => (revoked += 1),
            () => (notRevoked += 1),
          );
      }
      return { revoked, notRevoked };
    },

    async accounts() {
      return (await listCredentials()).map(toAccountView);
    },

    async signInState() {
      if (running > 0) return 'running';
      // Flows in storage that no live sign-in owns were cut short by a worker restart.
      return (await listFlows()).length > 0 ? 'interrupted' : 'idle';
    },
  };
}
