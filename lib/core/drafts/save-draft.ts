/**
 * Saving a draft, the same way for every editor: re-read, check, then write through the job
 * journal so a stopped worker neither loses the save nor sends it twice.
 *
 * `drafts.saveDraft` re-reads the remote state and runs `checkBeforeWrite`. A conflict or invalid text is
 * returned and nothing is sent. An already-applied draft is dropped. A clean draft becomes a one-entry
 * job of kind `DRAFT_SAVE_KIND`, whose executor (`createDraftSaveExecutor`) writes, compares the
 * answer with what was sent, and settles the draft: removed when the service holds its value, kept
 * and rebased otherwise (a field the service dropped, such as an unchangeable slug, stays visible as
 * unsaved). If the worker stops mid-save, the runner's `resumeAll` verifies by re-reading before
 * anything is sent again.
 * @module
 */
import { z } from 'zod';
import type { JobJournal } from '../jobs/journal';
import type { JobExecutor } from '../jobs/executor';
import type { JobRunner } from '../jobs/runner';
import { t } from '../i18n/t';
import { checkBeforeWrite, type WriteCheck } from './check';
import type { DraftStore } from './draft-store';
import { draftId } from './draft-id';
import type { DraftRemote } from './draft-kind';
import { draftKeySchema, remoteStateSchema, type DraftKey, type RemoteState } from './draft-types';
import type { Json } from './json-value';

/** The job kind of draft saves; register `createDraftSaveExecutor` under it. */
export const DRAFT_SAVE_KIND = 'draft-save';

/** What a save job stores per entry. */
export const draftSavePayloadSchema = z.object({ key: draftKeySchema, send: z.json() });

/** The payload of a save entry. */
export type DraftSavePayload = z.output<typeof draftSavePayloadSchema>;

/**
 * What a save ended in. A saved draft's `stored` is the service's answer to the write (or the read
 * that found the value already there): what the editor shows next, with no read again.
 */
export type SaveResult =
  | Exclude<WriteCheck, { status: 'clean' } | { status: 'already-applied' }>
  | { status: 'saved'; stored: RemoteState; matched: boolean; wrote: boolean }
  | { status: 'failed'; message: string }
  | { status: 'unknown'; message: string; jobId: string }
  | { status: 'no-draft' };

/** True when `stored` holds what was sent, as the kind of `key` compares. */
const holdsSent = (drafts: DraftStore, key: DraftKey, stored: unknown, send: unknown) =>
  drafts.kinds.of(key.kind).kind.compare.holdsSent(stored, send);

const storedSchema = z.object({ matched: z.boolean(), stored: remoteStateSchema });

/** The executor of `DRAFT_SAVE_KIND` jobs. */
export function createDraftSaveExecutor(deps: {
  remote: DraftRemote;
  drafts: DraftStore;
}): JobExecutor<DraftSavePayload> {
  const { remote, drafts } = deps;
  return {
    send: async (entries) => {
      const outcomes: Awaited<ReturnType<JobExecutor['send']>> = {};
      for (const entry of entries) {
        const { key, send } = draftSavePayloadSchema.parse(entry.payload);
        const stored = await remote.write(key, send);
        const matched = holdsSent(drafts, key, stored.value, send);
        await drafts.settle(key, stored);
        outcomes[entry.id] = { ok: true, result: { matched, stored } };
      }
      return outcomes;
    },
    verify: async (entry) => {
      const { key, send } = draftSavePayloadSchema.parse(entry.payload);
      const stored = await remote.read(key);
      if (!holdsSent(drafts, key, stored.value, send)) return 'not-applied';
      await drafts.settle(key, stored);
      return 'applied';
    },
  };
}

/**
 * Saves the draft of `key`: one message ("save this draft") from an editor. The job id is derived
 * from the draft and its last edit, so a double click joins the save already running instead of
 * writing twice. A finished save job is removed from the journal; one whose outcome stays unknown
 * is kept, and `runner.retry(jobId)` verifies it again. A key of a kind nobody registered is
 * refused (`DraftKindError`).
 */
export async function saveDraft(
  deps: { drafts: DraftStore; remote: DraftRemote; runner: JobRunner; journal: JobJournal },
  key: DraftKey,
): Promise<SaveResult> {
  const kind = deps.drafts.kinds.of(key.kind);
  const checked = kind.key(key);
  const draft = await deps.drafts.get(checked);
  if (!draft) return { status: 'no-draft' };
  const now = await deps.remote.read(checked);
  const check = checkBeforeWrite(kind.kind.compare, draft, now);
  if (check.status === 'already-applied') {
    await deps.drafts.settle(checked, now);
    return { status: 'saved', stored: now, matched: true, wrote: false };
  }
  if (check.status !== 'clean') return check;

  const job = await deps.runner.start({
    id: `save:${draftId(checked)}:${draft.updatedAt}`,
    kind: DRAFT_SAVE_KIND,
    // The key's kind checked it: strings and null only, so it is JSON.
    entries: [
      { id: draftId(checked), payload: { key: checked as Json, send: check.send as Json } },
    ],
  });
  const entry = job.entries[0];
  if (entry?.state === 'unknown' || entry?.state === 'sending' || entry?.state === 'pending') {
    return {
      status: 'unknown',
      message: entry.error ?? t('drafts_not_finished'),
      jobId: job.id,
    };
  }
  await deps.journal.remove(job.id);
  if (entry?.state === 'failed')
    return { status: 'failed', message: entry.error ?? t('drafts_failed') };
  const result = storedSchema.safeParse(entry?.result);
  if (result.success) return { status: 'saved', ...result.data, wrote: true };
  const stored = await deps.remote.read(checked);
  return {
    status: 'saved',
    stored,
    matched: holdsSent(deps.drafts, checked, stored.value, check.send),
    wrote: true,
  };
}
