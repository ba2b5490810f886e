import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { AssetPage } from '@/lib/features/assets/asset-pager';
import { createAssetPager } from '@/lib/features/assets/asset-pager';
import type { AssetLike } from '@/lib/features/assets/types';
import { deferred, fakeFolder, makeAssets } from './fake-folder';

/** Scrolls through the whole list the way the virtualized view asks: a window of 12 rows at a time. */
async function scrollThrough(
  pager: ReturnType<typeof createAssetPager<AssetLike>>,
  step = 7,
  windowRows = 12,
) {
  await pager.ensureRange(0, windowRows);
  for (let top = 0; top < (pager.total ?? 0); top += step) {
    await pager.ensureRange(top, top + windowRows);
  }
}

describe('createAssetPager', () => {
  it('fetches nothing until rows are asked for and learns the total from the first answer', async () => {
    const folder = fakeFolder(makeAssets(250));
    const pager = createAssetPager({ fetchPage: folder.fetchPage, pageSize: 100 });
    expect(folder.calls).toHaveLength(0);
    expect(pager.total).toBeNull();
    await pager.ensureRange(0, 20);
    expect(pager.total).toBe(250);
    expect(folder.calls).toEqual([{ offset: 0, limit: 100 }]);
    expect(pager.rowAt(99)?.id).toBe('f1-99');
    expect(pager.rowAt(100)).toBeUndefined();
  });

  it('sends ceil(N/100) requests to scroll through N assets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1234 }), async (n) => {
        const folder = fakeFolder(makeAssets(n));
        const pager = createAssetPager({ fetchPage: folder.fetchPage });
        await scrollThrough(pager);
        expect(pager.requestCount).toBe(Math.ceil(n / 100));
        expect(folder.calls).toHaveLength(Math.ceil(n / 100));
        expect(pager.complete).toBe(true);
        expect(pager.loadedCount).toBe(n);
      }),
      { numRuns: 30 },
    );
  });

  it('costs one request to learn that a folder is empty', async () => {
    const folder = fakeFolder([]);
    const pager = createAssetPager({ fetchPage: folder.fetchPage });
    await pager.loadAll();
    expect(pager.total).toBe(0);
    expect(pager.requestCount).toBe(1);
    expect(pager.complete).toBe(true);
  });

  it('never fetches the same page twice, even when asked concurrently', async () => {
    const folder = fakeFolder(makeAssets(450));
    const pager = createAssetPager({ fetchPage: folder.fetchPage });
    await Promise.all([
      pager.ensureRange(0, 10),
      pager.ensureRange(5, 150),
      pager.ensureRange(120, 330),
      pager.ensureRange(0, 450),
      pager.loadAll(),
    ]);
    const offsets = folder.calls.map((c) => c.offset);
    expect(new Set(offsets).size).toBe(offsets.length);
    expect(offsets.sort((a, b) => a - b)).toEqual([0, 100, 200, 300, 400]);
    await pager.loadAll();
    expect(pager.requestCount).toBe(5);
  });

  it('asks only for the pages a window covers, not the ones before it', async () => {
    const folder = fakeFolder(makeAssets(20_000));
    const pager = createAssetPager({ fetchPage: folder.fetchPage });
    await pager.ensureRange(15_050, 15_120);
    expect(folder.calls.map((c) => c.offset)).toEqual([0, 15_000, 15_100]);
    expect(pager.rowAt(15_119)?.id).toBe('f1-15119');
    expect(pager.rowAt(14_999)).toBeUndefined();
  });

  it('ignores answers for a folder it has left and aborts their requests', async () => {
    const slow = deferred<AssetPage<AssetLike>>();
    let seenSignal: AbortSignal | undefined;
    const pager = createAssetPager<AssetLike>({
      fetchPage: (_offset, _limit, signal) => {
        seenSignal = signal;
        return slow.promise;
      },
    });
    const stale = pager.ensureRange(0, 10);
    const other = fakeFolder(makeAssets(3, 'f2'));
    pager.setSource(other.fetchPage);
    expect(seenSignal?.aborted).toBe(true);
    await pager.ensureRange(0, 10);
    slow.resolve({ assets: makeAssets(50, 'f1'), total: 50 });
    await stale;
    expect(pager.total).toBe(3);
    expect(pager.rowAt(0)?.id).toBe('f2-0');
    expect(pager.rowAt(3)).toBeUndefined();
    expect(pager.requestCount).toBe(1);
  });

  it('counts a new generation per source switch and restarts the request count', async () => {
    const pager = createAssetPager({ fetchPage: fakeFolder(makeAssets(150)).fetchPage });
    await pager.loadAll();
    expect(pager.requestCount).toBe(2);
    const before = pager.generation;
    pager.setSource(fakeFolder(makeAssets(10, 'f2')).fetchPage);
    expect(pager.generation).toBe(before + 1);
    expect(pager).toMatchObject({ total: null, loadedCount: 0, requestCount: 0, complete: false });
  });

  it('ignores a late failure of a folder it has left', async () => {
    const slow = deferred<AssetPage<AssetLike>>();
    const pager = createAssetPager<AssetLike>({ fetchPage: () => slow.promise });
    const stale = pager.ensureRange(0, 10);
    pager.setSource(fakeFolder(makeAssets(2, 'f2')).fetchPage);
    await pager.ensureRange(0, 10);
    slow.reject(new Error('aborted'));
    await stale;
    expect(pager.error).toBeNull();
    expect(pager.loadedCount).toBe(2);
  });

  it('keeps a failure, does not count the page as loaded and retries it', async () => {
    const assets = makeAssets(150);
    let fail = true;
    const calls: number[] = [];
    const pager = createAssetPager<AssetLike>({
      fetchPage: async (offset, limit) => {
        calls.push(offset);
        if (offset === 100 && fail) throw new Error('503');
        return { assets: assets.slice(offset, offset + limit), total: assets.length };
      },
    });
    await pager.loadAll();
    expect((pager.error as Error).message).toBe('503');
    expect(pager.complete).toBe(false);
    fail = false;
    await pager.loadAll();
    expect(pager.error).toBeNull();
    expect(pager.complete).toBe(true);
    expect(calls).toEqual([0, 100, 100]);
  });

  it('notifies listeners when rows arrive and stops after unsubscribing', async () => {
    const pager = createAssetPager({ fetchPage: fakeFolder(makeAssets(120)).fetchPage });
    const listener = vi.fn();
    const stop = pager.subscribe(listener);
    const before = pager.version;
    await pager.ensureRange(0, 10);
    expect(listener).toHaveBeenCalled();
    expect(pager.version).toBeGreaterThan(before);
    stop();
    listener.mockClear();
    await pager.loadAll();
    expect(listener).not.toHaveBeenCalled();
  });

  it('searches and filters loaded rows and says when rows are still missing', async () => {
    const pager = createAssetPager({ fetchPage: fakeFolder(makeAssets(300)).fetchPage });
    await pager.ensureRange(0, 1);
    const partial = pager.filter({ search: 'ASSET-00' });
    expect(partial.rows.map((r) => r.displayName)).toHaveLength(99);
    expect(partial).toMatchObject({ loaded: 100, total: 300, complete: false });
    const missing = pager.filter({ missingAlt: true });
    expect(missing.rows.every((r) => r.contentType === 'image/png' && !r.altText)).toBe(true);
    expect(missing.rows).toHaveLength(30);
    await pager.loadAll();
    const all = pager.filter({ search: 'asset-01', missingAlt: true });
    expect(all.complete).toBe(true);
    expect(all.rows.map((r) => r.displayName)).toEqual(
      makeAssets(300)
        .filter((a) => a.displayName!.includes('asset-01') && a.contentType === 'image/png')
        .filter((a) => !a.altText)
        .map((a) => a.displayName),
    );
    expect(pager.filter({}).rows).toHaveLength(300);
  });

  it('matches names without regard to case or accents', async () => {
    const assets: AssetLike[] = [
      { id: '1', displayName: 'Équipe Été.jpg' },
      { id: '2', displayName: 'other.jpg' },
    ];
    const pager = createAssetPager({ fetchPage: fakeFolder(assets).fetchPage });
    await pager.loadAll();
    expect(pager.filter({ search: 'equipe ete' }).rows.map((r) => r.id)).toEqual(['1']);
  });

  it('merges a single-asset answer into its row and keeps the list folderId', async () => {
    const pager = createAssetPager({ fetchPage: fakeFolder(makeAssets(5)).fetchPage });
    await pager.loadAll();
    const updated = pager.applyUpdate({ id: 'f1-2', altText: 'New', folderId: undefined });
    expect(updated).toBe(true);
    expect(pager.rowAt(2)).toMatchObject({ id: 'f1-2', altText: 'New', folderId: 'f1' });
    expect(pager.applyUpdate({ id: 'nope', altText: 'x' })).toBe(false);
  });

  it('rejects a page size below one', () => {
    expect(() => createAssetPager({ fetchPage: fakeFolder([]).fetchPage, pageSize: 0 })).toThrow(
      RangeError,
    );
  });
});
