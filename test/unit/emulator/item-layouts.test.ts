import { describe, expect, it } from 'vitest';
import {
  itemMain,
  richTextParagraphs,
  type ItemView,
} from '../../../emulator/published/item-layouts';
import {
  euroPrice,
  languageName,
  longDate,
  wordsFor,
} from '../../../emulator/published/site-words';
import type { Collection } from '../../../emulator/world-types';

function collection(displayName: string, slugs: string[]): Collection {
  return {
    id: 'c1',
    siteId: 's1',
    displayName,
    singularName: displayName,
    slug: 'c',
    createdOn: '2025-01-01T00:00:00.000Z',
    lastUpdated: '2025-01-01T00:00:00.000Z',
    templatePageId: null,
    fields: slugs.map((slug) => ({
      id: slug,
      slug,
      displayName: slug,
      type: 'PlainText',
      isRequired: false,
      isEditable: true,
      helpText: null,
      validations: null,
    })),
  };
}

const view = (over: Partial<ItemView>): ItemView => ({
  collection: collection('Things', []),
  fields: { name: 'Thing', slug: 'thing' },
  tag: 'en',
  image: undefined,
  summary: '',
  attributes: ' data-item-id="i1"',
  ...over,
});

describe('richTextParagraphs', () => {
  it('reads rich text as the text of its blocks: tags dropped, entities read', () => {
    expect(
      richTextParagraphs(
        '<h2>Rye</h2><p>Dark &amp; sour,<br>baked&#160;daily&#x21;</p><ul><li>One</li></ul>',
      ),
    ).toEqual(['Rye', 'Dark & sour,', 'baked daily!', 'One']);
    expect(richTextParagraphs(undefined)).toEqual([]);
    expect(richTextParagraphs('<p> </p>')).toEqual([]);
  });
});

describe('itemMain', () => {
  it('never passes markup from the item through', () => {
    const html = itemMain(
      view({
        collection: collection('Blog Posts', ['post-body']),
        fields: {
          name: '<b>Bold</b>',
          slug: 'x',
          'post-body': '<p>Hi <img src=x onerror=alert(1)><script>alert(2)</script></p>',
          author: '<i>Ann</i>',
        },
        summary: '"quoted" & <em>',
      }),
    );
    expect(html).not.toMatch(/<(b|img|script|i|em)\b/);
    expect(html).toContain('<h1>&lt;b&gt;Bold&lt;/b&gt;</h1>');
    expect(html).toContain('<p>Hi alert(2)</p>');
    expect(html).toContain('<p class="meta">By &lt;i&gt;Ann&lt;/i&gt;</p>');
    expect(html).toContain('<p class="lede">&quot;quoted&quot; &amp; &lt;em&gt;</p>');
  });

  it('keeps the image’s alt only when the value has one', () => {
    const url = 'https://assets.example/a.jpg';
    expect(itemMain(view({ image: { url, alt: undefined } }))).toContain(`<img src="${url}">`);
    expect(itemMain(view({ image: { url, alt: '' } }))).toContain(`<img src="${url}" alt="">`);
  });

  it('lays out a collection with a price as a product, any other as an article', () => {
    const product = itemMain(
      view({
        collection: collection('Products', ['price']),
        fields: { name: 'Loaf', slug: 'l', price: 6.5, sku: 'BRD-1' },
        tag: 'de',
      }),
    );
    expect(product).toMatch(/<p class="price">6,50\s€<\/p>/);
    expect(product).toContain('<p class="sku">Art.-Nr. BRD-1</p>');
    expect(product).toContain('<div class="media"></div>');
    const other = itemMain(view({ fields: { name: 'Soup', slug: 's', 'published-on': 'x' } }));
    expect(other).toBe('<main class="col" data-item-id="i1">\n<h1>Soup</h1>\n</main>');
  });
});

describe('site words', () => {
  it('has every fixed word in each language, English for one it does not know', () => {
    for (const tag of ['fr', 'de', 'fr-CA']) {
      for (const word of Object.values(wordsFor(tag))) expect(word.trim()).not.toBe('');
    }
    expect(wordsFor('pt-BR')).toEqual(wordsFor('en'));
    expect(languageName('de-AT', 'German (Austria)')).toBe('Deutsch');
    expect(languageName('pt', 'Portuguese')).toBe('Portuguese');
  });

  it('formats dates and prices for the locale, and nothing else', () => {
    expect(longDate('2025-05-05T00:00:00.000Z', 'fr')).toBe('5 mai 2025');
    expect(longDate('2025-05-05T23:30:00.000Z', 'en')).toBe('May 5, 2025');
    expect(longDate('soon', 'en')).toBeUndefined();
    expect(longDate(12, 'en')).toBeUndefined();
    expect(euroPrice(1.9, 'en')).toBe('€1.90');
    expect(euroPrice('1.9', 'en')).toBeUndefined();
    expect(euroPrice(Number.NaN, 'en')).toBeUndefined();
  });
});
