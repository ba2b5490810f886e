import { formatPath, type Segment } from '@/lib/jsonld';

/** One place where two JSON values differ; a side is `undefined` where the value is absent. */
export interface Difference {
  /** JSON path, e.g. `$['@graph'][0].offers.price`. */
  path: string;
  live: unknown;
  stored: unknown;
}

/** The differences found, at most `limit` of them, and how many there are in all. */
export interface DiffResult {
  differences: Difference[];
  total: number;
}

const MISSING = Symbol('missing');

/** A pair of values being compared; the path is rebuilt from parents only for reported ones. */
interface Frame {
  live: unknown;
  stored: unknown;
  key?: Segment;
  parent?: Frame;
}

function pathOf(frame: Frame): Segment[] {
  const at: Segment[] = [];
  for (let f: Frame | undefined = frame; f?.key !== undefined; f = f.parent) at.push(f.key);
  return at.reverse();
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Compares two parsed JSON values semantically: object key order does not matter, array order
 * does. Walks with an explicit stack so deep hostile input cannot overflow the call stack.
 */
export function diffJson(live: unknown, stored: unknown, limit: number): DiffResult {
  const out: DiffResult = { differences: [], total: 0 };
  const stack: Frame[] = [{ live, stored }];
  const report = (frame: Frame, l: unknown, s: unknown) => {
    out.total++;
    if (out.differences.length < limit)
      out.differences.push({ path: formatPath(pathOf(frame)), live: l, stored: s });
  };
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { live: l, stored: s } = frame;
    if (l === MISSING || s === MISSING) {
      report(frame, l === MISSING ? undefined : l, s === MISSING ? undefined : s);
    } else if (Array.isArray(l) && Array.isArray(s)) {
      for (let i = Math.max(l.length, s.length) - 1; i >= 0; i--) {
        const li = i < l.length ? l[i] : MISSING;
        const si = i < s.length ? s[i] : MISSING;
        stack.push({ live: li, stored: si, key: i, parent: frame });
      }
    } else if (isObject(l) && isObject(s)) {
      for (const key of [...new Set([...Object.keys(s), ...Object.keys(l)])].reverse()) {
        const lk = Object.hasOwn(l, key) ? l[key] : MISSING;
        const sk = Object.hasOwn(s, key) ? s[key] : MISSING;
        stack.push({ live: lk, stored: sk, key, parent: frame });
      }
    } else if (!Object.is(l, s) && !(l === 0 && s === 0)) {
      report(frame, l, s);
    }
  }
  return out;
}

/** Whether two parsed JSON values are semantically equal (key order ignored). */
export const jsonEqual = (a: unknown, b: unknown): boolean => diffJson(a, b, 0).total === 0;
