import type { PageContent, PageRecord, PublishedSnapshot, Site, World } from './world-types';

export type * from './world-types';
export { ALL_SCOPES } from './world-types';

/** Builds a fresh world (a seed). */
export type WorldFactory = () => World;

/** The emulator's state: the world plus the seed it can be reset to. */
export interface Store {
  world: World;
  /** Restores the seed. */
  reset(): void;
  /** Replaces the world (e.g. from a `--state` file). */
  load(world: World): void;
  /** A JSON text of the world. */
  serialize(): string;
}

/** Creates a store from a seed factory. */
export function createStore(factory: WorldFactory): Store {
  const store: Store = {
    world: factory(),
    reset() {
      store.world = factory();
    },
    load(world) {
      store.world = { ...factory(), ...world };
    },
    serialize: () => JSON.stringify(store.world),
  };
  return store;
}

/** An empty world. */
export function emptyWorld(seed: World['seed']): World {
  return {
    seed,
    workspaces: {},
    users: {},
    oauthApps: {},
    codes: {},
    tokens: {},
    siteKeys: {},
    sites: {},
    pageFolders: {},
    pages: {},
    schemaMarkup: {},
    collections: {},
    collectionItems: {},
    published: {},
    publishedDomains: {},
    assets: {},
    assetFolders: {},
    customFonts: {},
    uploads: {},
    webhooks: {},
    redirects: {},
    deliveries: {},
    outbox: [],
  };
}

/** Key of a page's schema markup in one locale. */
export function schemaKey(pageId: string, localeId: string): string {
  return `${pageId}:${localeId}`;
}

/** Every locale of a site, primary first. */
export function siteLocales(site: Site) {
  return [site.locales.primary, ...site.locales.secondary];
}

/** The locale of a site with this id, or undefined. */
export function findLocale(site: Site, localeId: string) {
  return siteLocales(site).find((l) => l.id === localeId);
}

/**
 * The page's content in a locale: the locale's own content, falling back to the primary's; the slug
 * is the primary's unless the plan allows localized slugs.
 */
export function contentIn(site: Site, page: PageRecord, localeId: string): PageContent {
  const primary = page.content[site.locales.primary.id]!;
  const own = page.content[localeId];
  if (!own) return primary;
  return site.plan.localizedSlugs ? own : { ...own, slug: primary.slug };
}

/** Copies a site's pages, folders and schema markup as they are now (a publish). */
export function snapshotSite(world: World, siteId: string, publishedAt: string): PublishedSnapshot {
  const pages = Object.values(world.pages).filter((p) => p.siteId === siteId);
  const ids = new Set(pages.map((p) => p.id));
  const schemaMarkup: PublishedSnapshot['schemaMarkup'] = {};
  for (const [key, value] of Object.entries(world.schemaMarkup)) {
    if (ids.has(key.split(':')[0]!)) schemaMarkup[key] = value;
  }
  return structuredClone({
    publishedAt,
    pages,
    folders: Object.values(world.pageFolders).filter((f) => f.siteId === siteId),
    schemaMarkup,
  });
}
