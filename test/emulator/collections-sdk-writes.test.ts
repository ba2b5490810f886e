import { describe, expect, it } from 'vitest';
import { WebflowError } from 'webflow-api';
import * as serializers from 'webflow-api/serialization';
import { itemWorld } from './support/item-world';
import { sdkFor, STRICT, validated } from './support/sdk';
import type { SdkSchema } from './support/sdk';

const world = itemWorld();
const { acme } = world;
const token = () => acme().apiKey!;
const blogId = () => acme().collections.blog!;
const locales = () => {
  const s = acme();
  const [en, fr, de] = [s.locales.primary, ...s.locales.secondary].map((l) => l.cmsLocaleId);
  return { en: en!, fr: fr!, de: de! };
};

/** Sends a write on the wire and validates its answer with the SDK's schema for it. */
async function wire<T>(schema: SdkSchema<T>, path: string, method: string, body: unknown) {
  const res = await world.emu.call(path, { method, body, token: token() });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return schema.parseOrThrow(res.body, STRICT);
}

const staged = async (n: number, cmsLocaleId = locales().en) =>
  (await sdkFor(world.emu, token()).collections.items.listItems(blogId(), { cmsLocaleId })).items![
    n
  ]!;

describe('the official SDK writes and publishes items on the emulator', () => {
  it('updates one item, and reads it back staged', async () => {
    const client = sdkFor(world.emu, token());
    const item = await staged(1);
    const updated = await client.collections.items.updateItem(blogId(), item.id!, {
      fieldData: { name: item.fieldData.name, slug: item.fieldData.slug, featured: true },
    });
    expect(updated.fieldData).toMatchObject({ featured: true, name: item.fieldData.name });
    expect(updated.lastPublished).toBe(item.lastPublished);
    const read = await client.collections.items.getItem(blogId(), item.id!);
    expect(read).toEqual(
      await validated(
        world.emu,
        serializers.CollectionItem,
        `/v2/collections/${blogId()}/items/${item.id}`,
        token(),
      ),
    );
    const path = `/v2/collections/${blogId()}/items/${item.id}`;
    await wire(serializers.CollectionItem, path, 'PATCH', { fieldData: { featured: false } });
  });

  it('updates several item × locale rows', async () => {
    const client = sdkFor(world.emu, token());
    const { fr, de } = locales();
    const [a, b] = [await staged(2), await staged(3)];
    const rows = [
      { id: a.id!, cmsLocaleId: fr, fieldData: { name: 'A fr', slug: 'a-fr' } },
      { id: a.id!, cmsLocaleId: de, fieldData: { name: 'A de', slug: 'a-de' } },
      { id: b.id!, fieldData: { name: 'B en', slug: 'b-en' } },
    ];
    const res = await client.collections.items.updateItems(blogId(), { items: rows });
    expect('items' in res && res.items?.map((i) => i.fieldData.slug)).toEqual([
      'a-fr',
      'a-de',
      'b-en',
    ]);
    const parsed = await wire(
      serializers.collections.ItemsUpdateItemsResponse,
      `/v2/collections/${blogId()}/items`,
      'PATCH',
      { items: rows.map((r) => ({ ...r, fieldData: { featured: true } })) },
    );
    expect('items' in parsed && parsed.items).toHaveLength(3);
  });

  it('publishes with and without locales', async () => {
    const client = sdkFor(world.emu, token());
    const { fr } = locales();
    const [a, b] = [await staged(4), await staged(5)];
    const plain = await client.collections.items.publishItem(blogId(), { itemIds: [a.id!] });
    expect(plain).toEqual({ publishedItemIds: [a.id], errors: [] });
    const withLocales = await client.collections.items.publishItem(blogId(), {
      items: [{ id: b.id!, cmsLocaleIds: [fr] }, { id: 'ffffffffffffffffffffffff' }],
    });
    expect(withLocales.publishedItemIds).toEqual([b.id]);
    expect(withLocales.errors).toHaveLength(1);
    const parsed = await wire(
      serializers.collections.ItemsPublishItemResponse,
      `/v2/collections/${blogId()}/items/publish`,
      'POST',
      { items: [{ id: a.id, cmsLocaleIds: [fr] }] },
    );
    expect(parsed.publishedItemIds).toEqual([a.id]);
  });

  it('updates a live item, and live rows, and unpublishes', async () => {
    const client = sdkFor(world.emu, token());
    const { fr } = locales();
    const item = await staged(6, fr);
    const live = await client.collections.items.updateItemLive(blogId(), item.id!, {
      cmsLocaleId: fr,
      fieldData: { name: 'Comment nous préparons les macarons', slug: item.fieldData.slug },
    });
    expect(live.lastPublished).toBe(live.lastUpdated);
    const read = await client.collections.items.getItemLive(blogId(), item.id!, {
      cmsLocaleId: fr,
    });
    expect(read.fieldData.name).toBe('Comment nous préparons les macarons');
    const rows = await client.collections.items.updateItemsLive(blogId(), {
      items: [
        { id: item.id!, fieldData: { name: 'How we bake macarons', slug: 'how-we-bake-macarons' } },
      ],
    });
    expect(rows.items?.[0]?.fieldData.name).toBe('How we bake macarons');
    await wire(
      serializers.CollectionItemListNoPagination,
      `/v2/collections/${blogId()}/items/live`,
      'PATCH',
      { items: [{ id: item.id, fieldData: { featured: true } }] },
    );
    await client.collections.items.deleteItemsLive(blogId(), { items: [{ id: item.id! }] });
    const gone = await client.collections.items
      .getItemLive(blogId(), item.id!)
      .catch((e: unknown) => e);
    expect((gone as WebflowError).statusCode).toBe(404);
  });

  it('sees a refused field as a 400 with the v2 body naming it', async () => {
    const item = await staged(7);
    const refused = await sdkFor(world.emu, token())
      .collections.items.updateItem(blogId(), item.id!, {
        fieldData: { name: item.fieldData.name, slug: 'Not Valid' },
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WebflowError);
    expect((refused as WebflowError).statusCode).toBe(400);
    expect((refused as WebflowError).body).toMatchObject({
      code: 'validation_error',
      details: [{ param: 'fieldData.slug' }],
    });
  });
});
