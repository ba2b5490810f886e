/**
 * The draft operations as protocol messages: one message per operation, with the zod schemas the
 * router validates requests against, and the background's handlers. `lib/app/features.ts` registers
 * them. The router's schemas are every kind's: a kind name, the generic key fields and the kind's
 * own string fields, a JSON value. The handlers then check each request against its kind's own
 * schemas (through the store's kinds) and refuse a kind nobody registered (`DraftKindError`). A
 * refused storage write rejects with a `StorageWriteError`; the router passes either message to
 * the page as is.
 * @module
 */
import { z } from 'zod';
import type { DraftRemote } from './draft-kind';
import { saveDraft } from './save-draft';
import type { DraftStore } from './draft-store';
import {
  draftFilterSchema,
  draftInputSchema,
  draftKeySchema,
  draftSchema,
  draftSummarySchema,
  remoteStateSchema,
} from './draft-types';
import type { JobJournal } from '../jobs/journal';
import type { JobRunner } from '../jobs/runner';

const path = z.array(z.union([z.string(), z.number()]));

/** The answer to `drafts.saveDraft`; values are JSON (absent = a deleted key). */
export const saveResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('saved'),
    stored: remoteStateSchema,
    matched: z.boolean(),
    wrote: z.boolean(),
  }),
  z.object({
    status: z.literal('conflict'),
    base: z.unknown(),
    mine: z.unknown(),
    theirs: z.unknown(),
    theirsLastUpdated: z.string().nullable(),
    merged: z.object({
      value: z.unknown(),
      conflicts: z.array(
        z.object({ path, base: z.unknown(), mine: z.unknown(), theirs: z.unknown() }),
      ),
    }),
  }),
  z.object({ status: z.literal('invalid'), message: z.string() }),
  z.object({ status: z.literal('failed'), message: z.string() }),
  z.object({ status: z.literal('unknown'), message: z.string(), jobId: z.string() }),
  z.object({ status: z.literal('no-draft') }),
]);

/** Every draft message: `request` is what a page sends, `response` what the background answers. */
export const draftMessages = {
  /** Create or update the draft (debounced by the editor, ≤ 500 ms after a change). */
  putDraft: { request: draftInputSchema, response: draftSchema },
  getDraft: { request: draftKeySchema, response: draftSchema.nullable() },
  /** Discard, or "take theirs" in a conflict. */
  removeDraft: { request: draftKeySchema, response: z.object({}) },
  /** Badges (by page), the site grid's "unsaved drafts" (by site), or all. */
  listDrafts: { request: draftFilterSchema, response: z.array(draftSummarySchema) },
  /** "Keep mine" (no `value`) or use a merged or hand-resolved `value`, over `remote`. */
  rebaseDraft: {
    request: z.object({
      key: draftKeySchema,
      remote: remoteStateSchema,
      value: z.json().optional(),
    }),
    response: draftSchema.nullable(),
  },
  /** Re-read, check for conflicts, and write through the job journal. */
  saveDraft: { request: draftKeySchema, response: saveResultSchema },
} as const;

/** What the draft handlers need. */
export interface DraftHandlerDeps {
  /** The one draft store, over the registered kinds that every request is checked against. */
  drafts: DraftStore;
  journal: JobJournal;
  /** Must have `createDraftSaveExecutor` registered under `DRAFT_SAVE_KIND`. */
  runner: JobRunner;
  /** Each kind's remote (`createDraftRemote`). */
  remote: DraftRemote;
}

type Messages = typeof draftMessages;

/** The background's handlers of `draftMessages`. */
export type DraftHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

/** Builds the handlers over the background's one draft store, journal and runner. */
export function createDraftHandlers(deps: DraftHandlerDeps): DraftHandlers {
  return {
    putDraft: (input) => deps.drafts.put(input),
    getDraft: (key) => deps.drafts.get(key),
    removeDraft: async (key) => {
      await deps.drafts.remove(key);
      return {};
    },
    listDrafts: async (filter) => {
      // A filter naming a kind nobody registered is refused like any request of that kind.
      if (filter.kind !== undefined) deps.drafts.kinds.of(filter.kind);
      return deps.drafts.list(filter);
    },
    rebaseDraft: ({ key, remote, value }) => deps.drafts.rebase(key, remote, value),
    saveDraft: (key) => saveDraft(deps, key),
  };
}
