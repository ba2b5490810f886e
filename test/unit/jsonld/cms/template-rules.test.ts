import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import english from '@/public/_locales/en/messages.json';
import french from '@/public/_locales/fr/messages.json';
import german from '@/public/_locales/de/messages.json';
import { messagesSource } from '@/lib/core/i18n/source';
import { setMessageSource } from '@/lib/core/i18n/t';
import { checkJsonLd, identifyingValues, loadVocabulary } from '@/lib/jsonld/index';
import type { Vocabulary } from '@/lib/jsonld/index';
import { containsBinding, hasBinding } from '@/lib/jsonld/cms/binding';
import { doc, having, summary, vocab } from '../helpers';

const blog = { collection: 'Blog Posts', itemCount: 40 };
let v: Vocabulary;
beforeAll(async () => {
  v = await vocab();
});
afterEach(() => setMessageSource(messagesSource(english)));

const findings = (value: unknown, template: { collection: string; itemCount?: number } = blog) =>
  checkJsonLd(JSON.stringify(value, null, 2), { vocabulary: v, template }).diagnostics;
const fixed = (value: unknown) => summary(having(findings(value), 'template'));

describe('template/fixed-value', () => {
  it('names the property, the collection and its item count, and highlights the value', () => {
    const text = JSON.stringify(doc({ '@type': 'BlogPosting', headline: 'How we bake' }));
    const [d] = having(
      checkJsonLd(text, { vocabulary: v, template: blog }).diagnostics,
      'template',
    );
    expect(d).toMatchObject({
      severity: 'error',
      rule: 'template/fixed-value',
      message:
        'Every item of Blog Posts (40) shows this headline: bind it to a field of the collection.',
      path: '$.headline',
    });
    expect(text.slice(d!.range!.from, d!.range!.to)).toBe('"How we bake"');
    expect(d!.fix).toBeUndefined();
    const uncounted = findings(doc({ '@type': 'Article', headline: 'x' }), { collection: 'News' });
    expect(having(uncounted, 'template')[0]!.message).toBe(
      'Every item of News shows this headline: bind it to a field of the collection.',
    );
  });

  it('runs only when the markup is a template’s', () => {
    const value = doc({
      '@type': 'BlogPosting',
      headline: 'How we bake',
      url: 'https://x.example/a',
    });
    const plain = checkJsonLd(JSON.stringify(value), { vocabulary: v }).diagnostics;
    expect(having(plain, 'template')).toEqual([]);
    expect(fixed(value)).toEqual([
      'error template/fixed-value $.headline',
      'error template/fixed-value $.url',
    ]);
  });

  it('flags each identifying property of the table, by type', () => {
    const all = (type: string, properties: string[]) =>
      doc({ '@type': type, ...Object.fromEntries(properties.map((p) => [p, `fixed ${p}`])) });
    const paths = (type: string, properties: string[]) =>
      fixed(all(type, properties)).map((s) => s.split(' ').at(-1));
    const article = ['headline', 'name', 'datePublished', 'dateModified', 'image', 'url'];
    expect(paths('NewsArticle', [...article, 'mainEntityOfPage', 'description'])).toEqual(
      [...article, 'mainEntityOfPage'].map((p) => `$.${p}`),
    );
    const product = ['name', 'sku', 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn'];
    expect(paths('Product', [...product, 'image', 'url', 'description', 'color'])).toEqual(
      [...product, 'image', 'url'].map((p) => `$.${p}`),
    );
    expect(paths('Event', ['name', 'startDate', 'endDate', 'url', 'description'])).toHaveLength(4);
    expect(paths('JobPosting', ['title', 'datePosted', 'identifier', 'url', 'name'])).toEqual([
      '$.title',
      '$.datePosted',
      '$.identifier',
      '$.url',
    ]);
    expect(paths('VideoObject', ['name', 'contentUrl', 'uploadDate', 'duration'])).toEqual([
      '$.name',
      '$.contentUrl',
      '$.uploadDate',
    ]);
    for (const type of ['Recipe', 'Course', 'Person'])
      expect(paths(type, ['name', 'image', 'url', 'description'])).toHaveLength(3);
    expect(paths('Place', ['name', 'url', 'description'])).toEqual(['$.url']);
  });

  it('knows subtypes through the vocabulary, and the listed names without it', () => {
    const report = doc({ '@type': 'Report', headline: 'Q1', datePublished: '2026-01-01' });
    expect(fixed(report)).toHaveLength(2);
    const withoutVocab = (value: unknown) =>
      having(checkJsonLd(value, { template: blog }).diagnostics, 'template').map((d) => d.path);
    expect(withoutVocab(report)).toEqual([]);
    expect(withoutVocab(doc({ '@type': 'BlogPosting', headline: 'Q1', id: 'x' }))).toEqual([
      '$.headline',
      '$.id',
    ]);
  });

  it('reads @id (or id) and the price of the top-level offers', () => {
    const product = doc({
      '@type': 'Product',
      '@id': 'https://x.example/p#product',
      name: '{{ name }}',
      offers: [
        { '@type': 'Offer', price: 3.5, priceCurrency: 'EUR' },
        { '@type': 'Offer', price: '{{ price }}', priceCurrency: 'EUR' },
      ],
    });
    expect(fixed(product)).toEqual([
      "error template/fixed-value $['@id']",
      'error template/fixed-value $.offers[0].price',
    ]);
    const single = doc({ '@type': 'Product', name: '{{ name }}', offers: { price: '9' } });
    expect(fixed(single)).toEqual(['error template/fixed-value $.offers.price']);
    const article = doc({ '@type': 'Article', headline: '{{ name }}', offers: { price: '9' } });
    expect(fixed(article)).toEqual([]);
  });

  it('looks at each @graph member and top-level item, never at nested objects', () => {
    const value = doc({
      '@graph': [
        { '@type': 'Organization', '@id': 'https://x.example/#org', url: 'https://x.example' },
        { '@type': 'WebSite', '@id': 'https://x.example/#site', url: 'https://x.example' },
        {
          '@type': 'BlogPosting',
          headline: 'Same for all',
          datePublished: '{{ published-on }}',
          author: { '@type': 'Person', name: 'Dana', url: 'https://x.example/dana' },
          publisher: { '@id': 'https://x.example/#org' },
          image: { '@type': 'ImageObject', url: '{{ main-image }}' },
          about: { '@type': 'Thing', url: 'https://x.example/bread' },
        },
        { '@type': 'WebPage', '@id': 'https://x.example/post/a', name: 'x' },
      ],
    });
    expect(fixed(value)).toEqual([
      "error template/fixed-value $['@graph'][2].headline",
      "error template/fixed-value $['@graph'][3]['@id']",
    ]);
  });

  it('never flags shared values, bound text, a binding inside an object, or null', () => {
    const value = doc({
      '@type': 'Event',
      name: '{{name}}',
      startDate: 'Doors open {{ start-date }}',
      endDate: null,
      url: 'https://x.example/events/{{ slug }}',
      organizer: { '@type': 'Organization', name: 'Acme', url: 'https://x.example' },
      provider: 'Acme',
      brand: 'Acme',
      author: 'Dana',
      publisher: 'Acme',
    });
    expect(fixed(value)).toEqual([]);
  });

  it('speaks French and German', () => {
    const value = doc({ '@type': 'BlogPosting', headline: 'x' });
    setMessageSource(messagesSource(french, 'fr'));
    expect(
      having(findings(value, { collection: 'Articles', itemCount: 1234 }), 'template')[0]!.message,
    ).toBe(
      'Tous les éléments de Articles (1\u202f234) affichent ce même headline\u00a0: liez-le à un champ de la collection.',
    );
    setMessageSource(messagesSource(german, 'de'));
    expect(having(findings(value), 'template')[0]!.message).toBe(
      'Jeder Eintrag von Blog Posts (40) zeigt denselben Wert für headline: Verknüpfen Sie ihn mit einem Feld der Sammlung.',
    );
  });
});

describe('CMS bindings are opaque', () => {
  it('are recognised in text, and anywhere inside a value', () => {
    expect(hasBinding('{{ published-on }}')).toBe(true);
    expect(hasBinding('https://x.example/{{slug}}')).toBe(true);
    expect(hasBinding('{ {x} }')).toBe(false);
    expect(hasBinding('{{ unclosed')).toBe(false);
    expect(containsBinding({ a: [1, { b: 'x {{ y }}' }] })).toBe(true);
    expect(containsBinding({ '{{ key }}': 'plain' })).toBe(false);
  });

  it('are never reported as wrong values: dates, numbers, enumerations, languages, types', () => {
    const value = doc({
      '@type': 'BlogPosting',
      headline: '{{ name }}',
      datePublished: '{{ published-on }}',
      dateModified: '{{published-on}}',
      wordCount: '{{ words }}',
      isAccessibleForFree: '{{ free }}',
      inLanguage: '{{ locale }}',
      about: { '@type': '{{ kind }}', name: 'x' },
      offers: { '@type': 'Offer', availability: '{{ stock }}', priceValidUntil: '{{ until }}' },
    });
    const context = {
      locale: 'fr-FR',
      url: 'https://x.example/fr/a',
      otherPageUrls: ['https://x.example/b'],
    };
    const ds = checkJsonLd(JSON.stringify(value), { vocabulary: v, context, template: blog });
    const onBindings = ds.diagnostics.filter((d) => d.path !== '$' && !d.path.endsWith('offers'));
    expect(summary(onBindings)).toEqual([]);
    const literal = checkJsonLd(JSON.stringify({ ...value, datePublished: 'soon' }), {
      vocabulary: v,
    });
    expect(summary(having(literal.diagnostics, 'vocab/value-kind'))).toEqual([
      'warning vocab/value-kind $.datePublished',
    ]);
  });
});

describe('properties', () => {
  const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
  const binding = fc
    .tuple(
      fc.constantFrom('', 'https://x.example/', 'Post: '),
      word,
      fc.constantFrom('', ' ', '  '),
    )
    .map(([before, field, pad]) => `${before}{{${pad}${field}${pad}}}`);
  const type = fc.constantFrom(
    'Article',
    'BlogPosting',
    'Product',
    'Event',
    'JobPosting',
    'Recipe',
    'VideoObject',
    'Person',
    'Thing',
    'WebPage',
  );
  const property = fc.constantFrom(
    'headline',
    'name',
    'datePublished',
    'startDate',
    'uploadDate',
    'image',
    'url',
    'sku',
    'title',
    'description',
    'inLanguage',
    'dateModified',
    'contentUrl',
  );

  it('bindings never produce findings on the values they are in', () => {
    fc.assert(
      fc.property(type, fc.dictionary(property, binding, { minKeys: 1 }), (t, values) => {
        const text = JSON.stringify(doc({ '@type': t, ...values }), null, 2);
        const bound = new Set(Object.values(values).map((b) => JSON.stringify(b)));
        const { diagnostics } = checkJsonLd(text, { vocabulary: v, template: blog });
        const onValues = diagnostics.filter(
          (d) => d.range && bound.has(text.slice(d.range.from, d.range.to)),
        );
        expect(onValues).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('a literal identifying value always does', () => {
    const literal = fc.oneof(
      fc.string().filter((s) => !hasBinding(s)),
      fc.integer(),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(type, fc.constantFrom('url', '@id'), literal, (t, p, value) => {
        const ds = having(findings(doc({ '@type': t, [p]: value })), 'template');
        expect(ds.map((d) => d.rule)).toEqual(['template/fixed-value']);
        expect(ds[0]!.message).toContain(`shows this ${p}:`);
      }),
      { numRuns: 100 },
    );
  });
});

describe('identifyingValues (the live check of item pages compares them across items)', () => {
  it('answers the identifying values of each top-level item entity, not of site-wide ones or nested objects', async () => {
    const vocab = await loadVocabulary();
    const values = identifyingValues(
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Acme', url: 'https://acme.example' },
          {
            '@type': 'BlogPosting',
            headline: 'Fresh from the oven',
            description: 'not identifying',
            author: { '@type': 'Person', name: 'Dana' },
          },
          { '@type': 'Product', name: 'Loaf', offers: { '@type': 'Offer', price: '6.50' } },
        ],
      },
      vocab,
    );
    expect(values).toEqual([
      { property: 'headline', value: 'Fresh from the oven' },
      { property: 'name', value: 'Loaf' },
      { property: 'offers.price', value: '6.50' },
    ]);
  });
});
