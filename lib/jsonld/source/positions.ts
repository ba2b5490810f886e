import type { SourceIndex } from './source-index';
import type { Position, Range, Segment } from '../types';

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

/** Finds where a JSON path sits in the text, from the index of the JSON part. */
export class Locator {
  constructor(
    private readonly index: SourceIndex | undefined,
    private readonly lines: LineIndex,
    /** Offset of the JSON part within the normalized text (after a `<script>` tag). */
    private readonly base: number,
  ) {}

  /**
   * The range of the value at `at` (or of its closest ancestor in the text), of its key, or of a
   * node's `@type` (else its opening brace).
   */
  locate(at: readonly Segment[], target: 'value' | 'key' | 'node' = 'value'): Range | undefined {
    const index = this.index;
    if (!index) return undefined;
    if (at.length === 0 && target !== 'node') return this.span(index.from(0), index.from(0) + 1);
    let length = at.length;
    let node = index.find(0, at, length);
    while (node < 0 && length > 0) node = index.find(0, at, --length);
    if (node < 0) return undefined;
    const key = target === 'key' && length === at.length ? index.keyOf(node) : undefined;
    if (key) return this.span(key[0], key[1]);
    if (target === 'node' && index.isObject(node)) {
      let type = index.child(node, '@type');
      if (type < 0) type = index.child(node, 'type');
      if (type < 0) return this.span(index.from(node), index.from(node) + 1);
      node = type;
    }
    return this.span(index.from(node), index.to(node));
  }

  private span(from: number, to: number): Range {
    return this.lines.range(this.base + from, this.base + to);
  }
}
