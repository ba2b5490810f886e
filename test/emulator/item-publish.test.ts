import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { itemWorld } from './support/item-world';

const world = itemWorld();
const { acme, cms, blog, call } = world;
const host = () => `${acme().shortName}.localhost:${world.emu.port}`;
const post = async (n: number, locale = cms().en) =>
  (await call(`${blog()}/items?cmsLocaleId=${locale}`)).body.items[n];

/** What an item page's head and image say (read with a real HTML parser). */
interface ItemHead {
  status: number;
  title: string;
  description: string | null;
  ogImage: string | null;
  ogImageAlt: string | null;
  /** The page's `<img>` attributes. */
  images: Record<string, string>[];
}

async function itemPage(path: string): Promise<ItemHead> {
  const res = await world.emu.getWithHost(host(), path);
  const head: ItemHead = {
    status: res.status,
    title: '',
    description: null,
    ogImage: null,
    ogImageAlt: null,
    images: [],
  };
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attrs) {
      inTitle = name === 'title';
      if (name === 'meta' && attrs.name === 'description') head.description = attrs.content ?? '';
      if (name === 'meta' && attrs.property === 'og:image') head.ogImage = attrs.content ?? '';
      if (name === 'meta' && attrs.property === 'og:image:alt') head.ogImageAlt = attrs.content!;
      if (name === 'img') head.images.push(attrs);
    },
    ontext(text) {
      if (inTitle) head.title += text;
    },
    onclosetag() {
      inTitle = false;
    },
  });
  parser.write(res.text);
  parser.end();
  return head;
}

