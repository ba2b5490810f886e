import { formatPath } from '@/lib/jsonld/positions';
import type { Segment } from '@/lib/jsonld/types';

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

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Compares two parsed JSON values semantically: object key order does not matter, array order
 * does. Walks with an explicit stack so deep hostile input cannot overflow the call stack.
 */
export function diffJson(live: unknown, stored: unknown, limit: number): DiffResult {
  const out: DiffResult = { differences: [], total: 0 };
  const stack: { live: unknown; stored: unknown; at: Segment[] }[] = [{ live, stored, at: [] }];
  const report = (at: Segment[], l: unknown, s: unknown) => {
    out.total++;
    if (out.differences.length < limit)
      out.differences.push({ path: formatPath(at), live: l, stored: s });
  };
  while (stack.length > 0) {
    const { live: l, stored: s, at } = stack.pop()!;
    if (l === MISSING || s === MISSING) {
      report(at, l === MISSING ? undefined : l, s === MISSING ? undefined : s);
    } else if (Array.isArray(l) && Array.isArray(s)) {
      for (let i = Math.max(l.length, s.length) - 1; i >= 0; i--) {
        const li = i < l.length ? l[i] : MISSING;
        const si = i < s.length ? s[i] : MISSING;
        stack.push({ live: li, stored: si, at: [...at, i] });
      }
    } else if (isObject(l) && isObject(s)) {
      for (const key of [...new Set([...Object.keys(s), ...Object.keys(l)])].reverse()) {
        const lk = Object.hasOwn(l, key) ? l[key] : MISSING;
        const sk = Object.hasOwn(s, key) ? s[key] : MISSING;
        stack.push({ live: lk, stored: sk, at: [...at, key] });
      }
    } else if (!Object.is(l, s) && !(l === 0 && s === 0)) {
      report(at, l, s);
    }
  }
  return out;
}

/** Whether two parsed JSON values are semantically equal (key order ignored). */
export const jsonEqual = (a: unknown, b: unknown): boolean => diffJson(a, b, 0).total === 0;
