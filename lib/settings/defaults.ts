/**
 * Where the extension talks to by default. Production builds use the real service; `demo` and
 * development builds read `.env.<mode>` (the emulator on this machine). Nothing here is a secret.
 * @module
 */

/** The hosts and ids the extension needs to sign in and call the service. */
export interface Endpoints {
  /** The API origin, e.g. `https://api.webflow.com`. */
  apiBase: string;
  /** The origin serving the authorization page, e.g. `https://webflow.com`. */
  authBase: string;
  /** The token broker that holds the OAuth client secret. */
  brokerUrl: string;
  /** The OAuth application's public client id. */
  clientId: string;
  /** Host suffix of staging sites, e.g. `.webflow.io`. */
  stagingSuffix: string;
  /** Host suffix of the Designer, e.g. `.design.webflow.com`. */
  designerSuffix: string;
}

/** The endpoints this build starts with. */
export const DEFAULT_ENDPOINTS: Endpoints = {
  apiBase: import.meta.env.WXT_API_BASE ?? 'https://api.webflow.com',
  authBase: import.meta.env.WXT_AUTH_BASE ?? 'https://webflow.com',
  brokerUrl: import.meta.env.WXT_BROKER_URL ?? 'https://broker.site-companion.dev',
  clientId: import.meta.env.WXT_CLIENT_ID ?? 'site-companion',
  stagingSuffix: import.meta.env.WXT_STAGING_SUFFIX ?? '.webflow.io',
  designerSuffix: import.meta.env.WXT_DESIGNER_SUFFIX ?? '.design.webflow.com',
};
