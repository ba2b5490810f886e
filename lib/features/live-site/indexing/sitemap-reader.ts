/**
 * Reads a host's sitemaps: the files robots.txt names, else `/sitemap.xml`, and the files their
 * sitemap indexes list (each file once, at most two index levels down, at most 100 files), one
 * after another: files are few and large, and one at a time keeps one parse in memory and the
 * order fixed (a URL belongs to the first file that lists it). Each file streams through
 * `sitemap-parse.ts` within the protocol's bounds (50 MB, 50,000 entries); at most 200,000 URLs
 * are held in all. Only the map of listed URLs (with their hreflang alternates) is kept.
 * @module
 */
import { failureText, offOriginText } from '../live-text';
import type { PoliteFetch } from '../polite-fetch';
import { getFollowing, isHttp, streamText, type FollowOptions } from './host-file';
import type { SitemapFile } from './index-types';
import { createSitemapParser, type SitemapParse, type UrlEntry } from './sitemap-parse';

/**
 * A listed URL: the file listing it first (its index in `files`) and its hreflang alternates,
 * packed in one string (`packAlternates`): a sitemap of 30,000 URLs with a few alternates each is
 * held in a third of the memory arrays of pairs would take.
 */
export interface SitemapEntry {
  file: number;
  alternates: string | null;
}

// Neither character may appear in XML 1.0 text, so neither is in a tag or an href.
const PAIR = '\u0001';
const PART = '\u0000';

/** Alternates as one string. */
export const packAlternates = (pairs: readonly (readonly [string, string])[]): string =>
  pairs.map(([tag, href]) => `${tag}${PART}${href}`).join(PAIR);

/** The alternates of a packed string, `[hreflang, href]` each. */
export const unpackAlternates = (packed: string): [string, string][] =>
  packed.split(PAIR).map((pair) => {
    const at = pair.indexOf(PART);
    return [pair.slice(0, at), pair.slice(at + 1)];
  });

/** The alternates' text held of all files; past it an entry keeps none and its file says so. */
export const MAX_ALTERNATES_CHARS = 32 * 1024 * 1024;

/** The sitemap files read, and every URL they list keyed as `new URL(loc).href` writes it. */
export interface SitemapsRead {
  files: SitemapFile[];
  entries: Map<string, SitemapEntry>;
  /** Files an index listed that were not read: past the depth, the file count or the URL count. */
  unread: number;
}

/**
 * The bounds of a read, each by default the sitemaps protocol's or the check's own; `canRead` says
 * which files may be read, the listed ones and redirect targets alike (default any http(s) URL).
 */
export interface ReadSitemapsOptions extends FollowOptions {
  maxBytesPerFile?: number;
  maxEntriesPerFile?: number;
  maxUrls?: number;
  maxFiles?: number;
  /** Index levels followed below the first files. */
  maxDepth?: number;
}

/** The protocol's limit of one file's size: 50 MB uncompressed. */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
/** The protocol's limit of one file's entries (`<url>`, or `<sitemap>` in an index). */
export const MAX_SITEMAP_ENTRIES = 50_000;
/** The URLs held of all the files together. */
export const MAX_SITEMAP_URLS = 200_000;
/** The files read (the schema's bound of `HostIndex.sitemaps`). */
export const MAX_SITEMAP_FILES = 100;
/** Index levels followed below the first files. */
export const MAX_SITEMAP_DEPTH = 2;

const MAX_URL = 2048;
/** The longest failure text kept: the schema's bound. */
const MAX_FAILURE = 512;

/** `text` as an absolute http(s) URL the way `new URL` writes it, or null. */
function urlOf(text: string): string | null {
  try {
    const href = new URL(text).href;
    return isHttp(href) && href.length <= MAX_URL ? href : null;
  } catch {
    return null;
  }
}

/** One queued file: its URL and how many index levels down it was listed. */
interface Queued {
  url: string;
  depth: number;
}

/** What one file gave, held until its read ends well: its URLs already keyed, or its children. */
interface Gathered {
  parse: SitemapParse | null;
  /** Each `<url>`'s key (null: its `<loc>` is not a URL) and alternates. */
  urls: [key: string | null, alternates: SitemapEntry['alternates']][];
  children: (string | null)[];
  cut: SitemapFile['cut'];
}

/** Alternates packed, each href written as `new URL` writes it when it is a URL, else as written. */
function normalised(alternates: UrlEntry['alternates']): SitemapEntry['alternates'] {
  if (alternates === null || alternates.length === 0) return null;
  return packAlternates(
    alternates.map(([tag, href]) => [tag.slice(0, 64), urlOf(href) ?? href.slice(0, MAX_URL)]),
  );
}

/**
 * Reads one file within its bounds; `room` is how many `<url>` entries it may still add. Each
 * `<loc>` is made a key as it is read, so the file's text is let go as the parse moves on.
 */
