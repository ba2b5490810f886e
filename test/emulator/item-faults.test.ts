import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ seed: 'large-items', rateLimit: 0 });
});
afterAll(() => emu.close());

const site = () => emu.fixtures.sites[0]!;
const host = () => `${site().shortName}.localhost:${emu.port}`;
const cms = () => [site().locales.primary, ...site().locales.secondary].map((l) => l.cmsLocaleId);
const live = (collection: string, query = '') =>
  emu.call(`/v2/collections/${site().collections[collection]}/items/live${query}`, {
    token: site().apiKey,
  });

describe('the large-items seed', () => {
  it('has 10,000 published items in every locale in three collections with template pages', async () => {
    const totals = await Promise.all(
      ['blog', 'products', 'recipes'].map(
        async (c) =>
          (await live(c, `?limit=1&cmsLocaleId=${cms().join(',')}`)).body.pagination.total,
      ),
    );
    expect(totals).toEqual([15_000, 9_000, 6_000]);
    expect(site().pages['recipe-template']).toBeDefined();
    for (const path of ['/post/bake-note-1', '/fr/product/produit-3000', '/de/recipe/rezept-2000'])
      expect((await emu.getWithHost(host(), path)).status, path).toBe(200);
  });
});

describe('item faults planted at run time', () => {
  it('plants each kind on a different live item, as the published site and items/live show', async () => {
    const res = await emu.control<{
      planted: { kind: string; collectionId: string; itemId: string; cmsLocaleId: string }[];
    }>(`/sites/${site().id}/item-faults`, {
      method: 'POST',
      body: { seed: 3, notFound: 2, missingLocale: 2, noMarkup: 2, changed: 1 },
    });
    expect(res.status).toBe(201);
    const planted = res.body.planted;
    expect(planted.map((p) => p.kind)).toEqual([
      'not-found',
      'not-found',
      'missing-locale',
      'missing-locale',
      'no-markup',
      'no-markup',
      'changed',
    ]);
    expect(new Set(planted.map((p) => p.itemId)).size).toBe(7);
    const row = async (p: (typeof planted)[number], cmsLocaleId = p.cmsLocaleId) =>
      emu.call(
        `/v2/collections/${p.collectionId}/items/${p.itemId}/live?cmsLocaleId=${cmsLocaleId}`,
        {
          token: site().apiKey,
        },
      );
    const prefix = (p: (typeof planted)[number]) =>
      Object.entries(site().collections).find(([, id]) => id === p.collectionId)![0];
    const path = (key: string, slug: string) =>
      `/${{ blog: 'post', products: 'product', recipes: 'recipe' }[key]}/${slug}`;

    const [gone] = planted;
    const slug = (await row(gone!)).body.fieldData.slug as string;
    expect((await emu.getWithHost(host(), path(prefix(gone!), slug))).status).toBe(404);
    expect((await emu.getWithHost(host(), path(prefix(gone!), `${slug}-old`))).status).toBe(200);

    const missing = planted[2]!;
    expect(missing.cmsLocaleId).not.toBe(cms()[0]);
    expect((await row(missing)).status).toBe(404);
    expect((await row(missing, cms()[0])).status).toBe(200);

    const changed = planted[6]!;
    const changedRow = (await row(changed)).body;
    expect(changedRow.lastUpdated > changedRow.lastPublished).toBe(true);

    const bare = planted[4]!;
    const bareSlug = (await row(bare)).body.fieldData.slug as string;
    const page = await emu.getWithHost(host(), path(prefix(bare), bareSlug));
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('application/ld+json');
  });
});
