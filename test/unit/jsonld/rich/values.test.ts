import { describe, expect, it } from 'vitest';
import { check, doc, having, summary } from '../helpers';

const rich = async (v: unknown) => summary(having(await check(v), 'rich'));

const person = { '@type': 'Person', name: 'Ana' };

describe('rich-result checks on values', () => {
  it('wants ratings within their scale (1 to 5 unless bestRating and worstRating say otherwise)', async () => {
    const review = (reviewRating: Record<string, unknown>) =>
      doc({
        '@type': 'Review',
        itemReviewed: { '@type': 'Book', name: 'B' },
        author: person,
        datePublished: '2026-01-01',
        reviewRating: { '@type': 'Rating', ...reviewRating },
      });
    const ds = having(
      await check(review({ ratingValue: 6, bestRating: 5, worstRating: 1 })),
      'rich',
    );
    expect(summary(ds)).toEqual(['error rich/rating/out-of-range $.reviewRating.ratingValue']);
    expect(ds[0]!.message).toBe(
      'The rating 6 is outside its scale, 1 to 5 ("worstRating" to "bestRating", 1 to 5 when not given): Google requires ratings within the scale for Review snippet rich results.',
    );
    expect(await rich(review({ ratingValue: '88', bestRating: 100, worstRating: 0 }))).toEqual([]);
    expect(await rich(review({ ratingValue: 0, bestRating: 5 }))).toContain(
      'error rich/rating/out-of-range $.reviewRating.ratingValue',
    );
    expect(
      await rich(review({ ratingValue: '60%', bestRating: 5, worstRating: 1 })),
    ).not.toContainEqual(expect.stringContaining('out-of-range'));
    const aggregate = doc({
      '@type': 'AggregateRating',
      itemReviewed: { '@type': 'Restaurant', name: 'R' },
      ratingValue: 6.5,
      ratingCount: 20,
      bestRating: 5,
      worstRating: 0,
    });
    expect(await rich(aggregate)).toEqual([
      'error rich/aggregate-rating/out-of-range $.ratingValue',
    ]);
  });

  it('wants items, not plain values, where Google reads an item', async () => {
    const ds = having(
      await check(doc({ '@type': 'BreadcrumbList', itemListElement: 'Home > Shoes' })),
      'rich',
    );
    expect(summary(ds)).toEqual(['error rich/breadcrumb/item-expected $.itemListElement']);
    expect(ds[0]!.message).toBe(
      'Give "itemListElement" as an item (an object with "@type"), not a plain value: Google requires it for Breadcrumb rich results.',
    );
    expect(await rich(doc({ '@type': 'Product', name: 'Shoe', offers: '10 EUR' }))).toContain(
      'error rich/product/item-expected $.offers',
    );
  });

  it("asks for a job location's country", async () => {
    const job = (address: Record<string, unknown>) =>
      doc({
        '@type': 'JobPosting',
        title: 'Baker',
        description: '<p>Bread</p>',
        datePosted: '2026-01-20',
        hiringOrganization: { '@type': 'Organization', name: 'O' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...address } },
      });
    const errors = async (v: unknown) => (await rich(v)).filter((r) => r.startsWith('error'));
    expect(await errors(job({ addressLocality: 'Paris' }))).toEqual([
      'error rich/job-location/required $.jobLocation',
    ]);
    expect(await errors(job({ addressLocality: 'Paris', addressCountry: 'FR' }))).toEqual([]);
  });

  it("does not ask for the last breadcrumb's link (the current page)", async () => {
    const crumbs = doc({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 2, name: 'Shoes' },
        { '@type': 'ListItem', position: 1, name: 'Home' },
      ],
    });
    // Google's breadcrumb page lists `item` as required but for the last crumb.
    expect(await rich(crumbs)).toEqual(['error rich/list-item/required $.itemListElement[1]']);
  });

  it("only warns of a missing breadcrumb link where the positions don't say which crumb is last", async () => {
    const crumbs = (second: unknown) =>
      doc({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home' },
          { '@type': 'ListItem', position: second, name: 'Shoes' },
        ],
      });
    const warnings = [
      'warning rich/list-item/recommended $.itemListElement[0]',
      'warning rich/list-item/recommended $.itemListElement[1]',
    ];
    expect(await rich(crumbs(2.5))).toEqual(warnings);
    expect(await rich(crumbs('current page'))).toEqual(warnings);
    expect(await rich(crumbs('2'))).toEqual(['error rich/list-item/required $.itemListElement[0]']);
  });

  it('does not recommend one by one the alternatives a required "one of" already asks for', async () => {
    const product = await rich(
      doc({
        '@type': 'Product',
        name: 'Shoe',
        image: 'https://example.com/s.jpg',
        description: 'd',
        brand: { '@type': 'Brand', name: 'B' },
        sku: 's',
      }),
    );
    // The merchant listing asks for the offers on its own, as its one requirement missing.
    expect(product).toEqual([
      'error rich/product/required $',
      'error rich/merchant-listing/required $',
    ]);
  });

  it('does not call a recipe a retired how-to, though every Recipe is a HowTo', async () => {
    const recipe = await check(
      doc({ '@type': 'Recipe', name: 'Soup', image: 'https://example.com/s.jpg' }),
    );
    expect(having(recipe, 'rich/howto')).toEqual([]);
    expect(await rich(doc({ '@type': 'HowTo', name: 'Fix a bike' }))).toEqual([
      'info rich/howto/retired $',
    ]);
  });
});
