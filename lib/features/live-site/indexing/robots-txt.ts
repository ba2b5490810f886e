/**
 * A host's robots.txt read as Googlebot reads it (RFC 9309, with Google's documented choices):
 * fetched once, redirects followed up to five hops, at most 500 KiB read. A 4xx answer (other than
 * 429) means no rules: everything is allowed. A 5xx or 429 answer, or none at all, means everything
 * is disallowed until it can be read again (the check reports `index/robots-unreachable`). The rules
 * are matched by `robots-parser`, for the group of `Googlebot` or else `*`.
 * @module
 */
import robotsParser from 'robots-parser';
import { failureText } from '../live-text';
import type { PoliteFetch } from '../polite-fetch';
import { getFollowing, isHttp, streamText, type FollowOptions } from './host-file';
import type { RobotsRead } from './index-types';

/** The bytes of robots.txt Google reads; the rest is ignored. */
export const MAX_ROBOTS_BYTES = 500 * 1024;
/** The text kept in `RobotsRead.text`, to show. */
export const MAX_ROBOTS_TEXT = 64 * 1024;
/** The `Sitemap:` lines kept. */
export const MAX_ROBOTS_SITEMAPS = 50;
/** The user agent whose group the rules are read for. */
export const GOOGLEBOT = 'Googlebot';

const MAX_URL = 2048;
/** The longest failure or rule text kept: the schemas' bound. */
const MAX_DETAIL = 512;

/** robots.txt as read, and what it allows Googlebot. */
export interface RobotsRules {
  read: RobotsRead;
  /** Whether Googlebot may crawl `url`; true for a URL on another origin (not this file's). */
  allows(url: string): boolean;
  /** The rule deciding `url` as written (`Disallow: /faq`); null when no line decides it. */
  rule(url: string): string | null;
}

/** How robots.txt is read; `canRead` says which redirect targets may be followed. */
export interface ReadRobotsOptions extends FollowOptions {
  maxBytes?: number;
}

/** The text cut to `max` UTF-16 units without splitting a surrogate pair. */
const cutText = (text: string, max: number) => {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
};

/** The absolute http(s) `Sitemap:` URLs, once each; Google ignores relative ones. */
function sitemapsOf(values: readonly string[]): string[] {
  const found = new Set<string>();
  for (const value of values) {
    if (found.size >= MAX_ROBOTS_SITEMAPS) break;
    try {
      const href = new URL(value).href;
      if (isHttp(href) && href.length <= MAX_URL) found.add(href);
    } catch {
      // Not an absolute URL: not a sitemap Google reads.
    }
  }
  return [...found];
}

/** Rules that say the same of every URL, for a robots.txt not read. */
const everything = (read: RobotsRead, allowed: boolean): RobotsRules => ({
  read,
  allows: () => allowed,
  rule: () => null,
});

/** The rules of a robots.txt's text, for the URLs of `robotsUrl`'s origin. */
function rulesOf(robotsUrl: string, status: number | null, text: string): RobotsRules {
  const origin = new URL(robotsUrl).origin;
  // robots-parser splits the lines as here, so its line numbers point into `lines`.
  const lines = text.split(/\r\n|\r|\n/);
  const robots = robotsParser(robotsUrl, text);
  const read: RobotsRead = {
    url: robotsUrl,
    status,
    sitemaps: sitemapsOf(robots.getSitemaps()),
    text: cutText(text, MAX_ROBOTS_TEXT),
  };
  const ours = (url: string) => {
    try {
      const parsed = new URL(url);
      // robots.txt itself is always allowed (RFC 9309 §2.2.2).
      return parsed.origin === origin && parsed.pathname !== '/robots.txt';
    } catch {
      return false;
    }
  };
  return {
    read,
    allows: (url) => !ours(url) || robots.isAllowed(url, GOOGLEBOT) !== false,
    rule(url) {
      if (!ours(url)) return null;
      const line = lines[robots.getMatchingLineNumber(url, GOOGLEBOT) - 1];
      return line === undefined ? null : line.split('#')[0]!.trim().slice(0, MAX_DETAIL);
    },
  };
}

/**
 * Reads `{origin}/robots.txt` once through `fetcher` and answers what it allows Googlebot. Never
 * throws: a file not read answers all allowed (4xx, a redirect not followed) or all disallowed
 * (5xx, 429, timeout, network, cancelled), with `read.failure` saying why.
 */
export async function readRobots(
  origin: string,
  fetcher: PoliteFetch,
  options: ReadRobotsOptions = {},
): Promise<RobotsRules> {
  const url = new URL('/robots.txt', origin).href;
  const maxBytes = options.maxBytes ?? MAX_ROBOTS_BYTES;
  const got = await getFollowing(
    fetcher,
    url,
    async (response) => {
      const pieces: string[] = [];
      const { cut } = await streamText(response.body, maxBytes, (text) => void pieces.push(text));
      const text = pieces.join('');
      if (!cut) return text;
      // A line cut in the middle could read as a shorter rule than the one written: drop it.
      return text.slice(0, Math.max(0, text.lastIndexOf('\n'), text.lastIndexOf('\r')));
    },
    options,
  );
  const { status, outcome } = got;
  if (!outcome.ok) {
    const { failure } = outcome;
    const read: RobotsRead = {
      url,
      status,
      failure: failureText(failure).slice(0, MAX_DETAIL),
      sitemaps: [],
    };
    // Google reads a 429 as a server error; RFC 9309 §2.3.1.3 reads other 4xx as "no rules", and
    // Google a redirect chain that leads nowhere as a 404.
    const unavailable =
      (failure.kind === 'status' && failure.status >= 400 && failure.status < 500) ||
      failure.kind === 'redirect';
    return everything(read, unavailable && status !== 429);
  }
  return rulesOf(url, status, outcome.value);
}

/**
 * Whether robots.txt could not be read so that a crawler must stay out (RFC 9309 §2.3.1.4: 5xx or
 * no answer; Google reads a 429 so too). Said as a host finding, never as each page's verdict:
 * Google keeps what it knew of the host for a while, and one failed read here proves little.
 */
export const robotsUnreachable = (read: Pick<RobotsRead, 'status' | 'failure'>): boolean =>
  read.status === null || read.status === 429 || read.status >= 500;
