import { encodeCell, type ItemCell } from '@/lib/features/live-site/items/item-codes';
import { liveItemsSchema, type LiveItems } from '@/lib/features/live-site/items/item-types';

/** An item page version read with plain markup and nothing to say. */
export const read: ItemCell = {
  status: 'read',
  markup: 'plain',
  pending: false,
  errors: 0,
  warnings: 0,
  title: 'ok',
  description: 'ok',
};
/** An item page version the item is not published in. */
export const absent: ItemCell = { ...read, status: 'absent', markup: 'none', title: null };

/** The stored columns of item cells given item by item, each item's locales in order. */
export function cellColumns(cells: readonly ItemCell[]) {
  const chars = cells.map(encodeCell);
  const column = (i: number) => chars.map((c) => c[i]).join('');
  return { state: column(0), errors: column(1), warnings: column(2), lengths: column(3) };
}

/**
 * The Blog Posts' item pages in English and French, as `smallItems` publishes them: How we bake
 * (i1) reads in English and answers 404 in French; Sourdough (i2) has no markup in English and is
 * not published yet in French; Bagels (i3), English only, timed out.
 */
export function blogCheck(): LiveItems {
  const cells = [
    [read, { ...absent, status: 'not-found' }],
    [
      { ...read, markup: 'none' },
      { ...read, pending: true },
    ],
    [{ ...absent, status: 'unreachable' }, absent],
  ] as const;
  return liveItemsSchema.parse({
    siteId: 'site1',
    collectionId: 'blog',
    collectionName: 'Blog Posts',
    templatePageId: 'tpl',
    origin: 'https://acme.example',
    checkedAt: '2026-01-02T14:00:00.000Z',
    publishedAt: '2026-01-02T13:58:00.000Z',
    locales: [
      { key: '', tag: 'en' },
      { key: 'fr', tag: 'fr' },
    ],
    items: ['i1', 'i2', 'i3'],
    ...cellColumns(cells.flat()),
    over: [],
    failures: [{ cell: 4, kind: 'timeout', ms: 20_000 }],
    language: [{ cell: 0, rule: 'html-lang', args: ['en', 'de'] }],
    languageTotal: 1,
    findings: [
      {
        rule: 'items/repeated-value',
        severity: 'error',
        args: ['headline', 'Our bakery', '3'],
        total: 2,
        items: [
          { id: 'i1', locales: [''] },
          { id: 'i2', locales: [''] },
        ],
      },
      // Names no item: the French 404 is read from its cell.
      { rule: 'items/not-found', severity: 'error', args: [], total: 1, items: [] },
      {
        rule: 'items/missing-locale',
        severity: 'warning',
        args: ['fr', 'fr'],
        total: 1,
        items: [{ id: 'i3', locales: ['fr'] }],
      },
      {
        rule: 'items/no-markup',
        severity: 'warning',
        args: [],
        total: 1,
        items: [{ id: 'i2', locales: [''] }],
      },
    ],
    counts: {
      versions: 5,
      items: 3,
      read: 3,
      notFound: 1,
      unreachable: 1,
      noMarkup: 1,
      withErrors: 0,
      pending: 1,
      language: 1,
      findings: 4,
    },
    fetches: 5,
    maxConcurrent: 2,
  });
}
