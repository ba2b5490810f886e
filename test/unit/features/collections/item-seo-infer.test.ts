import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  candidateFields,
  inferItemSeo,
  valueText,
  type ItemFieldDef,
  type PublishedSeo,
} from '@/lib/features/collections/item-seo-infer';

const field = (slug: string, type: string): ItemFieldDef => ({ slug, name: slug, type });

/** A blog collection as Get Collection lists it, `name` first. */
const FIELDS: ItemFieldDef[] = [
  field('name', 'PlainText'),
  field('slug', 'PlainText'),
  field('seo-title', 'PlainText'),
  field('summary', 'PlainText'),
  field('post-body', 'RichText'),
  field('main-image', 'Image'),
  field('gallery', 'MultiImage'),
  field('views', 'Number'),
];

const page = (seo: Partial<PublishedSeo>): PublishedSeo => ({
  title: null,
  description: null,
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
  ...seo,
});

const image = (url: string) => ({ fileId: 'f1', url, alt: null });
const CDN = 'https://cdn.example/site1/rye.jpg';

describe('inferItemSeo', () => {
  it.each([
    [
      'an exact title',
      { name: 'Rye bread' },
      { title: 'Rye bread' },
      { title: { field: 'name', how: 'exact' } },
    ],
    [
      'a title equal once whitespace is trimmed and collapsed',
      { 'seo-title': '  Rye   bread\n' },
      { title: 'Rye bread' },
      { title: { field: 'seo-title', how: 'trimmed' } },
    ],
    [
      'a title before the site name',
      { name: 'Rye bread' },
      { title: 'Rye bread | Acme Bakery' },
      { title: { field: 'name', how: 'prefix', suffix: ' | Acme Bakery' } },
    ],
    [
      'a title before other separators',
      { name: 'Rye bread' },
      { title: 'Rye bread — Acme Bakery' },
      { title: { field: 'name', how: 'prefix', suffix: ' — Acme Bakery' } },
    ],
    [
      'the longest of two prefixes',
      { name: 'Rye', 'seo-title': 'Rye - dark and sour' },
      { title: 'Rye - dark and sour | Acme' },
      { title: { field: 'seo-title', how: 'prefix', suffix: ' | Acme' } },
    ],
    [
      'an exact match over a longer prefix',
      { name: 'Rye | Acme', 'seo-title': 'Rye' },
      { title: 'Rye | Acme' },
      { title: { field: 'name', how: 'exact' } },
    ],
    [
      'no prefix without a separator after the value ("Bread" is not "Breadcrumbs")',
      { name: 'Bread' },
      { title: 'Breadcrumbs | Acme' },
      {},
    ],
    [
      '`name` on a tie for the title, whatever the field order',
      { 'seo-title': 'Rye', name: 'Rye' },
      { title: 'Rye | Acme' },
      { title: { field: 'name', how: 'prefix', suffix: ' | Acme' } },
    ],
    [
      'the first field on a tie for the description',
      { 'seo-title': 'Dark and sour', summary: 'Dark and sour' },
      { description: 'Dark and sour' },
      { description: { field: 'seo-title', how: 'exact' } },
    ],
    [
      'og:title when the page has no <title>',
      { name: 'Rye bread' },
      { ogTitle: 'Rye bread' },
      { title: { field: 'name', how: 'exact' } },
    ],
    [
      'no og:title fallback when the page’s own <title> matches no field',
      { name: 'Rye bread' },
      { title: 'Our breads', ogTitle: 'Rye bread' },
      {},
    ],
    [
      'a RichText description reduced to its text',
      { 'post-body': '<p>Hello&nbsp;<b>world</b></p>' },
      { description: 'Hello world' },
      { description: { field: 'post-body', how: 'trimmed' } },
    ],
    [
      'og:description when the page has no meta description',
      { summary: 'Dark and sour' },
      { ogDescription: 'Dark and sour' },
      { description: { field: 'summary', how: 'exact' } },
    ],
    [
      'the og:image by URL',
      { 'main-image': image(CDN) },
      { ogImage: CDN },
      { ogImage: { field: 'main-image', how: 'exact' } },
    ],
    [
      'the og:image by URL without its query',
      { gallery: [image(CDN), image('https://cdn.example/other.jpg')] },
      { ogImage: `${CDN}?w=1200` },
      { ogImage: { field: 'gallery', how: 'trimmed' } },
    ],
    [
      'nothing when no value matches',
      { name: 'Rye', summary: 'Dark', 'main-image': image(CDN), views: 12 },
      { title: 'Spelt | Acme', description: 'Light', ogImage: 'https://cdn.example/spelt.jpg' },
      {},
    ],
    [
      'never an empty value',
      { name: '', summary: '   ', 'post-body': '<p> </p>', 'main-image': image('') },
      { title: ' | Acme', description: ' ', ogImage: 'https://s.example/' },
      {},
    ],
  ])('finds %s', (_name, values, seo, expected) => {
    expect(inferItemSeo(FIELDS, values, page(seo))).toEqual(expected);
  });

  it('treats the item’s name as a field when Get Collection leaves `name` out', () => {
    const fields = FIELDS.filter((f) => f.slug !== 'name');
    expect(inferItemSeo(fields, { name: 'Rye' }, page({ title: 'Rye | Acme' }))).toEqual({
      title: { field: 'name', how: 'prefix', suffix: ' | Acme' },
    });
  });

  it('infers every target of one page at once', () => {
    const values = {
      name: 'Rye bread',
      summary: 'Dark and sour.',
      'main-image': image(CDN),
    };
    const seo = page({ title: 'Rye bread | Acme', description: 'Dark and sour.', ogImage: CDN });
    expect(inferItemSeo(FIELDS, values, seo)).toEqual({
      title: { field: 'name', how: 'prefix', suffix: ' | Acme' },
      description: { field: 'summary', how: 'exact' },
      ogImage: { field: 'main-image', how: 'exact' },
    });
  });

  it('finds the field holding v in a title `${v} | ${s}`, for any value and site name (property)', () => {
    const text = fc.string({ unit: 'binary' });
    const line = fc
      .string({ unit: 'binary', minLength: 1 })
      .filter((v) => !/[\n\r]/.test(v) && v.trim() !== '');
    const shown = (t: string) => t.replace(/\s+/g, ' ').trim();
    fc.assert(
      fc.property(
        line,
        text,
        fc.oneof(text, fc.nat()),
        fc.constantFrom('name', 'seo-title'),
        (v, s, rivalOf, holder) => {
          const title = `${v} | ${s}`;
          // Another field holds some text, or a start of the title: shorter or longer than v.
          const other =
            typeof rivalOf === 'string' ? rivalOf : title.slice(0, rivalOf % title.length);
          const rival = shown(other);
          // Unless that field holds a longer prefix of the title (or the title itself).
          fc.pre(!(rival.length > shown(v).length && `${shown(title)} `.startsWith(rival)));
          const values = { [holder]: v, summary: other };
          expect(inferItemSeo(FIELDS, values, page({ title })).title).toMatchObject({
            field: holder,
            how: 'prefix',
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('candidateFields', () => {
  it('lists text fields for the title and description and image fields for og:image', () => {
    const slugs = (target: 'title' | 'description' | 'ogImage') =>
      candidateFields(FIELDS, target).map((f) => f.slug);
    expect(slugs('title')).toEqual(['name', 'slug', 'seo-title', 'summary']);
    expect(slugs('description')).toEqual(['name', 'slug', 'seo-title', 'summary', 'post-body']);
    expect(slugs('ogImage')).toEqual(['main-image', 'gallery']);
  });

  it('adds `name` as a PlainText field when the list leaves it out', () => {
    expect(candidateFields([field('summary', 'PlainText')], 'title')).toEqual([
      { slug: 'name', name: 'Name', type: 'PlainText' },
      field('summary', 'PlainText'),
    ]);
  });
});

describe('valueText', () => {
  it.each([
    ['PlainText', '  as is ', '  as is '],
    [
      'RichText',
      '<h2>Rye</h2><p>Dark &amp; sour,<br>baked&#160;daily&#x21;</p>',
      'Rye Dark & sour, baked daily!',
    ],
    ['RichText', '<p>a</p><ul><li>b</li><li>c</li></ul>', 'a b c'],
    ['RichText', 'x < y and <em>z</em> &unknown; &#99999999;', 'x < y and z &unknown; &#99999999;'],
    ['RichText', 'a <b', 'a <b'],
    ['Image', image(CDN), CDN],
    ['MultiImage', [image(CDN), image('https://cdn.example/2.jpg')], CDN],
    ['MultiImage', [], ''],
    ['Number', 12, ''],
    ['PlainText', null, ''],
  ])('%s %j reads as %j', (type, value, expected) => {
    expect(valueText(field('f', type), value)).toBe(expected);
  });

  it('reduces rich text full of unclosed tags in linear time', () => {
    const started = performance.now();
    expect(valueText(field('f', 'RichText'), '<a'.repeat(100_000))).toHaveLength(200_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
