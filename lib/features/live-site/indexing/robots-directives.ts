/**
 * Which blockers a page's robots directives give Googlebot, read as Google Search Central's "Robots
 * meta tag, data-nosnippet, and X-Robots-Tag specifications" says: `<meta name="robots">` and
 * `<meta name="googlebot">` (other bots' metas do not apply), and the `X-Robots-Tag` header, whose
 * directives may be grouped under a user agent (`googlebot: noindex, otherbot: nosnippet`).
 * Directives are comma-separated and case-insensitive; `noindex`, `none` and a past
 * `unavailable_after` keep the page out of results, `nosnippet` and `max-snippet:0` keep its
 * snippet (and rich result) from being shown.
 * @module
 */
import { MAX_ROBOTS_METAS, type RobotsMeta } from '../head-text';
import type { Blocker, BlockerSource, IndexBlock } from './index-types';

/** The longest `detail` kept: the directives as written. */
export const MAX_DETAIL_CHARS = 512;

/** The longest directive text read (a meta's content, the header): far past any real one. */
const MAX_DIRECTIVES_CHARS = 8192;

/**
 * Directives that carry a value after a colon; any other `name:` at the start of a header group
 * names the user agent the group is for.
 */
const VALUED = new Set([
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
  'unavailable_after',
]);

const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$/;

/** One directive as read: its name in lower case, its value when it has one, whom it is for. */
interface Directive {
  /** The user agent of its header group in lower case; null when the group names none (all). */
  agent: string | null;
  name: string;
  value: string | null;
}

/** `name: value` split at the first colon, the name trimmed and in lower case; null without one. */
function splitColon(text: string): [string, string] | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  return [text.slice(0, colon).trim().toLowerCase(), text.slice(colon + 1).trim()];
}

/**
 * The comma-separated pieces of a directive list. An RFC 850 or RFC 822 date in
 * `unavailable_after` holds a comma after its weekday (`Wednesday, 25-Jun-10 15:00:00 PST`): that
 * piece and the next one are one directive.
 */
function pieces(text: string): string[] {
  const parts = text.slice(0, MAX_DIRECTIVES_CHARS).split(',');
  const joined: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const pair = splitColon(part.trim());
    const next = parts[i + 1];
    // The value may follow a user agent (`googlebot: unavailable_after: Wed, …`).
    const valued = pair && (VALUED.has(pair[0]) ? pair : splitColon(pair[1]));
    if (valued?.[0] === 'unavailable_after' && WEEKDAY.test(valued[1].toLowerCase()) && next) {
      joined.push(`${part},${next}`);
      i++;
    } else joined.push(part);
  }
  return joined;
}

/**
 * The directives of a meta's content (`agents` false: its name says whom it is for) or of the
 * `X-Robots-Tag` header (`agents` true: a `name:` that is no directive starts a user agent's group).
 */
function directives(text: string, agents: boolean): Directive[] {
  const found: Directive[] = [];
  let agent: string | null = null;
  for (const piece of pieces(text)) {
    let rest = piece.trim();
    let pair = splitColon(rest);
    if (agents && pair && !VALUED.has(pair[0])) {
      agent = pair[0];
      rest = pair[1];
      pair = splitColon(rest);
    }
    if (rest === '') continue;
    if (pair && VALUED.has(pair[0])) found.push({ agent, name: pair[0], value: pair[1] });
    else if (!pair) found.push({ agent, name: rest.toLowerCase(), value: null });
  }
  return found;
}

/** The blocker one directive gives Googlebot, if any. */
function blockerOf({ agent, name, value }: Directive, now: number): Blocker | null {
  if (agent !== null && agent !== 'googlebot') return null;
  if (name === 'noindex' || name === 'none') return 'noindex';
  if (name === 'nosnippet') return 'nosnippet';
  // `-1` is "no limit"; a value that is not a number is ignored, as Google ignores it.
  if (name === 'max-snippet' && value !== null && /^[+-]?\d+$/.test(value) && Number(value) === 0)
    return 'nosnippet';
  if (name === 'unavailable_after' && value !== null) {
    const at = Date.parse(value);
    return !Number.isNaN(at) && at <= now ? 'noindex' : null;
  }
  return null;
}

/**
 * The blockers a page's robots directives give Googlebot: at most one per reason (noindex first,
 * then nosnippet), from the first source that says it, read in the order `<meta name="robots">`,
 * `<meta name="googlebot">`, `X-Robots-Tag`. `detail` is the meta's content or the header's value
 * as written, trimmed and cut to `MAX_DETAIL_CHARS`.
 * @param metas the page's robots and googlebot metas; only the first `MAX_ROBOTS_METAS` are read.
 * @param header the `X-Robots-Tag` value (`Headers.get` joins several with ", "), or null.
 * @param now epoch ms, to tell whether an `unavailable_after` date has passed.
 */
export function robotsBlocks(
  metas: readonly RobotsMeta[],
  header: string | null,
  now: number,
): IndexBlock[] {
  const held = metas.slice(0, MAX_ROBOTS_METAS);
  const metasNamed = (name: RobotsMeta['name'], source: BlockerSource) =>
    held.filter((m) => m.name === name).map((m) => ({ source, text: m.content, agents: false }));
  const sources = [
    ...metasNamed('robots', 'meta-robots'),
    ...metasNamed('googlebot', 'meta-googlebot'),
    ...(header === null ? [] : [{ source: 'x-robots-tag' as const, text: header, agents: true }]),
  ];
  const found = new Map<Blocker, IndexBlock>();
  for (const { source, text, agents } of sources) {
    for (const directive of directives(text, agents)) {
      const reason = blockerOf(directive, now);
      if (reason === null || found.has(reason)) continue;
      found.set(reason, { reason, source, detail: text.trim().slice(0, MAX_DETAIL_CHARS) });
    }
  }
  return (['noindex', 'nosnippet'] as const).flatMap((reason) => found.get(reason) ?? []);
}
