/**
 * The hosts a site's live check can read: its staging host and each custom domain, as origins.
 * @module
 */
import type { PublishDestinations } from '../../publish';

/** One published host of a site. */
export interface LiveHost {
  /** The origin the pages are read from, e.g. `https://acme.webflow.io`. */
  origin: string;
  /** The host as the editor knows it, e.g. `acme.webflow.io`. */
  host: string;
  kind: 'staging' | 'custom';
}

/**
 * The origin of `host`. Published sites are served over https; only a build pointed at a service
 * on plain http (a local emulator, whose published hosts share its scheme) reads them over http.
 */
export function originOf(host: string, apiBase: string): string {
  const scheme = apiBase.startsWith('http:') ? 'http' : 'https';
  return `${scheme}://${host}`;
}

/** The staging host first, then the custom domains, skipping any without a host. */
export function liveHostsOf(destinations: PublishDestinations, apiBase: string): LiveHost[] {
  const hosts: LiveHost[] = [];
  if (destinations.staging) {
    const host = destinations.staging.host;
    hosts.push({ origin: originOf(host, apiBase), host, kind: 'staging' });
  }
  for (const d of destinations.customDomains) {
    if (d.host) hosts.push({ origin: originOf(d.host, apiBase), host: d.host, kind: 'custom' });
  }
  return hosts;
}
