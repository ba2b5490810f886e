import { describe, expect, it } from 'vitest';
import {
  compareLiveWithStored,
  MAX_DIFFERENCES,
} from '../../../../lib/features/page-compare/compare';
import type { LivePage } from '../../../../lib/features/page-compare/live-page-schema';

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Sourdough loaf',
  offers: { '@type': 'Offer', price: '12.00', priceCurrency: 'EUR' },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 120 },
};

function page(blocks: string[], extra: Partial<LivePage> = {}): LivePage {
  return {
    url: 'https://bakery.example/bread',
    lang: 'en',
    title: 'Bread',
    jsonLdBlocks: blocks,
    jsonLdTotal: blocks.length,
    oversizeBlocks: 0,
    visibleText: '',
    visibleTextTruncated: false,
    hreflang: [],
    ...extra,
  };
}

/** As the published site writes it: keys in another order, `<` escaped, inside a script block. */
const published = (v: unknown) =>
  JSON.stringify(Object.fromEntries(Object.entries(v as object).reverse())).replace(
    /</g,
    '\\u003c',
  );

describe('compareLiveWithStored', () => {
  it('finds the live page the same as the saved markup, whatever the key order', () => {
    const r = compareLiveWithStored(page([published(product)]), product);
    expect(r).toMatchObject({ status: 'same', differences: [], notes: [], comparedBlocks: [0] });
    expect(r.message).toBe('The live page matches what is saved.');
  });

  it('accepts the stored markup as JSON text or a script tag', () => {
    const live = page([published(product)]);
    expect(compareLiveWithStored(live, JSON.stringify(product)).status).toBe('same');
    const tag = `<script type="application/ld+json">${JSON.stringify(product)}</script>`;
    expect(compareLiveWithStored(live, tag).status).toBe('same');
  });

  it('lists what changed since the last publish', () => {
    const saved = {
      ...product,
      name: 'Sourdough loaf (800 g)',
      offers: { ...product.offers, price: '13.50' },
      description: 'Baked daily',
    };
    const r = compareLiveWithStored(page([published(product)]), saved);
    expect(r.status).toBe('differs');
    expect(r.message).toBe('The live page differs from what is saved — publish pending?');
    expect(r.differences).toEqual([
      { path: '$.name', live: 'Sourdough loaf', stored: 'Sourdough loaf (800 g)', block: 0 },
      { path: '$.offers.price', live: '12.00', stored: '13.50', block: 0 },
      { path: '$.description', live: undefined, stored: 'Baked daily', block: 0 },
    ]);
    expect(r.moreDifferences).toBe(0);
  });

  it('compares arrays by position and reports missing and extra items', () => {
    const faq = (qs: string[]) => ({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: qs.map((name) => ({ '@type': 'Question', name })),
    });
    const r = compareLiveWithStored(
      page([JSON.stringify(faq(['A?', 'B?']))]),
      faq(['A?', 'C?', 'D?']),
    );
    expect(r.differences.map((d) => [d.path, d.live, d.stored])).toEqual([
      ['$.mainEntity[1].name', 'B?', 'C?'],
      ['$.mainEntity[2]', undefined, { '@type': 'Question', name: 'D?' }],
    ]);
  });

  it('compares the matching block and mentions blocks from other apps', () => {
    const other = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Reviews app',
    });
    const older = JSON.stringify({ ...product, name: 'Old name' });
    const r = compareLiveWithStored(page([other, older, 'not json']), product);
    expect(r.status).toBe('differs');
    expect(r.comparedBlocks).toEqual([1]);
    expect(r.differences).toEqual([
      { path: '$.name', live: 'Old name', stored: 'Sourdough loaf', block: 1 },
    ]);
    expect(r.notes).toEqual([
      'The page also has 1 other JSON-LD block, probably from another app, an embed or custom code; it was not compared.',
      '1 JSON-LD block on the page is not valid JSON; search engines ignore it.',
    ]);
    expect(compareLiveWithStored(page([other, JSON.stringify(product)]), product)).toMatchObject({
      status: 'same',
      comparedBlocks: [1],
    });
  });

  it('matches each block of a legacy raw value', () => {
    const crumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [],
    };
    const raw = [product, crumbs]
      .map((v) => `<script type="application/ld+json">${JSON.stringify(v)}</script>`)
      .join('\n');
    const live = page([JSON.stringify(crumbs), JSON.stringify(product)]);
    expect(compareLiveWithStored(live, raw)).toMatchObject({
      status: 'same',
      comparedBlocks: [1, 0],
    });
    const r = compareLiveWithStored(page([JSON.stringify(product)]), raw);
    expect(r.status).toBe('differs');
    expect(r.differences).toEqual([{ path: '$', live: undefined, stored: crumbs }]);
  });

  it('says when the live page has no JSON-LD yet', () => {
    const r = compareLiveWithStored(page([]), product);
    expect(r.status).toBe('missing-live');
    expect(r.message).toBe(
      'The live page has no JSON-LD — has the page been published since it was added?',
    );
  });

  it('says when the live page has JSON-LD but nothing is saved', () => {
    const r = compareLiveWithStored(page([JSON.stringify(product)]), null);
    expect(r.status).toBe('missing-stored');
    expect(r.message).toMatch(/nothing is saved for this locale/);
    expect(compareLiveWithStored(page([]), null).status).toBe('same');
  });

  it('cannot compare when the page, its blocks or the saved markup cannot be read', () => {
    expect(compareLiveWithStored(page([], { error: 'TypeError: x' }), product)).toMatchObject({
      status: 'unreadable',
      message: 'The page could not be read (TypeError: x).',
    });
    expect(compareLiveWithStored(page(['{"a":', '']), product).status).toBe('unreadable');
    const oversize = compareLiveWithStored(
      page([], { jsonLdTotal: 1, oversizeBlocks: 1 }),
      product,
    );
    expect(oversize.status).toBe('unreadable');
    expect(oversize.notes).toEqual(['1 JSON-LD block was too large to read.']);
    expect(compareLiveWithStored(page([JSON.stringify(product)]), '{ not json').status).toBe(
      'unreadable',
    );
  });

  it('notes blocks past the reading cap', () => {
    const r = compareLiveWithStored(page([JSON.stringify(product)], { jsonLdTotal: 30 }), product);
    expect(r.status).toBe('same');
    expect(r.notes).toContain('The page has 30 JSON-LD blocks; only the first 1 were read.');
  });

  it('lists a bounded number of differences and counts the rest', () => {
    const big = (v: number) => ({
      '@type': 'Thing',
      ...Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, v])),
    });
    const r = compareLiveWithStored(page([JSON.stringify(big(1))]), big(2));
    expect(r.differences).toHaveLength(MAX_DIFFERENCES);
    expect(r.moreDifferences).toBe(80 - MAX_DIFFERENCES);
  });

  it('does not overflow on deeply nested live markup', () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    expect(() => compareLiveWithStored(page([deep]), product)).not.toThrow();
  });
});
