/**
 * Where a page is published: the site's first custom domain, else its staging host
 * (`{shortName}.webflow.io`), plus the page's published path in that locale; and how a report
 * names it.
 * @module
 */
import type { Site } from '../../core/api/sites';
import type { AuditedCell } from './types';

/**
 * How a report names a cell's page: an item page by "Collection › slug", a collection by its
 * name, the host read by the live check by its host, else its path.
 */
export const pageName = (
  cell: Pick<AuditedCell, 'item' | 'collection' | 'host' | 'path' | 'pageTitle'>,
): string =>
  cell.item || cell.collection || cell.host ? cell.pageTitle : (cell.path ?? cell.pageTitle);

/** The origin the site is published at. */
export function siteOrigin(site: Pick<Site, 'id' | 'shortName' | 'customDomains'>): string {
  const domain = site.customDomains?.find((d) => d.url.trim() !== '')?.url.trim();
  if (domain) return `https://${domain.replace(/^https?:\/\//, '').replace(/(?<!\/)\/+$/, '')}`;
  return `https://${site.shortName ?? site.id}.webflow.io`;
}

/**
 * A page's address in one locale. A page without a published path (never published, or a
 * template) is named by a fragment, so every cell still has an address of its own.
 */
export function pageUrl(origin: string, path: string | null, pageId: string, locale: string) {
  if (path) return `${origin}${path.startsWith('/') ? '' : '/'}${encodeURI(path)}`;
  return `${origin}/#page=${encodeURIComponent(pageId)}&locale=${encodeURIComponent(locale)}`;
}
