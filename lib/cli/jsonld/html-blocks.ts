import { Parser } from 'htmlparser2';
import { jsonLdScripts, LineIndex } from '../../jsonld';

/** One `<script type="application/ld+json">` block of a page. */
export interface JsonLdBlock {
  /** 1-based number among the page's JSON-LD blocks, in document order. */
  index: number;
  /** The script's text, as written. */
  text: string;
  /** Offset of `text` in the page. */
  offset: number;
  /** 1-based line of the opening `<script>` tag. */
  line: number;
}

/** What {@link readPage} found. */
export interface Page {
  blocks: JsonLdBlock[];
  /**
   * The page is nothing but one `<script>` element (comments and spaces aside): the service's
   * script-tag form, which the checker reads whole (and, for instance, checks the script's type).
   */
  loneScript: boolean;
}

/**
 * Finds the page's JSON-LD blocks as the extension's live check finds them on a published page
 * (htmlparser2, and the same decision of which scripts are blocks): script text is read raw, a
 * comment hides what it holds, and scripts inside `<template>` or `<noscript>` are not part of the
 * page and are left out. Each block's text is the page's own, so findings can be placed in it.
 */
export function readPage(html: string): Page {
  const lines = new LineIndex(html);
  const blocks: JsonLdBlock[] = [];
  const scripts = jsonLdScripts({
    open() {},
    text() {},
    close({ tag, start, end }) {
      blocks.push({
        index: blocks.length + 1,
        text: html.slice(start, end),
        offset: start,
        line: lines.position(tag).line,
      });
    },
  });
  // For the lone-script form: the elements written (not implied by the parser) and any text
  // outside a script.
  const written: string[] = [];
  let inScript = false;
  let strayText = false;
  const parser = new Parser(
    {
      onparserinit: scripts.onparserinit,
      onopentag(name, attribs, implied) {
        scripts.onopentag(name, attribs, implied);
        if (!implied) written.push(name);
        if (name === 'script') inScript = true;
      },
      ontext(text) {
        scripts.ontext(text);
        if (!inScript && text.trim() !== '') strayText = true;
      },
      onclosetag(name, implied) {
        scripts.onclosetag(name, implied);
        if (name === 'script') inScript = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  const loneScript = written.length === 1 && written[0] === 'script' && !strayText;
  return { blocks, loneScript };
}
