/**
 * Which `<script>` elements of an HTML page are JSON-LD blocks, and where each one's text sits: the
 * part of an htmlparser2 handler that the extension's live check (`createFactsCollector`) and
 * `npm run jsonld -- check` share, so the two find the same blocks in the same page. htmlparser2
 * reads a script's text raw, as a browser does (no entities decoded, no tags inside), ends it at
 * `</script` in any case followed by a space, `/` or `>`, and reads a `type` with entities decoded
 * and attribute names in any case. What it does not know is which parts of a page are inert: a
 * `<template>`'s content and, since browsers and Google read pages with scripting on, a
 * `<noscript>`'s are not part of the page, and their scripts are left out here.
 *
 * Where it differs from a browser's parser: it ends a script at its first `</script`, where a
 * browser reads on past one that follows `<!--<script` inside the script; and a stray end tag
 * (`<div><template></div>`) closes an open `<template>`. Inside `<svg>` or `<math>` a script's
 * text is ordinary markup: its pieces come with entities decoded (as a browser's DOM holds them),
 * while its span still covers the text as written.
 * @module
 */
import type { Handler, Parser } from 'htmlparser2';

/** A script's type as its MIME essence: `Application/LD+JSON; charset=utf-8` → `application/ld+json`. */
const isJsonLdType = (type: string | undefined): boolean =>
  (type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/ld+json';

/** Where a JSON-LD block sits in the text given to the parser (UTF-16 offsets). */
export interface JsonLdSpan {
  /** Offset of its opening tag's `<`. */
  tag: number;
  /** Offset of its text: just past the opening tag. */
  start: number;
  /** Offset just past its text: its closing tag's `<`, or the end of the page when it has none. */
  end: number;
}

/** What the shared part tells the rest of a handler about the page's JSON-LD blocks. */
export interface JsonLdListener {
  /** A block opens. */
  open(span: Pick<JsonLdSpan, 'tag' | 'start'>): void;
  /** A piece of its text, as written; a block's pieces follow each other in order. */
  text(piece: string): void;
  /** It ends, at its closing tag or at the end of the page. */
  close(span: JsonLdSpan): void;
}

/** Elements whose content is not part of the page a browser shows (or Google reads). */
const INERT = new Set(['template', 'noscript']);

/** The callbacks to call from a handler's own (or to spread into one). */
export type JsonLdHandler = Required<
  Pick<Handler, 'onparserinit' | 'onopentag' | 'ontext' | 'onclosetag'>
>;

/**
 * The handler part that finds the JSON-LD blocks for `listener`. Give it the parser's
 * `onparserinit` (it reads the parser's offsets) and call its other callbacks from the handler's
 * own, with the same arguments.
 */
export function jsonLdScripts(listener: JsonLdListener): JsonLdHandler {
  let parser: Parser | null = null;
  let inert = 0;
  let block: Pick<JsonLdSpan, 'tag' | 'start'> | null = null;
  return {
    onparserinit(p) {
      parser = p;
    },
    onopentag(name, attribs) {
      if (INERT.has(name)) inert++;
      else if (name === 'script' && inert === 0 && isJsonLdType(attribs.type)) {
        const tag = parser?.startIndex ?? 0;
        const start = (parser?.endIndex ?? -1) + 1;
        block = { tag, start };
        listener.open({ tag, start });
      }
    },
    ontext(piece) {
      if (block) listener.text(piece);
    },
    onclosetag(name) {
      if (INERT.has(name) && inert > 0) inert--;
      if (name !== 'script' || !block) return;
      // The parser's next node starts here: at the closing tag, or past the text read at the end.
      listener.close({ ...block, end: parser?.startIndex ?? block.start });
      block = null;
    },
  };
}
