/**
 * Reads what the live check needs from a published page while it streams in: `<html lang>`, the
 * canonical link, the hreflang alternates, the JSON-LD blocks, and the head text (`<title>`, meta
 * description and Open Graph, see `head-text.ts`: item pages' length advice and which item field
 * feeds them; the robots metas, for whether Google may show the page). Built on htmlparser2, which runs
 * in a service worker (no `DOMParser` there) and never executes a script; only the collected facts
 * are held, and at most `maxBytes` of the body are read. What is held is bounded too (1,000 links
 * per `rel`, 100 blocks, 1 MB of JSON-LD text); the rest is counted, so a cut page can say so.
 * @module
 */
import { Parser } from 'htmlparser2';
import { jsonLdScripts } from '../../jsonld';
import { createHeadReader, emptyHeadText, resolveUrl, type HeadText } from './head-text';
import { streamText } from './indexing/host-file';

export { MAX_ROBOTS_METAS, MAX_TEXT_CHARS, type OpenGraph, type RobotsMeta } from './head-text';

/** One `<link rel="alternate" hreflang>`: the tag as written and the href resolved to a URL. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * What a page says about itself; its head text (`title`, `description`, `og`, `robots`) from
 * `HeadText`.
 */
export interface PageFacts extends HeadText {
  lang: string | null;
  /** Every canonical link's href, resolved. */
  canonicals: string[];
  alternates: Alternate[];
  /** The JSON-LD blocks that parse, in page order. */
  blocks: unknown[];
  /** JSON-LD blocks that are not valid JSON (or too large to hold). */
  broken: number;
  /** Bytes read; `truncated` when the page was longer than the cap and its end was not read. */
  bytes: number;
  truncated: boolean;
  /** Canonical and hreflang links held (`read`) of those on the page (`total`). */
  links: Tally;
  /** JSON-LD blocks held or counted broken (`read`) of those on the page (`total`). */
  scripts: Tally;
}

/** How many of something a page had, and how many of them were held. */
export interface Tally {
  read: number;
  total: number;
}

/** The default cap on the bytes read of one page. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** The largest JSON-LD block held; a longer one counts as broken. */
export const MAX_BLOCK_CHARS = 1024 * 1024;
/** The links held per `rel` (canonical, alternate) of one page. */
export const MAX_LINKS_PER_REL = 1000;
/** The JSON-LD blocks held of one page. */
export const MAX_BLOCKS = 100;
/** The JSON-LD text held of one page, all blocks together. */
export const MAX_JSON_CHARS = 1024 * 1024;

const relTokens = (rel: string | undefined) => (rel ?? '').toLowerCase().split(/\s+/);

/** A push parser: `write` text chunks as they arrive, then `end` for the facts. */
export function createFactsCollector(baseUrl: string) {
  const facts: PageFacts = {
    lang: null,
    canonicals: [],
    alternates: [],
    blocks: [],
    broken: 0,
    bytes: 0,
    truncated: false,
    links: { read: 0, total: 0 },
    scripts: { read: 0, total: 0 },
    ...emptyHeadText(),
  };
  const head = createHeadReader(facts, baseUrl);
  // What a page holds is bounded whatever it serves: the rest is only counted.
  let script: string[] | null = null;
  let scriptChars = 0;
  let jsonChars = 0;
  const link = (list: unknown[], item: () => unknown) => {
    facts.links.total++;
    if (list.length >= MAX_LINKS_PER_REL) return;
    facts.links.read++;
    list.push(item());
  };
  // Which scripts are JSON-LD blocks is decided where `npm run jsonld -- check` decides it too.
  const scripts = jsonLdScripts({
    open() {
      facts.scripts.total++;
      script = facts.scripts.read < MAX_BLOCKS && jsonChars < MAX_JSON_CHARS ? [] : null;
      scriptChars = 0;
    },
    text(piece) {
      if (!script) return;
      scriptChars += piece.length;
      if (scriptChars <= MAX_BLOCK_CHARS) script.push(piece);
    },
    close() {
      if (!script) return;
      const text = script.join('');
      const tooLong = scriptChars > MAX_BLOCK_CHARS;
      script = null;
      if (!tooLong && jsonChars + scriptChars > MAX_JSON_CHARS) {
        jsonChars = MAX_JSON_CHARS;
        return;
      }
      facts.scripts.read++;
      if (tooLong) {
        facts.broken++;
        return;
      }
      jsonChars += scriptChars;
      try {
        facts.blocks.push(JSON.parse(text) as unknown);
      } catch {
        facts.broken++;
      }
    },
  });
  const parser = new Parser(
    {
      onparserinit: scripts.onparserinit,
      onopentag(name, attribs, implied) {
        scripts.onopentag(name, attribs, implied);
        if (name === 'html' && facts.lang === null && attribs.lang !== undefined)
          facts.lang = attribs.lang.trim();
        else if (name === 'link' && attribs.href !== undefined) {
          const rel = relTokens(attribs.rel);
          const href = attribs.href;
          if (rel.includes('canonical')) link(facts.canonicals, () => resolveUrl(href, baseUrl));
          const hreflang = attribs.hreflang;
          if (rel.includes('alternate') && hreflang !== undefined)
            link(facts.alternates, () => ({
              hreflang: hreflang.trim(),
              href: resolveUrl(href, baseUrl),
            }));
        } else head.openTag(name, attribs);
      },
      ontext(text) {
        scripts.ontext(text);
        head.text(text);
      },
      onclosetag(name, implied) {
        scripts.onclosetag(name, implied);
        head.closeTag(name);
      },
    },
    { decodeEntities: true },
  );
  return {
    write(text: string) {
      parser.write(text);
    },
    end(): PageFacts {
      parser.end();
      return facts;
    },
    facts,
  };
}

/**
 * Reads `body` to its end (JSON-LD may sit in the body) or to `maxBytes`, then cancels it; answers
 * the facts. Bytes are decoded as UTF-8 across chunk boundaries.
 */
export async function readPageFacts(
  body: ReadableStream<Uint8Array> | null,
  baseUrl: string,
  maxBytes = MAX_PAGE_BYTES,
): Promise<PageFacts> {
  const collector = createFactsCollector(baseUrl);
  const read = await streamText(body, maxBytes, (text) => collector.write(text));
  collector.facts.bytes = read.bytes;
  collector.facts.truncated = read.cut;
  return collector.end();
}
