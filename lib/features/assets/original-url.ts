/**
 * The address "Open the original" hands to a new tab. It comes from the service's answer, which is
 * not trusted with the browser's navigation: a `javascript:`, `data:` or `file:` address would run
 * or read in the new tab, and a plain-http one could be read or changed on the way. Assets are
 * served over https, so a production build opens nothing else; other builds (the demo, tests) also
 * open the emulator's plain-http files on this machine.
 * @module
 */
import { assetName } from './asset-filter';
import { assetText } from './messages';
import type { AssetLike } from './types';

declare const checked: unique symbol;

/** An address `originalUrl` checked; the only kind the panel opens in a tab. */
export type HttpsUrl = string & { readonly [checked]: true };

/** Whether a build of `mode` opens `url`: https, or in a non-production build a loopback http one. */
function opens(url: URL, mode: string): boolean {
  if (url.protocol === 'https:') return true;
  // The build's own mode guards this branch too, so a production bundle drops it (as for fonts'
  // object store): no development host ships.
  if (import.meta.env.MODE === 'production' || mode === 'production') return false;
  const host = url.hostname;
  const loopback =
    host === '127.0.0.1' || host === '[::1]' || host === 'localhost' || host.endsWith('.localhost');
  return url.protocol === 'http:' && loopback;
}

/**
 * The asset's `hostedUrl` to open; throws an Error saying why when it is not an https address (or,
 * outside production builds, the emulator's loopback http one).
 */
export function originalUrl(asset: AssetLike, mode: string = import.meta.env.MODE): HttpsUrl {
  let url: URL | undefined;
  try {
    url = new URL(asset.hostedUrl ?? '');
  } catch {
    url = undefined;
  }
  if (!url || !opens(url, mode)) throw new Error(assetText.openRefused(assetName(asset)));
  return url.href as HttpsUrl;
}
