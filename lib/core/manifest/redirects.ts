/**
 * The extension's ids and the OAuth redirect URLs each browser gives it, computed ahead of time so
 * they can be registered with the platform and the broker before anything is published. Pure:
 * Web Crypto only, so Node scripts, tests and pages can all use it.
 * @module
 */

/**
 * The path our sign-in passes to `identity.getRedirectURL()`: none (see `lib/core/auth/oauth-sign-in.ts`),
 * so both browsers answer their bare origin with a trailing slash.
 */
export const REDIRECT_PATH = '';

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The DER bytes of a public key given as base64, with or without PEM armour and line breaks. */
export function publicKeyBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  if (base64 === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw new Error('The public key is not base64.');
  }
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * Chrome's extension id for a public key (base64 DER SubjectPublicKeyInfo, as the manifest's `key`
 * holds it): the first 128 bits of the key's SHA-256, each hex digit 0–f written as a letter a–p.
 */
export async function chromeExtensionId(publicKey: string): Promise<string> {
  const digest = hex(await crypto.subtle.digest('SHA-256', publicKeyBytes(publicKey)));
  return [...digest.slice(0, 32)]
    .map((d) => String.fromCharCode('a'.charCodeAt(0) + parseInt(d, 16)))
    .join('');
}

/** What `identity.getRedirectURL()` answers in Chrome for extension `id`. */
export function chromeRedirectUrl(id: string): string {
  return `https://${id}.chromiumapp.org/${REDIRECT_PATH}`;
}

/**
 * What `identity.getRedirectURL()` answers in Firefox for add-on `addonId`: the lowercase hex
 * SHA-1 of the id under `extensions.allizom.org` (Firefox's `ext-identity.js`, `computeHash`).
 */
export async function firefoxRedirectUrl(addonId: string): Promise<string> {
  const digest = hex(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(addonId)));
  return `https://${digest}.extensions.allizom.org/${REDIRECT_PATH}`;
}

/** The origin an extension's pages (and so its broker requests) carry in Chrome. */
export function chromeOrigin(id: string): string {
  return `chrome-extension://${id}`;
}

/** Firefox gives each installation its own `moz-extension://<uuid>` origin; the broker allows them all. */
export const FIREFOX_ORIGINS = 'moz-extension://*';
