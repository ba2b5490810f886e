/**
 * The shape of a long job (a save, a bulk write, an upload) as the journal stores it, checked with
 * zod on every read.
 *
 * An entry moves `pending → sending → done | failed | unknown`. `sending` is written before the
 * request leaves, so after a stopped worker it means "outcome unknown, verify before anything else".
 * `unknown` means a verification itself failed; a retry verifies it again before it can be re-sent.
 * @module
 */
import { z } from 'zod';

/** Where an entry is. */
export const entryStateSchema = z.enum(['pending', 'sending', 'done', 'failed', 'unknown']);

/** One unit of work; its payload is stored apart (`JobPayloads`) because it never changes. */
export const jobEntrySchema = z.object({
  id: z.string().min(1),
  state: entryStateSchema,
  attempts: z.number().int().nonnegative(),
  /** Why it failed or is unknown, in words an editor can read. */
  error: z.string().optional(),
  /** A short result to report (e.g. "slug not changed: home page"); keep it small. */
  result: z.json().optional(),
  /** When it was last marked `sending` (ms since the epoch). */
  sentAt: z.number().optional(),
});

/** What the editor asked of the job. */
export const jobControlSchema = z.enum(['running', 'paused', 'cancelled']);

/** A job as the journal stores it. */
export const jobRecordSchema = z.object({
  id: z.string().min(1),
  kind: z.string().min(1),
  label: z.string().optional(),
  control: jobControlSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  entries: z.array(jobEntrySchema),
});

/** The payload of every entry of a job, by entry id. */
export const jobPayloadsSchema = z.record(z.string(), z.json());

/** What `create` takes: entries with unique ids and their payloads. */
export const newJobSchema = z.object({
  id: z.string().min(1).optional(),
  kind: z.string().min(1),
  label: z.string().optional(),
  entries: z
    .array(z.object({ id: z.string().min(1), payload: z.json() }))
    .min(1)
    .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, {
      message: 'entry ids must be unique',
    }),
});

/** An entry's state. */
export type EntryState = z.output<typeof entryStateSchema>;
/** A journaled entry. */
export type JobEntry = z.output<typeof jobEntrySchema>;
/** A job's control state. */
export type JobControl = z.output<typeof jobControlSchema>;
/** A journaled job. */
export type JobRecord = z.output<typeof jobRecordSchema>;
/** Payloads by entry id. */
export type JobPayloads = z.output<typeof jobPayloadsSchema>;
/** What `create` takes. */
export type NewJob = z.input<typeof newJobSchema>;

/** Counts per state and the control state: what a progress bar shows. */
export const jobProgressSchema = z.object({
  jobId: z.string(),
  kind: z.string(),
  label: z.string().optional(),
  control: jobControlSchema,
  total: z.number(),
  pending: z.number(),
  sending: z.number(),
  done: z.number(),
  failed: z.number(),
  unknown: z.number(),
  /** True when nothing is left to send or verify (failed and unknown entries wait for a retry). */
  finished: z.boolean(),
});

/** A job's progress. */
export type JobProgress = z.output<typeof jobProgressSchema>;

/** The progress of `job`. */
export function progressOf(job: JobRecord): JobProgress {
  const count = (state: EntryState) => job.entries.filter((e) => e.state === state).length;
  const pending = count('pending');
  const sending = count('sending');
  return {
    jobId: job.id,
    kind: job.kind,
    ...(job.label === undefined ? {} : { label: job.label }),
    control: job.control,
    total: job.entries.length,
    pending,
    sending,
    done: count('done'),
    failed: count('failed'),
    unknown: count('unknown'),
    finished: pending === 0 && sending === 0,
  };
}
