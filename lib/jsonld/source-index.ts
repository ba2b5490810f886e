import type { Segment } from './types';

const LEAF = 0;
const OBJECT = 1;
const ARRAY = 2;
/** Arrays longer than this get a table of their items, so finding item `n` does not walk `n` siblings. */
const TABLE_FROM = 16;

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * Where every value of a valid JSON text sits, found in one pass without building a tree: each
 * value is a number indexing flat typed arrays (preorder, the root is 0). It answers the same
 * questions as `jsonc-parser`'s `findNodeAtLocation` (the first of duplicate keys wins), for the
 * few paths the checker reports on. Only for text that `JSON.parse` accepted.
 */
export class SourceIndex {
  /** Key–value pairs in the text, duplicate keys included. */
  readonly properties: number;
  private count = 0;
  private start = new Int32Array(64);
  private end = new Int32Array(64);
  private kind = new Uint8Array(64);
  /** Offset of the value's key (its opening quote), or -1 when it is not a property's value. */
  private keyStart = new Int32Array(64);
  private keyEnd = new Int32Array(64);
  private parent = new Int32Array(64);
  private firstChild = new Int32Array(64);
  private lastChild = new Int32Array(64);
  private nextSibling = new Int32Array(64);
  private childCount = new Int32Array(64);
  private readonly tables = new Map<number, Int32Array>();

  constructor(private readonly json: string) {
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
    return this.kind[node] === OBJECT;
  }

  /** The key of a property's value as `[from, to]` (quotes included); undefined for other values. */
  keyOf(node: number): [number, number] | undefined {
    const from = this.keyStart[node]!;
    return from < 0 ? undefined : [from, this.keyEnd[node]!];
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
      if (this.kind[node] !== OBJECT) return -1;
      for (let c = this.firstChild[node]!; c >= 0; c = this.nextSibling[c]!) {
        if (this.keyIs(c, segment)) return c;
      }
      return -1;
    }
    const length = this.childCount[node]!;
    if (this.kind[node] !== ARRAY || !Number.isInteger(segment) || segment < 0 || segment >= length)
      return -1;
    if (length > TABLE_FROM) return this.table(node)[segment]!;
    let c = this.firstChild[node]!;
    for (let i = 0; i < segment; i++) c = this.nextSibling[c]!;
    return c;
  }

  private table(node: number): Int32Array {
    let table = this.tables.get(node);
    if (!table) {
      table = new Int32Array(this.childCount[node]!);
      let i = 0;
      for (let c = this.firstChild[node]!; c >= 0; c = this.nextSibling[c]!) table[i++] = c;
      this.tables.set(node, table);
    }
    return table;
  }

  private keyIs(node: number, key: string): boolean {
    const from = this.keyStart[node]! + 1;
    const to = this.keyEnd[node]! - 1;
    const raw = to - from;
    for (let i = from; i < to; i++) {
      if (this.json.charCodeAt(i) === 92)
        return JSON.parse(this.json.slice(from - 1, to + 1)) === key;
    }
    return raw === key.length && this.json.startsWith(key, from);
  }

  /** Reads the text once, recording every value; returns the number of key–value pairs. */
  private scan(): number {
    const json = this.json;
    const length = json.length;
    let properties = 0;
    let i = 0;
    let parent = -1;
    let expectKey = false;
    let keyFrom = -1;
    let keyTo = -1;
    while (i < length) {
      const c = json.charCodeAt(i);
      if (isSpace(c)) {
        i++;
      } else if (c === 44) {
        i++;
        expectKey = this.kind[parent] === OBJECT;
      } else if (c === 125 || c === 93) {
        this.end[parent] = ++i;
        parent = this.parent[parent]!;
        expectKey = false;
      } else if (expectKey) {
        keyFrom = i;
        i = this.skipString(i);
        keyTo = i;
        while (json.charCodeAt(i) !== 58) i++;
        i++;
        properties++;
        expectKey = false;
      } else {
        const node = this.add(i, parent, keyFrom, keyTo);
        keyFrom = -1;
        if (c === 123 || c === 91) {
          this.kind[node] = c === 123 ? OBJECT : ARRAY;
          parent = node;
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

  private add(at: number, parent: number, keyFrom: number, keyTo: number): number {
    const node = this.count++;
    if (node === this.start.length) this.grow();
    this.start[node] = at;
    this.kind[node] = LEAF;
    this.parent[node] = parent;
    this.keyStart[node] = keyFrom;
    this.keyEnd[node] = keyTo;
    this.firstChild[node] = -1;
    this.lastChild[node] = -1;
    this.nextSibling[node] = -1;
    this.childCount[node] = 0;
    if (parent >= 0) {
      const previous = this.lastChild[parent]!;
      if (previous < 0) this.firstChild[parent] = node;
      else this.nextSibling[previous] = node;
      this.lastChild[parent] = node;
      this.childCount[parent]!++;
    }
    return node;
  }

  private grow(): void {
    const size = this.start.length * 2;
    const bigger = <T extends Int32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.start = bigger(this.start);
    this.end = bigger(this.end);
    this.kind = bigger(this.kind);
    this.parent = bigger(this.parent);
    this.keyStart = bigger(this.keyStart);
    this.keyEnd = bigger(this.keyEnd);
    this.firstChild = bigger(this.firstChild);
    this.lastChild = bigger(this.lastChild);
    this.nextSibling = bigger(this.nextSibling);
    this.childCount = bigger(this.childCount);
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
