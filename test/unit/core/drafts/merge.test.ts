import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeThreeWay } from '@/lib/core/drafts/merge';
import { jsonEqual } from '@/lib/core/drafts/json-value';

/** JSON values whose objects share a few keys, so generated edits overlap often. */
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, 1, 'a', 'b'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('@type', 'name', 'url', 'x', '__proto__'), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** `base` and two values derived from it by random edits, as two editors would make them. */
const edits = fc.letrec((tie) => ({
  edit: fc.oneof(
    { depthSize: 'small' },
    json,
    fc.dictionary(fc.constantFrom('@type', 'name', 'url', 'x'), tie('edit'), { maxKeys: 3 }),
  ),
})).edit;

const triple = fc.tuple(json, edits, edits).map(([base, a, b]) => ({
  base,
  x: applyEdit(base, a),
  y: applyEdit(base, b),
}));

function applyEdit(base: unknown, edit: unknown): unknown {
  if (typeof edit !== 'object' || edit === null || Array.isArray(edit)) return edit;
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return edit;
  const result: Record<string, unknown> = Object.fromEntries(Object.entries(base));
  for (const [k, v] of Object.entries(edit)) {
    result[k] = applyEdit(result[k], v);
  }
  return result;
}

describe('mergeThreeWay', () => {
  it('applies non-overlapping changes from both sides', () => {
    const base = { '@type': 'Article', headline: 'Old', author: { name: 'A' } };
    const mine = { ...base, headline: 'New' };
    const theirs = { ...base, author: { name: 'B' }, image: 'i.png' };
    expect(mergeThreeWay(base, mine, theirs)).toEqual({
      value: { '@type': 'Article', headline: 'New', author: { name: 'B' }, image: 'i.png' },
      conflicts: [],
    });
  });

  it('reports a path both sides changed differently, keeping mine there', () => {
    const base = { seo: { title: 'T', description: 'D' } };
    const result = mergeThreeWay(
      base,
      { seo: { title: 'Mine', description: 'D' } },
      { seo: { title: 'Theirs', description: 'D2' } },
    );
    expect(result.value).toEqual({ seo: { title: 'Mine', description: 'D2' } });
    expect(result.conflicts).toEqual([
      { path: ['seo', 'title'], base: 'T', mine: 'Mine', theirs: 'Theirs' },
    ]);
  });

  it('treats a deletion on one side and no change on the other as a deletion', () => {
    expect(mergeThreeWay({ a: 1, b: 2 }, { a: 1 }, { a: 1, b: 2, c: 3 }).value).toEqual({
      a: 1,
      c: 3,
    });
  });

  it('reports delete-versus-change as a conflict', () => {
    const { conflicts } = mergeThreeWay({ a: 1 }, {}, { a: 2 });
    expect(conflicts).toEqual([{ path: ['a'], base: 1, mine: undefined, theirs: 2 }]);
  });

  it('treats arrays as one value', () => {
    const { conflicts } = mergeThreeWay({ l: [1, 2] }, { l: [1, 2, 3] }, { l: [0, 1, 2] });
    expect(conflicts.map((c) => c.path)).toEqual([['l']]);
  });

  it('ignores key order', () => {
    expect(mergeThreeWay({ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1, b: 2 }).conflicts).toEqual([]);
  });

  it('property: merge(base, x, base) = x', () => {
    fc.assert(
      fc.property(triple, ({ base, x }) => {
        const result = mergeThreeWay(base, x, base);
        return result.conflicts.length === 0 && jsonEqual(result.value, x);
      }),
    );
  });

  it('property: merge(base, base, y) = y', () => {
    fc.assert(
      fc.property(triple, ({ base, y }) => {
        const result = mergeThreeWay(base, base, y);
        return result.conflicts.length === 0 && jsonEqual(result.value, y);
      }),
    );
  });

  it('property: symmetric when there is no conflict, and conflicts are found on both sides', () => {
    fc.assert(
      fc.property(triple, ({ base, x, y }) => {
        const xy = mergeThreeWay(base, x, y);
        const yx = mergeThreeWay(base, y, x);
        const paths = (r: typeof xy) => r.conflicts.map((c) => JSON.stringify(c.path)).sort();
        expect(paths(xy)).toEqual(paths(yx));
        if (xy.conflicts.length === 0) expect(jsonEqual(xy.value, yx.value)).toBe(true);
      }),
    );
  });

  it('property: a clean merge keeps every change of each side', () => {
    fc.assert(
      fc.property(triple, ({ base, x, y }) => {
        const { value, conflicts } = mergeThreeWay(base, x, y);
        fc.pre(conflicts.length === 0);
        expect(jsonEqual(mergeThreeWay(base, x, value).value, value)).toBe(true);
        expect(jsonEqual(mergeThreeWay(base, y, value).value, value)).toBe(true);
      }),
    );
  });

  it('property: never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (base, x, y) => {
        mergeThreeWay(base, x, y);
      }),
    );
  });
});
