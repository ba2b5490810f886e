import fc from 'fast-check';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { checkDuplicateKeys } from '../../../../lib/jsonld/source/duplicates';
import { measure } from '../../../../lib/jsonld/check/limits';
import { LineIndex, Locator } from '../../../../lib/jsonld/source/positions';
import { SourceIndex } from '../../../../lib/jsonld/source/source-index';
import type { Issue, Range, Segment } from '../../../../lib/jsonld/types';

/** A JSON value as written: objects keep their keys in order, repeated keys included. */
type Written =
  | { kind: 'scalar'; text: string }
  | { kind: 'array'; items: Written[] }
  | { kind: 'object'; entries: [string, Written, boolean][] };

const KEYS = [
  '@type',
  'type',
  '@id',
  'name',
  'a',
  '',
  '1',
  '0',
  'a"b',
  'é',
  '\\',
  'a\\u0062',
  'x/y',
];
const SPACE = fc.constantFrom('', ' ', '\n', '\t', '\r\n', '  \n    ');

const written: fc.Arbitrary<Written> = fc.letrec<{ value: Written }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .oneof(
        fc.string(),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
      )
      .map((v) => ({ kind: 'scalar' as const, text: JSON.stringify(v) })),
    fc.array(tie('value'), { maxLength: 20 }).map((items) => ({ kind: 'array' as const, items })),
    fc
      .array(fc.tuple(fc.constantFrom(...KEYS), tie('value'), fc.boolean()), { maxLength: 6 })
      .map((entries) => ({ kind: 'object' as const, entries })),
  ),
})).value;

/** A key as JSON text, its letters optionally written as `\u` escapes. */
const keyText = (key: string, escaped: boolean): string =>
  escaped
    ? `"${[...key].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`
    : JSON.stringify(key);

function serialize(value: Written, spaces: string[]): string {
  let n = 0;
  const space = () => spaces[n++ % spaces.length]!;
  const write = (v: Written): string => {
    if (v.kind === 'scalar') return v.text;
    if (v.kind === 'array')
      return `[${space()}${v.items.map(write).join(`${space()},${space()}`)}${space()}]`;
    const entries = v.entries.map(
      ([k, item, escaped]) => `${keyText(k, escaped)}${space()}:${space()}${write(item)}`,
    );
    return `{${space()}${entries.join(`,${space()}`)}${space()}}`;
  };
  return `${space()}${write(value)}${space()}`;
}

/** Every path into the value as `JSON.parse` reads it, plus a few that lead nowhere. */
function pathsOf(value: unknown, at: Segment[] = [], out: Segment[][] = []): Segment[][] {
  out.push(at);
  if (Array.isArray(value)) {
    value.forEach((v, i) => pathsOf(v, [...at, i], out));
    out.push([...at, value.length], [...at, 'a'], [...at, -1]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
    out.push([...at, 'missing'], [...at, 0], [...at, 'missing', 'deeper']);
  }
  return out;
}

/** The checker's locator before the source index, over jsonc-parser's tree: the reference. */
function referenceLocate(
  tree: Node,
  lines: LineIndex,
  at: readonly Segment[],
  target: 'value' | 'key' | 'node',
): Range | undefined {
  const span = (from: number, to: number) => lines.range(from, to);
  if (at.length === 0 && target !== 'node') return span(tree.offset, tree.offset + 1);
  let node = findNodeAtLocation(tree, [...at]);
  let trimmed = at;
  while (!node && trimmed.length > 0) {
    trimmed = trimmed.slice(0, -1);
    node = findNodeAtLocation(tree, [...trimmed]);
  }
  if (!node) return undefined;
  if (target === 'key' && trimmed === at && node.parent?.type === 'property') {
    node = node.parent.children?.[0] ?? node;
  } else if (target === 'node' && node.type === 'object') {
    const type = findNodeAtLocation(node, ['@type']) ?? findNodeAtLocation(node, ['type']);
    if (type) node = type;
    else return span(node.offset, node.offset + 1);
  }
  return span(node.offset, node.offset + node.length);
}

const document = fc.tuple(written, fc.array(SPACE, { minLength: 1, maxLength: 7 }));

describe('SourceIndex', () => {
  it(
    'places every path, key and node where jsonc-parser does (repeated keys, escapes, spacing)',
    {
      timeout: 60_000,
    },
    () => {
      fc.assert(
        fc.property(document, ([value, spaces]) => {
          const json = serialize(value, spaces);
          const parsed: unknown = JSON.parse(json);
          const lines = new LineIndex(json);
          const tree = parseTree(json, [], { disallowComments: true })!;
          const locator = new Locator(new SourceIndex(json), lines, 0);
          for (const at of pathsOf(parsed)) {
            for (const target of ['value', 'key', 'node'] as const) {
              expect(locator.locate(at, target), `${json} ${JSON.stringify(at)} ${target}`).toEqual(
                referenceLocate(tree, lines, at, target),
              );
            }
          }
        }),
        { numRuns: 200 },
      );
    },
  );

  it('counts more keys than the parsed value holds exactly when a key is repeated', () => {
    fc.assert(
      fc.property(document, ([value, spaces]) => {
        const json = serialize(value, spaces);
        const duplicates: Issue[] = [];
        checkDuplicateKeys(json, duplicates);
        const counted = new SourceIndex(json).properties;
        expect(counted !== measure(JSON.parse(json), []).keys).toBe(duplicates.length > 0);
      }),
      { numRuns: 200 },
    );
  });

  it('is only used for text jsonc-parser also reads without error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          document.map(([v, s]) => serialize(v, s)),
        ),
        (json) => {
          const errors: unknown[] = [];
          parseTree(json, errors as never[], { disallowComments: true, allowTrailingComma: false });
          expect(errors).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
