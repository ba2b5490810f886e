/**
 * A push parser of one sitemap file (sitemaps.org protocol, with Google's `xhtml:link` hreflang
 * alternates): text is written in as it streams in, and each `<url>` (its `<loc>` and alternates)
 * or `<sitemap>` (its `<loc>`) is handed on as it closes. Built on htmlparser2's XML mode, which
 * runs in a service worker; elements are matched by local name, whatever their namespace prefix.
 * @module
 */
import { Parser } from 'htmlparser2';

/** What a `<urlset>` entry lists: its `<loc>` as written and its alternates. */
export interface UrlEntry {
  loc: string;
  /** `[hreflang, href]` pairs, as written (trimmed); null when there are none. */
  alternates: [hreflang: string, href: string][] | null;
}

/** What the parser hands on; each answers `false` when it wants no more. */
export interface SitemapHandlers {
  url(entry: UrlEntry): boolean;
  sitemap(loc: string): boolean;
}

/** The alternates held of one `<url>`; far past the locales any site has. */
export const MAX_ALTERNATES_PER_URL = 100;

/** A `<loc>` longer than this is not held (the protocol's limit is 2,048 characters). */
const MAX_LOC_CHARS = 4096;
const MAX_HREFLANG_CHARS = 64;

/** The local name of an element (`xhtml:link` → `link`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The state of one file's parse. */
export interface SitemapParse {
  /** The root element's local name; null while none has opened. */
  root: string | null;
  kind: 'urlset' | 'index' | 'other' | null;
  /** Alternates left out of a `<url>` that had more than `MAX_ALTERNATES_PER_URL`. */
  droppedAlternates: number;
  /** True once the root is not a sitemap's or a handler wanted no more: the rest is ignored. */
  stopped: boolean;
}

/** A push parser of one sitemap file: `write` text as it arrives, then `end`. */
export function createSitemapParser(on: SitemapHandlers) {
  const state: SitemapParse = {
    root: null,
    kind: null,
    droppedAlternates: 0,
    stopped: false,
  };
  let depth = 0;
  /** Set once the root element closed: what follows is not part of the sitemap. */
  let over = false;
  let entry: { loc: string | null; alternates: [string, string][] | null } | null = null;
  let loc: string | null = null;
  const entryName = () => (state.kind === 'urlset' ? 'url' : 'sitemap');

  function alternate(attribs: Record<string, string>) {
    const { rel, hreflang, href } = attribs;
    if (!entry || hreflang === undefined || href === undefined) return;
    if (!(rel ?? '').toLowerCase().split(/\s+/).includes('alternate')) return;
    const list = (entry.alternates ??= []);
    if (list.length >= MAX_ALTERNATES_PER_URL) state.droppedAlternates++;
    else list.push([hreflang.trim().slice(0, MAX_HREFLANG_CHARS), href.trim()]);
  }

  function close() {
    const done = entry;
    entry = null;
    if (!done) return;
    const text = done.loc ?? '';
    const wanted =
      state.kind === 'urlset'
        ? on.url({ loc: text, alternates: done.alternates })
        : on.sitemap(text);
    if (!wanted) state.stopped = true;
  }

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (state.stopped || over) return;
        depth++;
        const local = localName(name);
        if (depth === 1) {
          state.root = local;
          state.kind = local === 'urlset' ? 'urlset' : local === 'sitemapindex' ? 'index' : 'other';
          state.stopped = state.kind === 'other';
        } else if (depth === 2 && local === entryName()) entry = { loc: null, alternates: null };
        else if (entry && depth === 3 && local === 'loc') loc = '';
        else if (entry && depth === 3 && local === 'link') alternate(attribs);
      },
      ontext(text) {
        if (loc !== null && loc.length <= MAX_LOC_CHARS) loc += text;
      },
      onclosetag(name) {
        if (state.stopped || over) return;
        depth--;
        over = depth === 0;
        const local = localName(name);
        if (entry && loc !== null && local === 'loc') {
          entry.loc ??= loc.trim();
          loc = null;
        } else if (depth === 1 && local === entryName()) close();
      },
    },
    { xmlMode: true },
  );
  return {
    state,
    /** Parses `text`; answers false once the rest of the file is not wanted. */
    write(text: string): boolean {
      if (!state.stopped && !over) parser.write(text);
      return !state.stopped && !over;
    },
    end(): SitemapParse {
      if (!state.stopped && !over) parser.end();
      return state;
    },
  };
}
