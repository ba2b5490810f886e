/**
 * What the page reads of a live check (static pages and item pages alike) hand to the host's
 * index reading: each version's blockers as it is read, and the version marked seen in the
 * sitemap's reconciliation.
 * @module
 */
import type { RobotsMeta } from '../head-text';
import type { FetchOutcome, PoliteFetch } from '../polite-fetch';
import { readPageFacts } from '../html-reader';
import { robotsBlocks } from './robots-directives';
import type { IndexBlock } from './index-types';
import type { SeenOutcome, SeenVersion } from './sitemap-reconcile';

/** The blockers of one page version from what it said and how it answered. */
export interface VersionSignals {
  robots: readonly RobotsMeta[];
  header: string | null;
  status?: number;
}

/** The part of a host's index reading the page reads use. */
export interface VersionIndex {
  blocks(url: string, signals: VersionSignals): IndexBlock[];
  seen(version: SeenVersion): void;
}

/** The signals a read page carries besides its facts. */
export interface ReadSignals {
  robots: readonly RobotsMeta[];
  header: string | null;
}

/** A read's outcome as the sitemap counts it. */
export function seenOutcome(outcome: FetchOutcome<unknown> | null): SeenOutcome {
  if (!outcome) return 'unreachable';
  if (outcome.ok) return 'ok';
  const f = outcome.failure;
  if (f.kind === 'redirect') return 'redirect';
  if (f.kind === 'status' && (f.status === 404 || f.status === 410)) return 'not-found';
  if (f.kind === 'status' && f.status === 401) return 'password';
  return 'unreachable';
}

/**
 * The blockers of a version read with `outcome` (its signals when read; a 401 is a password),
 * and the version marked seen. Answers the blockers (empty when nothing stops Google).
 */
export function noteVersion(
  index: VersionIndex | undefined,
  url: string,
  outcome: FetchOutcome<{ signals: ReadSignals }> | null,
  alternates: () => (readonly [string, string])[],
): IndexBlock[] {
  if (!index) return [];
  const unauthorised =
    outcome?.ok === false && outcome.failure.kind === 'status' && outcome.failure.status === 401;
  const blocks = outcome?.ok
    ? index.blocks(url, outcome.value.signals)
    : unauthorised
      ? index.blocks(url, { robots: [], header: null, status: 401 })
      : [];
  index.seen({
    url,
    outcome: seenOutcome(outcome),
    noindex: blocks.some((b) => b.reason === 'noindex'),
    blocked: blocks.some((b) => b.reason === 'blocked'),
    alternates,
  });
  return blocks;
}

/** The bytes read of a page read only for its head (a listed URL, the staging host's pages). */
const HEAD_BYTES = 512 * 1024;

/**
 * Reads one page for what its head tells a crawler: whether it says noindex (its metas and
 * `X-Robots-Tag`) and its canonical links. For pages that are not a version the check reads.
 */
export function readIndexHead(fetcher: PoliteFetch, url: string, now: number) {
  return fetcher.get(url, async (response) => {
    const facts = await readPageFacts(response.body, url, HEAD_BYTES);
    const blocks = robotsBlocks(facts.robots, response.headers.get('x-robots-tag'), now);
    return { noindex: blocks.some((b) => b.reason === 'noindex'), canonicals: facts.canonicals };
  });
}
