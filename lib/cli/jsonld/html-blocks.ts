import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

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

const isElement = (node: Node): node is Element => 'tagName' in node;

/** A script's type as its MIME essence: `Application/LD+JSON; charset=utf-8` → `application/ld+json`. */
const essence = (type: string): string => type.split(';')[0]!.trim().toLowerCase();

/**
 * Finds the page's JSON-LD blocks with the HTML parser browsers follow (parse5), so script data,
 * comments, attributes without quotes and implied tags are read as a browser would. Scripts inside
 * `<template>` are not part of the page and are left out.
 */
export function readPage(html: string): Page {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const blocks: JsonLdBlock[] = [];
  const written: Element[] = [];
  const visit = (node: Node): void => {
    if (isElement(node)) {
      if (node.sourceCodeLocation) written.push(node);
      const type = node.attrs.find((a) => a.name === 'type')?.value;
      const location = node.sourceCodeLocation;
      if (
        node.tagName === 'script' &&
        type !== undefined &&
        essence(type) === 'application/ld+json'
      ) {
        const start = location?.startTag?.endOffset ?? 0;
        const end = location?.endTag?.startOffset ?? html.length;
        blocks.push({
          index: blocks.length + 1,
          text: html.slice(start, end),
          offset: start,
          line: location?.startLine ?? 1,
        });
      }
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(document);
  const strayText = hasText(document);
  const loneScript = written.length === 1 && written[0]!.tagName === 'script' && !strayText;
  return { blocks, loneScript };
}

/** Whether text other than spaces sits outside scripts (a page, not a lone script tag). */
function hasText(node: Node): boolean {
  if (node.nodeName === '#text') return 'value' in node && node.value.trim() !== '';
  if (isElement(node) && node.tagName === 'script') return false;
  return 'childNodes' in node && node.childNodes.some(hasText);
}
