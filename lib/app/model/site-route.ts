/**
 * The options page's site views are addressed by the hash: `#site=<siteId>` (the first section),
 * `#site=<siteId>&section=<id>` (a feature's settings section), or `#site=` to pick a site. Pure.
 * @module
 */

/** Where the options page is: a site (`''` = none picked yet) and a section's id. */
export interface SiteRoute {
  siteId: string;
  section: string;
}

/**
 * The site view a hash names, or null when the hash is not a site view (the settings). A section
 * not among `sections` (the ids, first the default) is the first.
 */
export function siteRoute(hash: string, sections: readonly string[]): SiteRoute | null {
  const match = /^#?site=([^&]*)(?:&section=([a-z-]+))?$/.exec(hash);
  if (!match) return null;
  const section = sections.find((s) => s === match[2]) ?? sections[0] ?? '';
  try {
    return { siteId: decodeURIComponent(match[1]!), section };
  } catch {
    return { siteId: '', section };
  }
}

/** The hash of a site view; the first of `sections` is left out, as the default. */
export function siteRouteHash(
  siteId: string,
  section: string,
  sections: readonly string[],
): string {
  const base = `#site=${encodeURIComponent(siteId)}`;
  return section === sections[0] ? base : `${base}&section=${section}`;
}
