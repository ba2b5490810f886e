/**
 * JSON values as the draft mechanism compares them: objects are equal whatever their key order,
 * arrays are ordered, and a missing key equals `undefined`. Pure: no browser API, no storage.
 * @module
 */

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/** A step into a JSON value: an object key or an array index. */
export type JsonPath = (string | number)[];

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values, insensitive to object key order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const inA = Object.hasOwn(a, key) ? a[key] : undefined;
      const inB = Object.hasOwn(b, key) ? b[key] : undefined;
      if (!jsonEqual(inA, inB)) return false;
    }
    return true;
  }
  return false;
}

/** The value at `path` in `value`, or `undefined` when the path does not exist. */
export function getAtPath(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step];
    else if (isJsonObject(current) && typeof step === 'string' && Object.hasOwn(current, step))
      current = current[step];
    else return undefined;
  }
  return current;
}

/**
 * A copy of `target` with `value` at `path` (objects created on the way; `undefined` deletes the
 * key). Used to apply the editor's per-path choice in a conflict view.
 */
export function setAtPath(
  target: unknown,
  path: readonly (string | number)[],
  value: unknown,
): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (Array.isArray(target) && typeof step === 'number') {
    const copy = [...target];
    copy[step] = setAtPath(target[step], rest, value);
    return copy;
  }
  const source = isJsonObject(target) ? target : {};
  const key = String(step);
  const inner = setAtPath(Object.hasOwn(source, key) ? source[key] : undefined, rest, value);
  const entries = Object.entries(source).filter(([k]) => k !== key);
  return Object.fromEntries(inner === undefined ? entries : [...entries, [key, inner]]);
}
