/**
 * The demo's index faults ("can Google show it at all"), planted after pages and collections so
 * every seeded id and value stays what it was: settings the real API does not show (robots
 * directives, sitemap exclusion) and the sites' robots rules and sitemap extras.
 * @module
 */
import { itemsOf } from '../collections/items';
import { disallowPath } from '../indexing/robots-rules';
import { setItemIndexing, setPageIndexing } from '../indexing/settings';
import { publishedPath } from '../routes/page-ops';
import type { PageRecord, Site, World } from '../world-types';
import type { SeedContributor } from './kind';

/** Which pages (by seed key) and post (by index in `BLOG_TITLES`) carry which index fault. */
export const INDEX_FAULTS = {
  /** acme-bakery "Events" (Event JSON-LD in en and fr): `<meta name="robots" content="noindex">`. */
  noindexPage: 'events',
  /** acme-bakery "FAQ" (FAQPage JSON-LD): `Disallow: /faq` in its robots.txt. */
  disallowedPage: 'faq',
  /** acme-bakery "Sourdough guide" (Article JSON-LD): `X-Robots-Tag: nosnippet`. */
  nosnippetPage: 'sourdough',
  /** acme-bakery "How we bake croissants", live in every locale: left out of the sitemap. */
  leftOutPost: 1,
  /** acme-bakery: a stale sitemap entry that answers 404. */
  missingPath: '/old-menu',
  /** northwind-studio: pages whose staging-host URLs its custom domain's sitemap lists. */
  stagingPages: ['about', 'contact'],
} as const;

function pageOf(world: World, site: Site, seedKey: string): PageRecord {
  return Object.values(world.pages).find((p) => p.siteId === site.id && p.seedKey === seedKey)!;
}

const pathOf = (world: World, site: Site, page: PageRecord) =>
  publishedPath(site, page, site.locales.primary.id, world.pageFolders);

function plantOnAcme(world: World, site: Site): void {
  const f = INDEX_FAULTS;
  setPageIndexing(world, site, pageOf(world, site, f.noindexPage).id, {
    robots: { meta: 'noindex' },
  });
  disallowPath(site, pathOf(world, site, pageOf(world, site, f.disallowedPage)));
  setPageIndexing(world, site, pageOf(world, site, f.nosnippetPage).id, {
    robots: { header: 'nosnippet' },
  });
  const blog = Object.values(world.collections).find(
    (c) => c.siteId === site.id && c.seedKey === 'blog',
  )!;
  setItemIndexing(itemsOf(world, blog, true)[f.leftOutPost]!, { sitemapExcluded: true });
  site.sitemapExtra = [f.missingPath];
}

function plantOnNorthwind(world: World, site: Site): void {
  // Its staging host is kept out of search, as it should be beside its custom domain; acme's
  // is the one left indexable.
  site.stagingIndexing = false;
  // Stored without a port: the custom domain's sitemap gives them the request's scheme and port.
  site.sitemapExtra = INDEX_FAULTS.stagingPages.map(
    (key) => `http://${site.shortName}.localhost${pathOf(world, site, pageOf(world, site, key))}`,
  );
}

/**
 * Index faults of the demo seed (acme-bakery, whose staging host stays indexable beside its
 * published custom domain, and northwind-studio, whose staging host is kept out of search): see
 * `INDEX_FAULTS`. The large-items and empty seeds carry none.
 */
export const seedIndexFaults: SeedContributor = (world, _rng, kind) => {
  if (kind !== 'demo') return;
  const [acme, northwind] = Object.values(world.sites);
  if (acme) plantOnAcme(world, acme);
  if (northwind) plantOnNorthwind(world, northwind);
};
