/**
 * The one draft store of the product, used by every editor (schema, metadata, bulk previews).
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
import {
  checkBeforeWrite,
  keepMine,
  takeMerged,
  type CheckOptions,
  type TextToValue,
} from './check';
import { draftId } from './draft-id';
import {
  draftInputSchema,
  draftSchema,
  draftSummarySchema,
  keyOf,
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
  /** The clock (ms since the epoch). */
  now?: () => number;
  /** The largest draft, in bytes of JSON. */
  maxDraftBytes?: number;
  /** Normalizes schema editor text (the JSON-LD input forms) for every check; default `JSON.parse`. */
  toValue?: TextToValue;
}

/** Drafts per (site, page, locale, kind). */
export interface DraftStore {
  /** Creates or updates a draft; an existing draft keeps its original base and `createdAt`. */
  put(input: DraftInput): Promise<Draft>;
  /** The draft for `key`, or `null`. */
  get(key: DraftKey): Promise<Draft | null>;
  /** Removes the draft (after a confirmed save, "take theirs", or a discard). */
  remove(key: DraftKey): Promise<void>;
  /** Summaries matching `filter`, newest edit first. */
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
  /** The options every check of these drafts uses (the store's one normalizer). */
  readonly checkOptions: CheckOptions;
}

const indexSchema = z.record(z.string(), draftSummarySchema);

const summaryOf = (draft: Draft): DraftSummary => ({
  ...keyOf(draft),
  baseLastUpdated: draft.base.lastUpdated,
  createdAt: draft.createdAt,
  updatedAt: draft.updatedAt,
});

/** Creates a draft store over `storage.local`. */
export function createDraftStore(options: DraftStoreOptions = {}): DraftStore {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxDraftBytes ?? MAX_DRAFT_BYTES;
  const checkOptions: CheckOptions = options.toValue ? { toValue: options.toValue } : {};
  const index = defineParsedItem('local:draftIndex', indexSchema, {}, { version: 1, label: LABEL });
  const itemOf = (key: DraftKey): ParsedItem<Draft | null> =>
    defineParsedItem(`local:draft:${draftId(key)}`, draftSchema.nullable(), null, {
      version: 1,
      maxBytes,
      label: LABEL,
    });

  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const write = async (draft: Draft): Promise<Draft> => {
    const entries = await index.getValue();
    await setParsedValues(
      [
        { item: itemOf(draft), value: draft },
        { item: index, value: { ...entries, [draftId(draft)]: summaryOf(draft) } },
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
    await itemOf(keyOf(key)).removeValue();
  };

  const list = async (filter?: DraftFilter): Promise<DraftSummary[]> =>
    Object.values(await index.getValue())
      .filter((s) => matchesFilter(s, filter))
      .sort((a, b) => b.updatedAt - a.updatedAt);

  return {
    put: (input) =>
      serialized(async () => {
        const parsed = draftInputSchema.parse(input);
        const existing = await itemOf(parsed).getValue();
        const at = now();
        const draft = draftSchema.parse({
          ...parsed,
          base: existing?.base ?? parsed.base,
          createdAt: existing?.createdAt ?? at,
          updatedAt: at,
        });
        return write(draft);
      }),
    get: (key) => itemOf(keyOf(key)).getValue(),
    remove: (key) => serialized(() => removeNow(key)),
    list,
    watch: (filter, callback) =>
      index.watch((entries) => {
        callback(
          Object.values(entries)
            .filter((s) => matchesFilter(s, filter))
            .sort((a, b) => b.updatedAt - a.updatedAt),
        );
      }),
    watchDraft: (key, callback) => itemOf(keyOf(key)).watch(callback),
    rebase: (key, remote, value) =>
      serialized(async () => {
        const existing = await itemOf(keyOf(key)).getValue();
        if (!existing) return null;
        const at = now();
        const next =
          value === undefined
            ? keepMine(existing, remote, at)
            : takeMerged(existing, remote, value, at);
        return write(draftSchema.parse(next));
      }),
    checkOptions,
    settle: (key, stored) =>
      serialized(async () => {
        const existing = await itemOf(keyOf(key)).getValue();
        if (!existing) return 'none';
        if (checkBeforeWrite(existing, stored, checkOptions).status === 'already-applied') {
          await removeNow(key);
          return 'removed';
        }
        await write(draftSchema.parse(keepMine(existing, stored, now())));
        return 'rebased';
      }),
  };
}
