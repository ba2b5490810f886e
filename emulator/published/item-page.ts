import { isLiveIn, liveFields } from '../collections/items';
import { publishedPath } from '../routes/page-ops';
import { siteLocales } from '../store';
import type {
  Collection,
  CollectionItem,
  ItemSeoFields,
  Locale,
  PageRecord,
  PublishedSnapshot,
  Site,
  World,
} from '../world-types';
import { escapeHtml, htmlDocument } from './html';
import { liveItemAt, servedSlug } from './item-index';
import { imageTag, itemMain, type ItemImage } from './item-layouts';
import { jsonLdValues, scriptBlock, siteChrome } from './render';
import { designedDocument } from './site-chrome';
import { ITEM_STYLE } from './site-style';

const BINDING = /\{\{\s*([a-z0-9_-]+)\s*\}\}/gi;

/** A published item found at a path, with the template page that renders it. */
export interface ItemPage {
  collection: Collection;
  item: CollectionItem;
  template: PageRecord;
}

/** What a template without its own setting takes: the name, and no description or image. */
const DEFAULT_SEO: ItemSeoFields = { title: 'name', description: null, ogImage: null };

/** An Image value's `url` and `alt` (`alt` undefined when the value has none: unknown, not empty). */
function imageOf(value: unknown): ItemImage | undefined {
  if (!value || typeof value !== 'object' || !('url' in value)) return undefined;
  const { url, alt } = value as { url: unknown; alt?: unknown };
  if (typeof url !== 'string') return undefined;
  return { url, alt: typeof alt === 'string' ? alt : undefined };
}

/** The folder a template page's item pages are served under in a locale (`/post`, `/fr/post`). */
export function itemPathPrefix(
  site: Site,
  template: PageRecord,
  locale: Locale,
  snapshot: PublishedSnapshot,
): string {
  const path = publishedPath(site, template, locale.id, snapshot.folders);
  return path.slice(0, path.lastIndexOf('/'));
}

/** An item's path: its template page's, with the slug it is served at in place of the template's. */
function itemPath(site: Site, page: ItemPage, locale: Locale, snapshot: PublishedSnapshot) {
  const slug = servedSlug(page.item, locale.cmsLocaleId, site.locales.primary.cmsLocaleId);
  return `${itemPathPrefix(site, page.template, locale, snapshot)}/${slug}`;
}

/**
 * The live item of a collection whose template page (as published in `snapshot`) serves `path` in
 * `locale`; undefined for drafts, archived and unpublished items (in that locale) and for any
 * other path.
 */
export function findItemPage(
  world: World,
  site: Site,
  snapshot: PublishedSnapshot,
  path: string,
  locale: Locale,
): ItemPage | undefined {
  const slash = path.lastIndexOf('/');
  const slug = path.slice(slash + 1);
  const primaryOf = (item: CollectionItem) =>
    world.sites[world.collections[item.collectionId]?.siteId ?? '']?.locales.primary.cmsLocaleId ??
    '';
  for (const template of snapshot.pages) {
    const collection = template.collectionId ? world.collections[template.collectionId] : undefined;
    if (!collection || template.draft || template.archived) continue;
    if (itemPathPrefix(site, template, locale, snapshot) !== path.slice(0, slash)) continue;
    const at = { collectionId: collection.id, cmsLocaleId: locale.cmsLocaleId, slug };
    const item = liveItemAt(world, at, primaryOf);
    if (item) return { collection, item, template };
  }
  return undefined;
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'url' in value) return String((value as { url: unknown }).url);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The template's markup with each `{{ field-slug }}` replaced by the item's value in the locale. */
function resolveBindings(value: unknown, fields: Record<string, unknown>): unknown {
  if (typeof value === 'string')
    return value.replace(BINDING, (_, slug: string) => fieldText(fields[slug]));
  if (Array.isArray(value)) return value.map((v) => resolveBindings(v, fields));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolveBindings(v, fields)]),
    );
  }
  return value;
}

/**
 * The HTML of an item page in a locale, from the item's published values there: `<title>`, meta
 * description and `og:image` from the fields the template's setting names, the image with its
 * `alt` (when the value has one), its template's markup filled in (unless the item hides it),
 * canonical, hreflang to the locales the item is published in, and `extraHead` (robots meta tags);
 * laid out by collection (`item-layouts.ts`) unless `plain` (the benchmarks' unstyled baseline).
 */
export function renderItemPage(
  origin: string,
  site: Site,
  snapshot: PublishedSnapshot,
  page: ItemPage,
  locale: Locale,
  extraHead: string[] = [],
  plain = false,
): string {
  const fields = liveFields(page.item, locale.cmsLocaleId, site.locales.primary.cmsLocaleId);
  const seo = page.template.itemSeo ?? DEFAULT_SEO;
  // Each locale's path is named several times (og:url, canonical, hreflang, the footer): once each.
  const paths = new Map<string, string>();
  const path = (l: Locale) => {
    let known = paths.get(l.id);
    if (known === undefined) paths.set(l.id, (known = itemPath(site, page, l, snapshot)));
    return known;
  };
  const url = (l: Locale) => escapeHtml(origin + path(l));
  const summary = seo.description === null ? '' : fieldText(fields[seo.description]);
  const title = `${fieldText(fields[seo.title])} | ${site.displayName}`;
  const image = seo.ogImage === null ? undefined : imageOf(fields[seo.ogImage]);
  const live = siteLocales(site).filter((l) => isLiveIn(page.item, l.cmsLocaleId));
  const head = [
    `<meta name="description" content="${escapeHtml(summary)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:url" content="${url(locale)}">`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image.url)}">`] : []),
    ...(image?.alt !== undefined
      ? [`<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`]
      : []),
    `<link rel="canonical" href="${url(locale)}">`,
    ...live.map((l) => `<link rel="alternate" hreflang="${escapeHtml(l.tag)}" href="${url(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url(site.locales.primary)}">`,
    `<meta name="generator" content="Service emulator">`,
    ...extraHead,
    ...(page.item.markupHidden ? [] : jsonLdValues(snapshot, site, page.template, locale)).map(
      (v) => scriptBlock(resolveBindings(v, fields)),
    ),
  ].join('\n');
  const ids = ` data-page-id="${escapeHtml(page.template.id)}" data-item-id="${escapeHtml(page.item.id)}"`;
  if (!plain) {
    const languages = live.map((l) => ({ locale: l, path: path(l) }));
    const chrome = siteChrome(site, snapshot, locale, path(locale), languages, false);
    const view = { collection: page.collection, fields, tag: locale.tag, image, summary };
    const main = itemMain({ ...view, attributes: ids });
    const doc = { lang: locale.tag, title: escapeHtml(title), style: ITEM_STYLE, head };
    return designedDocument({ ...doc, chrome, main });
  }
  const body = `<main${ids}>
<p>${escapeHtml(page.collection.displayName)}</p>
<h1>${escapeHtml(fields.name)}</h1>
${image ? `${imageTag(image)}\n` : ''}<p>${escapeHtml(summary)}</p>
</main>
<footer><p>${escapeHtml(site.displayName)} — ${escapeHtml(locale.displayName)}</p></footer>`;
  return htmlDocument({ lang: locale.tag, title: escapeHtml(title), head, body });
}
