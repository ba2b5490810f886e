/**
 * The address "Open the original" hands to a new tab. It comes from the service's answer, which is
 * not trusted with the browser's navigation: a `javascript:`, `data:` or `file:` address would run
 * or read in the new tab, and a plain-http one could be read or changed on the way. Assets are
 * served over https, so nothing else is opened.
 * @module
 */
import { assetName } from './asset-filter';
import { assetText } from './messages';
import type { AssetLike } from './types';

declare const checked: unique symbol;

/** An `https:` address `originalUrl` checked; the only kind the panel opens in a tab. */
export type HttpsUrl = string & { readonly [checked]: true };

/** The asset's `hostedUrl` to open; throws an Error saying why when it is not an https address. */
export function originalUrl(asset: AssetLike): HttpsUrl {
  let url: URL | undefined;
  try {
    url = new URL(asset.hostedUrl ?? '');
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:') throw new Error(assetText.openRefused(assetName(asset)));
  return url.href as HttpsUrl;
}
