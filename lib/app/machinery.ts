/**
 * The shared machinery's own messages, listed like features': the drafts' and the jobs'. Their
 * handlers are the background's one draft store and job runner (`work.ts`), given as dependencies.
 * @module
 */
import type { DraftHandlers } from '../core/drafts/draft-messages';
import type { JobHandlers } from '../core/jobs/job-messages';
import { PAGES_BUILD } from '../core/messaging/build-context';
import { defineBackground, defineFeature } from '../core/messaging/registry';

/** The drafts' messages (`drafts.putDraft`, `drafts.saveDraft`, …). */
export const draftsFeature = defineFeature({
  name: 'drafts',
  background: PAGES_BUILD
    ? undefined
    : async () =>
        defineBackground({
          messages: (await import('../core/drafts/draft-messages')).draftMessages,
          createHandlers: ({ drafts }: { drafts: DraftHandlers }) => drafts,
        }),
});

/** The jobs' messages (`jobs.getJob`, `jobs.retryJob`, …). */
export const jobsFeature = defineFeature({
  name: 'jobs',
  background: PAGES_BUILD
    ? undefined
    : async () =>
        defineBackground({
          messages: (await import('../core/jobs/job-messages')).jobMessages,
          createHandlers: ({ jobs }: { jobs: JobHandlers }) => jobs,
        }),
});
