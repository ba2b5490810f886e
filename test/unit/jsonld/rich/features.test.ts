import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../lib/jsonld/index';
import { check, doc, having, summary, vocab } from '../helpers';

const rich = async (v: unknown) => summary(having(await check(v), 'rich'));
const errors = async (v: unknown) =>
  having(await check(v), 'rich').filter((d) => d.severity === 'error');
const findings = async (v: unknown) =>
  checkJsonLd(JSON.stringify(v), { vocabulary: await vocab() }).richResults.map(
    (f) => `${f.name}: ${f.status}`,
  );

const image = 'https://example.com/a.jpg';

describe('rich results Google documents besides the first thirteen', () => {
  it('checks a product with offers as a merchant listing too, naming each feature blocked', async () => {
    const product = doc({ '@type': 'Product', name: 'Shoe', offers: { '@type': 'Offer' } });
    expect(await findings(product)).toEqual([
      'Product snippet: not-eligible',
      'Merchant listing: not-eligible',
    ]);
    const messages = (await errors(product)).map((d) => d.message);
    expect(messages).toContain(
      'Add one of "price" or "priceSpecification.price": Google requires one for Product snippet rich results.',
    );
    expect(messages).toContain(
      'Add one of "price" or "priceSpecification.price": Google requires one for Merchant listing rich results.',
    );
  });

  it('leaves a reviewed product without offers to its product snippet', async () => {
    const product = doc({
      '@type': 'Product',
      name: 'Shoe',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 3 },
    });
    expect(await findings(product)).toEqual(['Product snippet: eligible']);
    const bare = (await errors(doc({ '@type': 'Product', name: 'Shoe' }))).map((d) => d.message);
    expect(bare).toEqual([
      'Add one of "offers", "review" or "aggregateRating": Google requires one for Product snippet rich results.',
      'Add "offers": Google requires it for Merchant listing rich results.',
    ]);
  });

  it('requires the image of a product the markup shows as sold on the page, recommends it otherwise', async () => {
    const requiresImage = 'Add "image": Google requires it for Merchant listing rich results.';
    const offer = { '@type': 'Offer', price: 10, priceCurrency: 'EUR' };
    // A name and a price fit a product snippet as well: the image is recommended, not required.
    const priced = doc({ '@type': 'Product', name: 'Shoe', offers: offer });
    expect(await errors(priced)).toEqual([]);
    expect((await check(priced)).map((d) => `${d.severity} ${d.message}`)).toContain(
      'warning Google recommends "image" for Merchant listing rich results.',
    );
    for (const sold of [
      { sku: 'S-1', offers: offer },
      { gtin13: '4006381333931', offers: offer },
      { offers: { ...offer, availability: 'https://schema.org/InStock' } },
      { offers: { ...offer, itemCondition: 'https://schema.org/NewCondition' } },
    ]) {
      const messages = (await errors(doc({ '@type': 'Product', name: 'Shoe', ...sold }))).map(
        (d) => d.message,
      );
      expect(messages).toEqual([requiresImage]);
    }
    // Reviewed, with an article number and no offer: a merchant listing that lacks its offers.
    const reviewed = doc({
      '@type': 'Product',
      name: 'Shoe',
      image,
      sku: 'S-1',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 3 },
    });
    expect((await errors(reviewed)).map((d) => d.message)).toEqual([
      'Add "offers": Google requires it for Merchant listing rich results.',
    ]);
  });

  it('checks shipping details and return policies of a merchant offer', async () => {
    const product = doc({
      '@type': 'Product',
      name: 'Shoe',
      image,
      offers: {
        '@type': 'Offer',
        price: 10,
        priceCurrency: 'EUR',
        shippingDetails: {
          '@type': 'OfferShippingDetails',
          shippingRate: { '@type': 'MonetaryAmount', value: 3 },
        },
        hasMerchantReturnPolicy: {
          '@type': 'MerchantReturnPolicy',
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        },
      },
    });
    expect((await errors(product)).map((d) => `${d.path} ${d.message}`)).toEqual([
      '$.offers.shippingDetails Add "shippingDestination": Google requires it for Merchant listing rich results.',
      '$.offers.shippingDetails Add "deliveryTime": Google requires it for Merchant listing rich results.',
      '$.offers.shippingDetails.shippingRate Add "currency": Google requires it for Merchant listing rich results.',
      '$.offers.hasMerchantReturnPolicy Add "applicableCountry": Google requires it for Merchant listing rich results.',
    ]);
  });

  it('checks an organization’s store-wide return policy: its details or a link', async () => {
    const store = (policy: Record<string, unknown>) =>
      doc({
        '@type': 'OnlineStore',
        name: 'S',
        hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', ...policy },
      });
    expect(await errors(store({ merchantReturnLink: 'https://example.com/returns' }))).toEqual([]);
    expect((await errors(store({ applicableCountry: 'DE' }))).map((d) => d.message)).toEqual([
      'Add one of "returnPolicyCategory" or "merchantReturnLink": Google requires one for Merchant return policy rich results.',
    ]);
  });

  it('checks carousels of items, naming the item’s own feature, but not lists of texts', async () => {
    const list = doc({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', url: 'https://example.com/1' },
        { '@type': 'ListItem', position: 2, item: { '@type': 'Movie', name: 'M' } },
      ],
    });
    expect((await errors(list)).map((d) => `${d.path} ${d.message}`)).toEqual([
      '$.itemListElement[0] Add "position": Google requires it for Carousel rich results.',
      '$.itemListElement[1].item Add "image": Google requires it for Movie rich results.',
    ]);
    expect(await rich(doc({ '@type': 'ItemList', itemListElement: ['a', 'b'] }))).toEqual([]);
    expect((await errors(doc({ '@type': 'ItemList', name: 'L' }))).map((d) => d.rule)).toEqual([
      'rich/carousel/required',
    ]);
  });

  it('asks image metadata only of an image that carries licence or credit details', async () => {
    expect(await rich(doc({ '@type': 'ImageObject', url: image }))).toEqual([]);
    expect(
      (await errors(doc({ '@type': 'ImageObject', license: 'https://example.com/l' }))).map(
        (d) => d.message,
      ),
    ).toEqual(['Add "contentUrl": Google requires it for Image metadata rich results.']);
  });

  it('checks paywalled parts of an article besides the article itself', async () => {
    const article = doc({
      '@type': 'NewsArticle',
      headline: 'H',
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false },
    });
    expect((await errors(article)).map((d) => `${d.path} ${d.message}`)).toEqual([
      '$.hasPart Add "cssSelector": Google requires it for Subscription and paywalled content rich results.',
    ]);
    expect(await findings(doc({ '@type': 'NewsArticle', headline: 'H' }))).toEqual([
      'Article: eligible',
    ]);
  });

  it('checks a speakable specification, not a plain URL', async () => {
    const page = (speakable: unknown) => doc({ '@type': 'WebPage', name: 'P', speakable });
    expect(await rich(page('https://example.com/p'))).toEqual([]);
    expect(
      (await errors(page({ '@type': 'SpeakableSpecification' }))).map((d) => d.message),
    ).toEqual([
      'Add one of "cssSelector", "xpath" or "xPath": Google requires one for Speakable rich results.',
    ]);
  });

  it('needs no rating on an editorial review with pros and cons', async () => {
    const review = (extra: Record<string, unknown>) =>
      doc({
        '@type': 'Product',
        name: 'Shoe',
        review: { '@type': 'Review', author: { '@type': 'Person', name: 'A' }, ...extra },
      });
    expect(
      await errors(
        review({
          positiveNotes: {
            '@type': 'ItemList',
            itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Light' }],
          },
        }),
      ),
    ).toEqual([]);
    expect((await errors(review({}))).map((d) => d.message)).toEqual([
      'Add "reviewRating": Google requires it for Review snippet rich results.',
    ]);
  });

  it('checks Q&A pages, forums, education Q&A, profile pages, datasets and rentals', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { '@type': 'QAPage', mainEntity: { '@type': 'Question', name: 'Q', answerCount: 0 } },
        'Q&A',
      ],
      [
        { '@type': 'DiscussionForumPosting', text: 'T', datePublished: '2026-01-01' },
        'Discussion forum',
      ],
      [
        {
          '@type': 'Quiz',
          hasPart: { '@type': 'Question', text: 'T', eduQuestionType: 'Flashcard' },
        },
        'Education Q&A',
      ],
      [{ '@type': 'ProfilePage', mainEntity: { '@type': 'Person' } }, 'Profile page'],
      [{ '@type': 'Dataset', name: 'D' }, 'Dataset'],
      [{ '@type': 'VacationRental', name: 'V' }, 'Vacation rental'],
      [
        { '@type': 'EmployerAggregateRating', ratingValue: 3, ratingCount: 2 },
        'Employer aggregate rating',
      ],
      [{ '@type': ['MathSolver', 'LearningResource'], url: 'https://example.com' }, 'Math solver'],
    ];
    for (const [item, feature] of cases) {
      const found = await errors(doc(item));
      expect(found.length, feature).toBeGreaterThan(0);
      for (const d of found) expect(d.message, feature).toContain(`for ${feature} rich results`);
    }
  });

  it('leaves a data feed to its own feature, not to datasets', async () => {
    expect(await rich(doc({ '@type': 'DataFeed', dataFeedElement: [] }))).toEqual([]);
  });
});
