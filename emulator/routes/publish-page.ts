import { conflict, notFound } from '../http/errors';
import { schemaKey, siteLocales } from '../store';
import type { PageRecord, PublishedSnapshot, Site, World } from '../world-types';
import { findPage } from './page-ops';

/** One place a publish goes to: the staging subdomain or one custom domain. */
export interface PublishTarget {
  /** The host as `site_publish` names it: `{shortName}.localhost` or the custom domain's url. */
  host: string;
  /** What the host serves, as of its last publish; undefined when never published there. */
  snapshot: PublishedSnapshot | undefined;
  /** Replaces what the host serves. */
  save(snapshot: PublishedSnapshot): void;
}

/**
 * The page a publish's `pageId` names. An unknown id, or a page of another site, → 404
 * `resource_not_found`, as every route answers an unknown page id.
 */
export function pageOfSite(world: World, site: Site, pageId: string): PageRecord {
  const { page } = findPage(world, pageId);
  if (page.siteId !== site.id) throw notFound('page');
  return page;
}

/**
 * Refuses a single-page publish (409 `conflict`) when a named target has never been published:
 * one page cannot go live on a host that serves nothing of the site yet.
 */
export function requirePublishedTargets(site: Site, targets: PublishTarget[]): void {
  const never = targets.find((t) => t.snapshot === undefined);
  if (!never) return;
  throw conflict(
    `Conflict: the site "${site.displayName}" has never been published to ${never.host}; publish the whole site first`,
  );
}

/**
 * A copy of `snapshot` in which only `page` is as saved now: its record (appended when the snapshot
 * does not have it yet) and its schema markup in every locale of the site (markup cleared since is
 * dropped). Every other page, its markup and the folders stay as published; `publishedAt` moves
 * to `at`. Records are cloned, so no two snapshots share the page.
 */
export function withPagePublished(
  world: World,
  site: Site,
  snapshot: PublishedSnapshot,
  page: PageRecord,
  at: string,
): PublishedSnapshot {
  const record = structuredClone(page);
  const pages = snapshot.pages.some((p) => p.id === page.id)
    ? snapshot.pages.map((p) => (p.id === page.id ? record : p))
    : [...snapshot.pages, record];
  const schemaMarkup = { ...snapshot.schemaMarkup };
  for (const locale of siteLocales(site)) {
    const key = schemaKey(page.id, locale.id);
    const saved = world.schemaMarkup[key];
    if (saved) schemaMarkup[key] = structuredClone(saved);
    else delete schemaMarkup[key];
  }
  return { ...snapshot, publishedAt: at, pages, schemaMarkup };
}
