/**
 * The two ways a draft compares with the service, ready for a kind's `compare`: the whole value
 * (a JSON-LD document) or only the top-level fields the draft holds (a page's metadata, a CMS
 * item's fields). Pure: no browser API, no storage.
 * @module
 */
import { overlay } from './check';
import type { DraftCompare } from './draft-kind';
import { isJsonObject, jsonEqual, type Json } from './json-value';

/**
 * The draft edits the whole value: base, mine and theirs are whole values, and a clean draft
 * sends all of mine. `toValue` turns the draft's value into the value to send (throwing, with a
 * message an editor can read, when it cannot); `fromMerged` turns a merged value back.
 */
export function compareWhole<V>(convert: {
  toValue(value: V): unknown;
  fromMerged(merged: unknown): V;
}): DraftCompare<V> {
  return {
    scope: (draft, remote) => ({
      base: draft.base.value,
      mine: convert.toValue(draft.value),
      theirs: remote.value,
    }),
    send: ({ mine }) => mine,
    holdsSent: (stored, send) => jsonEqual(stored, send),
    fromMerged: (merged) => convert.fromMerged(merged),
  };
}

const pick = (value: unknown, keys: readonly string[]): Record<string, unknown> => {
  const source = isJsonObject(value) ? value : {};
  return Object.fromEntries(
    keys.filter((k) => Object.hasOwn(source, k)).map((k) => [k, source[k]]),
  );
};

/**
 * The draft holds the top-level fields the editor touched (a partial object over the service's
 * value): the scope is those fields, a clean draft sends those that differ from the base, and
 * the answer holds what was sent when every sent field reads back as sent.
 */
export const compareFields: DraftCompare<Record<string, Json>> = {
  scope(draft, remote) {
    const fields = Object.keys(draft.value);
    const base = pick(draft.base.value, fields);
    return { base, mine: overlay(base, draft.value), theirs: pick(remote.value, fields) };
  },
  send({ base, mine }) {
    if (!isJsonObject(mine) || !isJsonObject(base)) return mine;
    return Object.fromEntries(Object.entries(mine).filter(([k, v]) => !jsonEqual(v, base[k])));
  },
  holdsSent: (stored, send) => jsonEqual(overlay(stored, send), stored),
  fromMerged: (merged) => (isJsonObject(merged) ? merged : {}) as Record<string, Json>,
};
