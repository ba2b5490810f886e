/**
 * Small pure helpers the runner uses to move entries between states in one journal write.
 * @module
 */
import { t } from '../i18n/t';
import type { JobEntry, JobRecord } from './job-types';

/** A change to one entry. */
export type EntryPatch = Partial<
  Pick<JobEntry, 'state' | 'error' | 'result' | 'attempts' | 'sentAt'>
>;

/**
 * `job` with each entry's patch applied; an entry that is done or pending again loses its error, and
 * one that is no longer `sending` its `sentAt`.
 */
export const withEntries = (
  job: JobRecord,
  patches: ReadonlyMap<string, EntryPatch>,
): JobRecord => ({
  ...job,
  entries: job.entries.map((e) => {
    const patch = patches.get(e.id);
    if (!patch) return e;
    const next: JobEntry = { ...e, ...patch };
    if (patch.state === 'done' || patch.state === 'pending') delete next.error;
    if (patch.state && patch.state !== 'sending') delete next.sentAt;
    return next;
  }),
});

/** Why an entry whose payload vanished from storage was not sent. */
export const LOST = t('jobs_lost');

/** The words of an error, for an entry's report. */
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
