/**
 * Three-way merge of JSON values (JSON-LD documents, page metadata): changes made on one side only
 * are applied, changes made on both sides to the same path are reported as conflicts. Objects merge
 * key by key; arrays and scalars are atomic, because reordering or splicing a JSON-LD list is
 * meaning-changing; a scalar both sides replaced by objects is one conflict, not a key merge. Pure and total: it never throws on any JSON input.
 * @module
 */
import { isJsonObject, jsonEqual, type JsonPath } from './json-value';

/** A path both sides changed differently, with the three values there (`undefined` = absent). */
export interface MergeConflict {
  path: JsonPath;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** The merged value (mine at every conflicting path) and the conflicts. */
export interface MergeResult {
  value: unknown;
  conflicts: MergeConflict[];
}

/**
 * Merges `mine` and `theirs`, both edited from `base`. `undefined` means "absent" at every level
 * (a deleted key). With no conflicts the result is the same whichever side is `mine`.
 */
export function mergeThreeWay(base: unknown, mine: unknown, theirs: unknown): MergeResult {
  const conflicts: MergeConflict[] = [];
  const value = mergeAt([], base, mine, theirs, conflicts);
  return { value, conflicts };
}

function mergeAt(
  path: JsonPath,
  base: unknown,
  mine: unknown,
  theirs: unknown,
  conflicts: MergeConflict[],
): unknown {
  if (jsonEqual(mine, theirs)) return mine;
  if (jsonEqual(mine, base)) return theirs;
  if (jsonEqual(theirs, base)) return mine;
  if (isJsonObject(mine) && isJsonObject(theirs) && (base === undefined || isJsonObject(base))) {
    const baseObject = isJsonObject(base) ? base : {};
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
    const entries: [string, unknown][] = [];
    for (const key of keys) {
      const at = (o: Record<string, unknown>) => (Object.hasOwn(o, key) ? o[key] : undefined);
      const merged = mergeAt([...path, key], at(baseObject), at(mine), at(theirs), conflicts);
      if (merged !== undefined) entries.push([key, merged]);
    }
    return Object.fromEntries(entries);
  }
  conflicts.push({ path, base, mine, theirs });
  return mine;
}
