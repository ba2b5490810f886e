/**
 * One host's forecast: reads the live version of each candidate (only those), compares it with
 * what is saved, and for each changed template reads one item page per locale for "before".
 * Where a version is not at its saved address, it finds where it is live now — a recorded move,
 * the last live check, or a sibling locale's hreflang link — and whether a redirect will lead
 * from there.
 * @module
 */
import type { LiveSiteResult, PoliteFetch } from '../../live-site';
import { itemUrl } from '../../live-site';
import { savedAfter } from '../../live-site/background';
import { pathKey, type SlugMove } from '../../redirects/background';
import { forecastCounts } from './forecast-counts';
import { forecastCandidates, pathOf, type Candidate } from './forecast-candidates';
import type { AddressChange, HostForecast, PageForecast, RedirectState } from './forecast-types';
import { featureChanges } from './feature-verdicts';
import { readLive, type LiveRead } from './read-live';
import type { CheckValue, SavedSite, SavedVersion } from './saved-site';
import { identity, liveVerdicts, versionForecast } from './version-forecast';
import { templateForecast } from './template-forecast';

/** The most page versions read per host; the rest are counted as not read. */
export const MAX_READS = 100;

/** A host the publish names. */
export interface HostTarget {
  /** `staging` or the custom domain's id. */
  key: string;
  host: string;
  origin: string;
  /** Its last publish (null: never). */
  since: string | null;
}

/** What one host's forecast needs. */
export interface HostRunDeps {
  fetcher: PoliteFetch;
  check: CheckValue;
  moves: readonly SlugMove[];
  live: LiveSiteResult | null;
  /** The service's redirect sources (path keys), read at most once; null where not known. */
  redirectSources(): Promise<ReadonlySet<string> | null>;
  pageId?: string;
  maxReads?: number;
  onRead?(done: number, total: number): void;
  now?(): number;
}

/** Forecasts a publish to `target`. */
export async function forecastHost(
  saved: SavedSite,
  target: HostTarget,
  deps: HostRunDeps,
): Promise<HostForecast> {
  const { origin, since } = target;
  const found = forecastCandidates(saved, origin, since, deps);
  const max = deps.maxReads ?? MAX_READS;
  const chosen = found.pages.slice(0, max);
  const templates = found.templates.slice(0, Math.max(0, max - chosen.length));
  const total = chosen.length + templates.length;
  let done = 0;
  let reads = 0;
  const read = async (path: string): Promise<LiveRead> => {
    reads++;
    return readLive(deps.fetcher, origin, path, (deps.now ?? Date.now)());
  };
  const tick = () => deps.onRead?.(++done, total);

  const redirectOf = async (from: string, to: string): Promise<RedirectState> => {
    const sources = await deps.redirectSources();
    if (sources?.has(pathKey(from))) return 'in-place';
    const planned = deps.moves.some(
      (m) => pathKey(m.fromPath) === pathKey(from) && pathKey(m.toPath) === pathKey(to),
    );
    return planned ? 'planned' : 'none';
  };

  /** Where a version not at its saved address is live now: a sibling locale's hreflang link. */
  const oldPathFromSibling = async (version: SavedVersion): Promise<string | null> => {
    const sibling = saved.versions.find(
      (v) => v.pageId === version.pageId && v.localeId !== version.localeId && v.path,
    );
    if (!sibling?.path) return null;
    const got = await read(sibling.path);
    if (got.kind !== 'read') return null;
    const tag = (version.localeTag ?? '').toLowerCase();
    const link =
      got.alternates.find((a) => tag !== '' && a.hreflang.toLowerCase() === tag) ??
      (version.localeId === null ? got.alternates.find((a) => a.hreflang === 'x-default') : null);
    const path = link ? pathOf(link.href) : null;
    return path && pathKey(path) !== pathKey(version.path ?? '') ? path : null;
  };

  const forecastOf = async (candidate: Candidate) => {
    const found = await forecastVersion(candidate);
    return found && candidate.drift ? { ...found, drift: true as const } : found;
  };

  const forecastVersion = async ({ version, movedFrom, removed }: Candidate) => {
    const to = version.path!;
    if (removed) return removal(version, await read(to));
    // The saved address first: a move published already leaves the page live there, whatever
    // the clocks of this browser and the service say about when it was recorded.
    let got = await read(to);
    let from: string | null = null;
    if (got.kind === 'not-found') {
      if (savedAfter(version.createdOn, since))
        return {
          ...identity(version),
          state: 'new',
          changes: [],
          features: featureChanges([], version.features),
        };
      from = movedFrom ?? (await oldPathFromSibling(version));
      if (from !== null) got = await read(from);
    }
    const address: AddressChange | undefined =
      from !== null || got.kind === 'not-found'
        ? { from, to, redirect: from === null ? 'none' : await redirectOf(from, to) }
        : undefined;
    if (got.kind === 'read') return versionForecast(version, got.live, since, deps.check, address);
    return {
      ...identity(version),
      state: 'unread',
      ...(got.kind === 'failed' ? { reason: got.reason } : {}),
      changes: address ? ['address'] : [],
      features: [],
      ...(address ? { address } : {}),
    };
  };

  /** A version live now that the publish takes off the host: every rich result it shows goes. */
  const removal = (version: SavedVersion, got: LiveRead): PageForecast | null =>
    got.kind !== 'read'
      ? null
      : {
          ...identity(version),
          state: 'removed',
          changes: ['address'],
          features: featureChanges(liveVerdicts(got.live.blocks, deps.check), []),
          ...(got.live.index.length > 0 ? { hidden: got.live.index } : {}),
        };

  const pages = await Promise.all(
    chosen.map(async (c) => {
      const result = await forecastOf(c);
      tick();
      return result;
    }),
  );
  const templated = await Promise.all(
    templates.map(async (version) => {
      const result = await templateForecast(saved, version, origin, {
        read,
        itemUrl,
        verdicts: (blocks) => liveVerdicts(blocks, deps.check),
      });
      tick();
      return result;
    }),
  );
  const listed = [...pages, ...templated].filter((p): p is PageForecast => p !== null);
  return {
    key: target.key,
    host: target.host,
    origin,
    since,
    pages: listed,
    counts: forecastCounts(listed),
    reads,
    notRead: found.pages.length + found.templates.length - total,
  };
}
