import { z } from 'zod';
import { folderWithDescendants } from '../emulator/assets/listing';
import { startEmulator } from '../emulator/testing';
import type { ApiClient } from '../lib/core/api/client';
import { createApiClient } from '../lib/core/api/client';
import { assetFolderSchema, listAssets } from '../lib/core/api/assets';
import { paginationSchema } from '../lib/core/api/pagination';
import { createRateLimitQueue } from '../lib/core/api/rate-limit-queue';
import type { AssetPager, FetchAssetPage } from '../lib/features/assets/asset-pager';
import { createAssetPager } from '../lib/features/assets/asset-pager';
import { buildFolderTree, flattenTree } from '../lib/features/assets/folder-tree';
import type { AssetLike } from '../lib/features/assets/types';
import { WORLD, fillAssetLibrary } from './asset-world';
import type { Benchmark, Figure } from './figure';

const FIRST_ROWS_GOAL_MS = 100;
const SWITCHES = 15;
const VIEW_ROWS = 20;

const folderPage = z.object({
  assetFolders: z.array(assetFolderSchema),
  pagination: paginationSchema.nullish(),
});

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Every folder, 100 per request (the list is paged like the asset list). */
async function allFolders(client: ApiClient, siteId: string) {
  const folders: z.infer<typeof assetFolderSchema>[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await client.call({
      method: 'GET',
      path: `/v2/sites/${siteId}/asset_folders`,
      query: { limit: 100, offset },
      schema: folderPage,
    });
    folders.push(...page.assetFolders);
    if (page.assetFolders.length === 0 || folders.length >= (page.pagination?.total ?? 0)) {
      return folders;
    }
  }
}

/** Scrolls a list through the pager the way the virtualized view asks for rows. */
async function scrollThrough(pager: AssetPager<AssetLike>): Promise<void> {
  await pager.ensureRange(0, VIEW_ROWS);
  for (let top = 0; top < (pager.total ?? 0); top += VIEW_ROWS / 2) {
    await pager.ensureRange(top, top + VIEW_ROWS);
  }
}

/**
 * The asset browser on a 20,000-asset / 1,000-folder emulated site (in-process emulator, rate
 * limiting off, the extension's own API client and pager over real HTTP on 127.0.0.1):
 * (a) switching folders until the first rows are in the pager, median over 15 folders at every
 * depth; (b) requests to scroll through folders of several sizes against ⌈N/100⌉.
 */
const bench: Benchmark = async () => {
  const emu = await startEmulator({ rateLimit: 0 });
  try {
    const site = emu.fixtures.sites[0];
    if (!site?.apiKey) throw new Error('the seed has no site key');
    const locales = [site.locales.primary.id, ...site.locales.secondary.map((l) => l.id)];
    fillAssetLibrary(emu.emulator.store.world, site.id, locales);
    const client = createApiClient({
      baseUrl: emu.origin,
      getToken: () => site.apiKey!,
      queue: createRateLimitQueue({ initialLimit: 1_000_000 }),
    });
    const source =
      (folderId: string | undefined): FetchAssetPage<AssetLike> =>
      async (offset, limit) => {
        const body = await listAssets(client, site.id, { folderId, offset, limit });
        return { assets: body.assets, total: body.pagination?.total ?? body.assets.length };
      };

    const treeStarted = performance.now();
    const records = await allFolders(client, site.id);
    const tree = buildFolderTree(records);
    const treeMs = performance.now() - treeStarted;
    const nodes = flattenTree(tree);
    if (nodes.length !== WORLD.folders)
      throw new Error(`expected 1000 folders, got ${nodes.length}`);

    const pager = createAssetPager<AssetLike>({ fetchPage: source(undefined), pageSize: 100 });
    await pager.ensureRange(0, VIEW_ROWS);
    const timings: number[] = [];
    const step = Math.floor(nodes.length / SWITCHES);
    for (let i = 0; i < SWITCHES; i++) {
      const folder = nodes[i * step]!;
      const started = performance.now();
      pager.setSource(source(folder.id));
      await pager.ensureRange(0, VIEW_ROWS);
      timings.push(performance.now() - started);
      if (pager.total === null || (pager.total > 0 && !pager.rowAt(0))) {
        throw new Error(`no first rows for ${folder.pathLabel}`);
      }
    }

    const world = emu.emulator.store.world;
    const folderLinks = Object.values(world.assetFolders).filter((f) => f.siteId === site.id);
    const assetsIn = (folderId: string | undefined) => {
      const inside = folderId === undefined ? null : folderWithDescendants(folderId, folderLinks);
      return Object.values(world.assets).filter(
        (a) =>
          a.siteId === site.id &&
          (inside === null || (a.folderId !== null && inside.has(a.folderId))),
      ).length;
    };
    const bySize = (depth: number) =>
      nodes
        .filter((n) => n.depth === depth)
        .map((n) => ({ node: n, count: assetsIn(n.id) }))
        .sort((a, b) => b.count - a.count)[0]!;
    const cases = [
      { label: 'a third-level folder', ...bySize(3) },
      { label: 'a second-level folder', ...bySize(2) },
      { label: 'a top-level folder', ...bySize(1) },
      { label: 'all assets', node: null, count: assetsIn(undefined) },
    ];
    const listing: Figure[] = [];
    for (const c of cases) {
      const list = createAssetPager<AssetLike>({ fetchPage: source(c.node?.id), pageSize: 100 });
      await scrollThrough(list);
      const expected = Math.ceil(c.count / 100);
      const ok = list.total === c.count && list.complete && list.requestCount === expected;
      const id = c.node ? `depth-${c.node.depth}` : 'all';
      listing.push({
        name: `assets.list-requests.${id}`,
        label: `requests to scroll through ${c.label} of N = ${c.count} assets`,
        value: list.requestCount,
        unit: 'requests',
        goal: `= ⌈N/100⌉ = ${expected}`,
        pass: ok,
      });
    }

    const firstRows = median(timings);
    return [
      {
        name: 'assets.switch-folder.first-rows',
        label: `switch folder → first ${VIEW_ROWS} rows in the pager (median of ${SWITCHES}, ${WORLD.assets} assets / ${WORLD.folders} folders)`,
        value: round(firstRows),
        unit: 'ms',
        goal: `<= ${FIRST_ROWS_GOAL_MS} ms`,
        pass: firstRows <= FIRST_ROWS_GOAL_MS,
      },
      {
        name: 'assets.switch-folder.first-rows-max',
        label: `switch folder → first rows, slowest of ${SWITCHES}`,
        value: round(Math.max(...timings)),
        unit: 'ms',
      },
      ...listing,
      {
        name: 'assets.folder-tree.load',
        label: `load and build the ${WORLD.folders}-folder tree (${Math.ceil(WORLD.folders / 100)} requests)`,
        value: round(treeMs),
        unit: 'ms',
      },
    ];
  } finally {
    await emu.close();
  }
};

export default bench;
