/**
 * The live check's reading of one host as Google would: robots.txt once (RFC 9309), the sitemap
 * files once each, and, on a site with a published custom domain, whether the staging host can be
 * indexed. Started before the page versions are read, so each version gets its robots.txt verdict
 * as it is read and is marked in the sitemap's reconciliation; `finish` reads what only the
 * sitemap names and answers the `HostIndex` to store.
 * @module
 */
import type { RobotsMeta } from '../head-text';
import type { PoliteFetch } from '../polite-fetch';
import { readPageFacts } from '../html-reader';
import { failureText } from '../live-text';
import type { HostFinding, HostIndex, IndexBlock, RobotsApi } from './index-types';
import { robotsBlocks } from './robots-directives';
import { readRobots } from './robots-txt';
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
  now?(): number;
}

/** The bytes read of a listed page that is not a page version (its head says noindex). */
const LISTED_PAGE_BYTES = 512 * 1024;

/** The blockers of one page version from what it said and how it answered. */
export interface VersionSignals {
  robots: readonly RobotsMeta[];
  header: string | null;
  status?: number;
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
  const unreachable = robots.read.status === null || robots.read.status >= 500;
  const sitemap = await readSitemaps(origin, robots.read.sitemaps, deps.fetcher, { canRead: own });
  const reconciler = createSitemapReconciler(origin, sitemap.entries);
  const staging = stagingOriginOf(deps.published, origin, deps.stagingSuffix);
  const stagingRead = staging
    ? await readStaging(staging, origin, robots, deps.published!, deps.fetcher, now())
    : undefined;
  // The staging host kept out of search, as it should be: its pages' blockers are the host's.
  const keptOut = stagingRead?.keptOut ?? false;
  // The page reads share the fetcher: only this part's own requests are counted.
  let fetches = deps.fetcher.stats.requests - before;

  const blocked = (url: string): IndexBlock | null => {
    if (unreachable)
      return {
        reason: 'blocked',
        source: 'robots-txt',
        detail: robots.read.failure ?? 'robots.txt',
      };
    if (robots.allows(url)) return null;
    const rule = robots.rule(url);
    return { reason: 'blocked', source: 'robots-txt', ...(rule ? { detail: rule } : {}) };
  };

  const readListed = async (url: string): Promise<ListedRead> => {
    const outcome = await deps.fetcher.get(url, async (response) => {
      const facts = await readPageFacts(response.body, url, LISTED_PAGE_BYTES);
      return robotsBlocks(facts.robots, response.headers.get('x-robots-tag'), now());
    });
    if (outcome.ok)
      return { outcome: 'ok', noindex: outcome.value.some((b) => b.reason === 'noindex') };
    const f = outcome.failure;
    if (f.kind === 'redirect') return { outcome: 'redirect', noindex: false, status: f.status };
    if (f.kind === 'status' && (f.status === 404 || f.status === 410))
      return { outcome: 'not-found', noindex: false, status: f.status };
    if (f.kind === 'status' && f.status === 401)
      return { outcome: 'password', noindex: false, status: 401 };
    return { outcome: 'unreachable', noindex: false };
  };

  return {
    /** robots.txt's verdict on `url` for Googlebot (null: allowed). */
    blocked,
    /** Every blocker of a page version: its robots directives, robots.txt, a password. */
    blocks(url: string, signals: VersionSignals): IndexBlock[] {
      if (keptOut) return [];
      const found =
        signals.status === 401
          ? [{ reason: 'password', source: 'status', detail: '401' } as IndexBlock]
          : robotsBlocks(signals.robots, signals.header, now());
      const robotsBlock = blocked(url);
      return robotsBlock ? [...found, robotsBlock] : found;
    },
    /** Marks a version read (or not) in the sitemap's reconciliation. */
    seen(version: SeenVersion) {
      if (!keptOut) reconciler.seen(version);
    },

    /** Reads what only the sitemap lists and the staging host; answers the host's findings. */
    async finish(): Promise<HostIndex> {
      const started = deps.fetcher.stats.requests;
      const unknown = keptOut ? { urls: [] } : reconciler.unknown();
      await Promise.all(
        unknown.urls.map(async (url) => reconciler.listed(url, await readListed(url))),
      );
      const robotsApi = await deps.robotsApi?.();
      fetches += deps.fetcher.stats.requests - started;
      const findings: HostFinding[] = [];
      const hostName = new URL(origin).host;
      if (unreachable)
        findings.push({
          rule: 'index/robots-unreachable',
          severity: 'error',
          args: [hostName, robots.read.failure ?? failureText({ kind: 'network', message: '' })],
          total: 1,
          urls: [robots.read.url],
        });
      const readable = sitemap.files.filter((f) => f.kind !== 'unreadable');
      const missing = sitemap.files.filter((f) => f.status === 404 || f.status === 410);
      const broken = sitemap.files.filter((f) => f.kind === 'unreadable' && !missing.includes(f));
      if (readable.length === 0 && broken.length === 0 && !keptOut)
        findings.push({
          rule: 'sitemap/missing',
          severity: 'warning',
          args: [hostName],
          total: 1,
          urls: sitemap.files.map((f) => f.url).slice(0, 10),
        });
      if (broken.length > 0)
        findings.push({
          rule: 'sitemap/unreadable',
          severity: 'error',
          args: [hostName, broken[0]!.failure ?? ''],
          total: broken.length,
          urls: broken.map((f) => f.url).slice(0, 100),
        });
      // With no sitemap there is nothing to reconcile: every page would be "left out".
      if (!keptOut && readable.length > 0) findings.push(...reconciler.findings());
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

/** The reading of one host under way. */
export type HostIndexRun = Awaited<ReturnType<typeof startHostIndex>>;
