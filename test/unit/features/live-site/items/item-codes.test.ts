import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeCell,
  encodeCell,
  ITEM_MARKUPS,
  ITEM_STATUSES,
  type ItemCell,
} from '@/lib/features/live-site/items/item-codes';
import { liveItemsSchema, type LiveItems } from '@/lib/features/live-site/items/item-types';

const level = fc.constantFrom('empty', 'short', 'ok', 'long', null);
const cell: fc.Arbitrary<ItemCell> = fc.record({
  status: fc.constantFrom(...ITEM_STATUSES),
  markup: fc.constantFrom(...ITEM_MARKUPS),
  pending: fc.boolean(),
  errors: fc.nat(500),
  warnings: fc.nat(500),
  title: level,
  description: level,
});

/** A one-locale result holding `cells` as its rows, stored as the extension stores it. */
function stored(cells: ItemCell[]): LiveItems {
  const chars = cells.map(encodeCell);
  const column = (i: number) => chars.map((c) => c[i]).join('');
  return {
    siteId: 's',
    collectionId: 'c',
    collectionName: 'Blog Posts',
    templatePageId: 'p',
    origin: 'https://acme.example',
    checkedAt: new Date(0).toISOString(),
    publishedAt: null,
    locales: [{ key: '', tag: 'en' }],
    items: cells.map((_, i) => `item-${i}`),
    state: column(0),
    errors: column(1),
    warnings: column(2),
    lengths: column(3),
    over: cells.flatMap((c, i) =>
      c.errors >= 63 || c.warnings >= 63
        ? [[i, c.errors, c.warnings] as [number, number, number]]
        : [],
    ),
    failures: [],
    language: [],
    languageTotal: 0,
    findings: [],
    counts: {
      versions: cells.length,
      items: cells.length,
      read: 0,
      notFound: 0,
      unreachable: 0,
      noMarkup: 0,
      withErrors: 0,
      pending: 0,
      language: 0,
      findings: 0,
    },
    fetches: 0,
    maxConcurrent: 0,
  };
}

describe('item cells in the compact result', () => {
  it('decode to what was encoded, through JSON and the storage schema', () => {
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 50 }), (cells) => {
        const read = liveItemsSchema.parse(JSON.parse(JSON.stringify(stored(cells))));
        expect(cells.map((_, i) => decodeCell(read, i))).toEqual(cells);
      }),
    );
  });

  it('take one character per column, and refuse columns of the wrong length', () => {
    const result = stored([
      {
        status: 'read',
        markup: 'eligible',
        pending: false,
        errors: 0,
        warnings: 2,
        title: 'ok',
        description: 'short',
      },
    ]);
    expect([result.state, result.errors, result.warnings, result.lengths].join('')).toHaveLength(4);
    expect(liveItemsSchema.safeParse({ ...result, state: '' }).success).toBe(false);
  });
});
