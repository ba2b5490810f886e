/**
 * The seed's kind and the shape of a seed contributor, apart from the list of contributors so that
 * each contributor can name them without importing that list.
 * @module
 */
import type { Rng } from '../ids';
import type { World } from '../world-types';

/** Which seed to start from. */
export type SeedKind = World['seed'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The seed's times, ISO 8601, relative to when the world is built. */
export interface SeedTimes {
  /** When the workspace's things were created: 60 days before. */
  created: string;
  /** The last update and the publish of everything seeded: 2 hours before. */
  updated: string;
}

/**
 * The seed's times for a world built at `now` (ms), on the whole minute, so they read naturally.
 * Relative, not fixed: a fixed publish day would lie in the future of a clock set before it, or
 * show a check and its publish on days far apart.
 */
export function seedTimes(now: number): SeedTimes {
  const minute = Math.floor(now / MINUTE) * MINUTE;
  return {
    created: new Date(minute - 60 * DAY).toISOString(),
    updated: new Date(minute - 2 * HOUR).toISOString(),
  };
}

/**
 * Adds part of the seed world. Contributors run in order on every (re)seed with their own
 * deterministic random source, so each one's ids stay stable when another one changes; `times`
 * are the same for all of them.
 */
export type SeedContributor = (world: World, rng: Rng, kind: SeedKind, times: SeedTimes) => void;
