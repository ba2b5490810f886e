import type { World } from '../emulator/world-types';

/** Sizes of the emulated asset library the asset-browser bench runs on. */
export const WORLD = { folders: 1_000, assets: 20_000 } as const;

const TOP = 10;
const CHILDREN = 9;
const GRANDCHILDREN = 10;

/** Deterministic 0–1 numbers (mulberry32), so every run lists the same folders. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 24-hex id from a counter, like the service's object ids. */
const objectId = (prefix: number, n: number) =>
  prefix.toString(16).padStart(4, '0') + n.toString(16).padStart(20, '0');

/**
 * Replaces one site's asset library in the emulator's store with 1,000 folders (10 top-level, 90
 * below them, 900 below those) and 20,000 uploaded assets spread unevenly over them, some at the
 * root. The emulator has no control route for bulk assets and creating them over HTTP would take
 * 40,000 requests, so the bench writes the store directly, exactly as the seed does.
 */
export function fillAssetLibrary(world: World, siteId: string, locales: readonly string[]): void {
  for (const [id, asset] of Object.entries(world.assets)) {
    if (asset.siteId === siteId) delete world.assets[id];
  }
  for (const [id, folder] of Object.entries(world.assetFolders)) {
    if (folder.siteId === siteId) delete world.assetFolders[id];
  }
  const now = '2026-01-01T00:00:00.000Z';
  const folderIds: string[] = [];
  const addFolder = (displayName: string, parentFolder: string | null) => {
    const id = objectId(0xf01d, folderIds.length);
    world.assetFolders[id] = {
      id,
      siteId,
      displayName,
      parentFolder,
      createdOn: now,
      lastUpdated: now,
    };
    folderIds.push(id);
    return id;
  };
  for (let t = 0; t < TOP; t++) {
    const top = addFolder(`Section ${t + 1}`, null);
    for (let c = 0; c < CHILDREN; c++) {
      const child = addFolder(`Topic ${t + 1}.${c + 1}`, top);
      for (let g = 0; g < GRANDCHILDREN; g++) addFolder(`Set ${t + 1}.${c + 1}.${g + 1}`, child);
    }
  }
  const rng = seeded(20_000);
  for (let n = 0; n < WORLD.assets; n++) {
    const id = objectId(0xa55e, n);
    const r = rng();
    const folderId =
      r < 0.02 ? null : (folderIds[Math.floor(rng() ** 1.6 * folderIds.length)] ?? null);
    const image = n % 13 !== 0;
    const fileName = `${image ? 'photo' : 'doc'}-${String(n + 1).padStart(5, '0')}.${image ? 'jpg' : 'pdf'}`;
    const altText: Record<string, string | null> = {};
    locales.forEach((locale, i) => {
      if (image && rng() < 0.9 - i * 0.3) altText[locale] = `Photo ${n + 1}`;
    });
    world.assets[id] = {
      id,
      siteId,
      folderId,
      contentType: image ? 'image/jpeg' : 'application/pdf',
      size: 10_000 + Math.floor(rng() * 2_000_000),
      hostedUrl: `/__emulator/object-store/files/${siteId}/${id}/${fileName}`,
      originalFileName: fileName,
      displayName: fileName,
      createdOn: now,
      lastUpdated: now,
      variants: image
        ? [
            {
              hostedUrl: `/__emulator/object-store/files/${siteId}/${id}/photo-p-500.jpg`,
              originalFileName: fileName,
              displayName: 'photo-p-500.jpg',
              format: 'jpg',
              width: 500,
              height: 333,
              quality: 100,
              error: null,
            },
          ]
        : [],
      altText,
      fileHash: null,
      uploaded: true,
    };
  }
}
