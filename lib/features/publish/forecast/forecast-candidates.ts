/**
 * Which page versions a publish to one host may change: those saved after the host's last publish
 * (markup or metadata), those the redirect plan moved since, and those the last live check of that
 * host found different from what is saved. Only these are read live; every other version is as
 * the host serves it. Pure.
 * @module
 */
import type { LiveSiteResult } from '../../live-site';
import { savedAfter } from '../../live-site/background';
import { pathKey, type SlugMove } from '../../redirects/background';
import type { SavedSite, SavedVersion } from './saved-site';

/** A page version to read, and the path the host serves it at when that is known to differ. */
export interface Candidate {
  version: SavedVersion;
  /** The path it was moved from since the host's last publish (recorded, or seen live). */
  movedFrom: string | null;
  /** Live now but a draft or archived since: the publish takes it off the host. */
  removed?: true;
  /** Listed only because the last live check found it different (nothing saved or moved since). */
  drift?: true;
}

/** What a host's forecast reads. */
export interface Candidates {
  pages: Candidate[];
  /** Template pages whose markup was saved since: every item page of their collection shows it. */
  templates: SavedVersion[];
}

const sameVersion = (v: SavedVersion, pageId: string, localeId: string | null) =>
  v.pageId === pageId && v.localeId === localeId;

const DRIFT = new Set(['differs', 'missing', 'unpublished']);

/** The path of a URL, or null when it is not one. */
export function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * When `live` was checked, on the service's clock (its `checkedAt` is the browser's), so that it
 * compares with a publish time the service wrote; no offset measured counts as none.
 */
function checkedOnService(live: LiveSiteResult): string {
  return new Date(Date.parse(live.checkedAt) + (live.serviceOffsetMs ?? 0)).toISOString();
}

/**
 * The candidates of a publish to the host at `origin`, last published at `since` (null: never —
 * then nothing is live to compare with, and nothing is read). `pageId` limits them to one page.
 */
export function forecastCandidates(
  saved: SavedSite,
  origin: string,
  since: string | null,
  known: { moves: readonly SlugMove[]; live: LiveSiteResult | null; pageId?: string },
): Candidates {
  if (since === null) return { pages: [], templates: [] };
  const sinceMs = Date.parse(since);
  const live =
    known.live && known.live.origin === origin && savedAfter(checkedOnService(known.live), since)
      ? known.live
      : null;
  const versions = saved.versions.filter(
    (v) => known.pageId === undefined || v.pageId === known.pageId,
  );
  const pages = versions.flatMap((version): Candidate[] => {
    if (!version.path || version.collectionId !== undefined) return [];
    if (!version.served)
      return savedAfter(version.lastUpdated, since)
        ? [{ version, movedFrom: null, removed: true }]
        : [];
    const mine = known.moves.filter((m) => sameVersion(version, m.pageId, m.localeId));
    // Where it was moved from: the latest recorded move to its saved address (read only when the
    // saved address is not live yet), else where the last live check found it.
    const moved = mine
      .filter((m) => pathKey(m.toPath) === pathKey(version.path!))
      .sort((a, b) => b.at - a.at)[0];
    const cell = live?.cells.find((c) => sameVersion(version, c.pageId, c.localeId));
    const livePath = cell && cell.state !== 'unreachable' ? pathOf(cell.url) : null;
    const seenElsewhere = livePath && pathKey(livePath) !== pathKey(version.path) ? livePath : null;
    const movedFrom = moved?.fromPath ?? seenElsewhere;
    const movedSince = mine.some((m) => m.at > sinceMs);
    // A locale that showed its own markup at the last check and inherits now (its own was
    // cleared: the read answers the primary's time, not the clear's) changes too.
    const flipped =
      cell !== undefined && (cell.inherited === true) !== (version.markup?.inherited === true);
    const drift = cell !== undefined && (DRIFT.has(cell.state) || flipped);
    const savedSince =
      savedAfter(version.markup?.lastUpdated ?? null, since) ||
      savedAfter(version.lastUpdated, since);
    if (savedSince || movedSince || seenElsewhere !== null) return [{ version, movedFrom }];
    return drift ? [{ version, movedFrom, drift: true as const }] : [];
  });
  const templates = versions.filter(
    (v) => v.collectionId !== undefined && savedAfter(v.markup?.lastUpdated ?? null, since),
  );
  return { pages, templates };
}
