import { describe, expect, it } from 'vitest';
import { checkJsonLd, RICH_NOTICES, RICH_RULES } from '../../../../lib/jsonld/index';
import { check, doc, having, summary } from '../helpers';

const rich = async (v: unknown) => summary(having(await check(v), 'rich'));
const GALLERY = 'https://developers.google.com/search/docs/appearance/structured-data/';

const image = 'https://example.com/a.jpg';
const person = { '@type': 'Person', name: 'Ana', url: 'https://example.com/ana' };
const rating = {
  '@type': 'AggregateRating',
  ratingValue: 4.5,
  ratingCount: 10,
  bestRating: 5,
  worstRating: 1,
};
const review = {
  '@type': 'Review',
  author: person,
  datePublished: '2026-01-01',
  reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
};
const offer = {
  '@type': 'Offer',
  price: 10,
  priceCurrency: 'EUR',
  availability: 'https://schema.org/InStock',
  url: 'https://example.com/p',
  priceValidUntil: '2027-01-01',
};
const address = { '@type': 'PostalAddress', streetAddress: '1 rue X', addressLocality: 'Paris' };

/** One complete item per feature: no rich findings expected. */
const complete: Record<string, Record<string, unknown>> = {
  article: {
    '@type': 'BlogPosting',
    headline: 'H',
    image,
    author: person,
    datePublished: '2026-01-01',
    dateModified: '2026-01-02',
  },
  breadcrumb: {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Shoes', item: 'https://example.com/shoes' },
    ],
  },
  product: {
    '@type': 'Product',
    name: 'Shoe',
    image,
    description: 'd',
    brand: { '@type': 'Brand', name: 'B' },
    sku: 's',
    offers: offer,
    review,
    aggregateRating: rating,
  },
  organization: {
    '@type': 'Organization',
    name: 'O',
    url: 'https://example.com',
    logo: image,
    sameAs: ['https://x.example'],
    description: 'd',
    address,
  },
  'local-business': {
    '@type': 'Dentist',
    name: 'D',
    address,
    url: 'https://example.com',
    telephone: '+33 1',
    geo: { '@type': 'GeoCoordinates', latitude: 1, longitude: 2 },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      opens: '09:00',
      closes: '17:00',
    },
    priceRange: '€€',
    image,
  },
  event: {
    '@type': 'MusicEvent',
    name: 'Gig',
    startDate: '2026-07-01T20:00',
    endDate: '2026-07-01T23:00',
    description: 'd',
    image,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: 'Hall', address },
    offers: offer,
    organizer: person,
    performer: person,
  },
  recipe: {
    '@type': 'Recipe',
    name: 'Soup',
    image,
    author: person,
    datePublished: '2026-01-01',
    description: 'd',
    prepTime: 'PT10M',
    cookTime: 'PT20M',
    totalTime: 'PT30M',
    keywords: 'soup',
    recipeYield: '4',
    recipeCategory: 'Dinner',
    recipeCuisine: 'French',
    recipeIngredient: ['water'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Boil.' }],
    nutrition: { '@type': 'NutritionInformation', calories: '100 calories' },
    aggregateRating: rating,
    video: { '@id': '#v' },
  },
  video: {
    '@type': 'VideoObject',
    name: 'V',
    thumbnailUrl: image,
    uploadDate: '2026-01-01T10:00:00Z',
    description: 'd',
    contentUrl: 'https://example.com/v.mp4',
    duration: 'PT1M',
  },
  'job-posting': {
    '@type': 'JobPosting',
    title: 'Dev',
    description: '<p>d</p>',
    datePosted: '2026-01-01',
    hiringOrganization: { '@type': 'Organization', name: 'O' },
    jobLocation: { '@type': 'Place', address: { ...address, addressCountry: 'FR' } },
    validThrough: '2026-03-01',
    employmentType: 'FULL_TIME',
    baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: 1 },
    identifier: 'j1',
    directApply: true,
  },
  'software-app': {
    '@type': 'MobileApplication',
    name: 'App',
    offers: offer,
    aggregateRating: rating,
    applicationCategory: 'GameApplication',
    operatingSystem: 'Android',
  },
  review: { ...review, itemReviewed: { '@type': 'Book', name: 'B' } },
};

