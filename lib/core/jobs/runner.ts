/**
 * Runs journaled jobs so that a stopped worker or a closed panel resumes them without writing
 * anything twice.
 *
 * For each batch the runner first journals the entries as `sending`, then calls the kind's
 * `send`, then journals each answer. On worker start `resumeAll` picks up every running job that
 * is not finished. Entries found in `sending` (the worker died mid-request: outcome unknown) are
 * never re-sent blindly: once a request sent then can no longer land (`settleMs` after this worker
 * found them: the service may still be working on a request whose sender died), the kind's `verify`
 * re-reads the service and says whether the write applied (one `verifyMany` call for all of them when the kind has it); applied entries become
 * `done`, the others go back to `pending`, and only then is the rest sent. A `send` that throws (e.g.
 * a timeout after the write may have applied) is reconciled the same way, except that a write that
 * did not apply is reported `failed` for the editor to retry.
 * A failed verification leaves the entry `unknown` until a retry verifies it again.
 *
 * Pause and cancel take effect between batches (a request in flight cannot be recalled). The runner
 * keeps no state that matters in memory: everything it needs is in the journal.
 * @module
 */
import { DEFAULT_TIMEOUT_MS } from '../api/http';
import { t } from '../i18n/t';
import type { EntryWithPayload, JobExecutor, SendOutcome } from './executor';
import { errorMessage, LOST, withEntries, type EntryPatch as Patch } from './entry-patch';
import type { JobJournal } from './journal';
import { verifyEntries } from './verify-entries';
import {
  progressOf,
  type JobEntry,
  type JobPayloads,
  type JobProgress,
  type JobRecord,
  type NewJob,
} from './job-types';

export type { EntryWithPayload, JobExecutor, SendOutcome } from './executor';

/** What `resumeAll` did. */
export interface ResumeReport {
  resumed: string[];
  errors: { jobId: string; message: string }[];
}

/** Options of `createJobRunner`. */
export interface JobRunnerOptions {
  journal: JobJournal;
  /** One executor per job kind. */
  executors: Readonly<Record<string, JobExecutor<never>>>;
  /** Entries per `send` (25 for bulk schema writes, 100 for bulk metadata). */
  batchSize: number | Readonly<Record<string, number>>;
  /**
   * Per job kind, the group an entry's payload belongs to: a batch takes entries of one group only
   * (bulk item writes go to one collection per request).
   */
  batchKey?: Readonly<Record<string, (payload: unknown) => string>>;
  /** Told when a run started without a caller waiting on it (`launch`, controls) fails. */
  onRunError?: (jobId: string, error: unknown) => void;
  /**
   * How long a request of a worker that died may still land (default: the request timeout plus
   * 5 s); entries it left in doubt are verified only that long after they are found.
   */
  settleMs?: number;
  /** Told before the runner waits for entries in doubt to settle, so the worker can be woken then. */
  onWait?: (until: number) => void;
  /** The clock and the wait (tests replace them). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Drives jobs. `start`, `run` and `resumeAll` resolve when the run stops; `launch` and the controls
 * resolve as soon as the journal holds the change and leave the run going (errors go to
 * `onRunError`), so each maps onto one message answered at once.
 */
export interface JobRunner {
  /** Journals a job and runs it to the end (or until paused or cancelled). */
  start(job: NewJob): Promise<JobRecord>;
  /** Journals a job and starts running it; an existing `id` returns that job. */
  launch(job: NewJob): Promise<JobRecord>;
  /** Runs the job until nothing is left or it is paused or cancelled; joins a run already going. */
  run(jobId: string): Promise<JobRecord | null>;
  /**
   * On worker start: runs every journaled job that is running and not finished, to the end. One
   * failing job does not stop the others; its error is reported.
   */
  resumeAll(): Promise<ResumeReport>;
  /** Stops after the batch in flight. */
  pause(jobId: string): Promise<JobRecord | null>;
  /** Continues a paused (or cancelled) job. */
  resume(jobId: string): Promise<JobRecord | null>;
  /** Stops after the batch in flight; pending entries are not sent. */
  cancel(jobId: string): Promise<JobRecord | null>;
  /** Sends failed entries again and re-verifies unknown ones (all, or those in `entryIds`). */
  retry(jobId: string, entryIds?: readonly string[]): Promise<JobRecord | null>;
  /** Calls `listener` after every change the runner makes; returns the unsubscribe function. */
  subscribe(listener: (progress: JobProgress) => void): () => void;
}

/** Creates a runner over `journal`. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { journal, executors } = options;
  const settleMs = options.settleMs ?? DEFAULT_TIMEOUT_MS + 5_000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const listeners = new Set<(progress: JobProgress) => void>();
  const runs = new Map<string, Promise<JobRecord | null>>();
  const firstSeenInDoubt = new Map<string, number>();

  const emit = (job: JobRecord | null) => {
    if (job) for (const listener of listeners) listener(progressOf(job));
    return job;
  };
  const update = async (id: string, change: (job: JobRecord) => JobRecord) =>
    emit(await journal.update(id, change));
  const batchSizeOf = (kind: string) => {
    const size =
      typeof options.batchSize === 'number' ? options.batchSize : options.batchSize[kind];
    return Math.max(1, size ?? 1);
  };
  const executorOf = (kind: string): JobExecutor<unknown> => {
    const executor = executors[kind] as JobExecutor<unknown> | undefined;
    if (!executor) throw new Error(`No executor for jobs of kind "${kind}"`);
    return executor;
  };

  /** Verifies entries whose outcome is unknown; `failure` set = the send threw with that error. */
  const reconcile = async (job: JobRecord, entries: EntryWithPayload[], failure?: string) => {
    const patches = await verifyEntries(executorOf(job.kind), entries, failure);
    return update(job.id, (current) => withEntries(current, patches));
  };

