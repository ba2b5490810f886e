/**
 * The diff of one checked cell, on demand: the live page read once more and the saved markup read
 * with one request, shown as pretty-JSON lines (removed = saved only, added = live only). The live
 * block compared is the one that is the saved markup, or shares its type, or else the first.
 * @module
 */
import { jsonHunks } from '../bulk/background';
import type { LocaleSchema } from '../schema';
import { readPageFacts } from './html-reader';
import type { LiveCellDiff } from './live-types';
import { failureText, offOriginText } from './live-text';
import type { PoliteFetch } from './polite-fetch';
import { fingerprint, storedBlocks, topTypes } from './stored-facts';

/** The live block to show against `saved`. */
export function counterpart(saved: unknown, live: readonly unknown[]): unknown {
  if (saved === null) return live[0] ?? null;
  const hash = fingerprint(saved);
  const same = live.find((b) => fingerprint(b) === hash);
  if (same !== undefined) return same;
  const types = new Set(topTypes(saved));
  return live.find((b) => topTypes(b).some((t) => types.has(t))) ?? live[0] ?? null;
}

/** Reads `url` (only when it is on `origin`, the checked one) and diffs its JSON-LD with the saved markup. */
export async function liveCellDiff(
  fetcher: PoliteFetch,
  url: string,
  saved: LocaleSchema,
  origin: string,
): Promise<LiveCellDiff> {
  const checked = new URL(origin).origin;
  if (!URL.canParse(url) || new URL(url).origin !== checked)
    throw new Error(offOriginText(url, checked));
  const outcome = await fetcher.get(url, (response) => readPageFacts(response.body, url));
  if (!outcome.ok) throw new Error(failureText(outcome.failure));
  const blocks = storedBlocks(saved.value, saved.raw);
  const savedValue = blocks.length === 0 ? null : blocks.length === 1 ? blocks[0] : blocks;
  const live = outcome.value.blocks;
  const shown = counterpart(savedValue, live);
  return {
    live,
    saved: savedValue,
    lines: jsonHunks(savedValue, shown).flatMap((h) => h.lines),
  };
}
