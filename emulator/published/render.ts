import { publishedPath } from '../routes/page-ops';
import { contentIn, schemaKey, siteLocales } from '../store';
import type { CellOverlay } from '../live/overlay';
import type { Locale, PageFolder, PageRecord, PublishedSnapshot, Site } from '../world-types';
import { escapeHtml, htmlDocument, scriptSafeJson } from './html';
import { contactCard, designedDocument, type SiteChrome } from './site-chrome';
import { PAGE_STYLE } from './site-style';

const SCRIPT_BLOCK = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The stored JSON-LD values of a page in a locale (its own markup, else the primary's). */
export function jsonLdValues(
  snapshot: PublishedSnapshot,
  site: Site,
  page: PageRecord,
  locale: Locale,
): unknown[] {
  const own = snapshot.schemaMarkup[schemaKey(page.id, locale.id)];
  const record = own ?? snapshot.schemaMarkup[schemaKey(page.id, site.locales.primary.id)];
  if (!record) return [];
  return record.value
    ? [record.value]
    : [...record.raw.matchAll(SCRIPT_BLOCK)].flatMap((m) => {
        try {
          return [JSON.parse(m[1]!) as unknown];
        } catch {
          return [];
        }
      });
}

function jsonLdBlocks(
  snapshot: PublishedSnapshot,
  site: Site,
  page: PageRecord,
  locale: Locale,
): string[] {
  return jsonLdValues(snapshot, site, page, locale).map(scriptBlock);
}

/** A `<script type="application/ld+json">` block of a value. */
export function scriptBlock(value: unknown): string {
  return `<script type="application/ld+json">${scriptSafeJson(value)}</script>`;
}

/** The JSON-LD blocks of a cell as a planted live fault changes them. */
function servedBlocks(stored: string[], overlay: CellOverlay | undefined): string[] {
  if (overlay?.kind === 'missing-live') return [];
  if (overlay?.kind === 'stale-live') return [scriptBlock(overlay.value)];
  if (overlay?.kind === 'extra-block') return [...stored, scriptBlock(overlay.value)];
  return stored;
}

/** The hreflang alternates of a cell (`[tag, locale id whose URL it links]`) as a planted fault changes them. */
function alternates(site: Site, overlay: CellOverlay | undefined): [string, string][] {
  return siteLocales(site).flatMap((l): [string, string][] => {
    if (overlay?.kind === 'hreflang-missing' && overlay.localeId === l.id) return [];
    if (overlay?.kind === 'hreflang-wrong' && overlay.localeId === l.id)
      return [[l.tag, overlay.hrefLocaleId]];
    return [[l.tag, l.id]];
  });
}

/** Whether a page is served on the published site. */
export function isServed(page: PageRecord): boolean {
  return !page.draft && !page.archived && page.kind !== 'collection-template';
}

/** What a host adds to a rendered page: a planted live fault, and tags for the head (robots meta). */
export interface RenderExtras {
  overlay?: CellOverlay | undefined;
  head?: string[];
  /** The unstyled page of old (see `EmulatorOptions.plainPages`): the benchmarks' baseline only. */
  plain?: boolean;
}

/** A top-level page sits in no folder: its path needs no index of the snapshot's folders. */
const NO_FOLDERS: Record<string, PageFolder> = {};

type Menu = Pick<SiteChrome, 'homePath' | 'pages'>;

/**
 * Menus already worked out, per snapshot (a publish makes a new one) and per what of the site and
 * locale the paths and titles depend on: every page of a site in a locale has the same menu, and
 * working it out again for each of the benchmarks' 30,000 item pages would cost more than the page.
 */
const menus = new WeakMap<PublishedSnapshot, Map<string, Menu>>();

/** The home page's path and the other served top-level pages, in order, as links in a locale. */
function menuOf(site: Site, snapshot: PublishedSnapshot, locale: Locale): Menu {
  const key = [
    locale.id,
    locale.subdirectory,
    site.locales.primary.id,
    site.plan.localizedSlugs,
  ].join('/');
  let known = menus.get(snapshot);
  if (!known) menus.set(snapshot, (known = new Map()));
  const cached = known.get(key);
  if (cached) return cached;
  const home = snapshot.pages.find((p) => p.kind === 'home' && isServed(p));
  const menu = {
    homePath: home ? publishedPath(site, home, locale.id, NO_FOLDERS) : `/${locale.subdirectory}`,
    pages: snapshot.pages
      .filter(
        (p) => isServed(p) && p.parentId === null && p.kind !== 'utility' && p.kind !== 'home',
      )
      .map((p) => ({
        path: publishedPath(site, p, locale.id, NO_FOLDERS),
        title: contentIn(site, p, locale.id).title,
      })),
  };
  known.set(key, menu);
  return menu;
}

/**
 * The header and footer of a page of the site in a locale, at `currentPath`, linking its versions
 * in `languages` (each locale with the path there) and, with `footerMenu`, the pages the header
 * has no room for.
 */
export function siteChrome(
  site: Site,
  snapshot: PublishedSnapshot,
  locale: Locale,
  currentPath: string,
  languages: SiteChrome['languages'],
  footerMenu = true,
): SiteChrome {
  return { site, locale, ...menuOf(site, snapshot, locale), currentPath, languages, footerMenu };
}

/** The HTML of a published page in a locale, as of the snapshot (and a planted live fault, if any). */
export function renderPublishedPage(
  origin: string,
  site: Site,
  snapshot: PublishedSnapshot,
  page: PageRecord,
  locale: Locale,
  extras: RenderExtras = {},
): string {
  const { overlay } = extras;
  const content = contentIn(site, page, locale.id);
  const path = publishedPath(site, page, locale.id, snapshot.folders);
  const head = [
    `<meta name="description" content="${escapeHtml(content.seo.description)}">`,
    `<meta property="og:title" content="${escapeHtml(content.openGraph.titleCopied ? content.seo.title : content.openGraph.title)}">`,
    `<meta property="og:description" content="${escapeHtml(content.openGraph.descriptionCopied ? content.seo.description : content.openGraph.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(origin + path)}">`,
    `<link rel="canonical" href="${escapeHtml(origin + path)}">`,
    ...alternates(site, overlay).map(
      ([tag, localeId]) =>
        `<link rel="alternate" hreflang="${escapeHtml(tag)}" href="${escapeHtml(origin + publishedPath(site, page, localeId, snapshot.folders))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + publishedPath(site, page, site.locales.primary.id, snapshot.folders))}">`,
    `<meta name="generator" content="Service emulator">`,
    ...(extras.head ?? []),
    ...servedBlocks(jsonLdBlocks(snapshot, site, page, locale), overlay),
  ].join('\n');
  const lang = overlay?.kind === 'html-lang' ? overlay.lang : locale.tag;
  const title = escapeHtml(content.seo.title || content.title);
  if (extras.plain) return plainPage(site, snapshot, page, locale, { lang, title, head });
  const paragraphs = content.body
    .map((t, i) => `<p${i === 0 ? ' class="lede"' : ''}>${escapeHtml(t)}</p>`)
    .join('\n');
  const main = `<main class="col" data-page-id="${escapeHtml(page.id)}">
<h1>${escapeHtml(content.title)}</h1>
${paragraphs}
${contactCard(locale.tag)}
</main>`;
  const languages = siteLocales(site).map((l) => ({
    locale: l,
    path: publishedPath(site, page, l.id, snapshot.folders),
  }));
  const chrome = siteChrome(site, snapshot, locale, path, languages);
  return designedDocument({ lang, title, style: PAGE_STYLE, head, chrome, main });
}

/** The unstyled page the emulator served before its pages had a design (`plainPages`). */
function plainPage(
  site: Site,
  snapshot: PublishedSnapshot,
  page: PageRecord,
  locale: Locale,
  doc: { lang: string; title: string; head: string },
): string {
  const content = contentIn(site, page, locale.id);
  const nav = snapshot.pages
    .filter((p) => isServed(p) && p.parentId === null && p.kind !== 'utility')
    .map((p) => {
      const href = publishedPath(site, p, locale.id, snapshot.folders);
      return `<a href="${escapeHtml(href)}">${escapeHtml(contentIn(site, p, locale.id).title)}</a>`;
    })
    .join(' | ');
  const paragraphs = content.body.map((t) => `<p>${escapeHtml(t)}</p>`).join('\n');
  const body = `<header><nav>${nav}</nav></header>
<main data-page-id="${escapeHtml(page.id)}">
<h1>${escapeHtml(content.title)}</h1>
${paragraphs}
<h2>${escapeHtml(site.displayName)}</h2>
<form name="contact" data-name="Contact" method="get" action="#">
<label>E-mail <input type="email" name="email"></label>
<label>Message <textarea name="message"></textarea></label>
<button type="submit">Send</button>
</form>
</main>
<footer><p>${escapeHtml(site.displayName)} — ${escapeHtml(locale.displayName)}</p></footer>`;
  return htmlDocument({ ...doc, body });
}
