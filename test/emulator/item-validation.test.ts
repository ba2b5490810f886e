import { describe, expect, it } from 'vitest';
import { itemWorld } from './support/item-world';

const world = itemWorld();
const { acme, blog, call } = world;
const fr = () => acme().locales.secondary.find((l) => l.tag === 'fr')!.cmsLocaleId;
const products = () => `/v2/collections/${acme().collections.products}`;

/** The staged row of a Blog post by index, in a locale (the primary by default). */
async function post(n: number, locale?: string) {
  const query = locale ? `?cmsLocaleId=${locale}` : '';
  return (await call(`${blog()}/items${query}`)).body.items[n];
}

/** Writes `fieldData` to a post and answers the refusal's status and body. */
async function refusal(fieldData: Record<string, unknown>, n = 10, locale?: string) {
  const { id } = await post(n);
  const res = await call(`${blog()}/items/${id}`, 'PATCH', { cmsLocaleId: locale, fieldData });
  return { status: res.status, body: res.body, id };
}

/** Expects a 400 v2 error body whose message and only detail name `param`. */
function expectNamed(res: { status: number; body: Record<string, unknown> }, param: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'validation_error', externalReference: null });
  expect(res.body.message).toContain(param);
  expect(res.body.details).toEqual([{ param, description: expect.any(String) }]);
}

describe('item writes are checked by field type', () => {
  it('refuses emptying a required field (name, slug, a required DateTime)', async () => {
    expectNamed(await refusal({ name: '' }), 'fieldData.name');
    expectNamed(await refusal({ slug: null }), 'fieldData.slug');
    expectNamed(await refusal({ 'published-on': null }), 'fieldData.published-on');
    // An optional field may be emptied.
    expect((await refusal({ 'post-summary': '' })).status).toBe(200);
  });

  it('holds PlainText to the collection’s field validations (maxLength, single line)', async () => {
    const blogFields = (await call(blog())).body.fields as { slug: string; validations: object }[];
    expect(blogFields.find((f) => f.slug === 'post-summary')!.validations).toEqual({
      singleLine: true,
      maxLength: 160,
    });
    expectNamed(await refusal({ 'post-summary': 'x'.repeat(161) }), 'fieldData.post-summary');
    expect((await refusal({ 'post-summary': 'x'.repeat(160) })).status).toBe(200);
    expectNamed(await refusal({ name: 'n'.repeat(257) }), 'fieldData.name');
    expectNamed(await refusal({ name: 'two\nlines' }), 'fieldData.name');
  });

  it('refuses a slug with capitals, spaces or other characters', async () => {
    for (const slug of ['How-We-Bake', 'with space', 'ümlaut', '-leading', 'double--dash']) {
      const res = await refusal({ slug });
      expectNamed(res, 'fieldData.slug');
      expect(res.body.details[0].description).toContain('lowercase');
    }
    expect((await refusal({ slug: 'a-new-slug_2' })).status).toBe(200);
  });

  it('keeps slugs unique within the collection and locale, not across them', async () => {
    const taken = (await post(0)).fieldData.slug as string;
    const res = await refusal({ slug: taken }, 11);
    expectNamed(res, 'fieldData.slug');
    expect(res.body.details[0].description).toContain('already');
    // The same slug is free in French (localized slugs) and in another collection.
    expect((await refusal({ slug: taken }, 11, fr())).status).toBe(200);
    const product = (await call(`${products()}/items`)).body.items[0];
    const other = await call(`${products()}/items/${product.id}`, 'PATCH', {
      fieldData: { slug: taken },
    });
    expect(other.status).toBe(200);
    // An item may write its own slug again.
    expect((await refusal({ slug: taken }, 0)).status).toBe(200);
  });

  it('refuses two rows of one bulk write taking the same slug', async () => {
    const [a, b] = [await post(12), await post(13)];
    const res = await call(`${blog()}/items`, 'PATCH', {
      items: [
        { id: a.id, fieldData: { slug: 'same-slug' } },
        { id: b.id, fieldData: { slug: 'same-slug' } },
      ],
    });
    expectNamed(res, 'items.1.fieldData.slug');
    expect((await post(12)).fieldData.slug).toBe(a.fieldData.slug);
  });

  it('refuses an Image value without fileId, and takes one with fileId, url and alt', async () => {
    const image = (await post(10)).fieldData['main-image'] as Record<string, unknown>;
    const noFile = await refusal({ 'main-image': { url: image.url, alt: 'Bread' } });
    expectNamed(noFile, 'fieldData.main-image');
    expect(noFile.body.details[0].description).toContain('fileId');
    expectNamed(await refusal({ 'main-image': 'https://x.example/a.jpg' }), 'fieldData.main-image');
    const ok = await refusal({ 'main-image': { ...image, alt: 'A loaf on a board' } });
    expect(ok.status).toBe(200);
    expect(ok.body.fieldData['main-image']).toEqual({ ...image, alt: 'A loaf on a board' });
  });

  it('refuses unknown fields and values of the wrong type, naming each', async () => {
    expectNamed(await refusal({ subtitle: 'x' }), 'fieldData.subtitle');
    expectNamed(await refusal({ featured: 'yes' }), 'fieldData.featured');
    expectNamed(await refusal({ 'published-on': 'last week' }), 'fieldData.published-on');
    expectNamed(await refusal({ 'post-body': 42 }), 'fieldData.post-body');
    const product = (await call(`${products()}/items`)).body.items[0];
    const price = await call(`${products()}/items/${product.id}`, 'PATCH', {
      fieldData: { price: '6.50' },
    });
    expectNamed(price, 'fieldData.price');
  });

  it('lists every refused field of a row, and changes nothing', async () => {
    const before = await post(10);
    const res = await call(`${blog()}/items/${before.id}`, 'PATCH', {
      fieldData: { name: '', slug: 'Bad', featured: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { param: string }) => d.param)).toEqual([
      'fieldData.name',
      'fieldData.slug',
      'fieldData.featured',
    ]);
    expect(await post(10)).toEqual(before);
  });
});
