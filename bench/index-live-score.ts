/**
 * Scores one host's full live check against the index faults and sitemap exclusions the emulator
 * planted. What each fault must show as, on this host:
 * - `noindex` / `nosnippet`: that blocker on every locale version of the page;
 * - `disallowed`: `blocked` on every version whose path the `Disallow:` line prefixes (robots.txt
 *   rules match by path prefix, so the secondary locales' `/fr/…` stay allowed, as for Google);
 * - `left-out`: each of the item's versions among the host's `sitemap/left-out` URLs;
 * - `sitemap-404`: its URL on this host in `sitemap/not-found`;
 * - `staging-urls` (custom domain only): its URL in `sitemap/other-host`;
 * - `staging-indexable`: `index/staging-indexable` (both checks read the staging host);
 * - the exclusions: each version they leave out of the sitemap in `sitemap/left-out` (on the
 *   staging host the planted staging URLs list their pages again).
 * False: a blocker on a page or item version beyond those, a host finding or URL no planted fault
 * explains. `sitemap/left-out` must hold exactly the left-out item's and the exclusions' published
 * versions that nothing else keeps out of search (noindex, robots.txt); `sitemap/noindex` may list
 * the noindex page, which its sitemap still names.
 */
import type { PlantedIndexFault, SitemapExclusion } from '../emulator/indexing/plant';
import type { Blocker, HostIndex } from '../lib/features/live-site/indexing/index-types';
import { MAX_HOST_URLS } from '../lib/features/live-site/indexing/index-types';
import { decodeBlockers } from '../lib/features/live-site/items/item-codes';
import { itemUrl } from '../lib/features/live-site/items/item-targets';
import type { CheckedSite, FullCheck } from './index-live-check';

/** What one host's check showed of the planted faults, and what it showed besides. */
export interface HostScore {
  /** Expectations on this host (a fault may show on both hosts), and how many were met. */
  expected: number;
  found: number;
  /** What was not found, and each false finding, in words. */
  missed: string[];
  wrong: string[];
}

/** A page or an item, as the emulator names what it planted. */
type Target = { pageId?: string; itemId?: string; collectionId?: string };

/**
 * The version URLs on `origin` of a page (its cells read) or an item (per locale key where it is
 * published, as the check builds them).
 */
function versionsOf(site: CheckedSite, check: FullCheck, origin: string) {
  const paths = new Map(site.audit.pages.map((p) => [p.id, p.paths]));
  const items = new Map(
    site.collections.flatMap((c) => c.items.map((i) => [i.id, { item: i, collection: c }])),
  );
  const itemVersions = (itemId: string | undefined): [key: string, url: string][] => {
    const found = itemId === undefined ? undefined : items.get(itemId);
    if (!found) return [];
    const template = paths.get(found.collection.templatePageId) ?? {};
    return Object.entries(found.item.slugs).flatMap(([key, slug]) => {
      const url = itemUrl(origin, template[key], slug);
      return url === null ? [] : [[key, url] as [string, string]];
    });
  };
  const pageVersions = (pageId: string) =>
    check.live.cells.filter((c) => c.pageId === pageId && c.state !== 'unreachable');
  return {
    itemVersions,
    of: (target: Target): string[] =>
      target.pageId
        ? pageVersions(target.pageId).map((c) => c.url)
        : itemVersions(target.itemId).map(([, url]) => url),
  };
}

