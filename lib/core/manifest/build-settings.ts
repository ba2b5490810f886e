/**
 * The build-time settings of a team's own OAuth app, read from `WXT_*` variables, checked, and
 * turned into manifest fields. Node only: `wxt.config.ts`, `npm run setup:oauth` and the gates use
 * it; the extension reads the same variables through `lib/core/settings/defaults.ts`.
 * @module
 */
import { createPublicKey } from 'node:crypto';
import { hostPatternOf } from '../settings/host-pattern';
import { publicKeyBytes } from './redirects';

/** The API every production build reaches. */
export const PRODUCTION_API = 'https://api.webflow.com';

/** The variables, by what they set. */
export const OAUTH_VARIABLES = {
  clientId: 'WXT_CLIENT_ID',
  brokerUrl: 'WXT_BROKER_URL',
  chromePublicKey: 'WXT_CHROME_PUBLIC_KEY',
} as const;

/** A team's OAuth app as a build sees it; a field is absent when its variable is unset or empty. */
export interface OAuthBuildSettings {
  clientId?: string;
  /** The broker's origin, e.g. `https://broker.example.com`. */
  brokerUrl?: string;
  /** Base64 DER SubjectPublicKeyInfo on one line, as the manifest's `key` holds it. */
  chromePublicKey?: string;
}

/** A setting that cannot be used; the message names the variable and what is wrong. */
export class BuildSettingError extends Error {
  override name = 'BuildSettingError';
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function brokerOrigin(value: string): string {
  const name = OAUTH_VARIABLES.brokerUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BuildSettingError(`${name} must be a URL like https://broker.example.com`);
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure) throw new BuildSettingError(`${name} must use https (http only on 127.0.0.1)`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new BuildSettingError(
      `${name} must be the broker's origin, like ${url.origin}: the broker answers at its root`,
    );
  }
  return url.origin;
}

function chromeKey(value: string): string {
  const name = OAUTH_VARIABLES.chromePublicKey;
  try {
    const der = Buffer.from(publicKeyBytes(value));
    createPublicKey({ key: der, format: 'der', type: 'spki' });
    return der.toString('base64');
  } catch {
    throw new BuildSettingError(
      `${name} must be a public key in base64 (DER SubjectPublicKeyInfo), as the Chrome Web Store ` +
        'dashboard shows it or `npm run setup:oauth -- --generate-key` prints it',
    );
  }
}

/** Reads and checks the settings in `env`; throws a `BuildSettingError` naming a bad variable. */
export function oauthBuildSettings(env: Record<string, string | undefined>): OAuthBuildSettings {
  const read = (name: string) => env[name]?.trim() || undefined;
  const clientId = read(OAUTH_VARIABLES.clientId);
  const brokerUrl = read(OAUTH_VARIABLES.brokerUrl);
  const chromePublicKey = read(OAUTH_VARIABLES.chromePublicKey);
  return {
    ...(clientId ? { clientId } : {}),
    ...(brokerUrl ? { brokerUrl: brokerOrigin(brokerUrl) } : {}),
    ...(chromePublicKey ? { chromePublicKey: chromeKey(chromePublicKey) } : {}),
  };
}

/** True when a build with `settings` offers account sign-in out of the box. */
export function oauthReady(settings: OAuthBuildSettings): boolean {
  return Boolean(settings.clientId && settings.brokerUrl);
}

/**
 * The manifest's host permissions: the service's API and, when the build names one, the broker.
 * Demo builds (the demo and the end-to-end tests) also reach the local emulator, its published
 * sites and its Designer stand-in.
 */
export function hostPermissions(mode: string, settings: OAuthBuildSettings): string[] {
  const production = [`${PRODUCTION_API}/*`];
  if (settings.brokerUrl) production.push(hostPatternOf(settings.brokerUrl));
  const all =
    mode === 'demo' ? [...production, 'http://127.0.0.1/*', 'http://*.localhost/*'] : production;
  return [...new Set(all)];
}
