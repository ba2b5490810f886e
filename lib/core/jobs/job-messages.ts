/**
 * The job operations as protocol messages: one message per operation, with the zod schemas the
 * router validates requests against, and the background's handlers. `lib/app/features.ts` registers
 * them. `jobs.startJob` and the controls answer at once with the job's progress; the run goes on in the
 * background, and pages follow it with `jobs.getJobProgress` (or the journal's storage change events).
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import type { JobJournal } from './journal';
import type { JobRunner } from './runner';
import {
  jobProgressSchema,
  jobRecordSchema,
  newJobSchema,
  progressOf,
  type JobRecord,
} from './job-types';

const jobId = z.object({ jobId: z.string().min(1) });

/** Every job message: `request` is what a page sends, `response` what the background answers. */
export const jobMessages = {
  /** Journals a job and starts it; an existing `id` answers that job instead of starting another. */
  startJob: { request: newJobSchema, response: jobProgressSchema },
  getJobProgress: { request: jobId, response: jobProgressSchema.nullable() },
  /** The job with every entry's state and error: the per-entry report and the failure list. */
  getJob: { request: jobId, response: jobRecordSchema.nullable() },
  listJobs: { request: z.object({}), response: z.array(jobProgressSchema) },
  pauseJob: { request: jobId, response: jobProgressSchema.nullable() },
  resumeJob: { request: jobId, response: jobProgressSchema.nullable() },
  cancelJob: { request: jobId, response: jobProgressSchema.nullable() },
  /** Sends failed entries again and re-verifies unknown ones (all, or `entryIds`). */
  retryJob: {
    request: jobId.extend({ entryIds: z.array(z.string()).optional() }),
    response: jobProgressSchema.nullable(),
  },
  /** Forgets a job the editor dismissed; refused while it still runs. */
  removeJob: { request: jobId, response: z.object({}) },
} as const;

/** What the job handlers need: the background's one journal and runner. */
export interface JobHandlerDeps {
  journal: JobJournal;
  runner: JobRunner;
}

type Messages = typeof jobMessages;

/** The background's handlers of `jobMessages`. */
export type JobHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

/** Builds the handlers over the background's one journal and runner. */
export function createJobHandlers({ journal, runner }: JobHandlerDeps): JobHandlers {
  const progress = (job: JobRecord | null) => (job ? progressOf(job) : null);
  return {
    startJob: async (job) => progressOf(await runner.launch(job)),
    getJobProgress: async ({ jobId: id }) => progress(await journal.get(id)),
    getJob: ({ jobId: id }) => journal.get(id),
    listJobs: async () => (await journal.list()).map(progressOf),
    pauseJob: async ({ jobId: id }) => progress(await runner.pause(id)),
    resumeJob: async ({ jobId: id }) => progress(await runner.resume(id)),
    cancelJob: async ({ jobId: id }) => progress(await runner.cancel(id)),
    retryJob: async ({ jobId: id, entryIds }) => progress(await runner.retry(id, entryIds)),
    removeJob: async ({ jobId: id }) => {
      const job = await journal.get(id);
      if (job?.control === 'running' && !progressOf(job).finished) {
        throw new Error(t('jobs_still_running'));
      }
      await journal.remove(id);
      return {};
    },
  };
}
