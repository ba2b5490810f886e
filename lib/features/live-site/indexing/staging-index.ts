/**
 * The staging host beside a custom domain: once a custom domain is published, every page also
 * answers on the staging host, and if Google may index that host too the site competes with
 * itself (duplicate content). The platform's switch that stops it shows on the staging host as
 * robots.txt, a noindex tag, or both (UNCONFIRMED which): both are read — its robots.txt and its
 * home page. A staging home page whose canonical points to a custom domain is right: Google then
 * consolidates the two, so that is no finding.
 * @module
 */
import type { PoliteFetch } from '../polite-fetch';
import { isPublishedHost } from '../site-origin';
import type { HostFinding, StagingIndex } from './index-types';
import { readIndexHead } from './version-index';
import { readRobots, robotsUnreachable } from './robots-txt';

/** The hosts of a site with its custom domains' publish times, as Get Site gave them. */
export interface SiteHosts {
  shortName: string | null;
  customDomains: readonly { url: string; lastPublished: string | null }[];
}

/**
 * The staging origin of a site with a published custom domain (`origin` itself when it is the
 * staging host), else null: with no custom domain live, the staging host is the site's only one.
 */
export function stagingOriginOf(
  hosts: SiteHosts | undefined,
  origin: string,
  stagingSuffix: string,
): string | null {
  if (!hosts?.shortName || !hosts.customDomains.some((d) => d.lastPublished !== null)) return null;
  const staging = { shortName: hosts.shortName, customDomains: [] };
  if (isPublishedHost(staging, origin, stagingSuffix)) return new URL(origin).origin;
  return new URL(`${new URL(origin).protocol}//${hosts.shortName}${stagingSuffix}`).origin;
}

/** What the staging host says, its finding when Google may index it, and whether it is kept out. */
export interface StagingRead {
  staging: StagingIndex;
  finding?: HostFinding;
  /** True when `origin` is the staging host and it is kept out of search. */
  keptOut: boolean;
}

/** How one staging page reads: noindex, and whether its canonical is on a custom domain. */
async function readPage(fetcher: PoliteFetch, url: string, domains: Set<string>, now: number) {
  const outcome = await readIndexHead(fetcher, url, now);
  if (!outcome.ok) return null;
  const onDomain = (c: string) => {
    try {
      return domains.has(new URL(c).hostname.toLowerCase());
    } catch {
      return false;
    }
  };
  return { noindex: outcome.value.noindex, elsewhere: outcome.value.canonicals.some(onDomain) };
}

/**
 * Reads the staging host's robots.txt (`ownRobots` when `origin` is the staging host, already
 * read), its home page and, when given, one more page (`sample`, a path): a noindex on the home
 * page alone may be that page's, on both it is the host's switch. Answers whether Google may index
 * the host, and whether a check of it reads the host's switch rather than each page's own word.
 */
export async function readStaging(
  staging: string,
  origin: string,
  ownRobots: Awaited<ReturnType<typeof readRobots>>,
  hosts: SiteHosts,
  fetcher: PoliteFetch,
  options: { now: number; sample?: string },
): Promise<StagingRead> {
  const isOrigin = staging === new URL(origin).origin;
  const robots = isOrigin
    ? ownRobots
    : await readRobots(staging, fetcher, { canRead: (u) => u.startsWith(`${staging}/`) });
  const home = `${staging}/`;
  // A robots.txt not reached at all (no host access, a dropped connection) says nothing either way.
  const reached = robots.read.status !== null;
  const disallowed = reached && !robotsUnreachable(robots.read) && !robots.allows(home);
  const domains = new Set(hosts.customDomains.map((d) => d.url.toLowerCase()));
  const read = await readPage(fetcher, home, domains, options.now);
  const sample =
    options.sample && options.sample !== '/' && read?.noindex
      ? await readPage(fetcher, new URL(options.sample, staging).href, domains, options.now)
      : null;
  // The home page's noindex is the host's when the sampled page says it too (or none was given);
  // a sampled page that may be indexed says the host is open.
  const noindex = read ? read.noindex && sample?.noindex !== false : null;
  const hostWide =
    disallowed || (noindex === true && (!options.sample || sample?.noindex === true));
  const result: StagingIndex = {
    origin: staging,
    disallowed,
    noindex,
    canonicalElsewhere: read?.elsewhere ?? false,
  };
  const indexable = !disallowed && noindex === false && reached && !result.canonicalElsewhere;
  const domainList = hosts.customDomains.filter((d) => d.lastPublished !== null).map((d) => d.url);
  return {
    staging: result,
    keptOut: isOrigin && hostWide,
    ...(indexable
      ? {
          finding: {
            rule: 'index/staging-indexable' as const,
            severity: 'warning' as const,
            args: [new URL(staging).host, domainList.slice(0, 5).join(', ')],
            total: 1,
            urls: [home],
          },
        }
      : {}),
  };
}
