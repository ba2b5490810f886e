import { buildAssetLibrary } from '../assets/library';
import type { Rng } from '../ids';
import type { World } from '../world-types';
import type { SeedKind, SeedTimes } from './kind';

/**
 * Demo assets: 220 on the first site and 24 on the second, in nested folders, with alt text
 * missing in some locales.
 */
export const seedAssets = (world: World, rng: Rng, kind: SeedKind, times: SeedTimes): void => {
  if (kind === 'empty') return;
  Object.values(world.sites).forEach((site, index) => {
    const { folders, assets } = buildAssetLibrary({
      siteId: site.id,
      primaryLocaleId: site.locales.primary.id,
      secondaryLocales: site.locales.secondary.map((l) => ({ id: l.id, tag: l.tag })),
      rng: rng.next,
      newId: rng.objectId,
      now: times.created,
      count: index === 0 ? 220 : 24,
    });
    for (const folder of folders) world.assetFolders[folder.id] = folder;
    for (const asset of assets) world.assets[asset.id] = asset;
  });
};
