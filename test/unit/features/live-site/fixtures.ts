import type { SiteAudit, SiteCell } from '@/lib/features/site/audit-types';
import { storedMarkup } from '@/lib/features/live-site/stored-facts';

/** The fixture site: en (primary), fr and de in subdirectories, on this origin. */
export const ORIGIN = 'https://fixture.site.example';
export const LOCALES = [
  { id: 'en1', tag: 'en', displayName: 'English', primary: true },
  { id: 'fr1', tag: 'fr', displayName: 'Français', primary: false },
  { id: 'de1', tag: 'de', displayName: 'Deutsch', primary: false },
];
export const PAGES = ['about', 'team', 'contact'];

/** The published path of a page (by slug) in a locale (null = primary). */
export const pathOf = (slug: string, localeId: string | null) =>
  localeId === null ? `/${slug}` : `/${localeId.slice(0, 2)}/${slug}`;
export const urlOf = (slug: string, localeId: string | null) => ORIGIN + pathOf(slug, localeId);
export const tagOf = (localeId: string | null) => (localeId ?? 'en1').slice(0, 2);
export const LOCALE_IDS: (string | null)[] = [null, 'fr1', 'de1'];

/** The correct markup of a cell. */
export const markupOf = (slug: string, localeId: string | null) => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  name: `${slug} (${tagOf(localeId)})`,
  inLanguage: tagOf(localeId),
  url: urlOf(slug, localeId),
  '@id': `${urlOf(slug, localeId)}#webpage`,
});

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** What a fixture page renders; every field defaults to the correct value. */
export interface PageParts {
  lang?: string | null;
  canonical?: string | null;
  alternates?: { hreflang: string; href: string }[];
  blocks?: (unknown | { raw: string })[];
  body?: string;
}

/** The HTML of a cell's published page. */
export function pageHtml(slug: string, localeId: string | null, parts: PageParts = {}): string {
  const lang = parts.lang === undefined ? tagOf(localeId) : parts.lang;
  const canonical = parts.canonical === undefined ? urlOf(slug, localeId) : parts.canonical;
  const alternates = parts.alternates ?? [
    ...LOCALE_IDS.map((l) => ({ hreflang: tagOf(l), href: urlOf(slug, l) })),
    { hreflang: 'x-default', href: urlOf(slug, null) },
  ];
  const blocks = parts.blocks ?? [markupOf(slug, localeId)];
  const head = [
    '<meta charset="utf-8"><title>Fixture &amp; page</title>',
    canonical === null ? '' : `<link rel="canonical" href="${escape(canonical)}">`,
    ...alternates.map(
      (a) => `<link rel="alternate" hreflang="${escape(a.hreflang)}" href="${escape(a.href)}">`,
    ),
    ...blocks.map((b) =>
      typeof b === 'object' && b !== null && 'raw' in b
        ? `<script type="application/ld+json">${(b as { raw: string }).raw}</script>`
        : `<script type="application/ld+json">${scriptJson(b)}</script>`,
    ),
  ].join('\n');
  const langAttr = lang === null ? '' : ` lang="${escape(lang)}"`;
  return `<!doctype html><html${langAttr}><head>${head}</head><body>${parts.body ?? '<p>Grüße — ünïcödé 日本語</p><script>document.write("<p>not run</p>")</script>'}</body></html>`;
}

/** An audit of the fixture site; `stored` overrides a cell's stored value (key `slug:localeId`). */
export function fixtureAudit(
  options: {
    lastPublished?: string | null;
    stored?: Record<string, { value: unknown; lastUpdated?: string; inherited?: boolean } | null>;
  } = {},
): SiteAudit {
  const cells: SiteCell[] = PAGES.flatMap((slug) =>
    LOCALE_IDS.map((localeId) => {
      const key = `${slug}:${localeId ?? ''}`;
      const override = options.stored?.[key];
      const value = override === undefined ? markupOf(slug, localeId) : (override?.value ?? null);
      return {
        pageId: slug,
        localeId,
        state: value === null ? 'none' : 'own',
        errors: 0,
        warnings: 0,
        messages: [],
        title: 'ok',
        seoTitle: 'ok',
        description: 'ok',
        slug: [],
        draft: false,
        markup: storedMarkup({
          value,
          raw: null,
          lastUpdated: override?.lastUpdated ?? '2026-11-01T10:00:00.000Z',
          inherited: override?.inherited ?? false,
        }),
      } satisfies SiteCell;
    }),
  );
  return {
    siteId: 'site1',
    siteName: 'Fixture',
    checkedAt: 0,
    locales: LOCALES,
    pages: PAGES.map((slug) => ({
      id: slug,
      title: slug,
      parentId: null,
      paths: Object.fromEntries(LOCALE_IDS.map((l) => [l ?? '', pathOf(slug, l)])),
      slugs: {},
      served: true,
    })),
    cells,
    published: {
      lastPublished:
        options.lastPublished === undefined ? '2026-11-02T10:00:00.000Z' : options.lastPublished,
      shortName: 'fixture',
      customDomains: [],
    },
    requests: { listing: 0, schemaReads: 0 },
  };
}

/** A fetch serving `pages` (by URL) as HTML; anything else is a 404. */
export function fixtureFetch(pages: Map<string, string | (() => Response)>): typeof fetch {
  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const page = pages.get(url);
    if (page === undefined) return new Response('not found', { status: 404 });
    if (typeof page === 'function') return page();
    return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
}

/** Every cell's page served correctly, with `edits` replacing some (key `slug:localeId`). */
export function fixturePages(edits: Record<string, PageParts | (() => Response)> = {}) {
  const pages = new Map<string, string | (() => Response)>();
  for (const slug of PAGES)
    for (const localeId of LOCALE_IDS) {
      const edit = edits[`${slug}:${localeId ?? ''}`];
      pages.set(
        urlOf(slug, localeId),
        typeof edit === 'function' ? edit : pageHtml(slug, localeId, edit),
      );
    }
  return pages;
}
