/**
 * The one draft store of the product, used by every editor whatever its draft kind.
 *
 * Each draft lives in `storage.local` under its own key (`draft:<id>`), next to a small index
 * (`draftIndex`) of summaries that lists read without loading values. A `put` writes the draft and
 * its index entry in one `storage.set`, so they change together; so drafts survive a closed popup or
 * panel, a stopped worker, a browser restart and an extension update (items are versioned, see
 * `defineParsedItem`). A draft is removed only by `remove` (after a confirmed save or a discard); an
 * old draft is flagged by `isStaleDraft`, never deleted. Writes are size-bounded and a refusal
 * (quota, size, newer version) rejects with a `StorageWriteError` whose message the editor can read,
 * while the previous draft stays intact.
 *
 * The background owns the store; each method is one message of the protocol. Writes of one store
 * are serialized, so concurrent puts never lose an index entry.
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import { defineParsedItem, setParsedValues, type ParsedItem } from '../storage/parsed-item';
import { checkBeforeWrite, keepMine, takeMerged } from './check';
import { draftId, keyOf } from './draft-id';
import type { DraftKinds } from './draft-kinds';
import {
  draftSummarySchema,
  matchesFilter,
  type Draft,
  type DraftFilter,
  type DraftInput,
  type DraftKey,
  type DraftSummary,
  type RemoteState,
} from './draft-types';

/** The default bound of one draft, in bytes of JSON. */
export const MAX_DRAFT_BYTES = 512 * 1024;

const LABEL = t('drafts_label');

/** Options of `createDraftStore`. */
export interface DraftStoreOptions {
  /** The kinds its drafts may be of: every draft is checked, compared and settled through its kind. */
  kinds: DraftKinds;
  /** The clock (ms since the epoch). */
  now?: () => number;
  /** The largest draft, in bytes of JSON. */
  maxDraftBytes?: number;
}

/** Drafts per key (site, locale, kind and the kind's own fields). */
export interface DraftStore {
  /** Creates or updates a draft; an existing draft keeps its original base and `createdAt`. */
  put(input: DraftInput): Promise<Draft>;
  /** The draft for `key`, or `null`. */
  get(key: DraftKey): Promise<Draft | null>;
  /** Removes the draft (after a confirmed save, "take theirs", or a discard). */
  remove(key: DraftKey): Promise<void>;
  /** Summaries of drafts of registered kinds matching `filter`, newest edit first. */
  list(filter?: DraftFilter): Promise<DraftSummary[]>;
  /** Calls `callback` with the matching summaries whenever a draft is added, changed or removed. */
  watch(filter: DraftFilter, callback: (summaries: DraftSummary[]) => void): () => void;
  /** Calls `callback` with the draft (or `null`) whenever it changes. */
  watchDraft(key: DraftKey, callback: (draft: Draft | null) => void): () => void;
  /**
   * Resolves a conflict by rebasing onto `remote`: keeps the draft's value ("keep mine"), or stores
   * `value` (a merged or hand-resolved value). Returns `null` when there is no draft.
   */
  rebase(key: DraftKey, remote: RemoteState, value?: unknown): Promise<Draft | null>;
  /**
   * After a write: removes the draft if `stored` (what the service now holds) already has its value,
   * or else rebases it onto `stored`, so edits typed during the save, or a field the service dropped,
   * are kept. One step, so no edit arriving meanwhile is lost.
   */
  settle(key: DraftKey, stored: RemoteState): Promise<'removed' | 'rebased' | 'none'>;
  /** The kinds of its drafts, which every check of them goes through. */
  readonly kinds: DraftKinds;
}

const indexSchema = z.record(z.string(), draftSummarySchema);

const summaryOf = (draft: Draft): DraftSummary => ({
  ...keyOf(draft),
  baseLastUpdated: draft.base.lastUpdated,
  createdAt: draft.createdAt,
  updatedAt: draft.updatedAt,
});

/** Creates a draft store over `storage.local`. */
export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { kinds } = options;
  const now = options.now ?? Date.now;
  const maxBytes = options.maxDraftBytes ?? MAX_DRAFT_BYTES;
  const index = defineParsedItem('local:draftIndex', indexSchema, {}, { version: 1, label: LABEL });
  /** The item of a key checked by its kind, which also parses what it reads. */
  const itemOf = (key: DraftKey): ParsedItem<Draft | null> =>
    defineParsedItem(
      `local:draft:${draftId(key)}`,
      kinds.of(key.kind).draftSchema.nullable(),
      null,
      {
        version: 1,
        maxBytes,
        label: LABEL,
      },
    );
  const checked = (key: DraftKey) => kinds.of(key.kind).key(key);
  const compareOf = (key: DraftKey) => kinds.of(key.kind).kind.compare;
  // A draft of a kind no feature declares any more can be neither opened nor saved: lists skip it.
  const listed = (entries: Record<string, DraftSummary>, filter?: DraftFilter) =>
    Object.values(entries)
      .filter((s) => kinds.has(s.kind) && matchesFilter(s, filter))
      .sort((a, b) => b.updatedAt - a.updatedAt);

  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const write = async (draft: Draft): Promise<Draft> => {
    const entries = await index.getValue();
    const key = checked(draft);
    await setParsedValues(
      [
        { item: itemOf(key), value: draft },
        { item: index, value: { ...entries, [draftId(key)]: summaryOf(draft) } },
      ],
      LABEL,
    );
    return draft;
  };

  const removeNow = async (key: DraftKey) => {
    const id = draftId(key);
    const entries = await index.getValue();
    if (Object.hasOwn(entries, id)) {
      await index.setValue(Object.fromEntries(Object.entries(entries).filter(([k]) => k !== id)));
    }
    await itemOf(key).removeValue();
  };

  return {
    put: (input) =>
      serialized(async () => {
        const parsed = kinds.of(input.kind).input(input);
        const existing = await itemOf(checked(parsed)).getValue();
        const at = now();
        const draft = kinds.of(parsed.kind).draftSchema.parse({
          ...parsed,
          base: existing?.base ?? parsed.base,
          createdAt: existing?.createdAt ?? at,
          updatedAt: at,
        });
        return write(draft);
      }),
    get: async (key) => itemOf(checked(key)).getValue(),
    remove: (key) => serialized(() => removeNow(checked(key))),
    list: async (filter) => listed(await index.getValue(), filter),
    watch: (filter, callback) => index.watch((entries) => callback(listed(entries, filter))),
    watchDraft: (key, callback) => itemOf(checked(key)).watch(callback),
    rebase: (key, remote, value) =>
      serialized(async () => {
        const existing = await itemOf(checked(key)).getValue();
        if (!existing) return null;
        const at = now();
        const next =
          value === undefined
            ? keepMine(existing, remote, at)
            : takeMerged(compareOf(key), existing, remote, value, at);
        return write(kinds.of(key.kind).draftSchema.parse(next));
      }),
    kinds,
    settle: (key, stored) =>
      serialized(async () => {
        const existing = await itemOf(checked(key)).getValue();
        if (!existing) return 'none';
        if (checkBeforeWrite(compareOf(key), existing, stored).status === 'already-applied') {
          await removeNow(checked(key));
          return 'removed';
        }
        await write(kinds.of(key.kind).draftSchema.parse(keepMine(existing, stored, now())));
        return 'rebased';
      }),
  };
}