describe('publishing items', () => {
  it('serves a changed title only once the item is published, in that locale only', async () => {
    const { en, fr } = cms();
    const item = await post(1, fr);
    const frPath = `/fr/post/${item.fieldData.slug}`;
    const enPath = `/post/${(await post(1)).fieldData.slug}`;
    const enBefore = await itemPage(enPath);
    await call(`${blog()}/items`, 'PATCH', {
      items: [
        { id: item.id, cmsLocaleId: fr, fieldData: { name: 'Une semaine de croissants dorés' } },
        { id: item.id, cmsLocaleId: en, fieldData: { name: 'A golden week of croissants' } },
      ],
    });
    expect((await itemPage(frPath)).title).toBe(`${item.fieldData.name} | Acme Bakery`);
    const res = await call(`${blog()}/items/publish`, 'POST', {
      items: [{ id: item.id, cmsLocaleIds: [fr] }],
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ publishedItemIds: [item.id], errors: [] });
    expect((await itemPage(frPath)).title).toBe('Une semaine de croissants dorés | Acme Bakery');
    expect(await itemPage(enPath)).toEqual(enBefore);
    const [frRow, enRow] = [await post(1, fr), await post(1)];
    expect(frRow.lastPublished).not.toBe(item.lastPublished);
    expect(enRow.lastPublished).toBe(item.lastPublished);
    expect(enRow.lastUpdated > enRow.lastPublished).toBe(true);
    const live = await call(`${blog()}/items/${item.id}/live`);
    expect(live.body.fieldData.name).toBe(enBefore.title.replace(' | Acme Bakery', ''));
  });

  it('publishes `{ itemIds }` in the primary locale; an unknown id is an entry in errors', async () => {
    const { fr } = cms();
    const item = await post(2);
    await call(`${blog()}/items/${item.id}`, 'PATCH', { fieldData: { 'post-summary': 'New.' } });
    await call(`${blog()}/items/${item.id}`, 'PATCH', {
      cmsLocaleId: fr,
      fieldData: { 'post-summary': 'Nouveau.' },
    });
    const unknown = 'ffffffffffffffffffffffff';
    const res = await call(`${blog()}/items/publish`, 'POST', { itemIds: [unknown, item.id] });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      publishedItemIds: [item.id],
      errors: [`Staging item ID ${unknown} not found.`],
    });
    expect((await itemPage(`/post/${item.fieldData.slug}`)).description).toBe('New.');
    const frSlug = (await post(2, fr)).fieldData.slug;
    expect((await itemPage(`/fr/post/${frSlug}`)).description).not.toBe('Nouveau.');
    const nothing = await call(`${blog()}/items/publish`, 'POST', { itemIds: [unknown] });
    expect(nothing.status).toBe(202);
    expect(nothing.body.publishedItemIds).toEqual([]);
  });

  it('publishes a draft in the locales named, moves a changed slug, refuses bad bodies', async () => {
    const { en, de } = cms();
    const rows = (await call(`${blog()}/items`)).body.items;
    const draft = rows.find((r: { isDraft: boolean }) => r.isDraft);
    expect((await itemPage(`/post/${draft.fieldData.slug}`)).status).toBe(404);
    await call(`${blog()}/items/${draft.id}`, 'PATCH', { fieldData: { slug: 'spring-menu' } });
    const res = await call(`${blog()}/items/publish`, 'POST', {
      items: [{ id: draft.id, cmsLocaleIds: [en, de] }],
    });
    expect(res.body.publishedItemIds).toEqual([draft.id]);
    expect((await itemPage('/post/spring-menu')).status).toBe(200);
    expect((await itemPage(`/post/${draft.fieldData.slug}`)).status).toBe(404);
    const live = await call(`${blog()}/items/live?slug=spring-menu`);
    expect(live.body.items).toHaveLength(1);
    // Not named, so not published in French.
    const frDraft = await call(`${blog()}/items/${draft.id}?cmsLocaleId=${cms().fr}`);
    expect(frDraft.body.isDraft).toBe(true);
    for (const body of [{}, { itemIds: [] }, { itemIds: ['x'], items: [] }, { items: [{}] }]) {
      const bad = await call(`${blog()}/items/publish`, 'POST', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.code).toBe('validation_error');
    }
    const badLocale = await call(`${blog()}/items/publish`, 'POST', {
      items: [{ id: draft.id, cmsLocaleIds: ['nope'] }],
    });
    expect(badLocale.status).toBe(400);
  });

  it('unpublishes in the primary locale, or the locales named; none left makes a draft', async () => {
    const { en, fr, de } = cms();
    const item = await post(3);
    const path = `/post/${item.fieldData.slug}`;
    const gone = await call(`${blog()}/items/live`, 'DELETE', { items: [{ id: item.id }] });
    expect(gone.status).toBe(204);
    expect((await itemPage(path)).status).toBe(404);
    const frSlug = (await post(3, fr)).fieldData.slug;
    expect((await itemPage(`/fr/post/${frSlug}`)).status).toBe(200);
    expect((await call(`${blog()}/items/${item.id}/live?cmsLocaleId=${en}`)).status).toBe(404);
    await call(`${blog()}/items/live`, 'DELETE', {
      items: [{ id: item.id, cmsLocaleIds: [fr, de] }],
    });
    expect((await post(3)).isDraft).toBe(true);
    expect((await itemPage(`/fr/post/${frSlug}`)).status).toBe(404);
    const unknown = await call(`${blog()}/items/live`, 'DELETE', {
      items: [{ id: 'ffffffffffffffffffffffff' }],
    });
    expect(unknown.status).toBe(404);
    const one = await post(4);
    expect((await call(`${blog()}/items/${one.id}/live?cmsLocaleId=${de}`, 'DELETE')).status).toBe(
      204,
    );
    expect((await post(4, de)).isDraft).toBe(true);
    expect((await post(4)).isDraft).toBe(false);
  });
});

describe('item pages follow the template’s SEO setting', () => {
  it('take title, description and og:image from the post’s fields, with the image’s alt', async () => {
    const item = await post(0);
    const page = await itemPage(`/post/${item.fieldData.slug}`);
    const image = item.fieldData['main-image'];
    expect(page).toMatchObject({
      status: 200,
      title: `${item.fieldData.name} | Acme Bakery`,
      description: item.fieldData['post-summary'],
      ogImage: image.url,
      ogImageAlt: image.alt,
    });
    expect(page.images).toEqual([{ src: image.url, alt: image.alt }]);
  });

  it('renders an alt written and published, and none for an image without one', async () => {
    const { de } = cms();
    const item = await post(5, de);
    const path = `/de/post/${item.fieldData.slug}`;
    const { alt: _alt, ...bare } = item.fieldData['main-image'];
    await call(`${blog()}/items/${item.id}/live`, 'PATCH', {
      cmsLocaleId: de,
      fieldData: { 'main-image': bare },
    });
    const without = await itemPage(path);
    expect(without.images).toEqual([{ src: bare.url }]);
    expect(without.ogImageAlt).toBeNull();
    await call(`${blog()}/items/${item.id}/live`, 'PATCH', {
      cmsLocaleId: de,
      fieldData: { 'main-image': { ...bare, alt: 'Brioche <frisch>' } },
    });
    expect((await itemPage(path)).images).toEqual([{ src: bare.url, alt: 'Brioche <frisch>' }]);
  });
});
