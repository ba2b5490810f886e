import { describe, expect, it } from 'vitest';
import type { Json } from '@/lib/core/drafts/json-value';
import { planItemRows, type ItemRowState } from '@/lib/features/collections/bulk/item-changes';

const fields = [
  { slug: 'name', name: 'Name', type: 'PlainText' },
  { slug: 'slug', name: 'Slug', type: 'PlainText' },
  { slug: 'summary', name: 'Summary', type: 'PlainText' },
  { slug: 'body', name: 'Body', type: 'RichText' },
  { slug: 'image', name: 'Image', type: 'Image' },
  { slug: 'gallery', name: 'Gallery', type: 'MultiImage' },
];
const sides = new Map([
  ['c', { fields, seo: { title: 'name', description: 'summary', ogImage: 'image' } }],
]);
const row = (fieldData: ItemRowState['fieldData']): ItemRowState => ({
  collectionId: 'c',
  itemId: 'i',
  cmsLocaleId: 'fr',
  localeId: 'fr-id',
  fieldData,
});
const plan = (
  change: Parameters<typeof planItemRows>[0],
  data: ItemRowState['fieldData'],
  suffix = '',
) => planItemRows(change, [row(data)], sides, new Map(), suffix)[0]!;

describe('what a bulk item change makes of a row', () => {
  it('fills an empty description from rich text reduced to its text, cut at a word within the rule', () => {
    const body = `<p>${'Levain '.repeat(40)}</p><p>Fin.</p>`;
    const result = plan(
      { type: 'fill-empty-descriptions', sourceField: 'body' },
      { summary: '', body },
    );
    if ('skip' in result) throw new Error(result.skip);
    const text = String(result.fieldData.summary);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^Levain( Levain)+$/);
    expect(result.before).toEqual({ summary: '' });
    expect(
      plan({ type: 'fill-empty-descriptions', sourceField: 'body' }, { summary: 'Déjà', body }),
    ).toEqual({
      skip: expect.stringContaining('not empty'),
    });
  });

  it('shortens a title over the rule, the page’s suffix counted, and shows the result', () => {
    const name = 'Cours de boulangerie : levain, viennoiseries et tartes du dimanche matin';
    const result = plan({ type: 'shorten-titles' }, { name }, ' | Acme Bakery');
    if ('skip' in result) throw new Error(result.skip);
    const short = String(result.fieldData.name);
    expect((short + ' | Acme Bakery').length).toBeLessThanOrEqual(60);
    expect(name.startsWith(short)).toBe(true);
    expect(result.summary).toContain(`“${short}”`);
    expect(plan({ type: 'shorten-titles' }, { name: 'Court' })).toEqual({
      skip: expect.any(String),
    });
  });

  it('fixes a slug’s format, never onto a slug another row took', () => {
    const taken = new Map([['c|fr', new Set(['le-levain'])]]);
    const [result] = planItemRows(
      { type: 'fix-slug-format' },
      [row({ slug: 'Le-Levain' })],
      sides,
      taken,
    );
    expect(result).toMatchObject({
      fieldData: { slug: 'le-levain-2' },
      before: { slug: 'Le-Levain' },
    });
  });

  it('fills alt text the service gave none for from the name, every image value kept whole', () => {
    const image = { fileId: 'f1', url: 'https://a.example/1.jpg' };
    const gallery: { fileId: string; url: string; alt?: string }[] = [
      { fileId: 'f2', url: 'https://a.example/2.jpg', alt: 'Deux' },
      { fileId: 'f3', url: 'https://a.example/3.jpg' },
      // Empty on purpose: a decorative image keeps its empty alt.
      { fileId: 'f4', url: 'https://a.example/4.jpg', alt: '' },
    ];
    const result = plan(
      { type: 'fill-empty-alt' },
      { name: 'Miche', image, gallery: gallery as Json },
    );
    expect(result).toMatchObject({
      fieldData: {
        image: { ...image, alt: 'Miche' },
        gallery: [gallery[0], { ...gallery[1], alt: 'Miche' }, gallery[2]],
      },
      before: { image, gallery },
    });
  });
});
