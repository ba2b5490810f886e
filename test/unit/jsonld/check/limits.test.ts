import { describe, expect, it } from 'vitest';
import { checkJsonLd, JSONLD_LIMITS } from '../../../../lib/jsonld/index';
import { having } from '../helpers';

const nested = (levels: number): unknown => {
  let v: unknown = { '@type': 'Thing' };
  for (let i = 1; i < levels; i++) v = { '@type': 'Thing', subjectOf: v };
  return { '@context': 'https://schema.org', ...(v as object) };
};

describe('service limits', () => {
  it('exports the limits of the service', () => {
    expect(JSONLD_LIMITS).toEqual({ maxBytes: 61440, maxDepth: 32, maxNodes: 5000 });
  });

  it('measures the raw size in bytes of UTF-8, wrapper included', () => {
    const bytes = (s: string) => new TextEncoder().encode(s).length;
    const sized = (total: number) => {
      const wrap = (name: string) =>
        `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing","name":"${name}"}</script>`;
      const room = total - bytes(wrap(''));
      return wrap('é'.repeat(Math.floor(room / 2)) + 'a'.repeat(room % 2));
    };
    const atLimit = sized(JSONLD_LIMITS.maxBytes);
    expect(bytes(atLimit)).toBe(JSONLD_LIMITS.maxBytes);
    expect(atLimit.length).toBeLessThan(JSONLD_LIMITS.maxBytes);
    expect(having(checkJsonLd(atLimit).diagnostics, 'limits/size')).toEqual([]);
    const over = having(checkJsonLd(sized(JSONLD_LIMITS.maxBytes + 1)).diagnostics, 'limits/size');
    expect(over).toMatchObject([{ severity: 'error', path: '$' }]);
    expect(over[0]!.message).toMatch(/60 KB/);
  });

  it('accepts 32 levels of nesting and rejects 33', () => {
    expect(having(checkJsonLd(nested(32)).diagnostics, 'limits/depth')).toEqual([]);
    expect(having(checkJsonLd(nested(33)).diagnostics, 'limits/depth')).toMatchObject([
      { severity: 'error', rule: 'limits/depth' },
    ]);
  });

  it('survives absurd nesting without throwing', () => {
    const deep = '['.repeat(20000) + ']'.repeat(20000);
    const ds = checkJsonLd(deep).diagnostics;
    expect(having(ds, 'limits/depth')).toHaveLength(1);
  });

  it('counts every JSON value against the 5,000-node limit', () => {
    const withItems = (n: number) => ({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      keywords: Array(n).fill('x'),
    });
    // top object + @context + @type + keywords array = 4 values, plus the items
    expect(having(checkJsonLd(withItems(4996)).diagnostics, 'limits/nodes')).toEqual([]);
    expect(having(checkJsonLd(withItems(4997)).diagnostics, 'limits/nodes')[0]?.message).toMatch(
      /5001 values/,
    );
  });

  it('warns about keys the service strips, at the key', () => {
    const text =
      '{"@context":"https://schema.org","@type":"Thing","__proto__":{"x":1},"a":{"constructor":1,"prototype":2}}';
    const ds = having(checkJsonLd(text).diagnostics, 'limits/stripped-key');
    expect(ds.map((d) => d.path).sort()).toEqual([
      '$.__proto__',
      '$.a.constructor',
      '$.a.prototype',
    ]);
    expect(ds.every((d) => d.severity === 'warning')).toBe(true);
    const proto = ds.find((d) => d.path === '$.__proto__')!;
    expect(text.slice(proto.range!.from, proto.range!.to)).toBe('"__proto__"');
  });
});
