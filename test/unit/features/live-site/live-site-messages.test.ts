import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createLiveSiteHandlers,
  liveSiteMessages,
  type LiveSiteHandlers,
} from '@/lib/features/live-site/live-site-messages';
import type { LiveProgress } from '@/lib/features/live-site/live-types';
import type { ApiClient } from '@/lib/core/api/client';
import { siteItemsItem } from '@/lib/features/collections/site-items-store';
import { toStoredItems } from '@/lib/features/collections/site-items-store';
import { ORIGIN, fixtureAudit, fixtureFetch, fixturePages, markupOf } from './fixtures';

describe('live-site messages', () => {
  let audits: boolean[];
  let access: boolean;
  let asked: string[];
  let fetchGate: Promise<void>;
  let release: () => void;
  let handlers: LiveSiteHandlers;
  const reads: unknown[] = [];

  beforeEach(() => {
    fakeBrowser.reset();
    audits = [];
    access = true;
    asked = [];
    reads.length = 0;
    fetchGate = new Promise((r) => (release = r));
    const serve = fixtureFetch(fixturePages());
    const client = {
      queue: {},
      // The service's clock runs 3 hours ahead of this one.
      serviceClockOffsetMs: () => 3 * 3_600_000,
      call: async (call: { path: string }) => {
        // The site is not on Enterprise: the service keeps no robots.txt rules of it.
        if (call.path.endsWith('/robots_txt')) throw new Error('not_enterprise_plan_site');
        reads.push(call);
        return {
          pages: [{ id: 'about', jsonLdSchema: { ...markupOf('about', null), name: 'New' } }],
        };
      },
    } as unknown as ApiClient;
    handlers = createLiveSiteHandlers({
      audit: async (_siteId, fresh) => {
        audits.push(fresh);
        return fixtureAudit();
      },
      clientFor: async () => client,
      hasAccess: async (origins) => {
        asked.push(...origins);
        return access;
      },
      stagingSuffix: async () => '.site.example',
      fetch: async (input, init) => {
        // robots.txt and the sitemap are read before the pages; the gate holds the pages.
        if (!/\/(robots\.txt|sitemap\.xml)$/.test(String(input))) await fetchGate;
        return serve(input, init);
      },
      fetchOptions: { sleep: async () => undefined },
      loadCheck: async () => () => ({ errors: 1, warnings: 0 }),
      loadItemCheck: async () => () => ({ errors: 0, warnings: 0, rich: 'none', identifying: [] }),
    });
  });

  const finished = async (siteId: string): Promise<LiveProgress> => {
    for (let i = 0; i < 300; i++) {
      const p = await handlers.getLiveSiteProgress({ siteId });
      if (p && p.phase !== 'listing' && p.phase !== 'reading') return p;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error('the live check did not finish');
  };

  it('validates the origin it is asked to read', () => {
    const request = liveSiteMessages.checkLiveSite.request;
    expect(request.safeParse({ siteId: 's', origin: 'https://a.example' }).success).toBe(true);
    expect(request.safeParse({ siteId: 's', origin: 'https://a.example/path' }).success).toBe(
      false,
    );
    expect(request.safeParse({ siteId: 's', origin: 'file:///etc' }).success).toBe(false);
  });

  it('answers needsAccess without reading anything when the origin is not granted', async () => {
    access = false;
    const p = await handlers.checkLiveSite({ siteId: 'site1', origin: ORIGIN });
    expect(p).toMatchObject({ phase: 'failed', needsAccess: ['https://fixture.site.example/*'] });
    expect(asked).toEqual(['https://fixture.site.example/*']);
    expect(audits).toEqual([]);
    expect(await handlers.getLiveSiteProgress({ siteId: 'site1' })).toBeNull();
  });

  it('runs one check for concurrent requests, reports progress and caches the result', async () => {
    expect(await handlers.getLiveSite({ siteId: 'site1' })).toBeNull();
    const [a, b] = await Promise.all([
      handlers.checkLiveSite({ siteId: 'site1', origin: ORIGIN }),
      handlers.checkLiveSite({ siteId: 'site1', origin: ORIGIN }),
    ]);
    expect(a.startedAt).toBe(b.startedAt);
    await new Promise((r) => setTimeout(r, 5));
    expect(await handlers.getLiveSiteProgress({ siteId: 'site1' })).toMatchObject({
      phase: 'reading',
      done: 0,
      total: 9,
    });
    release();
    expect(await finished('site1')).toMatchObject({ phase: 'done', done: 9, total: 9 });
    expect(audits).toEqual([false]);
    const result = (await handlers.getLiveSite({ siteId: 'site1' }))!;
    expect(result.counts.matches).toBe(9);
    expect(result.publishedAt).toBe(fixtureAudit().published!.lastPublished);
    // Kept with the result: the publish time is the service's, the check time this browser's.
    expect(result.serviceOffsetMs).toBe(3 * 3_600_000);
    expect(await handlers.languageFixPlan({ siteId: 'site1' })).toEqual([]);
  });

  it('reads no origin that is not one of the site’s published hosts', async () => {
    const p = await handlers.checkLiveSite({
      siteId: 'site1',
      origin: 'https://elsewhere.example',
    });
    expect(p.phase).toBe('listing');
    const end = await finished('site1');
    expect(end).toMatchObject({ phase: 'failed', done: 0 });
    expect(end.error).toContain('elsewhere.example is not one of this site');
    expect(await handlers.getLiveSite({ siteId: 'site1' })).toBeNull();
  });

  it('cancels a check in flight and keeps no result', async () => {
    await handlers.checkLiveSite({ siteId: 'site1', origin: ORIGIN, fresh: true });
    await new Promise((r) => setTimeout(r, 5));
    expect((await handlers.cancelLiveSite({ siteId: 'site1' }))?.phase).toBe('cancelled');
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect((await handlers.getLiveSiteProgress({ siteId: 'site1' }))?.phase).toBe('cancelled');
    expect(await handlers.getLiveSite({ siteId: 'site1' })).toBeNull();
    expect(audits).toEqual([true]);
  });

  it('reports a failed audit as a failed check', async () => {
    handlers = createLiveSiteHandlers({
      audit: async () => {
        throw new Error('Sign in to read this site');
      },
      clientFor: async () => undefined,
      hasAccess: async () => true,
      stagingSuffix: async () => '.site.example',
    });
    await handlers.checkLiveSite({ siteId: 'site1', origin: ORIGIN });
    expect(await finished('site1')).toMatchObject({
      phase: 'failed',
      error: 'Sign in to read this site',
    });
  });

  it('diffs one cell on demand with one read of the saved markup', async () => {
    await expect(
      handlers.liveCellDiff({ siteId: 'site1', pageId: 'about', localeId: null }),
    ).rejects.toThrow('Check the live site first');
    release();
    await handlers.checkLiveSite({ siteId: 'site1', origin: ORIGIN });
    await finished('site1');
    const diff = await handlers.liveCellDiff({ siteId: 'site1', pageId: 'about', localeId: null });
    expect(reads).toHaveLength(1);
    expect(diff.live).toEqual([markupOf('about', null)]);
    expect(diff.saved).toMatchObject({ name: 'New' });
    expect(diff.lines.filter((l) => l.op !== 'same')).toEqual([
      { op: 'remove', text: '  "name": "New",' },
      { op: 'add', text: '  "name": "about (en)",' },
    ]);
  });

  it('reads the stored items’ pages after the static pages, with the same fetcher, and keeps each collection’s result', async () => {
    // Item pages of the template "about" live at /{slug}: "team" is served, "gone" answers 404.
    await siteItemsItem('site1').setValue(
      toStoredItems({
        siteId: 'site1',
        checkedAt: 0,
        access: 'ok',
        collections: [
          {
            id: 'blog',
            displayName: 'Blog Posts',
            templatePageId: 'about',
            rows: 4,
            requests: 1,
            items: [
              {
                id: 'i1',
                name: 'Team',
                slugs: { '': 'team', fr1: 'team', de1: 'team' },
                changed: [],
              },
              { id: 'i2', name: 'Gone', slugs: { '': 'gone' }, changed: [] },
            ],
          },
        ],
      }),
    );
    expect(await handlers.getLiveItems({ siteId: 'site1' })).toEqual([]);
    release();
    await handlers.checkLiveSite({ siteId: 'site1', origin: ORIGIN });
    expect(await finished('site1')).toMatchObject({ phase: 'done', done: 4, total: 4 });
    expect((await handlers.getLiveSite({ siteId: 'site1' }))?.cells).toHaveLength(9);
    const [blog, ...rest] = await handlers.getLiveItems({ siteId: 'site1' });
    expect(rest).toEqual([]);
    expect(blog).toMatchObject({ collectionId: 'blog', origin: ORIGIN });
    expect(blog!.counts).toMatchObject({ versions: 4, read: 3, notFound: 1 });
    expect(blog!.findings.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['items/not-found', 'items/missing-locale']),
    );
    // One fetcher for all: its request count goes on from robots.txt, the sitemap and the
    // static pages'.
    expect(blog!.fetches).toBe(15);
  });
});