describe('rich-result eligibility', () => {
  it('has rule data for every required feature, each with a link to its source', () => {
    const types = RICH_RULES.flatMap((r) => r.types);
    for (const t of [
      'Article',
      'BreadcrumbList',
      'FAQPage',
      'Product',
      'Offer',
      'Review',
      'AggregateRating',
      'Organization',
      'LocalBusiness',
      'Event',
      'Recipe',
      'VideoObject',
      'JobPosting',
      'SoftwareApplication',
    ]) {
      expect(types).toContain(t);
    }
    for (const r of [...RICH_RULES, ...RICH_NOTICES])
      expect(r.source).toMatch(/^https:\/\/developers\.google\.com\/search\//);
  });

  for (const [feature, item] of Object.entries(complete)) {
    it(`finds nothing to add on a complete ${feature} item`, async () => {
      const ds = having(await check(doc(item)), 'rich');
      expect(summary(ds.filter((d) => d.severity !== 'info'))).toEqual([]);
    });
  }

  it('requires properties (error) and recommends others (warning), with the docs link', async () => {
    const ds = having(await check(doc({ '@type': 'Event', name: 'Gig' })), 'rich');
    const required = ds.filter((d) => d.severity === 'error');
    expect(required.map((d) => d.message)).toEqual([
      'Add "startDate": Google requires it for Event rich results.',
      'Add "location": Google requires it for Event rich results.',
    ]);
    expect(required[0]!.docs).toBe(`${GALLERY}event`);
    expect(ds.filter((d) => d.severity === 'warning').map((d) => d.rule)).toContain(
      'rich/event/recommended',
    );
  });

  it('checks Product offers, reviews and ratings where they are nested', async () => {
    const product = doc({
      '@type': 'Product',
      name: 'Shoe',
      offers: [{ '@type': 'Offer' }, { '@type': 'AggregateOffer', lowPrice: 1 }],
      review: { '@type': 'Review' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4 },
    });
    const errors = summary(
      having(await check(product), 'rich').filter((d) => d.severity === 'error'),
    );
    expect(errors).toEqual([
      'error rich/offer/required $.offers[0]',
      'error rich/merchant-offer/required $.offers[0]',
      'error rich/aggregate-offer/required $.offers[1]',
      'error rich/review/required $.review',
      'error rich/review/required $.review',
      'error rich/aggregate-rating/required $.aggregateRating',
    ]);
    const bare = having(
      await check(doc({ '@type': 'Product', name: 'Shoe' })),
      'rich/product/required',
    );
    expect(bare[0]!.message).toBe(
      'Add one of "offers", "review" or "aggregateRating": Google requires one for Product snippet rich results.',
    );
  });

  it('matches subtypes to the most specific rule', async () => {
    const restaurant = await rich(doc({ '@type': 'Restaurant', name: 'R' }));
    expect(restaurant).toContain('error rich/food-establishment/required $');
    expect(restaurant.some((r) => r.includes('rich/organization/'))).toBe(false);
    expect(await rich(doc({ '@type': 'NewsArticle' }))).toContain(
      'warning rich/article/recommended $',
    );
  });

  it('checks breadcrumb items', async () => {
    const crumbs = await rich(
      doc({
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', item: 'https://example.com/' }],
      }),
    );
    expect(crumbs).toEqual([
      'error rich/list-item/required $.itemListElement[0]',
      'error rich/list-item/required $.itemListElement[0]',
    ]);
  });

  it('requires itemReviewed on a review or rating that stands alone, not on a nested one', async () => {
    expect(
      await rich(
        doc({
          '@type': 'Review',
          author: person,
          reviewRating: { '@type': 'Rating', ratingValue: 3 },
        }),
      ),
    ).toContain('error rich/review/required $');
    expect(await rich(doc(complete.product!))).toEqual([]);
  });

  it('checks job postings, videos, recipes and apps for their required properties', async () => {
    expect(
      (await rich(doc({ '@type': 'JobPosting', title: 'Dev' }))).filter((r) =>
        r.startsWith('error'),
      ),
    ).toHaveLength(4);
    expect(
      (await rich(doc({ '@type': 'VideoObject', name: 'V' }))).filter((r) => r.startsWith('error')),
    ).toHaveLength(2);
    expect(
      (await rich(doc({ '@type': 'Recipe', name: 'R' }))).filter((r) => r.startsWith('error')),
    ).toEqual(['error rich/recipe/required $']);
    expect(
      (await rich(doc({ '@type': 'WebApplication', name: 'A' }))).filter((r) =>
        r.startsWith('error'),
      ),
    ).toHaveLength(2);
  });

  it('reports retired and limited features as info', async () => {
    expect(await rich(doc({ '@type': 'HowTo', name: 'h' }))).toEqual(['info rich/howto/retired $']);
    expect(await rich(doc({ '@type': 'SpecialAnnouncement', name: 's' }))).toEqual([
      'info rich/special-announcement/retired $',
    ]);
    expect(
      await rich(
        doc({
          '@type': 'Car',
          name: 'c',
          offers: offer,
          review,
          aggregateRating: rating,
          image,
          description: 'd',
          brand: { '@type': 'Brand', name: 'b' },
          sku: 's',
        }),
      ),
    ).toEqual(['info rich/vehicle-listing/retired $']);
    expect(
      await rich(doc({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction' } })),
    ).toEqual(['info rich/sitelinks-search-box/retired $']);
    expect(await rich(doc({ '@type': 'WebSite' }))).toEqual([]);
  });

  it('checks the main entity of a page and @graph members', async () => {
    const page = doc({ '@type': 'WebPage', mainEntity: { '@type': 'Product', name: 'x' } });
    expect(await rich(page)).toContain('error rich/product/required $.mainEntity');
    const graph = doc({
      '@graph': [{ '@type': 'WebPage' }, { '@type': 'Event', name: 'x', startDate: '2026-01-01' }],
    });
    expect(await rich(graph)).toContain("error rich/event/required $['@graph'][1]");
  });

  it('matches exact type names when no vocabulary is loaded', () => {
    const ds = checkJsonLd(doc({ '@type': 'Product', name: 'x' })).diagnostics;
    expect(having(ds, 'rich/product/required')).toHaveLength(1);
  });
});
