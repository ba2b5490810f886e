import { publishedPath } from '../routes/page-ops';
import { contentIn, schemaKey, siteLocales } from '../store';
import type { CellOverlay } from '../live/overlay';
import type { Locale, PageRecord, PublishedSnapshot, Site } from '../world-types';
import { escapeHtml, htmlDocument, scriptSafeJson } from './html';

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
  return htmlDocument({
    lang: overlay?.kind === 'html-lang' ? overlay.lang : locale.tag,
    title: escapeHtml(content.seo.title || content.title),
    head,
    body,
  });
}
