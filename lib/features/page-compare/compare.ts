import { normalizeInput, scriptBlocks } from '@/lib/jsonld';
import { formatNumber, plural, t } from '../../core/i18n/t';
import { diffJson, jsonEqual } from './json-diff';
import type { Difference } from './json-diff';
import type { LivePage } from './live-page-schema';

export type { Difference } from './json-diff';

/** How the live page's JSON-LD relates to the stored markup. */
export type LiveStatus = 'same' | 'differs' | 'missing-live' | 'missing-stored' | 'unreadable';

/** One difference, with the live block it was found in (absent when no block matched). */
export interface LiveDifference extends Difference {
  block?: number;
}

/** The outcome of {@link compareLiveWithStored}. */
export interface LiveComparison {
  status: LiveStatus;
  /** One line for the editor. */
  message: string;
  /** Semantic differences, at most {@link MAX_DIFFERENCES}. */
  differences: LiveDifference[];
  /** Differences found beyond those listed. */
  moreDifferences: number;
  /** Information beside the verdict: other blocks on the page, blocks that could not be read. */
  notes: string[];
  /** Indexes in `live.jsonLdBlocks` of the blocks compared with the stored markup. */
  comparedBlocks: number[];
}

/** Differences listed at most; the rest are counted. */
export const MAX_DIFFERENCES = 50;

/** The stored markup as values (a legacy raw value may hold several blocks); `undefined` if unreadable. */
function storedValues(stored: unknown): unknown[] | undefined {
  if (stored === null || stored === undefined) return [];
  if (typeof stored === 'string') {
    const blocks = scriptBlocks(stored);
    if (blocks.length > 1) {
      const values = blocks.map((block) => normalizeInput(block.body));
      return values.every((v) => !v.error) ? values.map((v) => v.value) : undefined;
    }
  }
  const one = normalizeInput(stored);
  return one.error ? undefined : [one.value];
}

const typesOf = (value: unknown): string => {
  const nodes = Array.isArray(value) ? value : [value];
  const types = nodes.flatMap((n) => {
    if (typeof n !== 'object' || n === null || Array.isArray(n)) return [];
    const o = n as Record<string, unknown>;
    const graph = Array.isArray(o['@graph']) ? o['@graph'] : [];
    return [o['@type'] ?? o.type, ...graph.map((g) => (g as Record<string, unknown>)?.['@type'])];
  });
  return JSON.stringify(
    types
      .flat()
      .filter((t) => typeof t === 'string')
      .sort(),
  );
};

function result(status: LiveStatus, message: string, notes: string[] = []): LiveComparison {
  return { status, message, differences: [], moreDifferences: 0, notes, comparedBlocks: [] };
}

function blockNotes(live: LivePage, invalid: number, unmatched: number): string[] {
  const notes: string[] = [];
  if (unmatched > 0) {
    notes.push(plural(unmatched, 'live_unmatched_one', 'live_unmatched_many'));
  }
  if (invalid > 0) {
    notes.push(plural(invalid, 'live_invalid_one', 'live_invalid_many'));
  }
  if (live.oversizeBlocks > 0) {
    notes.push(plural(live.oversizeBlocks, 'live_oversize_one', 'live_oversize_many'));
  }
  const skipped = live.jsonLdTotal - live.jsonLdBlocks.length - live.oversizeBlocks;
  if (skipped > 0) {
    notes.push(
      t('live_skipped', formatNumber(live.jsonLdTotal), formatNumber(live.jsonLdBlocks.length)),
    );
  }
  return notes;
}

/**
 * Compares the JSON-LD of the live page with the markup stored for its locale. `stored` is what
 * the page shows in that locale: its own value, or the primary locale's when it inherits; a
 * parsed value, JSON text, a `<script>` block, or a legacy raw value of several blocks. Blocks on
 * the page that match no stored value (other apps, embeds) are reported as notes, not as
 * differences. Pure; never throws on any input.
 */
export function compareLiveWithStored(live: LivePage, stored: unknown | null): LiveComparison {
  if (live.error !== undefined) {
    return result('unreadable', t('live_unreadable', live.error));
  }
  const wanted = storedValues(stored);
  if (wanted === undefined) {
    return result('unreadable', t('live_stored_invalid'));
  }
  const parsed: { index: number; value: unknown }[] = [];
  live.jsonLdBlocks.forEach((text, index) => {
    const n = normalizeInput(text);
    if (!n.error) parsed.push({ index, value: n.value });
  });
  const invalid = live.jsonLdBlocks.length - parsed.length;
  if (wanted.length === 0) {
    if (live.jsonLdTotal === 0) {
      return result('same', t('live_neither'));
    }
    return result(
      'missing-stored',
      t('live_missing_stored'),
      blockNotes(live, invalid, parsed.length),
    );
  }
  if (live.jsonLdTotal === 0) {
    return result('missing-live', t('live_missing_live'));
  }
  if (parsed.length === 0) {
    return result('unreadable', t('live_blocks_unreadable'), blockNotes(live, invalid, 0));
  }
  return matchBlocks(live, wanted, parsed, invalid);
}

function matchBlocks(
  live: LivePage,
  wanted: unknown[],
  parsed: { index: number; value: unknown }[],
  invalid: number,
): LiveComparison {
  const free = new Set(parsed.map((p) => p.index));
  const pairs: { stored: unknown; block?: { index: number; value: unknown } }[] = [];
  const pending: unknown[] = [];
  for (const value of wanted) {
    const exact = parsed.find((p) => free.has(p.index) && jsonEqual(p.value, value));
    if (exact) {
      free.delete(exact.index);
      pairs.push({ stored: value, block: exact });
    } else pending.push(value);
  }
  for (const value of pending) {
    const type = typesOf(value);
    let best: { index: number; value: unknown } | undefined;
    let bestScore = Infinity;
    for (const p of parsed) {
      if (!free.has(p.index)) continue;
      const score = (typesOf(p.value) === type ? 0 : 1e9) + diffJson(p.value, value, 0).total;
      if (score < bestScore) [best, bestScore] = [p, score];
    }
    if (best) free.delete(best.index);
    pairs.push(best ? { stored: value, block: best } : { stored: value });
  }
  const differences: LiveDifference[] = [];
  let total = 0;
  for (const pair of pairs) {
    if (!pair.block) {
      total++;
      if (differences.length < MAX_DIFFERENCES)
        differences.push({ path: '$', live: undefined, stored: pair.stored });
      continue;
    }
    const diff = diffJson(pair.block.value, pair.stored, MAX_DIFFERENCES - differences.length);
    total += diff.total;
    for (const d of diff.differences) differences.push({ ...d, block: pair.block.index });
  }
  const comparedBlocks = pairs.flatMap((p) => (p.block ? [p.block.index] : []));
  const notes = blockNotes(live, invalid, free.size);
  if (total === 0) {
    return {
      ...result('same', t('live_same'), notes),
      comparedBlocks,
    };
  }
  return {
    status: 'differs',
    message: t('live_differs'),
    differences,
    moreDifferences: total - differences.length,
    notes,
    comparedBlocks,
  };
}
