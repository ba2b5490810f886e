import { describe, expect, it } from 'vitest';
import type { ItemCell } from '@/lib/features/live-site/items/item-codes';
import { liveItemsSchema, type LiveItems } from '@/lib/features/live-site/items/item-types';
import { itemFindingLines, itemLiveNotes } from '@/lib/features/live-site/model/live-items-view';
import { absent, cellColumns, read } from '../../site/live-items-fixture';

/** Blog Posts in English and German: rows are items, cells per locale. */
function blogItems(rows: Record<string, [ItemCell, ItemCell]>): LiveItems {
  return liveItemsSchema.parse({
    siteId: 'site1',
    collectionId: 'blog',
    collectionName: 'Blog Posts',
    templatePageId: 'tpl',
    origin: 'https://acme.example',
    checkedAt: new Date(0).toISOString(),
    publishedAt: null,
    locales: [
      { key: '', tag: 'en' },
      { key: 'de', tag: 'de' },
    ],
    items: Object.keys(rows),
    ...cellColumns(Object.values(rows).flat()),
    over: [],
    failures: [],
    language: [],
    languageTotal: 0,
    findings: [
      {
        rule: 'items/repeated-value',
        severity: 'error',
        args: ['headline', 'Our bakery', '3'],
        total: 3,
        items: [{ id: 'clean', locales: [] }],
      },
      {
        rule: 'items/not-found',
        severity: 'error',
        args: [],
        total: 1,
        items: [{ id: 'gone', locales: ['', 'de'] }],
      },
      {
        rule: 'items/missing-locale',
        severity: 'warning',
        args: ['de', 'de'],
        total: 1,
        items: [{ id: 'rye', locales: ['de'] }],
      },
    ],
    counts: {
      versions: 5,
      items: 3,
      read: 3,
      notFound: 2,
      unreachable: 0,
      noMarkup: 0,
      withErrors: 0,
      pending: 0,
      language: 0,
      findings: 3,
    },
    fetches: 5,
    maxConcurrent: 2,
  });
}

const result = blogItems({
  clean: [read, read],
  gone: [
    { ...absent, status: 'not-found' },
    { ...absent, status: 'not-found' },
  ],
  rye: [{ ...read, markup: 'none', pending: true }, absent],
});

describe('the live check of item pages in the grid', () => {
  it('says each collection finding with its rule id and severity', () => {
    const lines = itemFindingLines(result);
    expect(lines.map((l) => [l.rule, l.severity, l.total])).toEqual([
      ['items/repeated-value', 'error', 3],
      ['items/not-found', 'error', 1],
      ['items/missing-locale', 'warning', 1],
    ]);
    expect(lines[0]!.text).toMatch(/^items\/repeated-value · error · .*headline/);
    expect(lines[0]!.text).toContain('Our bakery');
  });

  it('gives each item row its own state, and OK on a clean item', () => {
    expect(itemLiveNotes(result, 'clean')).toEqual([{ kind: 'ok', text: 'Live: OK' }]);
    expect(itemLiveNotes(result, 'gone')).toEqual([
      { kind: 'not-found', text: 'Live: not found (404) in English, German' },
    ]);
    expect(itemLiveNotes(result, 'rye')?.map((n) => n.kind)).toEqual([
      'missing-locale',
      'no-markup',
      'pending',
    ]);
    expect(itemLiveNotes(result, 'rye')?.[0]?.text).toBe('Live: not published in German');
    expect(itemLiveNotes(result, 'unknown')).toBeNull();
  });
});
