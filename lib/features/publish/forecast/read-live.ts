/**
 * Reads one live page version for the forecast's "before": its JSON-LD blocks, title, meta
 * description and hreflang alternates, through the polite fetcher (redirects are not followed:
 * a page that redirects is not the version the publish changes).
 * @module
 */
import {
  failureText,
  offOriginText,
  readPageFacts,
  robotsBlocks,
  type PoliteFetch,
} from '../../live-site';
import type { LiveSide } from './version-forecast';

/** A live read: the page, a 404, or why it could not be read (in words). */
export type LiveRead =
  | { kind: 'read'; live: LiveSide; alternates: { hreflang: string; href: string }[] }
  | { kind: 'not-found' }
  | { kind: 'failed'; reason: string };

/**
 * Reads the page at `path` on `origin` now; `now` (epoch ms) tells whether an `unavailable_after`
 * date has passed. A path from the API or a page (`//host/x`, `/\\host`) that leads off `origin` is
 * never fetched.
 */
export async function readLive(
  fetcher: PoliteFetch,
  origin: string,
  path: string,
  now: number,
): Promise<LiveRead> {
  const url = URL.canParse(path, origin) ? new URL(path, origin).href : path;
  if (!URL.canParse(url) || new URL(url).origin !== origin)
    return { kind: 'failed', reason: offOriginText(url, origin) };
  const outcome = await fetcher.get(url, async (response) => ({
    facts: await readPageFacts(response.body, url),
    header: response.headers.get('x-robots-tag'),
  }));
  if (!outcome.ok) {
    const { failure } = outcome;
    if (failure.kind === 'status' && failure.status === 404) return { kind: 'not-found' };
    return { kind: 'failed', reason: failureText(failure) };
  }
  const { facts, header } = outcome.value;
  return {
    kind: 'read',
    live: {
      blocks: facts.blocks,
      title: facts.title,
      description: facts.description,
      index: robotsBlocks(facts.robots, header, now),
    },
    alternates: facts.alternates,
  };
}
