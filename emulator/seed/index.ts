import { createRng } from '../ids';
import { emptyWorld } from '../store';
import type { World } from '../world-types';
import { seedAssets } from './assets';
import { seedCollections } from './collections';
import { seedCore } from './core';
import { seedFonts } from './fonts';
import { seedIndexFaults } from './index-faults';
import { seedPages } from './pages';
import { seedWebhooks } from './webhooks';
import { seedTimes, type SeedContributor, type SeedKind } from './kind';

export type { SeedContributor, SeedKind, SeedTimes } from './kind';

/**
 * Every seed contributor, in order. Add one line per area (assets, fonts, webhooks…); contributors
 * after `seedCore` can rely on the workspace, sites, locales and keys existing.
 */
export const seedContributors: SeedContributor[] = [
  seedCore,
  seedPages,
  seedAssets,
  seedFonts,
  seedWebhooks,
  seedCollections,
  seedIndexFaults,
];

/** Builds a fresh world of the given kind at `now` (the emulator clock's ms): the same for the same `now`. */
export function buildWorld(kind: SeedKind, now: number): World {
  const world = emptyWorld(kind);
  const times = seedTimes(now);
  seedContributors.forEach((contribute, i) =>
    contribute(world, createRng(0x5eed + i * 7919), kind, times),
  );
  return world;
}
