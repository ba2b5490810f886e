import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emulatorClient } from '../../../support/emulator-client';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import { createItemBulkHandlers } from '@/lib/features/collections/bulk/item-bulk-messages';
import {
  afterItemWrites,
  BULK_ITEMS_KIND,
  createItemBulkExecutor,
  itemBatchKey,
  ITEMS_BATCH,
} from '@/lib/features/collections/bulk/item-executor';
import type { BulkItemPlan } from '@/lib/features/collections/bulk/item-bulk-plan';
import { itemSeoItem } from '@/lib/features/collections/item-seo-store';
import { addSlugMoves, readSlugMoves } from '@/lib/features/redirects/slug-moves';
import type { Endpoints } from '@/lib/core/settings/defaults';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

type Row = { id: string; cmsLocaleId: string; fieldData: Record<string, unknown> };
type Entry = { method: string; path: string; status: number };

describe('bulk item changes against the emulator', () => {
  let emu: TestEmulator;
  let site: TestEmulator['fixtures']['sites'][number];
  let blogId: string;
  let locales: { id: string; cmsLocaleId: string }[];
  const token = () => ({ token: site.apiKey! });
  const get = async <T>(path: string) => (await emu.call<T>(path, token())).body;
  const journal = async (method: string, part: string) =>
    (await emu.control<{ entries: Entry[] }>(`/journal?method=${method}`)).body.entries.filter(
      (e) => e.path.includes(part) && e.status < 400,
    );

  const setup = () => {
    const client = emulatorClient(emu, site.apiKey!);
    const handlers = createItemBulkHandlers({
      clientFor: async () => client,
      getEndpoints: async () =>
        ({ apiBase: emu.origin, stagingSuffix: `.localhost:${emu.port}` }) as Endpoints,
    });
    const runner = createJobRunner({
      journal: createJobJournal(),
      executors: {
        [BULK_ITEMS_KIND]: createItemBulkExecutor(
          async () => client,
          afterItemWrites(addSlugMoves),
        ),
      },
      batchSize: { [BULK_ITEMS_KIND]: ITEMS_BATCH },
      batchKey: { [BULK_ITEMS_KIND]: itemBatchKey },
    });
    const run = (plan: BulkItemPlan, id: string) =>
      runner.start({
        id,
        kind: plan.jobKind,
        label: id,
        entries: plan.entries.map((e) => ({ id: e.id, payload: e.payload as never })),
      });
    return { handlers, run };
  };

  /** Every blog post in the three locales, as grid cells. */
  const blogCells = async () => {
    const { items } = await get<{ items: Row[] }>(`/v2/collections/${blogId}/items?limit=100`);
    return items.flatMap((i) =>
      locales.map((l, n) => ({
        collectionId: blogId,
        itemId: i.id,
        localeId: n === 0 ? null : l.id,
      })),
    );
  };
  const summaries = async (cmsLocaleId: string) =>
    (
      await get<{ items: Row[] }>(
        `/v2/collections/${blogId}/items?limit=100&cmsLocaleId=${cmsLocaleId}`,
      )
    ).items.map((i) => i.fieldData['post-summary'] ?? '');

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    locales = [site.locales.primary, ...site.locales.secondary] as typeof locales;
    const { collections } = await get<{ collections: { id: string; displayName: string }[] }>(
      `/v2/sites/${site.id}/collections`,
    );
    blogId = collections.find((c) => c.displayName === 'Blog Posts')!.id;
  });
  beforeEach(async () => {
    fakeBrowser.reset();
    await emu.control('/reset', { method: 'POST' });
  });
  afterAll(() => emu?.close());

  it('asks which field feeds the description first, where none is confirmed', async () => {
    const { handlers } = setup();
    const plan = await handlers.planItemChange({
      siteId: site.id,
      change: { type: 'fill-empty-descriptions', sourceField: 'post-body' },
      cells: await blogCells(),
    });
    expect(plan.unconfirmed).toEqual([{ collectionId: blogId, name: 'Blog Posts' }]);
    expect(plan.entries).toEqual([]);
  });

  it('fills over 100 empty descriptions in 100-row requests, then Undo puts them back', async () => {
    const { handlers, run } = setup();
    await itemSeoItem(site.id).setValue({
      [blogId]: { all: { title: 'name', description: 'post-summary', ogImage: null }, locales: {} },
    });
    // Empty every post's summary in every locale: over 100 rows.
    const cells = await blogCells();
    const posts = [...new Set(cells.map((c) => c.itemId))];
    for (const l of locales) {
      const chosen = posts;
      await emu.call(`/v2/collections/${blogId}/items`, {
        method: 'PATCH',
        ...token(),
        body: {
          items: chosen.map((id) => ({
            id,
            cmsLocaleId: l.cmsLocaleId,
            fieldData: { 'post-summary': '' },
          })),
        },
      });
    }
    const before = await Promise.all(locales.map((l) => summaries(l.cmsLocaleId)));
    const plan = await handlers.planItemChange({
      siteId: site.id,
      change: { type: 'fill-empty-descriptions', sourceField: 'post-body' },
      cells,
    });
    expect(plan.entries.length).toBeGreaterThan(100);
    expect(plan.skipped.length).toBe(cells.length - plan.entries.length);
    expect(plan.entries[0]!.summary).toMatch(/^Fills the empty description with \d+ characters/);
    const written = await journal('PATCH', `/collections/${blogId}/items`);
    const done = await run(plan, 'fill');
    expect(done.entries.every((e) => e.state === 'done')).toBe(true);
    const writes = (await journal('PATCH', `/collections/${blogId}/items`)).length - written.length;
    expect(writes).toBe(Math.ceil(plan.entries.length / 100));
    for (const l of locales)
      expect((await summaries(l.cmsLocaleId)).filter((s) => s === '')).toEqual([]);

    const undo = await handlers.planItemUndo({ siteId: site.id, jobId: 'fill' });
    expect(undo.entries).toHaveLength(plan.entries.length);
    await run(undo, 'undo');
    const after = await Promise.all(locales.map((l) => summaries(l.cmsLocaleId)));
    expect(after).toEqual(before);
  });

  it('leaves and names a row someone changed since, on Undo', async () => {
    const { handlers, run } = setup();
    await itemSeoItem(site.id).setValue({
      [blogId]: { all: { title: 'name', description: 'post-summary', ogImage: null }, locales: {} },
    });
    const french = locales[1]!;
    const cells = (await blogCells()).filter((c) => c.localeId === french.id).slice(0, 3);
    await emu.call(`/v2/collections/${blogId}/items`, {
      method: 'PATCH',
      ...token(),
      body: {
        items: cells.map((c) => ({
          id: c.itemId,
          cmsLocaleId: french.cmsLocaleId,
          fieldData: { 'post-summary': '' },
        })),
      },
    });
    const plan = await handlers.planItemChange({
      siteId: site.id,
      change: { type: 'fill-empty-descriptions', sourceField: 'post-body' },
      cells,
    });
    await run(plan, 'fill-3');
    await emu.call(`/v2/collections/${blogId}/items/${cells[0]!.itemId}`, {
      method: 'PATCH',
      ...token(),
      body: {
        cmsLocaleId: french.cmsLocaleId,
        fieldData: { 'post-summary': 'Mise à jour à la main' },
      },
    });
    // Another field of a second row changed: its lastUpdated moved past the write's answer.
    await emu.call(`/v2/collections/${blogId}/items/${cells[1]!.itemId}`, {
      method: 'PATCH',
      ...token(),
      body: { cmsLocaleId: french.cmsLocaleId, fieldData: { featured: true } },
    });
    const undo = await handlers.planItemUndo({ siteId: site.id, jobId: 'fill-3' });
    expect(undo.entries).toHaveLength(1);
    expect(undo.skipped).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('someone changed this item') }),
      expect.objectContaining({ reason: expect.stringContaining('someone changed this item') }),
    ]);
  });

  it('fixes slug formats and records each moved address for the redirect plan', async () => {
    const { handlers, run } = setup();
    const cells = (await blogCells()).filter((c) => c.localeId === null);
    const plan = await handlers.planItemChange({
      siteId: site.id,
      change: { type: 'fix-slug-format' },
      cells,
    });
    // The demo plants one post whose English slug has capitals.
    expect(plan.entries).toHaveLength(1);
    const { fieldData } = plan.entries[0]!.payload;
    expect(fieldData.slug).toMatch(/^[a-z0-9-]+$/);
    await run(plan, 'slugs');
    const moves = await readSlugMoves(site.id, plan.entries[0]!.payload.itemId);
    expect(moves).toEqual([
      expect.objectContaining({
        localeId: null,
        toPath: expect.stringContaining(String(fieldData.slug)),
      }),
    ]);
  });
});
