/**
 * Where a live check reads a site: each served page × locale's URL on the checked origin, the
 * publish it belongs to, the hosts whose canonical is right, the utility pages (never in a
 * sitemap), a page's locale versions as hreflang should name them, and a page to sample on the
 * staging host. Pure.
 * @module
 */
import type { SiteAudit } from '../site';
import { localeKey } from '../site';
import { utilityKind } from '../metadata';

/** One cell to read: where, and the locale it is in. */
export interface LiveTarget {
  pageId: string;
  localeId: string | null;
  url: string;
  tag: string | null;
  primary: boolean;
  /** Set when the page path resolves to another origin (`//host/x`, `/\\host`): never fetched. */
  offOrigin?: true;
}

/** The cells of `audit` served on the published site, with their URL on `origin`. */
export function liveTargets(audit: SiteAudit, origin: string): LiveTarget[] {
  const pages = new Map(audit.pages.map((p) => [p.id, p]));
  const locales = new Map(audit.locales.map((l) => [l.primary ? null : l.id, l]));
  return audit.cells.flatMap((cell) => {
    const page = pages.get(cell.pageId);
    const path = page?.paths[localeKey(cell.localeId)];
    const locale = locales.get(cell.localeId);
    if (!page || page.served === false || !path || !locale) return [];
    const url = new URL(path, origin);
    return [
      {
        pageId: cell.pageId,
        localeId: cell.localeId,
        url: url.href,
        tag: locale.tag,
        primary: locale.primary,
        ...(url.origin === new URL(origin).origin ? {} : { offOrigin: true as const }),
      },
    ];
  });
}

/**
 * The site's published custom domains: a page's canonical on one of them (the same path) is
 * right on any of its hosts, the staging host included.
 */
export const canonicalHostsOf = (audit: Pick<SiteAudit, 'published'>): string[] =>
  (audit.published?.customDomains ?? [])
    .filter((d) => d.lastPublished !== null)
    .map((d) => d.url.toLowerCase());

/** When what `origin` serves was last published: its custom domain's time, else the site's. */
export function publishedAtFor(audit: SiteAudit, origin: string): string | null {
  const host = new URL(origin).hostname.toLowerCase();
  const domain = audit.published?.customDomains.find((d) => d.url.toLowerCase() === host);
  return domain ? domain.lastPublished : (audit.published?.lastPublished ?? null);
}

/** The ids of the site's utility pages (404, password, search), by their fixed slugs. */
export const utilityPages = (audit: Pick<SiteAudit, 'pages'>): Set<string> =>
  new Set(
    audit.pages
      .filter((p) => utilityKind({ slug: p.slugs[''] ?? null, parentId: p.parentId }) !== null)
      .map((p) => p.id),
  );

/**
 * A page's locale versions as its hreflang alternates should name them: `[tag, url]` each, the
 * primary's also as `x-default` (the static pages' and the item pages' alike).
 */
export function localeAlternates(
  versions: readonly { tag: string | null; url: string | null; primary: boolean }[],
): (readonly [string, string])[] {
  return versions.flatMap((v): (readonly [string, string])[] => {
    if (v.tag === null || v.url === null) return [];
    return v.primary
      ? [
          [v.tag, v.url],
          ['x-default', v.url],
        ]
      : [[v.tag, v.url]];
  });
}

/** A served page's primary path besides the home page (not a utility page), or undefined. */
export function stagingSampleOf(audit: Pick<SiteAudit, 'pages'>): string | undefined {
  const utility = utilityPages(audit);
  return (
    audit.pages.find((p) => {
      const path = p.paths[''];
      return p.served !== false && !utility.has(p.id) && !!path && path !== '/';
    })?.paths[''] ?? undefined
  );
}
