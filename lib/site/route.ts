/**
 * The options page's full-width site view is addressed by its hash: `#site=<siteId>` (or `#site=`
 * to pick a site). Pure.
 * @module
 */

/** The site a hash names: its id, `''` for the view without a site, or null when not the site view. */
export function siteFromHash(hash: string): string | null {
  const match = /^#?site=([^&]*)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return '';
  }
}

/** The hash of the site view of `siteId`. */
export function siteHash(siteId: string): string {
  return `#site=${encodeURIComponent(siteId)}`;
}
