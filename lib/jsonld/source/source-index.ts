import type { Segment } from '../types';

/** Arrays longer than this get a table of their items, so finding item `n` does not walk `n` siblings. */
const TABLE_FROM = 16;

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * Where every value of a valid JSON text sits, found in one pass without building a tree: each
 * value is a number indexing flat typed arrays (preorder, the root is 0). It answers the same
 * questions as `jsonc-parser`'s `findNodeAtLocation` (the first of repeated keys wins), for the
 * few paths the checker reports on. Only for text that `JSON.parse` accepted.
 */
export class SourceIndex {
  /** Key–value pairs in the text, repeated keys included. */
  readonly properties: number;
  private count = 0;
  private start: Int32Array;
  private end: Int32Array;
  /** Offset of the value's key (its opening quote), or -1 when it is not a property's value. */
  private keyStart: Int32Array;
  private firstChild: Int32Array;
  private nextSibling: Int32Array;
  private readonly tables = new Map<number, Int32Array>();

  /** `values` is how many values the text likely holds (more are fine, at a cost). */
  constructor(
    private readonly json: string,
    values = 256,
  ) {
    const size = Math.max(16, values);
    this.start = new Int32Array(size);
    this.end = new Int32Array(size);
    this.keyStart = new Int32Array(size);
    this.firstChild = new Int32Array(size);
    this.nextSibling = new Int32Array(size);
    this.properties = this.scan();
  }

  /** Offset of the first character of `node`. */
  from(node: number): number {
    return this.start[node]!;
  }

  /** Offset just after the last character of `node`. */
  to(node: number): number {
    return this.end[node]!;
  }

  /** Whether `node` is an object. */
  isObject(node: number): boolean {
    return this.json.charCodeAt(this.start[node]!) === 123;
  }

  /** The key of a property's value as `[from, to]` (quotes included); undefined for other values. */
  keyOf(node: number): [number, number] | undefined {
    const from = this.keyStart[node]!;
    return from < 0 ? undefined : [from, this.skipString(from)];
  }

  /** The value at the first `length` segments of `path` below `node`, or -1 when there is none. */
  find(node: number, path: readonly Segment[], length = path.length): number {
    let current = node;
    for (let i = 0; i < length && current >= 0; i++) current = this.child(current, path[i]!);
    return current;
  }

  /** A property of an object (the first, if the key is repeated) or an item of an array; else -1. */
  child(node: number, segment: Segment): number {
    if (typeof segment === 'string') {
      if (!this.isObject(node)) return -1;
      for (let c = this.firstChild[node]!; c >= 0; c = this.nextSibling[c]!) {
        if (this.keyIs(c, segment)) return c;
      }
      return -1;
    }
    if (this.json.charCodeAt(this.start[node]!) !== 91 || !Number.isInteger(segment) || segment < 0)
      return -1;
    const table = this.tables.get(node);
    if (table) return segment < table.length ? table[segment]! : -1;
    let c = this.firstChild[node]!;
    let i = 0;
    for (; i < segment && c >= 0; i++) c = this.nextSibling[c]!;
    if (c >= 0 && i >= TABLE_FROM) this.tables.set(node, this.table(node));
    return c;
  }

  private table(node: number): Int32Array {
    let length = 0;
    for (let c = this.firstChild[node]!; c >= 0; c = this.nextSibling[c]!) length++;
    const table = new Int32Array(length);
    let i = 0;
    for (let c = this.firstChild[node]!; c >= 0; c = this.nextSibling[c]!) table[i++] = c;
    return table;
  }

  private keyIs(node: number, key: string): boolean {
    const from = this.keyStart[node]! + 1;
    const to = this.skipString(from - 1) - 1;
    for (let i = from; i < to; i++) {
      if (this.json.charCodeAt(i) === 92) {
        return JSON.parse(this.json.slice(from - 1, to + 1)) === key;
      }
    }
    return to - from === key.length && this.json.startsWith(key, from);
  }

  /** Reads the text once, recording every value; returns the number of key–value pairs. */
  private scan(): number {
    const json = this.json;
    const length = json.length;
    let properties = 0;
    let i = 0;
    // The open objects and arrays, innermost last, with the last value found in each.
    const open: number[] = [];
    const last: number[] = [];
    let expectKey = false;
    let keyFrom = -1;
    while (i < length) {
      const c = json.charCodeAt(i);
      if (isSpace(c)) {
        i++;
      } else if (c === 44) {
        i++;
        expectKey = json.charCodeAt(this.start[open[open.length - 1]!]!) === 123;
      } else if (c === 125 || c === 93) {
        this.end[open.pop()!] = ++i;
        last.pop();
        expectKey = false;
      } else if (expectKey) {
        keyFrom = i;
        i = this.skipString(i);
        while (json.charCodeAt(i) !== 58) i++;
        i++;
        properties++;
        expectKey = false;
      } else {
        const node = this.add(i, keyFrom, open, last);
        keyFrom = -1;
        if (c === 123 || c === 91) {
          open.push(node);
          last.push(-1);
          expectKey = c === 123;
          i++;
        } else {
          i = c === 34 ? this.skipString(i) : this.skipLiteral(i);
          this.end[node] = i;
        }
      }
    }
    return properties;
  }

  private add(at: number, keyFrom: number, open: number[], last: number[]): number {
    const node = this.count++;
    if (node === this.start.length) this.grow();
    this.start[node] = at;
    this.keyStart[node] = keyFrom;
    this.firstChild[node] = -1;
    this.nextSibling[node] = -1;
    const depth = open.length - 1;
    if (depth >= 0) {
      const previous = last[depth]!;
      if (previous < 0) this.firstChild[open[depth]!] = node;
      else this.nextSibling[previous] = node;
      last[depth] = node;
    }
    return node;
  }

  private grow(): void {
    const bigger = (a: Int32Array): Int32Array => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.start = bigger(this.start);
    this.end = bigger(this.end);
    this.keyStart = bigger(this.keyStart);
    this.firstChild = bigger(this.firstChild);
    this.nextSibling = bigger(this.nextSibling);
  }

  /** The offset after the string starting at `from` (its closing quote included). */
  private skipString(from: number): number {
    const json = this.json;
    let quote = json.indexOf('"', from + 1);
    for (;;) {
      let slashes = 0;
      while (json.charCodeAt(quote - 1 - slashes) === 92) slashes++;
      if (slashes % 2 === 0) return quote + 1;
      quote = json.indexOf('"', quote + 1);
    }
  }

  /** The offset after a number, `true`, `false` or `null` starting at `from`. */
  private skipLiteral(from: number): number {
    const json = this.json;
    let i = from + 1;
    for (;;) {
      const c = json.charCodeAt(i);
      if (i >= json.length || c === 44 || c === 125 || c === 93 || isSpace(c)) return i;
      i++;
    }
  }
}
