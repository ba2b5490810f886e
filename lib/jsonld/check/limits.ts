import { t, uiLanguage } from '../text/text';
import type { Issue, Segment } from '../types';

/** The service's per-entry limits for schema markup (real-service notes §4.3). */
export const JSONLD_LIMITS = {
  /** Raw input size in bytes of UTF-8 (60 KB, counted as 60 × 1,024). */
  maxBytes: 60 * 1024,
  /** Levels of nesting: the top-level object is level 1, each nested object or array adds one. */
  maxDepth: 32,
  /** JSON values (objects, arrays, strings, numbers, booleans, nulls), keys not counted. */
  maxNodes: 5000,
} as const;

/** Keys the service silently strips before storing. */
export const STRIPPED_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/** Bytes of `s` in UTF-8, without encoding it (the service's size limit counts them). */
export function utf8Length(s: string): number {
  let bytes = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // the pair's 2 code units become 4 bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/** Size, depth and node count of a JSON value, measured without recursion. */
export interface Measure {
  depth: number;
  nodes: number;
  /** Keys of all objects: fewer than the text holds when a key is repeated in one object. */
  keys: number;
}

interface Frame {
  value: unknown;
  level: number;
  key?: Segment;
  parent?: Frame;
}

const pathOf = (frame: Frame | undefined): Segment[] => {
  const at: Segment[] = [];
  for (let f = frame; f?.key !== undefined; f = f.parent) at.unshift(f.key);
  return at;
};

/** Measures depth and node count, and reports keys the service strips. */
export function measure(value: unknown, issues: Issue[]): Measure {
  let depth = 0;
  let nodes = 0;
  let keys = 0;
  const stack: Frame[] = [{ value, level: 1 }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    nodes++;
    const v = frame.value;
    if (v === null || typeof v !== 'object') continue;
    depth = Math.max(depth, frame.level);
    const level = frame.level + 1;
    // Scalars are counted here rather than stacked: a document is mostly scalars.
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        if (item === null || typeof item !== 'object') nodes++;
        else stack.push({ value: item, level, key: i, parent: frame });
      }
      continue;
    }
    const object = v as Record<string, unknown>;
    // for…in rather than Object.keys: same keys in the same order, without an array per object.
    for (const key in object) {
      if (!Object.hasOwn(object, key)) continue;
      keys++;
      const item = object[key];
      if (STRIPPED_KEYS.has(key)) {
        issues.push({
          severity: 'warning',
          rule: 'limits/stripped-key',
          message: t('jsonld_stripped_key', key),
          at: [...pathOf(frame), key],
          target: 'key',
        });
      }
      if (item === null || typeof item !== 'object') nodes++;
      else stack.push({ value: item, level, key, parent: frame });
    }
  }
  return { depth, nodes, keys };
}

// Digits ungrouped, so the English text stays `5000` and `61.5` (not `5,000`).
const whole = (n: number) => n.toLocaleString(uiLanguage(), { useGrouping: false });
const kilobytes = (bytes: number) =>
  (bytes / 1024).toLocaleString(uiLanguage(), {
    useGrouping: false,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** Checks the raw size, the nesting depth and the node count against {@link JSONLD_LIMITS}. */
export function checkLimits(bytes: number, m: Measure, issues: Issue[]): void {
  if (bytes > JSONLD_LIMITS.maxBytes) {
    issues.push({
      severity: 'error',
      rule: 'limits/size',
      message: t('jsonld_too_big', kilobytes(bytes)),
      at: [],
    });
  }
  if (m.depth > JSONLD_LIMITS.maxDepth) {
    issues.push({
      severity: 'error',
      rule: 'limits/depth',
      message: t('jsonld_too_deep', whole(m.depth), whole(JSONLD_LIMITS.maxDepth)),
      at: [],
    });
  }
  if (m.nodes > JSONLD_LIMITS.maxNodes) {
    issues.push({
      severity: 'error',
      rule: 'limits/nodes',
      message: t('jsonld_too_many_values', whole(m.nodes), whole(JSONLD_LIMITS.maxNodes)),
      at: [],
    });
  }
}
