import type { SiteAudit, SiteCell } from '@/lib/features/site/audit-types';

/** A cell with nothing to report, overridden by `patch`. */
export function cell(
  pageId: string,
  localeId: string | null,
  patch: Partial<SiteCell> = {},
): SiteCell {
  return {
    pageId,
    localeId,
    state: 'own',
    errors: 0,
    warnings: 0,
    messages: [],
    title: 'ok',
    seoTitle: 'ok',
    description: 'ok',
    slug: [],
    draft: false,
    ...patch,
  };
}

/** A two-locale site of three pages. */
export function smallAudit(): SiteAudit {
  const page = (id: string, title: string, slug: string) => ({
    id,
    title,
    parentId: null,
    paths: { '': `/${slug}`, fr: `/fr/${slug}` },
    slugs: { '': slug, fr: slug },
  });
  return {
    siteId: 'site1',
    siteName: 'Demo Site',
    checkedAt: Date.UTC(2026, 0, 2, 3, 4),
    locales: [
      { id: 'en', tag: 'en', displayName: 'English', primary: true },
      { id: 'fr', tag: 'fr', displayName: 'French', primary: false },
    ],
    pages: [
      page('p1', 'Pricing', 'pricing'),
      page('p2', 'About us', 'about'),
      page('p3', 'Contact', 'contact'),
    ],
    cells: [
      cell('p1', null, { errors: 2, messages: ['Missing name'] }),
      cell('p1', 'fr', { state: 'inherited', errors: 2 }),
      cell('p2', null, { state: 'none', description: 'empty' }),
      cell('p2', 'fr', { state: 'none', draft: true }),
      cell('p3', null, { warnings: 1, seoTitle: 'long' }),
      cell('p3', 'fr', { slug: ['not-localized'] }),
    ],
    requests: { listing: 3, schemaReads: 1 },
  };
}
