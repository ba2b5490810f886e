import { findNodeAtLocation } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';
import type { Position, Range, Segment } from './types';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Formats a JSON path: `$['@graph'][0].offers`. */
export function formatPath(segments: readonly Segment[]): string {
  let out = '$';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (IDENTIFIER.test(s)) out += `.${s}`;
    else out += `['${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
  }
  return out;
}

/** Turns offsets of a text into 1-based lines and columns. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  /** The line and column of `offset`. */
  position(offset: number): Position {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }

  /** The range from `from` to `to`. */
  range(from: number, to: number): Range {
    return { from, to, start: this.position(from), end: this.position(to) };
  }
}

/** Finds where a JSON path sits in the text, from the parse tree of the JSON part. */
export class Locator {
  constructor(
    private readonly tree: Node | undefined,
    private readonly lines: LineIndex,
    /** Offset of the JSON part within the normalized text (after a `<script>` tag). */
    private readonly base: number,
  ) {}

  /** The range of the value at `at`, of its key, or of a node's `@type` (else its opening brace). */
  locate(at: readonly Segment[], target: 'value' | 'key' | 'node' = 'value'): Range | undefined {
    if (!this.tree) return undefined;
    if (at.length === 0 && target !== 'node')
      return this.span(this.tree.offset, this.tree.offset + 1);
    let node = findNodeAtLocation(this.tree, [...at]);
    let trimmed = at;
    while (!node && trimmed.length > 0) {
      trimmed = trimmed.slice(0, -1);
      node = findNodeAtLocation(this.tree, [...trimmed]);
    }
    if (!node) return undefined;
    if (target === 'key' && trimmed === at && node.parent?.type === 'property') {
      node = node.parent.children?.[0] ?? node;
    } else if (target === 'node' && node.type === 'object') {
      const type = findNodeAtLocation(node, ['@type']) ?? findNodeAtLocation(node, ['type']);
      if (type) node = type;
      else return this.span(node.offset, node.offset + 1);
    }
    return this.span(node.offset, node.offset + node.length);
  }

  private span(from: number, to: number): Range {
    return this.lines.range(this.base + from, this.base + to);
  }
}
