/**
 * The background's answer to "which page is this tab?": finds the site by its host (the Designer
 * and staging hosts need no request; custom domains need one Get Site per site, cached), then the
 * page and locale in that site's index (cached for two minutes).
 * @module
 */
import type { ApiClient } from '../api/client';
import { getSite } from '../api/sites';
import { localeDisplayName } from '../i18n/t';
import { locate } from './locate';
import { describeLocateFailure } from './messages';
import { loadSiteIndex } from './site-index';
import { createTtlCache } from './ttl-cache';
import type { IndexSite, LocateFailureReason, LocateHosts, LocateVia } from './types';

/** A locale, for display. */
export interface LocaleView {
  id: string;
  tag: string;
  name: string;
  primary: boolean;
  /** The id the CMS item lists take for this locale. */
  cmsLocaleId?: string;
}

/** Where a tab is, with names the pages can show. */
export interface PageLocation {
  site: { id: string; name: string };
  /** `collectionId` is set on a collection's template page (and on its items' pages). */
  page: { id: string; title: string; path: string; collectionId?: string };
  locale: LocaleView;
  /** Every locale of the site, primary first. */
  locales: LocaleView[];
  /** The page's published path in each locale (by locale id), for alternates and breadcrumbs. */
  paths: Record<string, string>;
  /** How the page was found; `picked` when the editor chose it by hand. */
  via: LocateVia | 'picked';
  /** Set on a collection item's page: the item's slug as the address spells it. */
  itemSlug?: string;
  /** Set on a collection item's page once its item was looked up. */
  item?: ItemView;
}

/** On a collection item's page: what the location card says of the item. */
export interface ItemView {
  state: 'item' | 'not-published' | 'no-access-key' | 'no-access-account';
  /** The item, its collection and the locale; no published item here; or no access to collections. */
  text: string;
  /** A published item's name and slug, and its collection's name. */
  item?: { name: string; slug: string; collection: string };
}

/** The locator's answer: a location, or why there is none and which sites could be picked. */
export type LocationAnswer =
  | { ok: true; location: PageLocation }
  | {
      ok: false;
      reason: LocateFailureReason;
      message: string;
      sites: { id: string; name: string }[];
    };

/** A site the editor is signed in to. */
export interface KnownSite {
  id: string;
  name: string;
  shortName: string;
}

/** What the locator needs from the background. */
export interface PageLocatorDeps {
  sites(): Promise<KnownSite[]>;
  clientFor(siteId: string): Promise<ApiClient | undefined>;
  hosts(): Promise<LocateHosts>;
  /** Names the item of an item page (one request, cached by its owner); a failure names none. */
  describeItem?(location: PageLocation): Promise<ItemView | undefined>;
  now?: () => number;
}

/** A site's pages and locales, for picking a page by hand. */
export interface SiteOutline {
  site: { id: string; name: string };
  pages: { id: string; title: string; path: string; collectionId?: string }[];
  locales: LocaleView[];
}

/** The locator service. */
export interface PageLocator {
  locateUrl(url: string): Promise<LocationAnswer>;
  /** A site's pages (primary-locale titles, sorted by path) and locales. */
  outline(siteId: string): Promise<SiteOutline | undefined>;
  /** The page's ancestors by folder path in one locale, home first, the page last. */
  breadcrumbs(
    siteId: string,
    pageId: string,
    localeId: string,
  ): Promise<{ name: string; path: string }[]>;
  /** Forgets cached indexes (after a write that changes pages, or on refresh). */
  invalidate(siteId?: string): void;
}

const shell = (site: KnownSite, customDomains: string[] = []): IndexSite => ({
  id: site.id,
  displayName: site.name,
  shortName: site.shortName,
  customDomains,
  locales: [],
  pages: [],
});

function localeViews(index: IndexSite): LocaleView[] {
  return [...index.locales]
    .sort((a, b) => Number(b.primary) - Number(a.primary))
    .map((l) => ({
      id: l.id,
      tag: l.tag ?? '',
      name: localeDisplayName(l.tag, l.displayName ?? l.tag ?? l.id),
      primary: l.primary,
      ...(l.cmsLocaleId ? { cmsLocaleId: l.cmsLocaleId } : {}),
    }));
}

