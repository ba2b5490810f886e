import type { Rng } from '../ids';
import type { World } from '../world-types';
import type { SeedKind } from './index';

/** Pages, folders and schema markup of the demo sites. */
export const seedPages = (_world: World, _rng: Rng, _kind: SeedKind): void => {};
