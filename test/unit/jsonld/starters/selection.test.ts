import { describe, expect, it } from 'vitest';
import {
  parseAddress,
  parseQuestionsAndAnswers,
  seedFromSelection,
  suggestStarter,
} from '../../../../lib/jsonld/starters/index';
import { frenchPage, germanHome } from './sample';

describe('questions and answers in a selection', () => {
  it('reads several French pairs, skipping a heading and keeping multi-line answers', () => {
    const text = [
      'Questions fréquentes',
      'Quels sont vos horaires d’hiver ?',
      'Du mardi au dimanche, de 7 h à 19 h.',
      'Livrez-vous à domicile ?',
      'Oui, dans tout Paris.',
      'La livraison est offerte dès 30 €.',
    ].join('\n');
    expect(parseQuestionsAndAnswers(text)).toEqual([
      {
        question: 'Quels sont vos horaires d’hiver ?',
        answer: 'Du mardi au dimanche, de 7 h à 19 h.',
      },
      {
        question: 'Livrez-vous à domicile ?',
        answer: 'Oui, dans tout Paris.\nLa livraison est offerte dès 30 €.',
      },
    ]);
  });

  it('reads German Frage/Antwort prefixes, numbering and blank lines (Windows line ends)', () => {
    const text =
      '1. Frage: Wie lange dauert der Versand?\r\n\r\nAntwort: Innerhalb von 2 Werktagen.\r\n2. Kann ich zurückgeben?\r\nJa,   innerhalb von 30 Tagen.';
    expect(parseQuestionsAndAnswers(text)).toEqual([
      { question: 'Wie lange dauert der Versand?', answer: 'Innerhalb von 2 Werktagen.' },
      { question: 'Kann ich zurückgeben?', answer: 'Ja, innerhalb von 30 Tagen.' },
    ]);
  });

  it('reads an English Q:/A: pair and a question and answer on one line', () => {
    expect(
      parseQuestionsAndAnswers('Q: Do you ship abroad?\nA: Yes, to the EU and the UK.'),
    ).toEqual([{ question: 'Do you ship abroad?', answer: 'Yes, to the EU and the UK.' }]);
    expect(parseQuestionsAndAnswers('Is parking available? Yes, behind the shop.')).toEqual([
      { question: 'Is parking available?', answer: 'Yes, behind the shop.' },
    ]);
  });

  it('reads pairs sentence by sentence when the line breaks were lost (as Chrome hands them)', () => {
    const flat =
      '1. Quels sont vos horaires ? Du mardi au dimanche, de 7 h à 19 h. Fermé le lundi. 2. Livrez-vous ? Oui, dans tout Paris.';
    expect(parseQuestionsAndAnswers(flat)).toEqual([
      {
        question: 'Quels sont vos horaires ?',
        answer: 'Du mardi au dimanche, de 7 h à 19 h. Fermé le lundi.',
      },
      { question: 'Livrez-vous ?', answer: 'Oui, dans tout Paris.' },
    ]);
    expect(
      parseQuestionsAndAnswers('Frage: Gibt es Parkplätze? Antwort: Ja, im Hof. Kostenlos.'),
    ).toEqual([{ question: 'Gibt es Parkplätze?', answer: 'Ja, im Hof. Kostenlos.' }]);
  });

  it('keeps a lone question with an empty answer, and finds nothing in plain prose', () => {
    expect(parseQuestionsAndAnswers('Quels sont vos horaires ?')).toEqual([
      { question: 'Quels sont vos horaires ?', answer: '' },
    ]);
    expect(parseQuestionsAndAnswers('Our bread is baked every morning.\nCome early.')).toEqual([]);
    expect(parseQuestionsAndAnswers('Why not? we said, and left.')).toEqual([]);
  });
});

