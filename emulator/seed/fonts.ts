import type { Rng } from '../ids';
import type { World } from '../world-types';
import type { SeedKind, SeedTimes } from './kind';

/** One live variable custom font on the first demo site. */
export const seedFonts = (world: World, rng: Rng, kind: SeedKind, times: SeedTimes): void => {
  const site = Object.values(world.sites)[0];
  if (kind === 'empty' || !site) return;
  const id = rng.objectId();
  world.customFonts[id] = {
    id,
    siteId: site.id,
    fontFamily: 'Acme Sans',
    format: 'woff2',
    fileName: 'AcmeSans-Variable.woff2',
    weight: 400,
    italic: false,
    fontDisplay: 'swap',
    axes: [{ tag: 'wght', name: 'Weight', min: 100, max: 900, defaultValue: 400 }],
    hostedUrl: `/__emulator/object-store/files/fonts/${site.id}/${id}/AcmeSans-Variable.woff2`,
    fileHash: rng.hex(32),
    status: 'live',
    createdOn: times.created,
    lastUpdated: times.created,
  };
};
