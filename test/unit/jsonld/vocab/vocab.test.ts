import { beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../lib/jsonld/index';
import type { Vocabulary } from '../../../../lib/jsonld/index';
import { check, doc, having, summary, vocab } from '../helpers';

const vocabOnly = async (v: unknown) => summary(having(await check(v), 'vocab'));

describe('schema.org vocabulary', () => {
  let v: Vocabulary;
  beforeAll(async () => {
    v = await vocab();
  });

  it('loads release 30.0 with inheritance, data types and enumerations', () => {
    expect(v.release).toBe('30.0');
    expect(v.isA('Restaurant', 'LocalBusiness')).toBe(true);
    expect(v.isA('Restaurant', 'Place')).toBe(true);
    expect(v.isA('URL', 'Text')).toBe(true);
    expect(v.isDataType('DateTime')).toBe(true);
    expect(v.enumerationsOf('InStock')).toEqual(['ItemAvailability']);
    expect(v.isType('constructor')).toBe(false);
    expect(v.ancestors('toString').size).toBe(0);
  });

  it('accepts valid markup without vocabulary findings', async () => {
    const valid = doc({
      '@type': ['Restaurant', 'TouristAttraction'],
      name: 'Chez A',
      servesCuisine: 'French',
      address: { '@type': 'PostalAddress', streetAddress: '1 rue X', addressCountry: 'FR' },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        opens: '09:00',
        closes: '18:00',
      },
      touristType: 'Foodies',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 10 },
      founder: 'Ana',
      foundingDate: '1999-05-01',
      isAccessibleForFree: false,
      geo: { latitude: 48.85, longitude: 2.35 },
    });
    expect(await vocabOnly(valid)).toEqual([]);
  });

  it('reports unknown types and properties with a suggestion and a fix', async () => {
    const text = JSON.stringify(
      doc({ '@type': 'Organisation', nmae: 'A', Telephone: '1', frobnicate: 1 }),
      null,
      2,
    );
    const ds = having(await check(text), 'vocab');
    expect(summary(ds)).toEqual([
      "error vocab/unknown-type $['@type']",
      'error vocab/unknown-property $.nmae',
      'error vocab/unknown-property $.Telephone',
      'error vocab/unknown-property $.frobnicate',
    ]);
    expect(ds[0]!.message).toBe(
      'schema.org has no type "Organisation". Did you mean "Organization"?',
    );
    expect(ds[1]!.fix).toMatchObject({ title: 'Replace with "name"', insert: '"name"' });
    expect(text.slice(ds[1]!.fix!.from, ds[1]!.fix!.to)).toBe('"nmae"');
    expect(ds[2]!.message).toMatch(/Did you mean "telephone"/);
    expect(ds[3]!.fix).toBeUndefined();
  });

  it('understands Action annotations of known properties, not of unknown ones', async () => {
    const action = (key: string) =>
      doc({
        '@type': 'SearchAction',
        target: 'https://example.com/search?q={q}',
        [key]: 'required name=q',
      });
    expect(await vocabOnly(action('query-input'))).toEqual([]);
    expect(await vocabOnly(action('result-output'))).toEqual([]);
    expect(await vocabOnly(action('frobnicate-input'))).toEqual([
      "error vocab/unknown-property $['frobnicate-input']",
    ]);
  });

  it("warns on Google's own case variants with schema.org's spelling, and on no other", async () => {
    const text = JSON.stringify(
      doc({ '@type': 'VideoObject', contentURL: 'https://example.com/v.mp4', ContentUrl: 'x' }),
      null,
      2,
    );
    const ds = having(await check(text), 'vocab');
    expect(summary(ds)).toEqual([
      'warning vocab/case-variant $.contentURL',
      'error vocab/unknown-property $.ContentUrl',
    ]);
    expect(ds[0]!.message).toBe(
      '"contentURL" is how Google\'s documentation spells it; schema.org spells the property "contentUrl". Google reads both; other search engines may read only "contentUrl".',
    );
    expect(ds[0]!.fix).toMatchObject({ insert: '"contentUrl"' });
    expect(
      await vocabOnly(
        doc({
          '@type': 'WebPage',
          speakable: { '@type': 'SpeakableSpecification', xPath: ['/a'] },
        }),
      ),
    ).toEqual(['warning vocab/case-variant $.speakable.xPath']);
  });

  it('warns when a property does not apply to the type, aware of inheritance and multiple types', async () => {
    expect(await vocabOnly(doc({ '@type': 'Person', price: 3 }))).toEqual([
      'warning vocab/property-domain $.price',
    ]);
    expect(await vocabOnly(doc({ '@type': ['Person', 'Offer'], price: 3 }))).toEqual([]);
    expect(await vocabOnly(doc({ '@type': 'NewsArticle', headline: 'h' }))).toEqual([]);
    const role = doc({
      '@type': 'SportsTeam',
      athlete: { '@type': 'OrganizationRole', athlete: { '@type': 'Person' } },
    });
    expect(await vocabOnly(role)).toEqual([]);
  });

  it('warns about values of the wrong kind, accepting text where an object is expected', async () => {
    const ds = await vocabOnly(
      doc({
        '@type': 'Event',
        name: 'Gig',
        location: 'Main hall',
        startDate: 'next friday',
        eventStatus: 'cancelled',
        organizer: { '@type': 'Offer' },
        maximumAttendeeCapacity: 'lots',
        isAccessibleForFree: 'yes',
        about: 42,
        duration: 'PT2H',
      }),
    );
    expect(ds).toEqual([
      'warning vocab/value-kind $.startDate',
      'warning vocab/value-kind $.eventStatus',
      'warning vocab/value-type $.organizer',
      'warning vocab/value-kind $.maximumAttendeeCapacity',
      'warning vocab/value-kind $.isAccessibleForFree',
      'warning vocab/value-kind $.about',
    ]);
  });

  it('accepts enumeration members by URL or name and suggests the right member', async () => {
    const offer = (availability: string) => doc({ '@type': 'Offer', availability });
    expect(await vocabOnly(offer('https://schema.org/InStock'))).toEqual([]);
    expect(await vocabOnly(offer('InStock'))).toEqual([]);
    const wrong = having(await check(offer('https://schema.org/InStok')), 'vocab');
    expect(wrong[0]!.message).toMatch(/Did you mean "https:\/\/schema.org\/InStock"/);
  });

  it('names the replacement of superseded terms and marks pending ones as info', async () => {
    const ds = having(
      await check(doc({ '@type': 'Place', map: 'https://maps.example.com' })),
      'vocab',
    );
    expect(summary(ds)).toEqual(['warning vocab/superseded $.map']);
    expect(ds[0]!.message).toBe('The property "map" is superseded by "hasMap".');
    expect(ds[0]!.fix?.insert).toBe('"hasMap"');
    expect(v.status('hasMap')).toBe('stable');
    const policy = { '@type': 'MerchantReturnPolicy' };
    const pending = await vocabOnly(
      doc({ '@type': 'Product', name: 'x', hasMerchantReturnPolicy: policy }),
    );
    expect(pending).toEqual([
      'info vocab/pending $.hasMerchantReturnPolicy',
      "info vocab/pending $.hasMerchantReturnPolicy['@type']",
    ]);
  });

  it('treats terms of another context as info, and skips terms the context defines', async () => {
    const mixed = {
      '@context': ['https://schema.org', 'https://www.w3.org/ns/credentials/v2'],
      '@type': 'Thing',
      issuer: 'x',
    };
    expect(await vocabOnly(mixed)).toEqual(['info vocab/unknown-property $.issuer']);
    const defined = {
      '@context': ['https://schema.org', { ex: 'https://example.com/' }],
      '@type': 'Thing',
      ex: 1,
    };
    expect(await vocabOnly(defined)).toEqual([]);
  });

  it('never looks keys such as constructor up on Object.prototype', async () => {
    const ds = await vocabOnly(
      '{"@context":"https://schema.org","@type":"constructor","toString":1,"hasOwnProperty":2}',
    );
    expect(ds).toEqual([
      "error vocab/unknown-type $['@type']",
      'error vocab/unknown-property $.toString',
      'error vocab/unknown-property $.hasOwnProperty',
    ]);
  });

  it('skips vocabulary checks without a vocabulary', () => {
    const ds = checkJsonLd(doc({ '@type': 'Organisation', nmae: 'A' })).diagnostics;
    expect(having(ds, 'vocab')).toEqual([]);
  });
});