describe('a postal address in a selection', () => {
  it('reads a French address with a name, a comma after the number, a country and a phone', () => {
    expect(
      parseAddress(
        'Boulangerie Dupont\n12, rue de la Paix\n75002 Paris\nFrance\nTél. : 01 42 00 00 00',
      ),
    ).toEqual({
      name: 'Boulangerie Dupont',
      telephone: '01 42 00 00 00',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12, rue de la Paix',
        postalCode: '75002',
        addressLocality: 'Paris',
        addressCountry: 'FR',
      },
    });
  });

  it('reads a German address with the number after the street and an email', () => {
    expect(
      parseAddress(
        'Musterfirma GmbH\nHauptstraße 5\n10115 Berlin\nDeutschland\nE-Mail: info@muster.de',
      ),
    ).toEqual({
      name: 'Musterfirma GmbH',
      email: 'info@muster.de',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Hauptstraße 5',
        postalCode: '10115',
        addressLocality: 'Berlin',
        addressCountry: 'DE',
      },
    });
  });

  it('reads a Swiss one-line address with a country prefix and a name that holds a street word', () => {
    expect(parseAddress('Café de la Place, Bahnhofstrasse 10, CH-8001 Zürich, Schweiz')).toEqual({
      name: 'Café de la Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Bahnhofstrasse 10',
        postalCode: '8001',
        addressLocality: 'Zürich',
        addressCountry: 'CH',
      },
    });
  });

  it('reads British and American addresses', () => {
    expect(
      parseAddress('The Old Bakery\n221B Baker Street\nLondon NW1 6XE\nUnited Kingdom'),
    ).toEqual({
      name: 'The Old Bakery',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '221B Baker Street',
        postalCode: 'NW1 6XE',
        addressLocality: 'London',
        addressCountry: 'GB',
      },
    });
    expect(
      parseAddress('1600 Amphitheatre Parkway, Mountain View, CA 94043, USA')?.address,
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1600 Amphitheatre Parkway',
      postalCode: '94043',
      addressLocality: 'Mountain View',
      addressRegion: 'CA',
      addressCountry: 'US',
    });
  });

  it('reads addresses whose line breaks were lost (as Chrome hands the selection over)', () => {
    expect(
      parseAddress('Boulangerie Dupont 12 rue de la Paix 75002 Paris France Tél. : 01 42 00 00 00'),
    ).toEqual({
      name: 'Boulangerie Dupont',
      telephone: '01 42 00 00 00',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 rue de la Paix',
        postalCode: '75002',
        addressLocality: 'Paris',
        addressCountry: 'FR',
      },
    });
    expect(parseAddress('Musterfirma GmbH Hauptstraße 5 10115 Berlin Tel. +49 30 1234567')).toEqual(
      {
        name: 'Musterfirma GmbH',
        telephone: '+49 30 1234567',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Hauptstraße 5',
          postalCode: '10115',
          addressLocality: 'Berlin',
        },
      },
    );
    expect(parseAddress('Livraison offerte dès 30 € dans Paris 12 jours par an')).toBeUndefined();
  });

  it('joins a building line after the street to the street address', () => {
    expect(parseAddress('5 avenue Foch\nBâtiment B\n69006 Lyon')?.address.streetAddress).toBe(
      '5 avenue Foch, Bâtiment B',
    );
  });

  it('finds no address in prose, in a town alone or in a long paragraph', () => {
    expect(parseAddress('75002 Paris')).toBeUndefined();
    expect(
      parseAddress('Nous sommes ouverts du mardi au dimanche, de 7 h à 19 h 30.'),
    ).toBeUndefined();
    expect(
      parseAddress(
        'In 2019 we moved.\nThe new shop is bigger.\nIt has 12 ovens.\nWe bake 500 loaves.\nCome by soon!',
      ),
    ).toBeUndefined();
    expect(parseAddress(`12 rue de la Paix\n75002 Paris\n${'x'.repeat(600)}`)).toBeUndefined();
  });
});

describe('seedFromSelection', () => {
  it('gives an FAQ page one entry per question', () => {
    const seed = seedFromSelection(
      'faq-page',
      'Do you bake gluten-free bread?\nYes, on Fridays.\nCan I order a cake?\nYes, two days ahead.',
    );
    expect(seed.kind).toBe('faq');
    expect(seed.properties.mainEntity).toHaveLength(2);
  });

  it('gives an organization an address and a plain text a name or a description', () => {
    expect(seedFromSelection('organization', 'Hauptstraße 5\n10115 Berlin').kind).toBe('address');
    expect(seedFromSelection('product', 'Pain de campagne au levain')).toEqual({
      kind: 'name',
      properties: { name: 'Pain de campagne au levain' },
    });
    expect(seedFromSelection('article', 'Unsere Winteröffnungszeiten')).toEqual({
      kind: 'name',
      properties: { headline: 'Unsere Winteröffnungszeiten' },
    });
    const long = 'Our sourdough is fermented for 48 hours.\nIt keeps for a week.';
    expect(seedFromSelection('product', long)).toEqual({
      kind: 'description',
      properties: { description: 'Our sourdough is fermented for 48 hours. It keeps for a week.' },
    });
  });

  it('does not read an address for a product, nor anything for breadcrumbs or blank text', () => {
    expect(seedFromSelection('product', 'Hauptstraße 5\n10115 Berlin').kind).toBe('description');
    expect(seedFromSelection('breadcrumb-list', 'Accueil > Blog')).toEqual({
      kind: 'none',
      properties: {},
    });
    expect(seedFromSelection('article', '  \n ')).toEqual({ kind: 'none', properties: {} });
  });
});

describe('suggestStarter', () => {
  it('picks FAQ for questions and answers, local business for an address', () => {
    expect(
      suggestStarter({ ...frenchPage, selectionText: 'Livrez-vous ?\nOui, dans tout Paris.' }),
    ).toBe('faq-page');
    expect(suggestStarter({ ...frenchPage, selectionText: '12 rue de la Paix\n75002 Paris' })).toBe(
      'local-business',
    );
  });

  it('recognizes the same selections with their line breaks lost', () => {
    expect(
      suggestStarter({ ...frenchPage, selectionText: 'Livrez-vous ? Oui, dans tout Paris.' }),
    ).toBe('faq-page');
    expect(
      suggestStarter({ ...frenchPage, selectionText: 'Hauptstraße 5 10115 Berlin Deutschland' }),
    ).toBe('local-business');
  });

  it('picks the page’s main type for an image, skipping site-wide items', () => {
    const existing = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Dupont' },
        { '@type': 'Product', name: 'Baguette' },
      ],
    };
    const ctx = { ...frenchPage, imageUrl: 'https://cdn.example.fr/baguette.jpg' };
    expect(suggestStarter(ctx, existing)).toBe('product');
    expect(suggestStarter(ctx, JSON.stringify(existing))).toBe('product');
    expect(suggestStarter(ctx, { '@type': 'Organization' })).toBe('article');
    expect(suggestStarter(ctx)).toBe('article');
  });

  it('otherwise picks the existing main type, then website on the home page, article elsewhere', () => {
    expect(suggestStarter(frenchPage, { '@type': 'Event', name: 'Fête du pain' })).toBe('event');
    expect(suggestStarter(germanHome)).toBe('website');
    expect(suggestStarter({ ...frenchPage, selectionText: 'Un texte quelconque.' })).toBe(
      'article',
    );
  });
});