  const step = async (
    id: string,
    payloads: JobPayloads,
  ): Promise<{ job: JobRecord | null; more: boolean }> => {
    const job = await journal.get(id);
    if (!job || job.control !== 'running') return { job, more: false };
    const withPayload = (e: JobEntry): EntryWithPayload => ({
      id: e.id,
      payload: payloads[e.id],
      attempts: e.attempts,
    });

    const inDoubt = job.entries.filter((e) => e.state === 'sending');
    if (inDoubt.length > 0) {
      // Entries with `sentAt` were sent by a worker that died: their request may have waited in
      // the rate-limit queue and left just before, so the wait counts from when this worker first
      // found them, not from `sentAt`.
      if (inDoubt.some((e) => e.sentAt !== undefined)) {
        const seen = firstSeenInDoubt.get(id) ?? now();
        firstSeenInDoubt.set(id, seen);
        const wait = Math.min(seen + settleMs - now(), settleMs);
        if (wait > 0) {
          options.onWait?.(now() + wait);
          await sleep(wait);
        }
        firstSeenInDoubt.delete(id);
      }
      // Verified whatever the editor did meanwhile (it is only a read), so no entry stays in doubt.
      const current = await journal.get(id);
      const still = current?.entries.filter((e) => e.state === 'sending') ?? [];
      if (!current || still.length === 0) return { job: current, more: current !== null };
      return { job: await reconcile(current, still.map(withPayload)), more: true };
    }

    const size = batchSizeOf(job.kind);
    const keyOf = options.batchKey?.[job.kind];
    const batch: JobEntry[] = [];
    const marked = await update(id, (current) => {
      if (current.control !== 'running') return current;
      const patches = new Map<string, Patch>();
      let group: string | undefined;
      for (const e of current.entries.filter((x) => x.state === 'pending')) {
        if (!Object.hasOwn(payloads, e.id)) {
          patches.set(e.id, { state: 'failed', error: LOST });
          continue;
        }
        const key = keyOf?.(payloads[e.id]);
        group ??= key;
        if (batch.length < size && key === group) {
          batch.push(e);
          patches.set(e.id, { state: 'sending', attempts: e.attempts + 1, sentAt: now() });
        }
      }
      return withEntries(current, patches);
    });
    if (!marked || batch.length === 0) return { job: marked, more: false };

    const sent = batch.map((e) => ({ ...withPayload(e), attempts: e.attempts + 1 }));
    let outcomes: Record<string, SendOutcome>;
    try {
      outcomes = await executorOf(job.kind).send(sent);
    } catch (error) {
      return { job: await reconcile(marked, sent, errorMessage(error)), more: true };
    }
    const patches = new Map<string, Patch>();
    const unanswered: EntryWithPayload[] = [];
    for (const entry of sent) {
      const outcome = Object.hasOwn(outcomes, entry.id) ? outcomes[entry.id] : undefined;
      if (!outcome) unanswered.push(entry);
      else if (outcome.ok)
        patches.set(entry.id, {
          state: 'done',
          ...(outcome.result === undefined ? {} : { result: outcome.result }),
        });
      else patches.set(entry.id, { state: 'failed', error: outcome.error });
    }
    const recorded = await update(id, (current) => withEntries(current, patches));
    if (unanswered.length > 0 && recorded)
      await reconcile(recorded, unanswered, t('jobs_no_answer'));
    return { job: recorded, more: true };
  };

  const drive = async (id: string): Promise<JobRecord | null> => {
    const payloads = await journal.payloads(id);
    for (;;) {
      const { job, more } = await step(id, payloads);
      if (!more) return job;
    }
  };

  const run = (id: string): Promise<JobRecord | null> => {
    const existing = runs.get(id);
    if (existing) return existing;
    const running = drive(id).finally(() => runs.delete(id));
    runs.set(id, running);
    return running;
  };

  const runInBackground = (job: JobRecord | null) => {
    if (job?.control === 'running') {
      run(job.id).catch((error: unknown) => options.onRunError?.(job.id, error));
    }
    return job;
  };

  const setControl = (id: string, control: JobRecord['control']) =>
    update(id, (job) => ({ ...job, control }));

  const create = async (job: NewJob) => {
    executorOf(job.kind);
    return emit(await journal.create(job)) as JobRecord;
  };

  return {
    start: async (job) => {
      const record = await create(job);
      return (await run(record.id)) ?? record;
    },
    launch: async (job) => runInBackground(await create(job)) as JobRecord,
    run,
    resumeAll: async () => {
      const jobs = await journal.list();
      const open = jobs.filter((j) => j.control === 'running' && !progressOf(j).finished);
      const settled = await Promise.allSettled(open.map((j) => run(j.id)));
      return {
        resumed: open.map((j) => j.id),
        errors: settled.flatMap((r, i) =>
          r.status === 'rejected'
            ? [{ jobId: open[i]?.id ?? '', message: errorMessage(r.reason) }]
            : [],
        ),
      };
    },
    pause: (id) => setControl(id, 'paused'),
    resume: async (id) => runInBackground(await setControl(id, 'running')),
    cancel: (id) => setControl(id, 'cancelled'),
    retry: async (id, entryIds) => {
      const wanted = entryIds ? new Set(entryIds) : null;
      const job = await update(id, (current) => {
        const patches = new Map<string, Patch>();
        for (const e of current.entries) {
          if (wanted && !wanted.has(e.id)) continue;
          if (e.state === 'failed') patches.set(e.id, { state: 'pending' });
          if (e.state === 'unknown') patches.set(e.id, { state: 'sending' });
        }
        return { ...withEntries(current, patches), control: 'running' };
      });
      return runInBackground(job);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
