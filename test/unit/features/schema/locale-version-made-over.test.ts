import { describe, expect, it } from 'vitest';
import { fromPrimary, localeVersion } from '@/lib/features/schema/locale-version';

const english = {
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  '@id': 'https://acme.example/pricing#page',
  url: 'https://acme.example/pricing',
  name: 'Pricing',
  description: 'Plans for every bakery',
  inLanguage: 'en',
  breadcrumb: {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://acme.example/' },
      { '@type': 'ListItem', position: 2, name: 'Pricing', item: 'https://acme.example/pricing' },
    ],
  },
  publisher: { '@type': 'Organization', name: 'Acme Bakery', logo: 'https://acme.example/l.png' },
};

describe('localeVersion', () => {
  const made = localeVersion(english, {
    tag: 'fr-FR',
    urls: { primary: 'https://acme.example/pricing', locale: 'https://acme.example/fr/tarifs' },
    texts: [
      { primary: 'Pricing', locale: 'Tarifs' },
      { primary: 'Plans for every bakery', locale: 'Des formules pour chaque boulangerie' },
    ],
  });
  const value = made.value as typeof english;

  it('sets inLanguage to the locale’s tag', () => {
    expect(value.inLanguage).toBe('fr-FR');
  });

  it('points the page’s own URL and ids at the locale’s URL, and nothing else', () => {
    expect(value.url).toBe('https://acme.example/fr/tarifs');
    expect(value['@id']).toBe('https://acme.example/fr/tarifs#page');
    expect(value.breadcrumb.itemListElement[1]!.item).toBe('https://acme.example/fr/tarifs');
    expect(value.breadcrumb.itemListElement[0]!.item).toBe('https://acme.example/');
    expect(value.publisher.logo).toBe('https://acme.example/l.png');
  });

  it('takes the locale page’s title and description', () => {
    expect(value.name).toBe('Tarifs');
    expect(value.description).toBe('Des formules pour chaque boulangerie');
    expect(value.breadcrumb.itemListElement[1]!.name).toBe('Tarifs');
  });

  it('lists the texts still as in the primary locale', () => {
    expect(made.untranslated).toEqual(['Home', 'Acme Bakery']);
  });

  it('keeps the tag-only copy for callers without page details', () => {
    expect(fromPrimary({ inLanguage: 'en', url: 'https://acme.example/pricing' }, 'de')).toEqual({
      inLanguage: 'de',
      url: 'https://acme.example/pricing',
    });
  });
});
