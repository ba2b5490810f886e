/**
 * The live check's reading of one host as Google would: robots.txt once (RFC 9309), the sitemap
 * files once each, and, on a site with a published custom domain, whether the staging host can be
 * indexed. Started before the page versions are read, so each version gets its robots.txt verdict
 * as it is read and is marked in the sitemap's reconciliation; `finish` reads what only the
 * sitemap names and answers the `HostIndex` to store.
 * @module
 */
import type { PoliteFetch } from '../polite-fetch';
import type { HostFinding, HostIndex, IndexBlock, RobotsApi } from './index-types';
import { robotsBlocks } from './robots-directives';
import { readRobots, robotsUnreachable } from './robots-txt';
import { fileFindings } from './host-findings';
import { readIndexHead, seenOutcome, type VersionSignals } from './version-index';
import { readSitemaps } from './sitemap-reader';
import { createSitemapReconciler, type ListedRead, type SeenVersion } from './sitemap-reconcile';
import { readStaging, stagingOriginOf, type SiteHosts } from './staging-index';

/** What the host's reading needs. */
export interface HostIndexDeps {
  fetcher: PoliteFetch;
  /** The site's published hosts and custom domains' publish times, as Get Site gave them. */
  published: SiteHosts | undefined;
  /** The staging host's suffix (`.webflow.io`). */
  stagingSuffix: string;
  /** Reads the service's `robots_txt` rules (Enterprise); absent or undefined: not shown. */
  robotsApi?(): Promise<RobotsApi | undefined>;
  /** Whether the extension may read `origin` (the staging host beside a domain); default yes. */
  mayRead?(origin: string): Promise<boolean>;
  /** A page path besides the home page, read on the staging host to tell a switch from a page. */
  stagingSample?: string;
  now?(): number;
}

/** Reads robots.txt and the sitemap of `origin`; answers the run the page reads report to. */
export async function startHostIndex(siteId: string, origin: string, deps: HostIndexDeps) {
  const now = deps.now ?? Date.now;
  const before = deps.fetcher.stats.requests;
  // Only the checked host is read: the extension may read no other, and a crawler of this host
  // takes its rules and sitemaps from it.
  const own = (url: string) => {
    try {
      return new URL(url).origin === new URL(origin).origin;
    } catch {
      return false;
    }
  };
  const robots = await readRobots(origin, deps.fetcher, { canRead: own });
  const sitemap = await readSitemaps(origin, robots.read.sitemaps, deps.fetcher, { canRead: own });
  const reconciler = createSitemapReconciler(origin, sitemap.entries);
  const staging = stagingOriginOf(deps.published, origin, deps.stagingSuffix);
  const stagingRead =
    staging && (await (deps.mayRead?.(staging) ?? true))
      ? await readStaging(staging, origin, robots, deps.published!, deps.fetcher, {
          now: now(),
          sample: deps.stagingSample,
        })
      : undefined;
  // The staging host kept out of search, as it should be: its pages' blockers are the host's.
  const keptOut = stagingRead?.keptOut ?? false;
  // A robots.txt that could not be read is the host's finding, not each page's verdict.
  const unreachable = robotsUnreachable(robots.read);
  // The page reads share the fetcher: only this part's own requests are counted.
  let fetches = deps.fetcher.stats.requests - before;

  const blocked = (url: string): IndexBlock | null => {
    if (unreachable || robots.allows(url)) return null;
    const rule = robots.rule(url);
    return { reason: 'blocked', source: 'robots-txt', ...(rule ? { detail: rule } : {}) };
  };

  const readListed = async (url: string): Promise<ListedRead | null> => {
    const outcome = await readIndexHead(deps.fetcher, url, now());
    // A cancelled read says nothing of the page.
    if (!outcome.ok && outcome.failure.kind === 'cancelled') return null;
    return { outcome: seenOutcome(outcome), noindex: outcome.ok && outcome.value.noindex };
  };

  return {
    /** Every blocker of a page version: its robots directives, robots.txt, a password. */
    blocks(url: string, signals: VersionSignals): IndexBlock[] {
      if (keptOut) return [];
      const found: IndexBlock[] =
        signals.status === 401
          ? [{ reason: 'password', source: 'status', detail: '401' }]
          : robotsBlocks(signals.robots, signals.header, now());
      const robotsBlock = blocked(url);
      return robotsBlock ? [...found, robotsBlock] : found;
    },
    /** Marks a version read (or not) in the sitemap's reconciliation. */
    seen(version: SeenVersion) {
      if (!keptOut) reconciler.seen(version);
    },

    /** Reads what only the sitemap lists; answers the host's findings. */
    async finish(): Promise<HostIndex> {
      const started = deps.fetcher.stats.requests;
      const unknown = keptOut ? { urls: [] } : reconciler.unknown();
      await Promise.all(
        unknown.urls.map(async (url) => {
          const read = await readListed(url);
          if (read) reconciler.listed(url, read);
        }),
      );
      const robotsApi = await deps.robotsApi?.();
      fetches += deps.fetcher.stats.requests - started;
      const files = fileFindings(origin, robots.read, sitemap);
      const findings: HostFinding[] = keptOut
        ? files.findings.filter((f) => f.rule === 'index/robots-unreachable')
        : [...files.findings, ...reconciler.findings({ leftOut: files.complete })];
      if (stagingRead?.finding) findings.push(stagingRead.finding);
      return {
        siteId,
        origin,
        checkedAt: new Date(now()).toISOString(),
        robots: robots.read,
        ...(robotsApi ? { robotsApi } : {}),
        sitemaps: sitemap.files.slice(0, 100),
        listed: sitemap.entries.size,
        ...(stagingRead ? { staging: stagingRead.staging } : {}),
        ...(keptOut ? { keptOut: true } : {}),
        findings: findings.slice(0, 64),
        fetches,
      };
    },
  };
}
