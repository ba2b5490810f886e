import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { getSite, siteLocales } from '@/lib/core/api/sites';
import { allPages } from '@/lib/core/api/pages';
import type { ApiClient } from '@/lib/core/api/client';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import {
  listCollectionItems,
  listSiteItems,
  type ItemLocale,
} from '@/lib/features/collections/site-items';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

describe('listing a site’s items against the emulator', () => {
  let emu: TestEmulator;
  let site: TestEmulator['fixtures']['sites'][number];
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
  });
  afterAll(() => emu?.close());

  const list = async () => {
    const client = emulatorClient(emu, site.apiKey!);
    const locales: ItemLocale[] = siteLocales(await getSite(client, site.id)).map((l) => ({
      id: l.id,
      cmsLocaleId: l.cmsLocaleId ?? null,
      primary: l.primary,
    }));
    const templates = new Map<string, string>();
    for await (const page of allPages(client, site.id))
      if (page.collectionId) templates.set(page.collectionId, page.id);
    const progress: number[] = [];
    const collections = await listSiteItems(client, {
      siteId: site.id,
      locales,
      templates,
      onPage: (_, done) => progress.push(done),
    });
    return { collections, locales, progress };
  };

  it('lists every published item in every locale with ⌈rows / 100⌉ requests per collection', async () => {
    const { collections, locales, progress } = await list();
    const blog = collections.find((c) => c.displayName === 'Blog Posts')!;
    // One row per item and locale it is published in (one post is not published in German).
    const versions = blog.items.reduce((n, i) => n + Object.keys(i.slugs).length, 0);
    expect(blog.rows).toBe(versions);
    expect(versions).toBe(blog.items.length * locales.length - 1);
    expect(blog.requests).toBe(Math.ceil(blog.rows / 100));
    expect(blog.items.length).toBeGreaterThan(0);
    for (const c of collections) expect(c.requests).toBe(Math.max(1, Math.ceil(c.rows / 100)));
    expect(progress.length).toBe(collections.reduce((n, c) => n + c.requests, 0));
  });

  it('keys slugs by locale, with the primary as "" and localized slugs as the service gives them', async () => {
    const { collections, locales } = await list();
    const blog = collections.find((c) => c.displayName === 'Blog Posts')!;
    const secondary = locales.find((l) => !l.primary)!;
    const post = blog.items[0]!;
    const live = await emu.call<{ fieldData: { slug: string } }>(
      `/v2/collections/${blog.id}/items/${post.id}/live?cmsLocaleId=${secondary.cmsLocaleId}`,
      { token: site.apiKey! },
    );
    expect(live.status).toBe(200);
    expect(post.slugs[secondary.id]).toBe(live.body.fieldData.slug);
    expect(Object.keys(post.slugs).sort()).toEqual(
      locales.map((l) => (l.primary ? '' : l.id)).sort(),
    );
  });

  it('leaves out collections without a template page', async () => {
    const client = emulatorClient(emu, site.apiKey!);
    const collections = await listSiteItems(client, {
      siteId: site.id,
      locales: [],
      templates: new Map(),
    });
    expect(collections).toEqual([]);
  });
});

describe('listing a collection whose items/live lies', () => {
  it('ends on a repeated page and names each changed locale once', async () => {
    let requests = 0;
    const changed = { lastPublished: '2026-01-01T00:00:00Z', lastUpdated: '2026-02-01T00:00:00Z' };
    const row = (cmsLocaleId: string | null, slug: string) => ({
      id: 'i1',
      cmsLocaleId,
      ...changed,
      fieldData: { name: 'Post', slug },
    });
    // The same page at every offset, with a total that never lets the walk end by itself; the
    // primary's row comes both with its cmsLocaleId and without one.
    const client: ApiClient = {
      queue: createRateLimitQueue(),
      serviceClockOffsetMs: () => null,
      call: async ({ schema, query }) => {
        requests += 1;
        if (requests > 50) throw new Error('the listing never ended');
        return schema.parse({
          items: [row('cms-en', 'post'), row(null, 'post'), row('cms-de', 'beitrag')],
          pagination: { limit: 100, offset: Number(query?.offset ?? 0), total: 1_000_000 },
        });
      },
    };
    const listed = await listCollectionItems(
      client,
      { id: 'c1', displayName: 'Blog', templatePageId: 'p1' },
      {
        locales: [
          { id: 'l-en', cmsLocaleId: 'cms-en', primary: true },
          { id: 'l-de', cmsLocaleId: 'cms-de', primary: false },
        ],
      },
    );
    expect(listed.requests).toBe(2);
    expect(listed.items).toEqual([
      { id: 'i1', name: 'Post', slugs: { '': 'post', 'l-de': 'beitrag' }, changed: ['', 'l-de'] },
    ]);
  });
});
