/**
 * The options page's site views are addressed by the hash: `#site=<siteId>` (the grid),
 * `#site=<siteId>&section=fonts|webhooks`, or `#site=` to pick a site. Pure.
 * @module
 */

/** The site views of the options page. */
export type SiteSection = 'grid' | 'fonts' | 'webhooks';

/** Where the options page is: a site (`''` = none picked yet) and a section. */
export interface SiteRoute {
  siteId: string;
  section: SiteSection;
}

const SECTIONS: readonly SiteSection[] = ['grid', 'fonts', 'webhooks'];

/** The site view a hash names, or null when the hash is not a site view (the settings). */
export function siteRoute(hash: string): SiteRoute | null {
  const match = /^#?site=([^&]*)(?:&section=([a-z]+))?$/.exec(hash);
  if (!match) return null;
  const section = SECTIONS.find((s) => s === match[2]) ?? 'grid';
  try {
    return { siteId: decodeURIComponent(match[1]!), section };
  } catch {
    return { siteId: '', section };
  }
}

/** The hash of a site view. */
export function siteRouteHash(siteId: string, section: SiteSection = 'grid'): string {
  const base = `#site=${encodeURIComponent(siteId)}`;
  return section === 'grid' ? base : `${base}&section=${section}`;
}