/** Creates the locator. */
export function createPageLocator(deps: PageLocatorDeps): PageLocator {
  const indexes = createTtlCache<string, IndexSite>({ ttlMs: 120_000, now: deps.now });
  const domains = createTtlCache<string, string[]>({ ttlMs: 600_000, now: deps.now });

  const indexOf = async (siteId: string): Promise<IndexSite | undefined> => {
    const client = await deps.clientFor(siteId);
    if (!client) return undefined;
    return indexes.getOrLoad(siteId, () =>
      loadSiteIndex(client, siteId, { priority: 'interactive' }),
    );
  };

  const customDomainsOf = async (site: KnownSite): Promise<string[]> => {
    const client = await deps.clientFor(site.id);
    if (!client) return [];
    return domains.getOrLoad(site.id, async () =>
      ((await getSite(client, site.id, { priority: 'interactive' })).customDomains ?? []).map(
        (d) => d.url,
      ),
    );
  };

  return {
    async locateUrl(url) {
      const [sites, hosts] = await Promise.all([deps.sites(), deps.hosts()]);
      const pickable = sites.map(({ id, name }) => ({ id, name }));
      const failure = (reason: LocateFailureReason, via?: LocateVia): LocationAnswer => ({
        ok: false,
        reason,
        message: describeLocateFailure({ ok: false, reason, via }),
        sites: pickable,
      });
      let byHost = locate(
        url,
        sites.map((s) => shell(s)),
        hosts,
      );
      if (!byHost.ok && byHost.reason === 'unknown-host') {
        const shells = await Promise.all(
          sites.map(async (s) => shell(s, await customDomainsOf(s))),
        );
        byHost = locate(url, shells, hosts);
      }
      const siteId = byHost.siteId;
      if (!siteId) return failure(byHost.ok ? 'unknown-host' : byHost.reason, byHost.via);
      const index = await indexOf(siteId);
      if (!index) return failure('unknown-site', byHost.via);
      const found = locate(url, [index], hosts);
      if (!found.ok) return failure(found.reason, found.via);
      const page = index.pages.find((p) => p.id === found.pageId);
      const locales = localeViews(index);
      const locale = locales.find((l) => l.id === found.localeId);
      if (!page || !locale) return failure('no-matching-page', found.via);
      const primary = locales.find((l) => l.primary);
      const location: PageLocation = {
        site: { id: index.id, name: index.displayName ?? index.shortName ?? index.id },
        page: {
          id: page.id,
          title: page.titles?.[locale.id] ?? (primary && page.titles?.[primary.id]) ?? page.id,
          path: page.publishedPaths[locale.id] ?? '',
          ...(page.collectionId ? { collectionId: page.collectionId } : {}),
        },
        locale,
        locales,
        paths: Object.fromEntries(
          Object.entries(page.publishedPaths).filter((e): e is [string, string] => !!e[1]),
        ),
        via: found.via,
        ...(found.itemSlug ? { itemSlug: found.itemSlug } : {}),
      };
      const item = found.itemSlug
        ? await deps.describeItem?.(location).catch(() => undefined)
        : undefined;
      return { ok: true, location: item ? { ...location, item } : location };
    },
    async outline(siteId) {
      const index = await indexOf(siteId);
      if (!index) return undefined;
      const locales = localeViews(index);
      const primary = locales.find((l) => l.primary)?.id ?? '';
      return {
        site: { id: index.id, name: index.displayName ?? index.shortName ?? index.id },
        locales,
        pages: index.pages
          .map((p) => ({
            id: p.id,
            title: p.titles?.[primary] ?? p.id,
            path: p.publishedPaths[primary] ?? '',
            ...(p.collectionId ? { collectionId: p.collectionId } : {}),
          }))
          .sort((a, b) => a.path.localeCompare(b.path)),
      };
    },
    async breadcrumbs(siteId, pageId, localeId) {
      const index = await indexOf(siteId);
      const page = index?.pages.find((p) => p.id === pageId);
      const path = page?.publishedPaths[localeId];
      if (!index || !page || !path) return [];
      const byPath = new Map(
        index.pages.flatMap((p) => {
          const own = p.publishedPaths[localeId];
          return own ? [[own.replace(/\/$/, '') || '/', p] as const] : [];
        }),
      );
      const segments = path.split('/').filter(Boolean);
      const trail: { name: string; path: string }[] = [];
      for (let i = 0; i <= segments.length; i++) {
        const prefix = `/${segments.slice(0, i).join('/')}`;
        const found = byPath.get(prefix);
        const name = found?.titles?.[localeId];
        if (found && name && !trail.some((t) => t.path === prefix))
          trail.push({ name, path: prefix });
      }
      return trail;
    },
    invalidate(siteId) {
      if (siteId) indexes.delete(siteId);
      else indexes.clear();
    },
  };
}
