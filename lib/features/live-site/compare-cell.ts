/**
 * One cell's live state: its live page's JSON-LD blocks against the stored markup's fingerprints.
 * A live block with a stored fingerprint is the saved markup; one sharing a stored block's type but
 * not its content is the saved markup changed (`differs`, or `unpublished` when it was saved after
 * the last publish); every other live block is an extra (custom code), shown but not drift.
 * @module
 */
import type { LiveState } from './live-types';
import { fingerprint, topTypes, type StoredMarkup } from './stored-facts';

/** A live JSON-LD block as the comparison needs it, with the checker's counts when checked. */
export interface LiveBlock {
  hash: string;
  types: string[];
  errors?: number;
  warnings?: number;
}

/**
 * The blocks of a live page, fingerprinted; `check` counts the problems of each block that is not
 * one of the `stored` fingerprints (the saved markup was checked by the audit already).
 */
export function liveBlocks(
  blocks: readonly unknown[],
  check?: (value: unknown) => { errors: number; warnings: number },
  stored: readonly string[] = [],
): LiveBlock[] {
  return blocks.map((b) => {
    const hash = fingerprint(b);
    const block: LiveBlock = { hash, types: topTypes(b) };
    if (!check || stored.includes(hash)) return block;
    const { errors, warnings } = check(b);
    return { ...block, errors, warnings };
  });
}

/** The state and the extra blocks (custom code), which are shown and checked but are not drift. */
export interface Comparison {
  state: Exclude<LiveState, 'unreachable'>;
  extraBlocks: number;
  extra: LiveBlock[];
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
      extra: [...live],
    };
  const wanted = new Set(stored.hashes);
  const matched = live.filter((b) => wanted.has(b.hash));
  const found = new Set(matched.map((b) => b.hash));
  const others = live.filter((b) => !wanted.has(b.hash));
  if (stored.hashes.every((h) => found.has(h)))
    return { state: 'matches', extraBlocks: others.length, extra: others };
  const types = new Set(stored.types);
  const changed = others.filter((b) =>
    types.size === 0 ? true : b.types.some((t) => types.has(t)),
  );
  const extra = others.filter((b) => !changed.includes(b));
  const state = unpublished ? 'unpublished' : changed.length > 0 ? 'differs' : 'missing';
  return { state, extraBlocks: extra.length, extra };
}
