/**
 * Whether an origin is one of a site's published hosts: its staging subdomain
 * (`{shortName}` + the build's staging suffix, e.g. `.webflow.io`) or one of its custom domains, as the audit's Get Site read gave them. The
 * live check and the cell diff read only such origins, whatever a message asks for.
 * @module
 */
import type { SiteAudit } from '../site';

/** True when `origin`'s host is the site's staging subdomain or one of its custom domains. */
export function isSiteOrigin(audit: SiteAudit, origin: string, stagingSuffix: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  const published = audit.published;
  if (!published) return false;
  if (published.customDomains.some((d) => d.url.toLowerCase() === host)) return true;
  const short = published.shortName?.toLowerCase();
  // A suffix may name a port (`.localhost:8787`); the host is the site's on any port.
  const suffix = stagingSuffix.toLowerCase().replace(/:\d+$/, '');
  return !!short && host === `${short}${suffix}`;
}
