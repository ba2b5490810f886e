import { describe, expect, it } from 'vitest';
import {
  checkKeyValuesVisible,
  visibleValueDiagnostics,
} from '../../../../lib/features/page-compare/visible-values';

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Sourdough loaf',
  offers: { '@type': 'Offer', price: '12.00', priceCurrency: 'EUR' },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 1200 },
};

const found = (markup: unknown, text: string, lang?: string) =>
  Object.fromEntries(
    checkKeyValuesVisible(markup, text, lang ? { lang } : {}).map((c) => [c.path, c.found]),
  );

describe('checkKeyValuesVisible', () => {
  it('finds a product shown the way a French page writes it', () => {
    const text = 'Accueil | Boutique\nSOURDOUGH   LOAF\nPrix : 12 €\nNote 4,5/5 (1 200 avis)';
    expect(checkKeyValuesVisible(product, text, { lang: 'fr' })).toEqual([
      { path: '$.name', kind: 'name', value: 'Sourdough loaf', found: true },
      { path: '$.offers.price', kind: 'offers.price', value: '12.00 EUR', found: true },
      {
        path: '$.aggregateRating.ratingValue',
        kind: 'aggregateRating.ratingValue',
        value: '4.5',
        found: true,
      },
      {
        path: '$.aggregateRating.reviewCount',
        kind: 'aggregateRating.reviewCount',
        value: '1200',
        found: true,
      },
    ]);
  });

  it('finds numbers written with a point, a comma or a thousands separator', () => {
    expect(found(product, 'Sourdough loaf — €12.00 — rated 4.5 from 1,200 reviews')).toEqual({
      '$.name': true,
      '$.offers.price': true,
      '$.aggregateRating.ratingValue': true,
      '$.aggregateRating.reviewCount': true,
    });
    expect(found(product, 'Sourdough loaf 12,00 EUR 4.5 1.200')['$.offers.price']).toBe(true);
  });

  it('misses values the page does not show, or shows only as part of another number', () => {
    expect(found(product, 'Sourdough loaves — €112.00 — rated 14.55 from 12001 reviews')).toEqual({
      '$.name': false,
      '$.offers.price': false,
      '$.aggregateRating.ratingValue': false,
      '$.aggregateRating.reviewCount': false,
    });
  });

  it('wants the currency beside the price', () => {
    expect(
      found(product, 'Sourdough loaf. Order 12.00 now. Delivery $12.00')['$.offers.price'],
    ).toBe(false);
    expect(found(product, 'Pain au beurre 12.00')['$.offers.price']).toBe(false);
    expect(found(product, 'Sourdough loaf 12.00EUR')['$.offers.price']).toBe(true);
    const usd = { ...product, offers: { price: 12, priceCurrency: 'USD' } };
    expect(found(usd, 'Delivery $12')['$.offers.price']).toBe(true);
  });

  it('folds accents, case and punctuation in names and headlines', () => {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Crème brûlée: l’histoire',
    };
    expect(found(article, "CREME BRULEE — L'HISTOIRE, par Anne")).toEqual({ '$.headline': true });
    expect(found(article, 'Crème brûlée')).toEqual({ '$.headline': false });
    expect(found({ '@type': 'Product', name: 'Bread' }, 'Breadcrumbs')).toEqual({
      '$.name': false,
    });
  });

  it('checks every question of an FAQ page', () => {
    const faq = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you deliver?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
        {
          '@type': 'Question',
          name: 'Is it gluten-free?',
          acceptedAnswer: { '@type': 'Answer', text: 'No.' },
        },
      ],
    };
    expect(checkKeyValuesVisible(faq, 'FAQ\nDo you deliver ?\nYes, every day.')).toEqual([
      { path: '$.mainEntity[0].name', kind: 'question', value: 'Do you deliver?', found: true },
      { path: '$.mainEntity[1].name', kind: 'question', value: 'Is it gluten-free?', found: false },
    ]);
  });

  it.each([
    ['Saturday, May 16, 2026 at 7 pm', 'en'],
    ['16th May 2026', 'en-GB'],
    ['samedi 16 mai 2026, 19 h', 'fr'],
    ['Samstag, 16. Mai 2026', 'de'],
    ['16/05/2026 19:00', 'fr'],
    ['5/16/26', 'en'],
    ['2026-05-16', 'en'],
  ])('finds an event date written as "%s"', (text, lang) => {
    const event = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      startDate: '2026-05-16T19:00:00+02:00',
    };
    expect(found(event, text, lang)).toEqual({ '$.startDate': true });
  });

  it.each(['May 15, 2026', '17/05/2026', 'Saturday at 7 pm'])(
    'misses an event date shown as "%s"',
    (text) => {
      const event = { '@context': 'https://schema.org', '@type': 'Event', startDate: '2026-05-16' };
      expect(found(event, text)).toEqual({ '$.startDate': false });
    },
  );

  it('looks at the main things of a graph, not at every nested name', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Maison Levain' },
        { '@type': 'Organization', name: 'Maison Levain SAS' },
        {
          '@type': 'WebPage',
          name: 'Bread',
          mainEntity: {
            '@type': 'Product',
            name: 'Rye loaf',
            brand: { '@type': 'Brand', name: 'ML' },
          },
        },
        {
          '@type': 'Product',
          name: 'Baguette',
          offers: [{ price: 2 }, { '@type': 'AggregateOffer', lowPrice: 1.5 }],
        },
      ],
    };
    expect(found(graph, 'Rye loaf and Baguette from 1,50 or 2')).toEqual({
      "$['@graph'][2].mainEntity.name": true,
      "$['@graph'][3].name": true,
      "$['@graph'][3].offers[0].price": true,
      "$['@graph'][3].offers[1].lowPrice": true,
    });
  });

  it('ignores markup that is not an object and values of the wrong type', () => {
    expect(checkKeyValuesVisible(null, 'x')).toEqual([]);
    expect(checkKeyValuesVisible('text', 'x')).toEqual([]);
    expect(
      checkKeyValuesVisible({ '@type': 'Product', name: 42, offers: { price: 'call us' } }, 'x'),
    ).toEqual([]);
  });
});

describe('visibleValueDiagnostics', () => {
  const checks = checkKeyValuesVisible(product, 'Rye bread €12 4.5 (1200)');

  it('warns about each value the page does not show', () => {
    expect(visibleValueDiagnostics(checks)).toEqual([
      {
        severity: 'warning',
        rule: 'live/value-not-visible',
        message:
          '"Sourdough loaf" (name) does not appear on the page — Google expects markup to describe visible content.',
        path: '$.name',
      },
    ]);
  });

  it('only informs when the page text was cut', () => {
    const [d] = visibleValueDiagnostics(checks, { truncated: true });
    expect(d?.severity).toBe('info');
    expect(d?.message).toMatch(/only the start of the page was read/);
  });
});
