/**
 * The app's own messages: the session (status, sign-in, sign-out), the endpoint settings and the
 * tab's location. A change of credentials or endpoints makes the background forget what it looked
 * up with the old ones.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { RateView, ClientRegistry } from '../../core/auth/api-clients';
import type { AccountView as Account } from '../../core/auth/credentials';
import type { Session, SignInState } from '../../core/auth/session';
import type { LocationAnswer, PageLocator, SiteOutline } from '../../core/locate/page-locator';
import type { HandlersOf } from '../../core/messaging/message-map';
import { DEFAULT_ENDPOINTS, type Endpoints } from '../../core/settings/defaults';
import {
  missingOAuthSettings,
  oauthNotConfiguredMessage,
  type OAuthSetting,
} from '../../core/settings/oauth-config';
import { endpointOverridesSchema, type EndpointOverrides } from '../../core/settings/settings';

/** What the background tells the pages about the session. */
export interface Status {
  version: string;
  signedIn: boolean;
  accounts: Account[];
  signIn: SignInState;
  rates: RateView[];
}

/** Endpoint settings with the build's defaults, for the options page. */
export interface SettingsView {
  endpoints: Endpoints;
  defaults: Endpoints;
  /** What account sign-in still needs with these endpoints; empty when it can run. */
  oauthMissing: OAuthSetting[];
}

const empty = z.object({}).strict();

/**
 * Every session message: `request` is what a page sends, `response` what the background answers.
 */
export const sessionMessages = {
  getStatus: { request: empty, response: out<Status>() },
  signInWithKey: {
    request: z.object({ key: z.string().trim().min(8).max(512), remember: z.boolean() }).strict(),
    response: out<Account>(),
  },
  signInWithOAuth: {
    request: z.object({ remember: z.boolean() }).strict(),
    response: out<Account>(),
  },
  signOut: {
    request: z.object({ accountId: z.string().optional() }).strict(),
    response: out<{ revoked: number; notRevoked: number }>(),
  },
  getSettings: { request: empty, response: out<SettingsView>() },
  saveSettings: { request: endpointOverridesSchema.strict(), response: out<SettingsView>() },
  locatePage: {
    request: z.object({ url: z.string().max(4096), refresh: z.boolean().optional() }).strict(),
    response: out<LocationAnswer>(),
  },
  siteOutline: {
    request: z.object({ siteId: id }).strict(),
    response: out<SiteOutline | null>(),
  },
} as const;

/** What the session handlers need from the background. */
export interface SessionHandlerDeps {
  version: string;
  session: Session;
  registry: ClientRegistry;
  locator: PageLocator;
  getEndpoints(): Promise<Endpoints>;
  setEndpointOverrides(overrides: EndpointOverrides): Promise<Endpoints>;
  /** Forgets every lookup made with the credentials or endpoints that were in force. */
  forget(): void;
}

/** The options page's view of `endpoints`. */
const settingsView = (endpoints: Endpoints): SettingsView => ({
  endpoints,
  defaults: DEFAULT_ENDPOINTS,
  oauthMissing: missingOAuthSettings(endpoints),
});

/** The background's handlers of the session, settings and location messages. */
export const createSessionHandlers = (
  deps: SessionHandlerDeps,
): HandlersOf<typeof sessionMessages> => ({
  async getStatus() {
    const [accounts, signIn, rates] = await Promise.all([
      deps.session.accounts(),
      deps.session.signInState(),
      deps.registry.rates(),
    ]);
    return { version: deps.version, signedIn: accounts.length > 0, accounts, signIn, rates };
  },
  async signInWithKey(input) {
    const account = await deps.session.signInWithKey(input);
    deps.forget();
    return account;
  },
  async signInWithOAuth(input) {
    // A build without a team's OAuth app must not send anyone to an authorization page.
    const missing = missingOAuthSettings(await deps.getEndpoints());
    if (missing.length > 0) throw new Error(oauthNotConfiguredMessage(missing));
    const account = await deps.session.signInWithOAuth(input);
    deps.forget();
    return account;
  },
  async signOut(input) {
    const result = await deps.session.signOut(input);
    deps.forget();
    return result;
  },
  getSettings: async () => settingsView(await deps.getEndpoints()),
  async saveSettings(overrides) {
    const endpoints = await deps.setEndpointOverrides(overrides);
    deps.forget();
    return settingsView(endpoints);
  },
  siteOutline: async ({ siteId }) => (await deps.locator.outline(siteId)) ?? null,
  locatePage({ url, refresh }) {
    if (refresh) deps.forget();
    return deps.locator.locateUrl(url);
  },
});

/** A signed-in account as the pages see it: never its credential (`account.signInWithKey`'s answer). */
export type { AccountView } from '../../core/auth/credentials';
