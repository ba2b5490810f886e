/**
 * The background's long work: the one draft store, job journal and runner, with draft saves
 * registered, and the alarm that resumes journaled jobs after a rate-limit pause or a stopped
 * worker.
 * @module
 */
import { browser } from 'wxt/browser';
import type { ApiClient } from '../core/api/client';
import type { AnyDraftKind } from '../core/drafts/draft-kind';
import { createDraftKinds, createDraftRemote } from '../core/drafts/draft-kinds';
import { createDraftHandlers } from '../core/drafts/draft-messages';
import { createDraftStore } from '../core/drafts/draft-store';
import { recordingSlugMoves } from '../features/redirects/record-moves';
import { createDraftSaveExecutor, DRAFT_SAVE_KIND } from '../core/drafts/save-draft';
import { bulkExecutors } from '../features/bulk/executors';
import {
  afterItemWrites,
  BULK_ITEMS_KIND,
  createItemBulkExecutor,
  itemBatchKey,
  ITEMS_BATCH,
} from '../features/collections/bulk/item-executor';
import { addSlugMoves } from '../features/redirects/slug-moves';
import { createJobHandlers } from '../core/jobs/job-messages';
import { createJobJournal } from '../core/jobs/journal';
import { createJobRunner } from '../core/jobs/runner';

/** The alarm that wakes the worker to resume journaled jobs after a rate-limit pause. */
export const RESUME_ALARM = 'resume-jobs';
/** The alarm that wakes the worker once entries left in doubt can be verified. */
const SETTLE_ALARM = 'settle-jobs';

/**
 * Builds the store (over the draft `kinds` the features declare), journal and runner; resumes
 * unfinished jobs and keeps the alarm.
 */
export function createWork(
  clientFor: (siteId: string) => Promise<ApiClient | undefined>,
  kinds: readonly AnyDraftKind[],
) {
  const drafts = createDraftStore({ kinds: createDraftKinds(kinds) });
  const journal = createJobJournal();
  // A metadata save that moves a page's published paths records the moves for the redirect plan.
  const remote = recordingSlugMoves(createDraftRemote(drafts.kinds, clientFor), clientFor);
  const bulk = bulkExecutors(clientFor);
  // Bulk item writes: one collection per request; written rows show as changed in the grid and a
  // changed slug's old address joins the redirect plan.
  const items = createItemBulkExecutor(clientFor, afterItemWrites(addSlugMoves));
  const runner = createJobRunner({
    journal,
    executors: {
      [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote, drafts }),
      ...bulk.executors,
      [BULK_ITEMS_KIND]: items,
    },
    batchSize: { [DRAFT_SAVE_KIND]: 1, ...bulk.batchSizes, [BULK_ITEMS_KIND]: ITEMS_BATCH },
    batchKey: { [BULK_ITEMS_KIND]: itemBatchKey },
    // A worker stopped while waiting for entries in doubt would otherwise sleep until next used.
    onWait: (until) => void browser.alarms.create(SETTLE_ALARM, { when: until }),
  });
  const resume = () => void runner.resumeAll();
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RESUME_ALARM || alarm.name === SETTLE_ALARM) resume();
  });
  resume();
  return {
    draftHandlers: createDraftHandlers({ drafts, journal, runner, remote }),
    jobHandlers: createJobHandlers({ journal, runner }),
    /** A site's unsaved drafts (the site grid's flags). */
    listDrafts: (siteId: string) => drafts.list({ siteId }),
    /** Wakes the worker when a rate-limit pause ends, so journaled work goes on. */
    resumeAt(when: number) {
      void browser.alarms.create(RESUME_ALARM, { when });
    },
  };
}
