import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../lib/jsonld/index';
import { check, doc, having, summary } from '../helpers';

const context = {
  locale: 'fr-FR',
  url: 'https://example.com/fr/produit',
  alternates: {
    'fr-FR': 'https://example.com/fr/produit',
    'en-US': 'https://example.com/product',
    'de-DE': 'https://example.com/de/produkt',
  },
  otherPageUrls: ['https://example.com/fr/', 'https://example.com/fr/autre-produit'],
};
const locale = async (v: unknown) => summary(having(await check(v, context), 'locale'));

describe('locale consistency', () => {
  it('compares inLanguage with the page locale by language subtag, ignoring case', async () => {
    for (const tag of ['fr-FR', 'FR', 'fr-ca', 'fr_BE']) {
      expect(await locale(doc({ '@type': 'Article', inLanguage: tag }))).toEqual([]);
    }
    const ds = having(
      await check(doc({ '@type': 'Article', inLanguage: 'en-US' }), context),
      'locale',
    );
    expect(summary(ds)).toEqual(['warning locale/in-language $.inLanguage']);
    expect(ds[0]!.message).toBe('inLanguage is "en-US" but this page\'s locale is fr-FR.');
    expect(ds[0]!.fix?.insert).toBe('"fr-FR"');
    const language = doc({
      '@type': 'Article',
      inLanguage: { '@type': 'Language', name: 'English', alternateName: 'en' },
    });
    expect(await locale(language)).toEqual(['warning locale/in-language $.inLanguage']);
  });

  it('suggests inLanguage where the type takes it', async () => {
    expect(await locale(doc({ '@type': 'Article' }))).toEqual([
      'info locale/in-language-missing $',
    ]);
    expect(await locale(doc({ '@type': 'Organization' }))).toEqual([]);
  });

  it("flags url, @id and mainEntityOfPage pointing at another locale's page", async () => {
    const ds = having(
      await check(
        doc({
          '@type': 'Product',
          '@id': 'https://example.com/de/produkt#product',
          url: 'https://EXAMPLE.com/product/',
          mainEntityOfPage: { '@id': 'https://example.com/fr/produit' },
          inLanguage: 'fr',
        }),
        context,
      ),
      'locale',
    );
    expect(summary(ds)).toEqual([
      "warning locale/url-other-locale $['@id']",
      'warning locale/url-other-locale $.url',
    ]);
    expect(ds[0]!.message).toMatch(/de-DE version/);
    expect(ds[0]!.fix?.insert).toBe('"https://example.com/fr/produit#product"');
  });

  it("flags markup pointing at another page, but not a site-wide entity's address", async () => {
    const copied = doc({
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://example.com/fr/#org',
          url: 'https://example.com/fr/',
        },
        {
          '@type': 'Product',
          url: 'https://example.com/fr/autre-produit',
          mainEntityOfPage: 'https://example.com/fr/',
        },
      ],
    });
    expect(await locale(copied)).toEqual([
      "warning locale/url-other-page $['@graph'][1].url",
      "warning locale/url-other-page $['@graph'][1].mainEntityOfPage",
    ]);
  });

  it('resolves relative addresses against the page URL', async () => {
    expect(await locale(doc({ '@type': 'WebPage', url: '/de/produkt', inLanguage: 'fr' }))).toEqual(
      ['warning locale/url-other-locale $.url'],
    );
  });

  it('runs only with a page context', () => {
    const ds = checkJsonLd(doc({ '@type': 'Article', inLanguage: 'en' })).diagnostics;
    expect(having(ds, 'locale')).toEqual([]);
  });
});
