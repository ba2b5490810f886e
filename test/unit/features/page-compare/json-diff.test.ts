import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffJson, jsonEqual } from '../../../../lib/features/page-compare/json-diff';

/** The same JSON with every object's keys in reverse order. */
function reorder(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reorder);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(
    Object.entries(v)
      .reverse()
      .map(([k, x]) => [k, reorder(x)]),
  );
}

const json = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe('diffJson', () => {
  it('ignores key order', () => {
    fc.assert(fc.property(json, (v) => jsonEqual(v, reorder(v))));
  });

  it('finds a difference exactly when the values differ', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const { total, differences } = diffJson(a, b, 10);
        expect(total === 0).toBe(isDeepStrictEqual(a, b));
        expect(differences.length).toBe(Math.min(total, 10));
      }),
    );
  });

  it('names where values differ, are missing or are extra', () => {
    const stored = { '@type': 'Product', offers: [{ price: 12 }, { price: 13 }], name: 'Loaf' };
    const live = {
      name: 'Loaf',
      offers: [{ price: 12, priceCurrency: 'EUR' }],
      '@type': 'Product',
    };
    expect(diffJson(live, stored, 10)).toEqual({
      total: 2,
      differences: [
        { path: '$.offers[0].priceCurrency', live: 'EUR', stored: undefined },
        { path: '$.offers[1]', live: undefined, stored: { price: 13 } },
      ],
    });
    expect(diffJson({ '@graph': [1] }, { '@graph': '1' }, 10).differences).toEqual([
      { path: "$['@graph']", live: [1], stored: '1' },
    ]);
  });

  it('walks very deep values without recursion', () => {
    let a: unknown = 1;
    let b: unknown = 2;
    for (let i = 0; i < 50_000; i++) [a, b] = [[a], [b]];
    expect(diffJson(a, b, 1).total).toBe(1);
  });
});
