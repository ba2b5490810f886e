/**
 * The conflict check every editor runs before a write, and the ways out of a conflict.
 *
 * The caller re-reads the remote state right before sending and calls `checkBeforeWrite`:
 * - `already-applied`: the remote already holds what the draft wants (an ambiguous write that did
 *   apply, or nothing left to change): send nothing and drop the draft;
 * - `clean`: nobody changed what the draft edits since its base: send `send`;
 * - `conflict`: someone else changed it: show theirs vs mine (with base and a three-way merge
 *   suggestion) and send nothing until the editor chooses `keepMine`, `takeMerged` or take theirs
 *   (remove the draft);
 * - `invalid`: the schema text does not parse, so there is nothing that could be sent.
 *
 * The scope of the check is what the draft edits: the whole document for schema, the top-level
 * fields the draft holds for metadata. A page's `lastUpdated` also moves for changes outside that
 * scope (a schema save moves the page's metadata `lastUpdated`), which must not block a save; values
 * are compared semantically (key order never matters). Pure: no browser API, no storage.
 * @module
 */
import type { Draft, MetadataDraft, RemoteState } from './draft-types';
import { isJsonObject, jsonEqual } from './json-value';
import { mergeThreeWay, type MergeResult } from './merge';

/** The outcome of `checkBeforeWrite`. */
export type WriteCheck =
  | { status: 'clean'; send: unknown }
  | { status: 'already-applied' }
  | {
      status: 'conflict';
      base: unknown;
      mine: unknown;
      theirs: unknown;
      theirsLastUpdated: string | null;
      merged: MergeResult;
    }
  | { status: 'invalid'; message: string };

/** How a schema draft's text becomes the value to send (default: `JSON.parse`). */
export type TextToValue = (text: string) => unknown;

/** Options of `checkBeforeWrite`. */
export interface CheckOptions {
  /** Normalizes the editor text (e.g. the JSON-LD input forms); throws when it cannot. */
  toValue?: TextToValue;
}

/** Deep overlay of a partial value onto a full one (objects merge, anything else replaces). */
export function overlay(full: unknown, partial: unknown): unknown {
  if (!isJsonObject(partial) || !isJsonObject(full)) return partial;
  const keys = [...new Set([...Object.keys(full), ...Object.keys(partial)])];
  return Object.fromEntries(
    keys.map((k) => [k, Object.hasOwn(partial, k) ? overlay(full[k], partial[k]) : full[k]]),
  );
}

const pick = (value: unknown, keys: readonly string[]): Record<string, unknown> => {
  const source = isJsonObject(value) ? value : {};
  return Object.fromEntries(
    keys.filter((k) => Object.hasOwn(source, k)).map((k) => [k, source[k]]),
  );
};

/** The three comparable values of a draft: base, mine and theirs, limited to what the draft edits. */
export function scopeOf(
  draft: Draft,
  remote: RemoteState,
  toValue: TextToValue = JSON.parse,
): { base: unknown; mine: unknown; theirs: unknown } {
  if (draft.kind === 'schema') {
    return { base: draft.base.value, mine: toValue(draft.value), theirs: remote.value };
  }
  const fields = Object.keys(draft.value);
  const base = pick(draft.base.value, fields);
  return { base, mine: overlay(base, draft.value), theirs: pick(remote.value, fields) };
}

/** Decides whether `draft` may be written over `remote` (the state just re-read from the service). */
export function checkBeforeWrite(
  draft: Draft,
  remote: RemoteState,
  options: CheckOptions = {},
): WriteCheck {
  let scope: ReturnType<typeof scopeOf>;
  try {
    scope = scopeOf(draft, remote, options.toValue);
  } catch (error) {
    return { status: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  const { base, mine, theirs } = scope;
  if (jsonEqual(mine, theirs)) return { status: 'already-applied' };
  if (jsonEqual(theirs, base)) return { status: 'clean', send: sendable(draft, base, mine) };
  return {
    status: 'conflict',
    base,
    mine,
    theirs,
    theirsLastUpdated: remote.lastUpdated,
    merged: mergeThreeWay(base, mine, theirs),
  };
}

function sendable(draft: Draft, base: unknown, mine: unknown): unknown {
  if (draft.kind === 'schema' || !isJsonObject(mine) || !isJsonObject(base)) return mine;
  return Object.fromEntries(Object.entries(mine).filter(([k, v]) => !jsonEqual(v, base[k])));
}

/** Keep mine: the same value, rebased onto the remote state, so the next check is `clean`. */
export function keepMine<D extends Draft>(draft: D, remote: RemoteState, now: number): D {
  return { ...draft, base: remote, updatedAt: now };
}

/**
 * Use a merged (or hand-resolved) value: rebased onto the remote state with `value` as the draft.
 * A schema value is stored as formatted JSON text.
 */
export function takeMerged<D extends Draft>(
  draft: D,
  remote: RemoteState,
  value: unknown,
  now: number,
): D {
  const next: Draft =
    draft.kind === 'schema'
      ? { ...draft, value: JSON.stringify(value ?? null, null, 2) }
      : { ...draft, value: (isJsonObject(value) ? value : {}) as MetadataDraft['value'] };
  return { ...(next as D), base: remote, updatedAt: now };
}
