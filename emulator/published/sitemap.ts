/**
 * The `/sitemap.xml` a published host serves, generated like the platform's: one `<url>` per
 * served static page and per live item page in each locale, on the serving host's own origin,
 * each with its locale alternates (`xhtml:link`, and `x-default` → the primary's URL) — the same
 * addresses the pages themselves link as alternates. Built as one string: the large-items seed
 * lists 30,000 URLs.
 * @module
 */
import { isLive, isLiveIn } from '../collections/items';
import { publishedPath } from '../routes/page-ops';
import { siteLocales } from '../store';
import type {
  CollectionItem,
  Locale,
  PageRecord,
  PublishedSnapshot,
  Site,
  World,
} from '../world-types';
import { escapeHtml } from './html';
import { servedSlug } from './item-index';
import { itemPathPrefix } from './item-page';
import { resolveListedUrl } from './listed-url';
import { isServed } from './render';

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * Whether a page of the snapshot is listed: served, not a utility page (404, password, search),
 * not password-protected and not excluded by its settings.
 */
export function isListedPage(page: PageRecord): boolean {
  return isServed(page) && page.kind !== 'utility' && !page.password && !page.sitemapExcluded;
}

/** Text escaped for XML (`escapeHtml` gives valid XML entities); most URLs need none. */
const xml = (text: string) => (/[&<>"']/.test(text) ? escapeHtml(text) : text);

/** The `xhtml:link` alternates of one page or item, shared by each of its `<url>` entries. */
function alternateLinks(alternates: [tag: string, href: string][]): string {
  return alternates
    .map(
      ([tag, href]) => `<xhtml:link rel="alternate" hreflang="${xml(tag)}" href="${xml(href)}"/>`,
    )
    .join('');
}

/** Appends `<url>` entries, each URL once. */
function urlWriter() {
  const parts: string[] = [HEAD];
  const listed = new Set<string>();
  return {
    parts,
    add(loc: string, links: string) {
      if (listed.has(loc)) return;
      listed.add(loc);
      parts.push(`<url><loc>${xml(loc)}</loc>${links}</url>\n`);
    },
  };
}

/** Each served template of the snapshot with its collection's live items. */
function templatesWithItems(world: World, snapshot: PublishedSnapshot) {
  const byCollection = new Map<string, CollectionItem[]>();
  for (const item of Object.values(world.collectionItems)) {
    if (!isLive(item) || item.sitemapExcluded) continue;
    const list = byCollection.get(item.collectionId);
    if (list) list.push(item);
    else byCollection.set(item.collectionId, [item]);
  }
  return snapshot.pages
    .filter((t) => t.collectionId && world.collections[t.collectionId] && !t.draft && !t.archived)
    .map((template) => ({ template, items: byCollection.get(template.collectionId!) ?? [] }));
}

/**
 * The sitemap of `site` as `snapshot` has it, on `origin`: the site's hand-written sitemap when it
 * has one; else the generated one, then the site's `sitemapExtra` entries (stale or foreign URLs,
 * an emulator fault) resolved on the serving host.
 */
export function sitemapXml(
  world: World,
  site: Site,
  snapshot: PublishedSnapshot,
  origin: string,
): string {
  if (site.customSitemap !== undefined) return site.customSitemap;
  const locales = siteLocales(site);
  const primary = site.locales.primary;
  const out = urlWriter();
  const links = (urls: string[], among: Locale[]) =>
    alternateLinks([
      ...among.map((l): [string, string] => [l.tag, urls[locales.indexOf(l)]!]),
      ['x-default', urls[0]!],
    ]);
  for (const page of snapshot.pages.filter(isListedPage)) {
    const urls = locales.map((l) => origin + publishedPath(site, page, l.id, snapshot.folders));
    const alternates = links(urls, locales);
    for (const url of urls) out.add(url, alternates);
  }
  for (const { template, items } of templatesWithItems(world, snapshot)) {
    const prefixes = locales.map((l) => origin + itemPathPrefix(site, template, l, snapshot));
    for (const item of items) {
      const urls = locales.map(
        (l, i) => `${prefixes[i]}/${servedSlug(item, l.cmsLocaleId, primary.cmsLocaleId)}`,
      );
      const live = locales.filter((l) => isLiveIn(item, l.cmsLocaleId));
      const alternates = links(urls, live);
      for (const l of live) out.add(urls[locales.indexOf(l)]!, alternates);
    }
  }
  for (const entry of site.sitemapExtra ?? []) out.add(resolveListedUrl(world, entry, origin), '');
  out.parts.push('</urlset>\n');
  return out.parts.join('');
}