async function gather(
  fetcher: PoliteFetch,
  url: string,
  room: number,
  bounds: { maxBytes: number; maxEntries: number } & FollowOptions,
) {
  const got: Gathered = { parse: null, urls: [], children: [], cut: undefined };
  const { status, outcome } = await getFollowing(
    fetcher,
    url,
    async (response) => {
      const parser = createSitemapParser({
        url({ loc, alternates }) {
          if (got.urls.length >= room) return false;
          got.urls.push([urlOf(loc), normalised(alternates)]);
          return true;
        },
        sitemap(loc) {
          if (got.children.length >= bounds.maxEntries) return false;
          got.children.push(urlOf(loc));
          return true;
        },
      });
      got.parse = parser.state;
      const text = await streamText(response.body, bounds.maxBytes, parser.write);
      const parse = parser.end();
      if (text.cut) got.cut = 'bytes';
      else if (parse.kind !== 'other' && parse.stopped)
        got.cut = parse.kind === 'urlset' && room < bounds.maxEntries ? 'total' : 'entries';
      else if (parse.droppedAlternates > 0) got.cut = 'alternates';
    },
    bounds,
  );
  return { status, outcome, got };
}

/** Why a file is not a sitemap, in short words (the caller writes the finding). */
const notSitemap = (parse: SitemapParse | null) =>
  parse?.root
    ? `not a sitemap: the root element is <${parse.root.slice(0, 100)}>`
    : 'not a sitemap: not XML';

/**
 * Reads the sitemaps of `origin`: those `robotsSitemaps` names, else `{origin}/sitemap.xml`. Never
 * throws; a file not read or not a sitemap is `kind: 'unreadable'` with its status and a failure.
 */
export async function readSitemaps(
  origin: string,
  robotsSitemaps: readonly string[],
  fetcher: PoliteFetch,
  options: ReadSitemapsOptions = {},
): Promise<SitemapsRead> {
  const {
    maxBytesPerFile: maxBytes = MAX_SITEMAP_BYTES,
    maxEntriesPerFile: maxEntries = MAX_SITEMAP_ENTRIES,
    maxUrls = MAX_SITEMAP_URLS,
    maxFiles = MAX_SITEMAP_FILES,
    maxDepth = MAX_SITEMAP_DEPTH,
    canRead = isHttp,
  } = options;
  const read: SitemapsRead = { files: [], entries: new Map(), unread: 0 };
  let alternatesChars = 0;
  // A page's locale versions list the same alternates one after another: one string holds them.
  let lastPacked: string | null = null;
  const first = robotsSitemaps.length > 0 ? robotsSitemaps : [new URL('/sitemap.xml', origin).href];
  const queue: Queued[] = first.map((url) => ({ url: urlOf(url) ?? url, depth: 0 }));
  const seen = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (seen.has(next.url)) continue;
    seen.add(next.url);
    if (read.files.length >= maxFiles || read.entries.size >= maxUrls) {
      read.unread++;
      continue;
    }
    const index = read.files.length;
    const file: SitemapFile = { url: next.url, status: null, kind: 'unreadable', entries: 0 };
    read.files.push(file);
    if (!canRead(next.url)) {
      file.kind = 'not-read';
      file.failure = offOriginText(next.url, origin).slice(0, MAX_FAILURE);
      continue;
    }
    const room = Math.min(maxEntries, maxUrls - read.entries.size);
    const { status, outcome, got } = await gather(fetcher, next.url, room, {
      ...options,
      maxBytes,
      maxEntries,
    });
    file.status = status;
    if (!outcome.ok) {
      // A redirect not followed (its address hidden, another host) is a file not read, not a
      // file that is no sitemap.
      if (outcome.failure.kind === 'redirect' || outcome.failure.kind === 'cancelled')
        file.kind = 'not-read';
      file.failure = failureText(outcome.failure).slice(0, MAX_FAILURE);
      continue;
    }
    const { parse } = got;
    if (!parse || parse.kind === null || parse.kind === 'other') {
      file.failure = notSitemap(parse);
      continue;
    }
    file.kind = parse.kind;
    file.entries = got.urls.length + got.children.length;
    if (got.cut) file.cut = got.cut;
    let skipped = 0;
    for (const [key, packed] of got.urls) {
      if (key === null) skipped++;
      else if (!read.entries.has(key)) {
        let alternates = packed;
        if (packed !== null && packed === lastPacked) alternates = lastPacked;
        else if (packed !== null && (alternatesChars += packed.length) > MAX_ALTERNATES_CHARS) {
          alternates = null;
          file.cut = 'alternates';
        } else lastPacked = packed;
        read.entries.set(key, { file: index, alternates });
      }
    }
    for (const url of got.children) {
      if (url === null) skipped++;
      else if (seen.has(url)) continue;
      // Only as many are queued as may still be read: an index may list 50,000.
      else if (next.depth >= maxDepth || read.files.length + queue.length >= maxFiles)
        read.unread++;
      else queue.push({ url, depth: next.depth + 1 });
    }
    if (skipped > 0) file.skipped = skipped;
  }
  return read;
}
