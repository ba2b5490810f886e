/**
 * Where each published item page version lives: the template page's published path in the
 * locale, up to its last `/`, then the item's slug in that locale (real-service notes §12.3). Pure.
 * @module
 */
import type { SiteAudit } from '../../site';
import type { SiteCollection } from '../../collections';
import { canonicalHostsOf, publishedAtFor } from '../live-targets';

/** A site locale as the check of item pages needs it; `key` is `''` for the primary. */
export interface ItemLocale {
  key: string;
  tag: string | null;
  primary: boolean;
}

/** What the check of item pages reads, besides the fetcher. */
export interface ItemCheckInput {
  siteId: string;
  /** The origin checked: the staging host or a custom domain. */
  origin: string;
  /** The site's locales, primary first. */
  locales: readonly ItemLocale[];
  /** Each template page's published path per locale key (the audit's `SitePage.paths`). */
  templatePaths: ReadonlyMap<string, Readonly<Record<string, string | null>>>;
  collections: readonly SiteCollection[];
  /** When `origin` was last published (for "not published yet"). */
  publishedAt: string | null;
  /** The site's published custom domains: a canonical there (same path) is right. */
  canonicalHosts?: readonly string[];
}

/** The input from a site audit (its locales, template pages' paths, publish times). */
export function itemCheckInput(
  audit: SiteAudit,
  collections: readonly SiteCollection[],
  origin: string,
): ItemCheckInput {
  const locales = [...audit.locales]
    .sort((a, b) => Number(b.primary) - Number(a.primary))
    .map((l) => ({ key: l.primary ? '' : l.id, tag: l.tag, primary: l.primary }));
  return {
    siteId: audit.siteId,
    origin,
    locales,
    templatePaths: new Map(audit.pages.map((p) => [p.id, p.paths])),
    collections,
    publishedAt: publishedAtFor(audit, origin),
    canonicalHosts: canonicalHostsOf(audit),
  };
}

/** The URL of an item's page in a locale on `origin`, or null when the template has no path there. */
export function itemUrl(
  origin: string,
  templatePath: string | null | undefined,
  slug: string,
): string | null {
  if (!templatePath) return null;
  const prefix = templatePath.slice(0, templatePath.lastIndexOf('/'));
  return new URL(`${prefix}/${encodeURIComponent(slug)}`, origin).href;
}
