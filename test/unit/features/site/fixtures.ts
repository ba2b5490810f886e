import type { SiteAudit, SiteCell } from '@/lib/features/site/audit-types';
import type { SiteItems } from '@/lib/features/collections/site-items-store';

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

/** `smallAudit` with the Blog Posts template page (errors in its markup) and its cells. */
export function itemsAudit(): SiteAudit {
  const audit = smallAudit();
  return {
    ...audit,
    pages: [
      ...audit.pages,
      {
        id: 'tpl',
        title: 'Blog Posts Template',
        parentId: null,
        paths: { '': '/post/detail', fr: '/fr/post/detail' },
        slugs: { '': 'detail', fr: 'detail' },
        served: false,
      },
    ],
    cells: [
      ...audit.cells,
      cell('tpl', null, { errors: 1, title: 'long', messages: ['Fixed headline'] }),
      cell('tpl', 'fr', { state: 'inherited', errors: 1 }),
    ],
  };
}

/** Three Blog Posts items: one in both locales, one with a French slug of its own, one English only. */
export function smallItems(): SiteItems {
  return {
    siteId: 'site1',
    checkedAt: Date.UTC(2026, 0, 2, 3, 4),
    access: 'ok',
    collections: [
      {
        id: 'blog',
        displayName: 'Blog Posts',
        templatePageId: 'tpl',
        rows: 5,
        requests: 1,
        items: [
          {
            id: 'i1',
            name: 'How we bake',
            slugs: { '': 'how-we-bake', fr: 'how-we-bake' },
            changed: [],
          },
          {
            id: 'i2',
            name: 'Sourdough',
            slugs: { '': 'sourdough', fr: 'levain' },
            changed: ['fr'],
          },
          { id: 'i3', name: 'Bagels', slugs: { '': 'bagels' }, changed: [] },
        ],
      },
    ],
  };
}
