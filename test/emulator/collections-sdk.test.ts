import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebflowError } from 'webflow-api';
import * as serializers from 'webflow-api/serialization';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { sdkFor, validated as validatedOn } from './support/sdk';
import type { SdkSchema } from './support/sdk';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;

const sdk = (token: string) => sdkFor(emu, token);
const validated = <T>(schema: SdkSchema<T>, path: string, token: string) =>
  validatedOn(emu, schema, path, token);

describe('the official SDK reads collections and items from the emulator', () => {
  it('lists collections, gets one with fields, lists staged and live items, gets a live item', async () => {
    const s = acme();
    const client = sdk(s.apiKey!);
    const [en, fr, de] = [s.locales.primary, ...s.locales.secondary].map((l) => l.cmsLocaleId);

    const list = await client.collections.list(s.id);
    const listWire = await validated(
      serializers.CollectionList,
      `/v2/sites/${s.id}/collections`,
      s.apiKey!,
    );
    expect(list).toEqual(listWire);
    expect(list.collections?.map((c) => c.displayName)).toEqual(['Blog Posts', 'Team', 'Products']);

    const blog = await client.collections.get(s.collections.blog!);
    expect(blog).toEqual(
      await validated(serializers.Collection, `/v2/collections/${blog.id}`, s.apiKey!),
    );
    expect(blog.fields.map((f) => f.type)).toContain('DateTime');

    const staged = await client.collections.items.listItems(blog.id, { limit: 100 });
    expect(staged).toEqual(
      await validated(
        serializers.CollectionItemList,
        `/v2/collections/${blog.id}/items?limit=100`,
        s.apiKey!,
      ),
    );
    expect(staged.pagination?.total).toBe(41);

    const cmsLocaleId = [en, fr, de].join(',');
    const live = await client.collections.items.listItemsLive(blog.id, {
      cmsLocaleId,
      limit: 30,
      offset: 3,
      sortBy: 'lastPublished',
      sortOrder: 'asc',
    });
    const liveWire = await validated(
      serializers.CollectionItemList,
      `/v2/collections/${blog.id}/items/live?cmsLocaleId=${cmsLocaleId}&limit=30&offset=3&sortBy=lastPublished&sortOrder=asc`,
      s.apiKey!,
    );
    expect(live).toEqual(liveWire);
    // 40 posts in 3 locales, less the one not published in German.
    expect(live.pagination).toEqual({ limit: 30, offset: 3, total: 119 });
    expect(new Set(live.items?.map((i) => i.cmsLocaleId))).toEqual(new Set([en, fr, de]));

    const bySlug = await client.collections.items.listItemsLive(blog.id, {
      cmsLocaleId: fr,
      slug: 'comment-nous-preparons-le-levain',
    });
    expect(bySlug.items).toHaveLength(1);
    const id = bySlug.items![0]!.id!;
    const one = await client.collections.items.getItemLive(blog.id, id, { cmsLocaleId: fr });
    expect(one).toEqual(
      await validated(
        serializers.CollectionItem,
        `/v2/collections/${blog.id}/items/${id}/live?cmsLocaleId=${fr}`,
        s.apiKey!,
      ),
    );
    expect(one.fieldData.name).toBe('Comment nous préparons le levain');
  });

  it('sees a 404 and a missing scope as the SDK errors with the v2 body', async () => {
    const s = acme();
    const missing = await sdk(s.apiKey!)
      .collections.get('ffffffffffffffffffffffff')
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(WebflowError);
    expect((missing as WebflowError).statusCode).toBe(404);
    const key = (
      await emu.control('/site-keys', {
        method: 'POST',
        body: { siteId: s.id, scopes: ['sites:read'] },
      })
    ).body.apiKey as string;
    const denied = await sdk(key)
      .collections.list(s.id)
      .catch((e: unknown) => e);
    expect((denied as WebflowError).statusCode).toBe(403);
    expect((denied as WebflowError).body).toMatchObject({ code: 'missing_scopes' });
  });
});
