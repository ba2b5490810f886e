/**
 * The sitemap against what the site publishes: every page version the live check read is marked
 * seen as it is read (so nothing but the sitemap's map is held), and at the end the listed URLs
 * that answer 404, redirect or say noindex, sit on another host, or were not among the versions
 * (then read apart, bounded), the published versions it leaves out (a notice: the service does not
 * say which pages their settings exclude), and hreflang alternates that point elsewhere than the
 * page's own locale versions. Pure but for the reads of the unknown listed URLs, which the caller
 * does.
 * @module
 */
import type { HostFinding, HostRule } from './index-types';
import { MAX_HOST_URLS } from './index-types';
import { unpackAlternates, type SitemapEntry } from './sitemap-reader';
import { sameUrl } from '../url-key';

/** How a page version answered the live check. */
export type SeenOutcome = 'ok' | 'not-found' | 'redirect' | 'unreachable' | 'password';

/** One page version the live check read (or tried to), as the sitemap needs it. */
export interface SeenVersion {
  url: string;
  outcome: SeenOutcome;
  noindex: boolean;
  /** Whether robots.txt keeps Googlebot out of it (then leaving it out is right). */
  blocked: boolean;
  /** The page's locale versions on this origin: `[hreflang tag, url]`, the primary also as x-default. */
  alternates(): (readonly [string, string])[];
}

/** A listed URL that is not one of the versions, read apart. */
export type ListedRead = { outcome: SeenOutcome; noindex: boolean };

/** The most listed URLs that are not page versions read apart (the rest are counted, not read). */
export const MAX_UNKNOWN_READS = 200;

/** A finding under construction: total and the first URLs. */
class Tally {
  total = 0;
  urls: string[] = [];
  add(url: string) {
    this.total++;
    if (this.urls.length < MAX_HOST_URLS) this.urls.push(url);
  }
}

const SEVERITY: Record<string, HostFinding['severity']> = {
  'sitemap/not-found': 'error',
  'sitemap/unreachable': 'warning',
  'sitemap/redirect': 'warning',
  'sitemap/noindex': 'warning',
  'sitemap/other-host': 'error',
  'sitemap/left-out': 'info',
  'sitemap/hreflang': 'warning',
};

/** Starts the reconciliation of `entries` (keyed by absolute URL) for the host at `origin`. */
export function createSitemapReconciler(
  origin: string,
  entries: ReadonlyMap<string, SitemapEntry>,
) {
  const host = new URL(origin).origin;
  const seen = new Set<string>();
  const tallies = new Map<HostRule, Tally>();
  const tally = (rule: HostRule) => {
    let t = tallies.get(rule);
    if (!t) tallies.set(rule, (t = new Tally()));
    return t;
  };
  const listedOutcome = (url: string, read: ListedRead) => {
    if (read.outcome === 'not-found') tally('sitemap/not-found').add(url);
    else if (read.outcome === 'redirect') tally('sitemap/redirect').add(url);
    else if (read.outcome === 'unreachable') tally('sitemap/unreachable').add(url);
    else if (read.outcome === 'ok' && read.noindex) tally('sitemap/noindex').add(url);
  };

  return {
    /** Records one page version as the live check found it. */
    seen(version: SeenVersion) {
      const entry = entries.get(version.url);
      if (!entry) {
        const expected = version.outcome === 'ok' && !version.noindex && !version.blocked;
        if (expected) tally('sitemap/left-out').add(version.url);
        return;
      }
      seen.add(version.url);
      listedOutcome(version.url, version);
      if (!entry.alternates) return;
      const own = new Map(version.alternates().map(([tag, url]) => [tag.toLowerCase(), url]));
      // Only the locales the check knows are compared: an audit of some locales knows no others.
      const wrong = unpackAlternates(entry.alternates).some(([tag, href]) => {
        const expected = own.get(tag.toLowerCase());
        return expected !== undefined && !sameUrl(expected, href);
      });
      if (wrong) tally('sitemap/hreflang').add(version.url);
    },

    /** The listed URLs on this host that no version was, to read apart (bounded), and the count. */
    unknown(): { urls: string[]; total: number } {
      const urls: string[] = [];
      let total = 0;
      for (const url of entries.keys()) {
        if (seen.has(url)) continue;
        let other = true;
        try {
          other = new URL(url).origin !== host;
        } catch {
          // A URL that does not parse is on no host of the site.
        }
        if (other) continue;
        total++;
        if (urls.length < MAX_UNKNOWN_READS) urls.push(url);
      }
      return { urls, total };
    },

    /** Records a listed URL read apart. */
    listed(url: string, read: ListedRead) {
      seen.add(url);
      listedOutcome(url, read);
    },

    /**
     * The findings, in rule order; the listed URLs on other hosts counted here. `leftOut` false
     * when the sitemap was not read in full: what it leaves out cannot be said then.
     */
    findings({ leftOut = true }: { leftOut?: boolean } = {}): HostFinding[] {
      const hosts = new Set<string>();
      for (const url of entries.keys()) {
        if (seen.has(url)) continue;
        let at: string | null = null;
        try {
          at = new URL(url).origin;
        } catch {
          at = null;
        }
        if (at === host) continue;
        tally('sitemap/other-host').add(url);
        if (at) hosts.add(new URL(at).host);
      }
      return [...tallies]
        .filter(([rule]) => leftOut || rule !== 'sitemap/left-out')
        .map(([rule, t]) => ({
          rule,
          severity: SEVERITY[rule] ?? 'warning',
          args:
            rule === 'sitemap/other-host'
              ? [new URL(host).host, [...hosts].slice(0, 5).join(', ')]
              : [new URL(host).host],
          total: t.total,
          urls: t.urls,
        }));
    },
  };
}

/** A reconciliation under way. */
export type SitemapReconciler = ReturnType<typeof createSitemapReconciler>;
