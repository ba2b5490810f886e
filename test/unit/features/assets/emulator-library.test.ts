import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderWithDescendants } from '@/emulator/assets/listing';
import type { TestEmulator } from '@/emulator/testing';
import { startEmulator } from '@/emulator/testing';
import { allAssets, listAssetFolders, listAssets, updateAsset } from '@/lib/core/api/assets';
import type { ApiClient } from '@/lib/core/api/client';
import { createApiClient } from '@/lib/core/api/client';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import { computeAltCoverage } from '@/lib/features/assets/alt-coverage';
import { createAssetPager } from '@/lib/features/assets/asset-pager';
import { buildFolderTree, flattenTree } from '@/lib/features/assets/folder-tree';
import type { AssetLike } from '@/lib/features/assets/types';

let emu: TestEmulator;
let client: ApiClient;
let siteId: string;
let locales: string[];

beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
  const site = emu.fixtures.sites[0]!;
  siteId = site.id;
  locales = [site.locales.primary.id, ...site.locales.secondary.map((l) => l.id)];
  client = createApiClient({
    baseUrl: emu.origin,
    getToken: () => site.apiKey!,
    queue: createRateLimitQueue({ initialLimit: 100_000 }),
  });
});
afterAll(() => emu.close());

const collect = async <T>(items: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

describe('the asset browser on the emulator', () => {
  it("counts every nested folder the way the emulator's folder filter lists it", async () => {
    const tree = buildFolderTree(await listAssetFolders(client, siteId));
    const nodes = flattenTree(tree);
    expect(nodes.some((n) => n.depth === 3)).toBe(true);
    for (const node of nodes) {
      const page = await listAssets(client, siteId, { folderId: node.id, limit: 1 });
      expect(node.totalCount, node.pathLabel).toBe(page.pagination?.total);
    }
  });

  it('computes per-locale coverage that matches the stored alt texts', async () => {
    const tree = buildFolderTree(await listAssetFolders(client, siteId));
    const byLocale: Record<string, AssetLike[]> = {};
    for (const localeId of locales) {
      byLocale[localeId] = await collect(allAssets(client, siteId, { localeId }));
    }
    const coverage = computeAltCoverage(byLocale, tree);
    const world = emu.emulator.store.world;
    const folders = Object.values(world.assetFolders).filter((f) => f.siteId === siteId);
    const top = tree.roots.find((n) => n.children.length > 0)!;
    const inside = folderWithDescendants(top.id, folders);
    for (const localeId of locales) {
      const images = Object.values(world.assets).filter(
        (a) =>
          a.siteId === siteId &&
          a.folderId !== null &&
          inside.has(a.folderId) &&
          a.contentType.startsWith('image/'),
      );
      const withAlt = images.filter((a) => (a.altText[localeId] ?? '').trim() !== '').length;
      expect(coverage.folder(top.id, localeId)).toMatchObject({ images: images.length, withAlt });
    }
  });

  it('fixes a missing secondary-locale alt text and keeps the row in its folder', async () => {
    const french = locales[1]!;
    const tree = buildFolderTree(await listAssetFolders(client, siteId));
    const folder = flattenTree(tree).find((n) => (n.totalCount ?? 0) > 0)!;
    const pager = createAssetPager<AssetLike>({
      fetchPage: async (offset, limit) => {
        const body = await listAssets(client, siteId, {
          folderId: folder.id,
          localeId: french,
          offset,
          limit,
        });
        return { assets: body.assets, total: body.pagination?.total ?? body.assets.length };
      },
    });
    await pager.loadAll();
    const target = pager.filter({ missingAlt: true }).rows[0]!;
    expect(target.folderId).toBeTruthy();
    const saved = await updateAsset(client, target.id, { altText: 'Texte corrigé' }, french);
    expect(saved.folderId).toBeUndefined();
    expect(pager.applyUpdate(saved)).toBe(true);
    const row = pager.filter({}).rows.find((r) => r.id === target.id)!;
    expect(row).toMatchObject({ altText: 'Texte corrigé', folderId: target.folderId });
    expect(emu.emulator.store.world.assets[target.id]!.altText[french]).toBe('Texte corrigé');
  });
});
