import { describe, expect, it } from 'vitest';
import { itemWorld } from './support/item-world';

const world = itemWorld();
const { acme, cms, blog, call } = world;

interface Row {
  id: string;
  cmsLocaleId: string;
  lastUpdated: string;
  lastPublished: string | null;
  isDraft: boolean;
  fieldData: Record<string, unknown> & { name: string; slug: string };
}

/** The staged rows of the Blog Posts in one locale. */
const staged = async (locale = cms().en): Promise<Row[]> =>
  (await call(`${blog()}/items?cmsLocaleId=${locale}`)).body.items;
const post = async (n: number, locale = cms().en) => (await staged(locale))[n]!;
const advance = (ms = 60_000) =>
  world.emu.control('/clock', { method: 'POST', body: { advanceMs: ms } });

describe('reading one staged item', () => {
  it('answers the staged row in a locale, drafts too; 404 for another collection’s item', async () => {
    const { fr } = cms();
    const draft = (await staged()).find((r) => r.isDraft)!;
    const res = await call(`${blog()}/items/${draft.id}?cmsLocaleId=${fr}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: draft.id, cmsLocaleId: fr, isDraft: true });
    expect(res.body.fieldData.name).toBe('Aperçu de notre menu de printemps');
    expect((await call(`${blog()}/items/${draft.id}/live`)).status).toBe(404);
    const products = `/v2/collections/${acme().collections.products}`;
    expect((await call(`${products}/items/${draft.id}`)).status).toBe(404);
    expect((await call(`${blog()}/items/${draft.id}?cmsLocaleId=nope`)).status).toBe(400);
  });
});

describe('staged writes', () => {
  it('changes only the fields given, in the primary locale, and moves lastUpdated only', async () => {
    const before = await post(1);
    await advance();
    const res = await call(`${blog()}/items/${before.id}`, 'PATCH', {
      fieldData: { 'post-summary': 'A new summary.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.cmsLocaleId).toBe(cms().en);
    expect(res.body.fieldData).toEqual({ ...before.fieldData, 'post-summary': 'A new summary.' });
    expect(res.body.lastPublished).toBe(before.lastPublished);
    expect(Date.parse(res.body.lastUpdated)).toBeGreaterThan(Date.parse(before.lastPublished!));
    expect((await call(`${blog()}/items/${before.id}`)).body).toEqual(res.body);
    // The other locales and the published item are as they were.
    const frRow = await post(1, cms().fr);
    expect(frRow.lastUpdated).toBe(before.lastUpdated);
    const live = await call(`${blog()}/items/${before.id}/live`);
    expect(live.body.fieldData['post-summary']).toBe(before.fieldData['post-summary']);
    expect(live.body.lastUpdated).toBe(before.lastUpdated);
    const journal = await world.emu.control(`/journal?method=PATCH&path=${blog()}`);
    expect(journal.body.entries.at(-1)).toMatchObject({ status: 200, applied: true });
  });

  it('writes several item × locale rows at once, the primary for a row without a locale', async () => {
    const { en, fr, de } = cms();
    const [a, b] = [await post(2), await post(3)];
    const res = await call(`${blog()}/items`, 'PATCH', {
      items: [
        { id: a.id, fieldData: { name: 'A en' } },
        { id: a.id, cmsLocaleId: fr, fieldData: { name: 'A fr' } },
        { id: b.id, cmsLocaleId: de, fieldData: { name: 'B de', featured: true } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: Row) => [r.id, r.cmsLocaleId, r.fieldData.name])).toEqual([
      [a.id, en, 'A en'],
      [a.id, fr, 'A fr'],
      [b.id, de, 'B de'],
    ]);
    expect(res.body.pagination).toEqual({ limit: 3, offset: 0, total: 3 });
    expect((await post(3, de)).fieldData.featured).toBe(true);
    expect((await post(3, en)).fieldData.name).toBe(b.fieldData.name);
  });

  it('refuses more than 100 rows, two rows for one item and locale, and an unknown item', async () => {
    const first = await post(0);
    const rows = Array.from({ length: 101 }, () => ({ id: first.id, fieldData: {} }));
    const tooMany = await call(`${blog()}/items`, 'PATCH', { items: rows });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'validation_error', externalReference: null });
    expect(tooMany.body.details[0].param).toBe('items');
    const twice = await call(`${blog()}/items`, 'PATCH', { items: rows.slice(0, 2) });
    expect(twice.status).toBe(400);
    expect(twice.body.details[0].param).toBe('items.1.id');
    const unknown = await call(`${blog()}/items`, 'PATCH', {
      items: [{ id: 'ffffffffffffffffffffffff', fieldData: {} }],
    });
    expect(unknown.status).toBe(404);
    expect((await call(`${blog()}/items`, 'PATCH', { items: [] })).status).toBe(400);
  });

  it('applies all rows or none: a refused row leaves the earlier ones unwritten', async () => {
    const [a, b] = [await post(4), await post(5)];
    const res = await call(`${blog()}/items`, 'PATCH', {
      items: [
        { id: a.id, fieldData: { name: 'Written?' } },
        { id: b.id, fieldData: { slug: 'Not A Slug' } },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { param: 'items.1.fieldData.slug', description: expect.stringContaining('lowercase') },
    ]);
    expect(await post(4)).toEqual(a);
  });

  it('needs cms:write (403 missing_scopes), and the site of the key', async () => {
    const s = acme();
    const reader = (
      await world.emu.control('/site-keys', {
        method: 'POST',
        body: { siteId: s.id, scopes: ['cms:read'] },
      })
    ).body.apiKey as string;
    const first = await post(0);
    const attempts = [
      call(`${blog()}/items/${first.id}`, 'PATCH', { fieldData: {} }, reader),
      call(`${blog()}/items`, 'PATCH', { items: [{ id: first.id, fieldData: {} }] }, reader),
      call(`${blog()}/items/live`, 'PATCH', { items: [{ id: first.id, fieldData: {} }] }, reader),
      call(`${blog()}/items/${first.id}/live`, 'PATCH', { fieldData: {} }, reader),
      call(`${blog()}/items/publish`, 'POST', { itemIds: [first.id] }, reader),
      call(`${blog()}/items/live`, 'DELETE', { items: [{ id: first.id }] }, reader),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'missing_scopes' });
      expect(res.body.message).toContain('cms:write');
    }
    const other = world.emu.fixtures.sites.find((x) => x.shortName === 'northwind-studio')!;
    const foreign = await call(
      `${blog()}/items/${first.id}`,
      'PATCH',
      { fieldData: {} },
      other.apiKey,
    );
    expect(foreign.status).toBe(403);
    expect(await post(0)).toEqual(first);
  });
});

describe('live writes', () => {
  it('writes and publishes at once: both times move, the live item shows the change', async () => {
    const { fr } = cms();
    const before = await post(7, fr);
    await advance();
    const res = await call(`${blog()}/items/${before.id}/live`, 'PATCH', {
      cmsLocaleId: fr,
      fieldData: { name: 'Nouveau titre' },
    });
    expect(res.status).toBe(200);
    expect(res.body.lastPublished).toBe(res.body.lastUpdated);
    expect(res.body.lastPublished).not.toBe(before.lastPublished);
    const live = await call(`${blog()}/items/${before.id}/live?cmsLocaleId=${fr}`);
    expect(live.body).toEqual(res.body);
    expect((await post(7, fr)).fieldData.name).toBe('Nouveau titre');
    expect((await post(7)).lastPublished).toBe(before.lastPublished);
  });

  it('bulk-writes live rows; refuses an item never published with the real 409', async () => {
    const rows = await staged();
    const draft = rows.find((r) => r.isDraft)!;
    const res = await call(`${blog()}/items/live`, 'PATCH', {
      items: [{ id: rows[8]!.id, fieldData: { featured: true } }],
    });
    expect(res.status).toBe(200);
    expect(res.body.items[0].fieldData.featured).toBe(true);
    const refused = await call(`${blog()}/items/live`, 'PATCH', {
      items: [
        { id: rows[9]!.id, fieldData: { featured: true } },
        { id: draft.id, fieldData: { name: 'Spring' } },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'conflict' });
    expect(refused.body.message).toContain('never been published');
    expect((await post(9)).fieldData.featured).toBe(false);
    const one = await call(`${blog()}/items/${draft.id}/live`, 'PATCH', { fieldData: {} });
    expect(one.status).toBe(409);
  });
});
