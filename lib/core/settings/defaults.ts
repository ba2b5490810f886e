/**
 * Where the extension talks to by default. Production builds use the real service; `demo` and
 * development builds read `.env.<mode>` (the emulator on this machine). Account sign-in needs a
 * team's own OAuth app: its client id and broker come from `WXT_CLIENT_ID` and `WXT_BROKER_URL`
 * at build time, and a build without them has none (see "Run it with your own app" in the
 * README). Nothing here is a secret.
 * @module
 */

/** The hosts and ids the extension needs to sign in and call the service. */
export interface Endpoints {
  /** The API origin, e.g. `https://api.webflow.com`. */
  apiBase: string;
  /** The origin serving the authorization page, e.g. `https://webflow.com`. */
  authBase: string;
  /** The token broker that holds the OAuth client secret; empty when none is set. */
  brokerUrl: string;
  /** The OAuth application's public client id; empty when none is set. */
  clientId: string;
  /** Host suffix of staging sites, e.g. `.webflow.io`. */
  stagingSuffix: string;
  /** Host suffix of the Designer, e.g. `.design.webflow.com`. */
  designerSuffix: string;
}

// An empty variable counts as unset, so `WXT_BROKER_URL=` in a file turns a setting off.
const setting = (value: string | undefined, fallback = '') => value?.trim() || fallback;

/** The endpoints this build starts with. */
export const DEFAULT_ENDPOINTS: Endpoints = {
  apiBase: setting(import.meta.env.WXT_API_BASE, 'https://api.webflow.com'),
  authBase: setting(import.meta.env.WXT_AUTH_BASE, 'https://webflow.com'),
  brokerUrl: setting(import.meta.env.WXT_BROKER_URL),
  clientId: setting(import.meta.env.WXT_CLIENT_ID),
  stagingSuffix: setting(import.meta.env.WXT_STAGING_SUFFIX, '.webflow.io'),
  designerSuffix: setting(import.meta.env.WXT_DESIGNER_SUFFIX, '.design.webflow.com'),
};
