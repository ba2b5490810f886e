/**
 * Whether an origin is one of a site's published hosts: its staging subdomain
 * (`{shortName}` + the build's staging suffix, e.g. `.webflow.io`) or one of its custom domains, as
 * a Get Site read gave them. The live check, the cell diff and the read of one published page read
 * only such origins, whatever a message asks for.
 * @module
 */

/** A site's published hosts as Get Site names them: its short name and its custom domains. */
export interface PublishedHosts {
  shortName: string | null;
  /** Each domain's `url` is a bare host. */
  customDomains: readonly { url: string }[];
}

/** True when `origin`'s host is the staging subdomain of `hosts` or one of its custom domains. */
export function isPublishedHost(
  hosts: PublishedHosts,
  origin: string,
  stagingSuffix: string,
): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  if (hosts.customDomains.some((d) => d.url.toLowerCase() === host)) return true;
  const short = hosts.shortName?.toLowerCase();
  // A suffix may name a port (`.localhost:8787`); the host is the site's on any port.
  const suffix = stagingSuffix.toLowerCase().replace(/:\d+$/, '');
  return !!short && host === `${short}${suffix}`;
}

/**
 * True when `origin`'s host is one of the published hosts the audit's Get Site read gave (an audit,
 * or the hosts of a Get Site read as `{ published }` while the audit still runs).
 */
export function isSiteOrigin(
  audit: { published?: PublishedHosts },
  origin: string,
  stagingSuffix: string,
): boolean {
  return !!audit.published && isPublishedHost(audit.published, origin, stagingSuffix);
}
