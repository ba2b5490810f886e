import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkCells, toQueryRef } from '@/lib/features/site/chunk';

describe('bulk read chunks', () => {
  it('cuts N cells into ⌈N/100⌉ full requests, keeping order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3500 }),
        fc.integer({ min: 1, max: 4 }),
        (n, locales) => {
          const cells = Array.from({ length: n }, (_, i) => ({
            pageId: `p${Math.floor(i / locales)}`,
            localeId: i % locales === 0 ? null : `l${i % locales}`,
          }));
          const chunks = chunkCells(cells);
          expect(chunks).toHaveLength(Math.ceil(n / 100));
          chunks.slice(0, -1).forEach((c) => expect(c).toHaveLength(100));
          expect(chunks.flat()).toEqual(cells);
          if (locales > 1 && n >= 100) {
            expect(new Set(chunks[0]!.map((c) => c.localeId)).size).toBe(locales);
          }
        },
      ),
    );
  });

  it('sends the primary locale without a locale id', () => {
    expect(toQueryRef({ pageId: 'p', localeId: null })).toEqual({ id: 'p' });
    expect(toQueryRef({ pageId: 'p', localeId: 'fr' })).toEqual({ id: 'p', localeId: 'fr' });
    expect(() => chunkCells([], 0)).toThrow();
  });
});
