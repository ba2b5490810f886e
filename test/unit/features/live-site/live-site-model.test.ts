import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveItems } from '@/lib/features/live-site/items/item-types';
import { createBulkModel } from '@/lib/features/bulk/model/bulk-model';
import {
  createLiveSiteModel,
  type LiveSiteModel,
} from '@/lib/features/live-site/model/live-site-model';
import { liveHostsOf, originOf } from '@/lib/features/live-site/model/live-hosts';
import { createSiteModel, type SiteModel } from '@/lib/features/site/model/site-model';
import { planOf } from '../bulk/fake-bulk-client';
import { fakeAccess, fakeLive, FIX, liveResult, type FakeLiveOptions } from '../site/fake-live';
import { smallAudit } from '../site/fixtures';

let grid: SiteModel | undefined;
let live: LiveSiteModel | undefined;
afterEach(() => {
  grid?.dispose();
  live?.dispose();
});

async function setup(options: FakeLiveOptions = {}, held = true, grants = true) {
  const bg = fakeLive({ audit: smallAudit(), ...options });
  const { access, asked } = fakeAccess(held, grants);
  grid = createSiteModel(bg.client, { pollMs: 1 });
  live = createLiveSiteModel({ client: bg.client, grid, hostAccess: access, pollMs: 1 });
  await Promise.all([grid.open('site1'), live.open('site1')]);
  await vi.waitFor(() => expect(live!.choice.access.value.state).not.toBe('unknown'));
  return { ...bg, asked, grid, live };
}

describe('the hosts of a live check', () => {
  it('are the staging host then each custom domain, over https unless the API is plain http', () => {
    const destinations = {
      siteId: 's',
      staging: { host: 'acme.webflow.io' },
      customDomains: [
        { id: 'd', host: 'www.acme.com', lastPublished: null },
        { id: 'e', host: '', lastPublished: null },
      ],
    };
    expect(liveHostsOf(destinations, 'https://api.webflow.com').map((h) => h.origin)).toEqual([
      'https://acme.webflow.io',
      'https://www.acme.com',
    ]);
    expect(originOf('live-a.localhost:8787', 'http://127.0.0.1:8787')).toBe(
      'http://live-a.localhost:8787',
    );
  });
});