/** Scores the check of `origin`; `domain` says whether it is the custom domain. */
export function scoreHost(
  site: CheckedSite,
  check: FullCheck,
  origin: string,
  domain: boolean,
  planted: readonly PlantedIndexFault[],
  exclusions: readonly SitemapExclusion[],
): HostScore {
  const score: HostScore = { expected: 0, found: 0, missed: [], wrong: [] };
  const host = new URL(origin).host;
  const expect = (met: boolean, what: string) => {
    score.expected++;
    if (met) score.found++;
    else score.missed.push(`${host}: ${what}`);
  };
  const versions = versionsOf(site, check, origin);
  const kind = (k: PlantedIndexFault['kind']) => planted.filter((p) => p.kind === k);
  const pageOf = (k: PlantedIndexFault['kind']) => kind(k)[0]?.pageId;
  const disallowed = kind('disallowed').map((p) => p.path!);

  // The blockers each version should have.
  const blockersOf = (url: string, pageId?: string): Set<Blocker> => {
    const want = new Set<Blocker>();
    if (pageId && pageId === pageOf('noindex')) want.add('noindex');
    if (pageId && pageId === pageOf('nosnippet')) want.add('nosnippet');
    if (disallowed.some((path) => new URL(url).pathname.startsWith(path))) want.add('blocked');
    return want;
  };
  const hasAll = new Map<string, boolean>();
  const note = (url: string, pageId: string | undefined, got: readonly Blocker[]) => {
    const want = blockersOf(url, pageId);
    for (const b of got) if (!want.has(b)) score.wrong.push(`${url}: ${b}`);
    for (const b of want) {
      const key = `${b}:${b === 'blocked' ? 'disallowed' : pageId}`;
      hasAll.set(key, (hasAll.get(key) ?? true) && got.includes(b));
    }
  };
  for (const cell of check.live.cells)
    note(
      cell.url,
      cell.pageId,
      (cell.index ?? []).map((b) => b.reason),
    );
  for (const result of check.items)
    result.items.forEach((itemId, row) => {
      const urls = new Map(versions.itemVersions(itemId));
      result.locales.forEach((locale, column) => {
        const url = urls.get(locale.key);
        if (url) note(url, undefined, decodeBlockers(result, row * result.locales.length + column));
      });
    });
  expect(hasAll.get(`noindex:${pageOf('noindex')}`) === true, 'noindex page not noindex');
  expect(hasAll.get('blocked:disallowed') === true, 'disallowed page not blocked');
  expect(hasAll.get(`nosnippet:${pageOf('nosnippet')}`) === true, 'nosnippet page not nosnippet');

  // The sitemap's notice: every version left out that nothing else keeps out of search.
  const hidden = (url: string, pageId?: string) => blockersOf(url, pageId).size > 0;
  // The staging URLs planted in the sitemap are the staging host's own: there they list the page.
  const extra = new Set(domain ? [] : kind('staging-urls').map((p) => p.url!));
  const leftOutOf = (target: Target) =>
    versions.of(target).filter((url) => !hidden(url, target.pageId) && !extra.has(url));
  const plantedLeftOut = kind('left-out').flatMap(leftOutOf);
  const excluded = exclusions.flatMap(leftOutOf);
  const leftOut = new Set([...plantedLeftOut, ...excluded]);
  const finding = (rule: string) => check.host.findings.find((f) => f.rule === rule);
  const listed = new Set(finding('sitemap/left-out')?.urls ?? []);
  const total = finding('sitemap/left-out')?.total ?? 0;
  // Past the list's 100 URLs only the total can say the rest is there.
  const complete = total <= MAX_HOST_URLS;
  const absent = (urls: string[]) =>
    complete ? urls.filter((u) => !listed.has(u)) : total === leftOut.size ? [] : [`${total}`];
  const leftOutMet = (urls: string[], what: string) => {
    const not = absent(urls);
    expect(urls.length > 0 && not.length === 0, `${what} not left out: ${not.join(' ')}`);
  };
  leftOutMet(plantedLeftOut, 'left-out item');
  leftOutMet(excluded, 'excluded versions');

  const missing = new Set(kind('sitemap-404').map((p) => new URL(p.path!, origin).href));
  const otherHost = new Set(domain ? kind('staging-urls').map((p) => p.url!) : []);
  const noindexUrls = new Set(pageOf('noindex') ? versions.of({ pageId: pageOf('noindex') }) : []);
  const notFound = new Set(finding('sitemap/not-found')?.urls ?? []);
  const elsewhere = new Set(finding('sitemap/other-host')?.urls ?? []);
  for (const url of missing) expect(notFound.has(url), `${url} not in sitemap/not-found`);
  for (const url of otherHost) expect(elsewhere.has(url), `${url} not in sitemap/other-host`);
  const stagingIndexable = kind('staging-indexable').length > 0;
  if (stagingIndexable)
    expect(!!finding('index/staging-indexable'), 'no index/staging-indexable finding');

  // Each host finding, URL by URL, against what the planted faults explain.
  const explains: Partial<Record<string, Set<string>>> = {
    'sitemap/not-found': missing,
    'sitemap/other-host': otherHost,
    'sitemap/noindex': noindexUrls,
    'sitemap/left-out': leftOut,
  };
  for (const f of check.host.findings) {
    if (f.rule === 'index/staging-indexable' && stagingIndexable) continue;
    const allowed = explains[f.rule];
    if (!allowed) {
      score.wrong.push(`${host}: ${f.rule} (${f.total}) ${f.urls.slice(0, 3).join(' ')}`);
      continue;
    }
    const unexplained = f.urls.filter((u) => !allowed.has(u));
    for (const url of unexplained) score.wrong.push(`${host}: ${f.rule} ${url}`);
    // URLs past the list: only as many as the expected ones not listed can explain.
    const unlisted = f.total - f.urls.length;
    const room = [...allowed].filter((u) => !f.urls.includes(u)).length;
    if (unlisted > room)
      score.wrong.push(`${host}: ${f.rule} ${unlisted - room} more beyond the list`);
  }
  return score;
}

/** The most requests any one URL whose path `matches` had in one run. */
export function mostReads(reads: ReadonlyMap<string, number>, matches: (path: string) => boolean) {
  let most = 0;
  const urls: string[] = [];
  for (const [url, n] of reads)
    if (matches(new URL(url).pathname)) {
      most = Math.max(most, n);
      urls.push(url);
    }
  return { most, urls };
}

/** A check's own reads: robots.txt, and each sitemap file its `HostIndex` lists (by path). */
export function fileReads(reads: ReadonlyMap<string, number>, host: HostIndex | undefined) {
  const sitemapPaths = new Set(host?.sitemaps.map((f) => new URL(f.url).pathname));
  return {
    robots: mostReads(reads, (p) => p === '/robots.txt'),
    sitemaps: mostReads(reads, (p) => sitemapPaths.has(p)),
    sitemapPaths: [...sitemapPaths],
  };
}
