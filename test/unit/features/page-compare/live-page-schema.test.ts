import { describe, expect, it } from 'vitest';
import {
  livePageSchema,
  parseLivePage,
} from '../../../../lib/features/page-compare/live-page-schema';
import { LIVE_READ_LIMITS } from '../../../../lib/features/page-compare/read-page';

const good = {
  url: 'https://bakery.example/',
  lang: 'en',
  title: 'Bakery',
  jsonLdBlocks: ['{"@type":"Thing"}'],
  jsonLdTotal: 1,
  oversizeBlocks: 0,
  visibleText: 'Bakery',
  visibleTextTruncated: false,
  hreflang: [{ lang: 'en', href: 'https://bakery.example/' }],
};

describe('livePageSchema', () => {
  it('accepts a well-formed read', () => {
    expect(parseLivePage(good)).toEqual(good);
    expect(
      parseLivePage({ ...good, canonical: 'https://bakery.example/', ogImage: 'https://x/y.png' }),
    ).toBeDefined();
  });

  it.each([
    [
      'too many blocks',
      { jsonLdBlocks: Array.from({ length: LIVE_READ_LIMITS.maxBlocks + 1 }, () => '{}') },
    ],
    ['an oversize block', { jsonLdBlocks: ['x'.repeat(LIVE_READ_LIMITS.maxBlockChars + 1)] }],
    ['oversize visible text', { visibleText: 'x'.repeat(LIVE_READ_LIMITS.maxTextChars + 1) }],
    ['a long URL', { url: `https://x/${'a'.repeat(LIVE_READ_LIMITS.maxStringChars)}` }],
    [
      'too many alternates',
      {
        hreflang: Array.from({ length: LIVE_READ_LIMITS.maxAlternates + 1 }, () => ({
          lang: 'en',
          href: 'h',
        })),
      },
    ],
    ['a non-string block', { jsonLdBlocks: [{ '@type': 'Thing' }] }],
    ['an unknown key', { script: 'alert(1)' }],
    ['an extra key in an alternate', { hreflang: [{ lang: 'en', href: 'h', onclick: 'x' }] }],
    ['a negative count', { jsonLdTotal: -1 }],
    ['a fractional count', { oversizeBlocks: 0.5 }],
    ['a missing field', { title: undefined }],
  ])('rejects %s', (_, change) => {
    expect(parseLivePage({ ...good, ...change })).toBeUndefined();
  });

  it('rejects what is not an object', () => {
    for (const odd of [null, undefined, 'text', 42, [good]])
      expect(livePageSchema.safeParse(odd).success).toBe(false);
  });
});
