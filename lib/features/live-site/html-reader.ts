/**
 * Reads what the live check needs from a published page while it streams in: `<html lang>`, the
 * canonical link, the hreflang alternates and every JSON-LD block. Built on htmlparser2, which runs
 * in a service worker (no `DOMParser` there) and never executes a script; only the collected facts
 * are held, and at most `maxBytes` of the body are read.
 * @module
 */
import { Parser } from 'htmlparser2';

/** One `<link rel="alternate" hreflang>`: the tag as written and the href resolved to a URL. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** What a page says about itself. */
export interface PageFacts {
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
}

/** The default cap on the bytes read of one page. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** The largest JSON-LD block held; a longer one counts as broken. */
export const MAX_BLOCK_CHARS = 1024 * 1024;

const isJsonLd = (type: string | undefined) =>
  (type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/ld+json';

const relTokens = (rel: string | undefined) => (rel ?? '').toLowerCase().split(/\s+/);

function resolve(href: string, base: string): string {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return href.trim();
  }
}

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
  };
  let script: string[] | null = null;
  let scriptChars = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'html' && facts.lang === null && attribs.lang !== undefined)
          facts.lang = attribs.lang.trim();
        else if (name === 'link' && attribs.href !== undefined) {
          const rel = relTokens(attribs.rel);
          if (rel.includes('canonical')) facts.canonicals.push(resolve(attribs.href, baseUrl));
          if (rel.includes('alternate') && attribs.hreflang !== undefined)
            facts.alternates.push({
              hreflang: attribs.hreflang.trim(),
              href: resolve(attribs.href, baseUrl),
            });
        } else if (name === 'script' && isJsonLd(attribs.type)) {
          script = [];
          scriptChars = 0;
        }
      },
      ontext(text) {
        if (!script) return;
        scriptChars += text.length;
        if (scriptChars <= MAX_BLOCK_CHARS) script.push(text);
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return;
        const text = script.join('');
        const tooLong = scriptChars > MAX_BLOCK_CHARS;
        script = null;
        if (tooLong) {
          facts.broken++;
          return;
        }
        try {
          facts.blocks.push(JSON.parse(text) as unknown);
        } catch {
          facts.broken++;
        }
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
  if (!body) return collector.end();
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - collector.facts.bytes;
      const chunk = value.byteLength > room ? value.subarray(0, room) : value;
      collector.facts.bytes += chunk.byteLength;
      collector.write(decoder.decode(chunk, { stream: true }));
      if (chunk !== value) {
        collector.facts.truncated = true;
        await reader.cancel();
        break;
      }
    }
    collector.write(decoder.decode());
  } finally {
    reader.releaseLock();
  }
  return collector.end();
}
