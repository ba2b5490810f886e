/**
 * The conflict check every editor runs before a write, and the ways out of a conflict.
 *
 * The caller re-reads the remote state right before sending and calls `checkBeforeWrite` with the
 * draft's kind's comparison:
 * - `already-applied`: the remote already holds what the draft wants (an ambiguous write that did
 *   apply, or nothing left to change): send nothing and drop the draft;
 * - `clean`: nobody changed what the draft edits since its base: send `send`;
 * - `conflict`: someone else changed it: show theirs vs mine (with base and a three-way merge
 *   suggestion) and send nothing until the editor chooses `keepMine`, `takeMerged` or take theirs
 *   (remove the draft);
 * - `invalid`: the draft's value cannot become a value to send (text that does not parse).
 *
 * The scope of the check is what the draft edits, as its kind says (`DraftCompare.scope`). Pure:
 * no browser API, no storage.
 * @module
 */
import type { DraftCompare } from './draft-kind';
import type { Draft, RemoteState } from './draft-types';
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

/** Deep overlay of a partial value onto a full one (objects merge, anything else replaces). */
export function overlay(full: unknown, partial: unknown): unknown {
  if (!isJsonObject(partial) || !isJsonObject(full)) return partial;
  const keys = [...new Set([...Object.keys(full), ...Object.keys(partial)])];
  return Object.fromEntries(
    keys.map((k) => [k, Object.hasOwn(partial, k) ? overlay(full[k], partial[k]) : full[k]]),
  );
}

/** Decides whether `draft` may be written over `remote` (the state just re-read from the service). */
export function checkBeforeWrite(
  compare: DraftCompare<unknown>,
  draft: Draft,
  remote: RemoteState,
): WriteCheck {
  let scope: ReturnType<DraftCompare<unknown>['scope']>;
  try {
    scope = compare.scope(draft, remote);
  } catch (error) {
    return { status: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  const { base, mine, theirs } = scope;
  if (jsonEqual(mine, theirs)) return { status: 'already-applied' };
  if (jsonEqual(theirs, base)) return { status: 'clean', send: compare.send({ base, mine }) };
  return {
    status: 'conflict',
    base,
    mine,
    theirs,
    theirsLastUpdated: remote.lastUpdated,
    merged: mergeThreeWay(base, mine, theirs),
  };
}

/** Keep mine: the same value, rebased onto the remote state, so the next check is `clean`. */
export function keepMine<D extends Draft>(draft: D, remote: RemoteState, now: number): D {
  return { ...draft, base: remote, updatedAt: now };
}

/**
 * Use a merged (or hand-resolved) value: rebased onto the remote state with `value`, as the
 * draft's kind keeps it, as the draft.
 */
export function takeMerged<D extends Draft>(
  compare: DraftCompare<unknown>,
  draft: D,
  remote: RemoteState,
  value: unknown,
  now: number,
): D {
  return { ...draft, value: compare.fromMerged(value), base: remote, updatedAt: now } as D;
}
