/**
 * What a team registers and deploys for its own OAuth app, computed from the build settings of
 * each browser: the redirect URIs and scopes for the platform's app settings, and the broker's
 * settings. `npm run setup:oauth` prints it.
 * @module
 */
import { DEFAULT_SCOPES } from '../api/scopes';
import { OAUTH_VARIABLES, type OAuthBuildSettings } from './build-settings';
import { FIREFOX_ADDON_ID } from './ids';
import {
  FIREFOX_ORIGINS,
  chromeExtensionId,
  chromeOrigin,
  chromeRedirectUrl,
  firefoxRedirectUrl,
} from './redirects';

/** A browser the extension is built for. */
export type Browser = 'chrome' | 'firefox';

/** One browser's build settings. */
export interface BrowserSettings {
  oauth: OAuthBuildSettings;
  /** `WXT_API_BASE` or the real API: the broker's token endpoint lives there. */
  apiBase: string;
  /** `WXT_AUTH_BASE` or the real sign-in host: revocation lives there. */
  authBase: string;
}

/** One OAuth app and the broker deployed for it (one for both browsers, unless they differ). */
export interface AppPlan {
  browsers: Browser[];
  clientId?: string;
  brokerUrl?: string;
  /** Exactly what `identity.getRedirectURL()` answers in each browser; register them all. */
  redirectUris: string[];
  /** The broker's settings, in order, without the client secret. */
  brokerEnv: [name: string, value: string][];
}

/** The whole plan. */
export interface SetupPlan {
  /** The Chrome id, when `WXT_CHROME_PUBLIC_KEY` fixes it. */
  chromeId?: string;
  firefoxAddonId: string;
  /** The scopes sign-in asks for, space-separated on the authorization page. */
  scopes: readonly string[];
  apps: AppPlan[];
  /** Variables still to set, by name. */
  missing: string[];
}

/** Builds the plan from each browser's settings. */
export async function setupPlan(settings: Record<Browser, BrowserSettings>): Promise<SetupPlan> {
  const key = settings.chrome.oauth.chromePublicKey;
  const chromeId = key ? await chromeExtensionId(key) : undefined;
  const redirect: Record<Browser, string | undefined> = {
    chrome: chromeId && chromeRedirectUrl(chromeId),
    firefox: await firefoxRedirectUrl(FIREFOX_ADDON_ID),
  };
  const origin: Record<Browser, string | undefined> = {
    chrome: chromeId && chromeOrigin(chromeId),
    firefox: FIREFOX_ORIGINS,
  };
  const groups = new Map<string, Browser[]>();
  for (const browser of ['chrome', 'firefox'] as const) {
    const { oauth, apiBase, authBase } = settings[browser];
    const group = JSON.stringify([oauth.clientId, oauth.brokerUrl, apiBase, authBase]);
    groups.set(group, [...(groups.get(group) ?? []), browser]);
  }
  const apps = [...groups.values()].map((browsers): AppPlan => {
    const { oauth, apiBase, authBase } = settings[browsers[0]!];
    const known = <T>(values: (T | undefined)[]) => values.filter((v): v is T => v !== undefined);
    const redirectUris = known(browsers.map((b) => redirect[b]));
    return {
      browsers,
      ...(oauth.clientId ? { clientId: oauth.clientId } : {}),
      ...(oauth.brokerUrl ? { brokerUrl: oauth.brokerUrl } : {}),
      redirectUris,
      brokerEnv: [
        ['BROKER_CLIENT_ID', oauth.clientId ?? `<${OAUTH_VARIABLES.clientId}>`],
        ['BROKER_TOKEN_URL', new URL('/oauth/access_token', apiBase).href],
        ['BROKER_REVOKE_URL', new URL('/oauth/revoke_authorization', authBase).href],
        ['BROKER_ALLOWED_REDIRECTS', redirectUris.join(',')],
        ['BROKER_ALLOWED_ORIGINS', known(browsers.map((b) => origin[b])).join(',')],
      ],
    };
  });
  const missing = new Set<string>();
  for (const browser of ['chrome', 'firefox'] as const) {
    const { oauth } = settings[browser];
    if (!oauth.clientId) missing.add(OAUTH_VARIABLES.clientId);
    if (!oauth.brokerUrl) missing.add(OAUTH_VARIABLES.brokerUrl);
  }
  if (!chromeId) missing.add(OAUTH_VARIABLES.chromePublicKey);
  return {
    chromeId,
    firefoxAddonId: FIREFOX_ADDON_ID,
    scopes: DEFAULT_SCOPES,
    apps,
    missing: [...missing],
  };
}