describe('the live check model', () => {
  it('shows the cached check at once and offers the staging host first', async () => {
    const { live, types } = await setup({ cached: liveResult() });
    expect(live.result.value?.checkedAt).toBe('2026-01-02T14:02:00Z');
    expect(live.choice.hosts.value?.map((h) => h.host)).toEqual([
      'demo.webflow.io',
      'www.demo.com',
    ]);
    expect(live.choice.origin.value).toBe('https://demo.webflow.io');
    expect(live.choice.access.value.state).toBe('held');
    expect(types()).not.toContain('live-site.checkLiveSite');
  });

  it('shows the cached check of each collection’s item pages, and reads them again after a check', async () => {
    const blog = { collectionId: 'blog', collectionName: 'Blog Posts' } as LiveItems;
    const { live, types } = await setup({ cached: liveResult(), items: [blog] });
    expect(live.itemsOf('blog')).toBe(blog);
    expect(live.itemsOf('other')).toBeUndefined();
    await live.check();
    await vi.waitFor(() => expect(live.running.value).toBe(false));
    expect(types().filter((t) => t === 'live-site.getLiveItems')).toHaveLength(2);
  });

  it('checks a held host without asking, follows the progress and reads the result', async () => {
    const { live, asked, sent } = await setup();
    await live.check();
    expect(asked).toEqual([]);
    expect(sent.find((s) => s.type === 'live-site.checkLiveSite')?.data).toEqual({
      siteId: 'site1',
      origin: 'https://demo.webflow.io',
      fresh: true,
    });
    expect(live.running.value).toBe(true);
    await vi.waitFor(() => expect(live.result.value).not.toBeNull());
    expect(live.running.value).toBe(false);
    expect(live.cellOf({ pageId: 'p1', localeId: null })?.state).toBe('differs');
  });

  it('asks for the host in the click, before any await, and checks once allowed', async () => {
    const { live, asked, types } = await setup({}, false);
    expect(live.choice.access.value).toEqual({
      state: 'needed',
      origins: ['https://demo.webflow.io'],
    });
    const checking = live.check();
    expect(asked).toEqual([['https://demo.webflow.io/*']]);
    await checking;
    expect(types()).toContain('live-site.checkLiveSite');
  });

  it('declining leaves the check unstarted and says so; the next click asks again', async () => {
    const { live, asked, types } = await setup({}, false, false);
    await live.check();
    expect(live.choice.access.value.state).toBe('declined');
    expect(types()).not.toContain('live-site.checkLiveSite');
    await live.check();
    expect(asked).toHaveLength(2);
  });

  it('asks for what the background says it may not read yet', async () => {
    const { live, asked } = await setup({ needsAccess: ['https://www.demo.com'] });
    await live.check();
    expect(live.choice.access.value).toEqual({
      state: 'needed',
      origins: ['https://www.demo.com'],
    });
    expect(live.progress.value).toBeNull();
    const again = live.check();
    expect(asked).toEqual([['https://www.demo.com/*']]);
    await again;
    await vi.waitFor(() => expect(live.result.value).not.toBeNull());
  });

  it('cancels a running check', async () => {
    const { live, types } = await setup({ steps: 1000 });
    await live.check();
    await live.cancel();
    expect(types()).toContain('live-site.cancelLiveSite');
    expect(live.running.value).toBe(false);
    expect(live.cancelled.value).toBe(true);
  });

  it('filters the grid to rows with a cell in the chosen live state', async () => {
    const { live, grid } = await setup({ cached: liveResult() });
    expect(grid.view.value.rows).toHaveLength(3);
    live.filter.value = 'differs';
    expect(grid.view.value.rows.map((r) => r.page.id)).toEqual(['p1']);
    live.filter.value = 'language';
    expect(grid.view.value.rows.map((r) => r.page.id)).toEqual(['p1']);
    live.filter.value = 'extra';
    expect(grid.view.value.rows.map((r) => r.page.id)).toEqual(['p2']);
    live.filter.value = 'unreachable';
    expect(grid.view.value.rows.map((r) => r.page.id)).toEqual(['p3']);
    live.filter.value = 'any';
    expect(grid.view.value.rows).toHaveLength(3);
  });

  it('lists language findings per page and counts the fixable ones', async () => {
    const { live } = await setup({ cached: liveResult() });
    expect(live.findings.value.map(([page, list]) => [page, list.length])).toEqual([['p1', 1]]);
    expect(live.fixable.value).toBe(1);
  });

  it('previews the language fix in the bulk panel on exactly its cells', async () => {
    const { live, grid, client, sent } = await setup({ cached: liveResult(), plan: planOf(1) });
    const bulk = createBulkModel({
      client,
      site: { siteId: 'site1', locales: smallAudit().locales },
      selectedCells: grid.selectedCells,
    });
    await live.fixes.plan(bulk);
    expect(grid.selectedCells.value).toEqual(FIX.cells);
    expect(bulk.changeType.value).toBe('set-in-language');
    expect(sent.find((s) => s.type === 'bulk.planBulkChange')?.data).toEqual({
      siteId: 'site1',
      change: { type: 'set-in-language' },
      cells: FIX.cells,
    });
    expect(bulk.plan.value?.entries).toHaveLength(1);
  });

  it('previews a fix the panel has no choice for (locale URLs) under its own name', async () => {
    const { live, grid, client, sent } = await setup({ cached: liveResult(), plan: planOf(1) });
    const bulk = createBulkModel({
      client,
      site: { siteId: 'site1', locales: smallAudit().locales },
      selectedCells: grid.selectedCells,
    });
    const change = {
      type: 'set-locale-urls' as const,
      urls: [
        {
          pageId: 'p1',
          localeId: 'fr',
          from: 'https://d.io/pricing',
          to: 'https://d.io/fr/pricing',
        },
      ],
    };
    await live.fixes.preview(
      { change, cells: FIX.cells, rules: ['locale-url'], findings: 1 },
      bulk,
    );
    expect(bulk.given.value?.label).toBe('Point URLs at each locale’s own address');
    expect(sent.find((s) => s.type === 'bulk.planBulkChange')?.data).toMatchObject({ change });
  });

  it('after a publish, checks the published host once the hosts are read', async () => {
    const { live, sent } = await setup();
    await live.checkHost('www.demo.com');
    expect(live.choice.origin.value).toBe('https://www.demo.com');
    expect(sent.filter((s) => s.type === 'live-site.checkLiveSite').map((s) => s.data)).toEqual([
      { siteId: 'site1', origin: 'https://www.demo.com', fresh: true },
    ]);
  });

  it('reads a cell’s diff on demand', async () => {
    const { live } = await setup({ cached: liveResult() });
    live.toggleCell({ pageId: 'p1', localeId: null });
    expect(live.openCell.value).toBe('p1:');
    await live.loadDiff({ pageId: 'p1', localeId: null });
    expect(live.diff.value?.state).toBe('ready');
  });
});
