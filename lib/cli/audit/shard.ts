/**
 * `--shard K/N`: the K-th of N parts of the sites named, so that a CI matrix runs the parts side by
 * side on separate runners. The split reads nothing but the site ids: they are sorted and dealt out
 * in turn (the first id to shard 1, the second to shard 2, …), so every runner computes the same
 * parts whatever the order of the sites file, each site is in exactly one part, and the parts'
 * sizes differ by one at most. Each part's SARIF run is its own code-scanning category
 * (`categoryOf`): an upload of one shard never replaces another's.
 * @module
 */
import { UsageError } from '../usage-error';

/** The most shards a run is split into (GitHub Actions runs at most 256 jobs of one matrix). */
export const MAX_SHARDS = 256;

/** One part of a split run: `index` of `count`, from 1. */
export interface Shard {
  index: number;
  count: number;
}

/** A shard as the run knows it: with the number of sites named in all, and where. */
export interface ShardPlan extends Shard {
  /** The sites named in all shards. */
  named: number;
  /** Where they were named, for the note of a shard with no sites. */
  from: 'sites-file' | 'site' | 'both';
}

/**
 * `K/N` as a shard. The messages repeat the value only once it is known to be digits: no message of
 * the CLI ever repeats a value that could be a pasted token.
 */
export function parseShard(value: string): Shard {
  const match = /^(\d{1,6})\/(\d{1,6})$/.exec(value.trim());
  if (!match) {
    throw new UsageError('--shard takes K/N, two whole numbers: --shard 2/4 is the 2nd of 4.');
  }
  const [index, count] = [Number(match[1]), Number(match[2])];
  if (count < 1 || count > MAX_SHARDS) {
    throw new UsageError(`--shard ${index}/${count}: N must be from 1 to ${MAX_SHARDS}.`);
  }
  if (index < 1 || index > count) {
    throw new UsageError(`--shard ${index}/${count}: K must be from 1 to N (${count}).`);
  }
  return { index, count };
}

// Code units, not `localeCompare`: the order must not depend on the runner's locale or ICU data.
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The entries in `shard`, in the order given: the site ids are sorted and dealt out in turn, so the
 * i-th id in that order (from 0) is in shard `i mod N + 1`. Ids must be unique (the arguments
 * refuse a site named twice).
 */
export function sitesOfShard<T extends { site: string }>(entries: readonly T[], shard: Shard): T[] {
  const sorted = entries.map((e) => e.site).sort(byId);
  const mine = new Set(sorted.filter((_, i) => i % shard.count === shard.index - 1));
  return entries.filter((e) => mine.has(e.site));
}

/** `shard 2 of 4`. */
export const shardName = (shard: Shard): string => `shard ${shard.index} of ${shard.count}`;

/**
 * The SARIF run's `automationDetails.id`, which code scanning takes as the upload's category: one
 * per shard, so each shard's upload replaces only that shard's previous one.
 */
export const categoryOf = (shard: Shard): string =>
  `site-audit/shard-${shard.index}-of-${shard.count}/`;

const FROM: Record<ShardPlan['from'], string> = {
  'sites-file': 'the sites file lists',
  site: '--site names',
  both: '--site and the sites file name',
};

/** Why a shard has no sites: `shard 3 of 4 has no sites: the sites file lists 2`. */
export const emptyShardNote = (plan: ShardPlan): string =>
  `${shardName(plan)} has no sites: ${FROM[plan.from]} ${plan.named}`;
