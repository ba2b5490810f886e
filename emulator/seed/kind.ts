/**
 * The seed's kind and the shape of a seed contributor, apart from the list of contributors so that
 * each contributor can name them without importing that list.
 * @module
 */
import type { Rng } from '../ids';
import type { World } from '../world-types';

/** Which seed to start from. */
export type SeedKind = World['seed'];

/**
 * Adds part of the seed world. Contributors run in order on every (re)seed with their own
 * deterministic random source, so each one's ids stay stable when another one changes.
 */
export type SeedContributor = (world: World, rng: Rng, kind: SeedKind) => void;
