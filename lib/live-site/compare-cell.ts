/**
 * One cell's live state: its live page's JSON-LD blocks against the stored markup's fingerprints.
 * A live block with a stored fingerprint is the saved markup; one sharing a stored block's type but
 * not its content is the saved markup changed (`differs`, or `unpublished` when it was saved after
 * the last publish); every other live block is an extra (custom code), shown but not drift.
 * @module
 */
import type { LiveState } from './live-types';
import { fingerprint, topTypes, type StoredMarkup } from './stored-facts';

/** A live JSON-LD block as the comparison needs it. */
export interface LiveBlock {
  hash: string;
  types: string[];
}

/** The blocks of a live page, fingerprinted. */
export const liveBlocks = (blocks: readonly unknown[]): LiveBlock[] =>
  blocks.map((b) => ({ hash: fingerprint(b), types: topTypes(b) }));

/** The state and the number of extra blocks. */
export interface Comparison {
  state: Exclude<LiveState, 'unreachable'>;
  extraBlocks: number;
}

/** Whether `saved` is later than `published` (ISO times; never published counts as earlier). */
export function savedAfter(saved: string | null, published: string | null): boolean {
  if (!saved) return false;
  if (!published) return true;
  const s = Date.parse(saved);
  const p = Date.parse(published);
  return !Number.isNaN(s) && !Number.isNaN(p) && s > p;
}

/** Compares a reachable cell's live blocks with its stored markup. */
export function compareCell(
  stored: StoredMarkup,
  live: readonly LiveBlock[],
  lastPublished: string | null,
): Comparison {
  const unpublished = savedAfter(stored.lastUpdated, lastPublished);
  if (stored.hashes.length === 0)
    return {
      state: unpublished && live.length > 0 ? 'unpublished' : 'no-markup',
      extraBlocks: live.length,
    };
  const wanted = new Set(stored.hashes);
  const matched = live.filter((b) => wanted.has(b.hash));
  const found = new Set(matched.map((b) => b.hash));
  if (stored.hashes.every((h) => found.has(h)))
    return { state: 'matches', extraBlocks: live.length - matched.length };
  const types = new Set(stored.types);
  const others = live.filter((b) => !wanted.has(b.hash));
  const changed = others.filter((b) =>
    types.size === 0 ? true : b.types.some((t) => types.has(t)),
  );
  const extraBlocks = others.length - changed.length;
  if (unpublished) return { state: 'unpublished', extraBlocks };
  return { state: changed.length > 0 ? 'differs' : 'missing', extraBlocks };
}
