/**
 * The one journal of long jobs (saves, bulk writes, uploads), in `storage.local`.
 *
 * A job is stored as three versioned items: its record (control state and every entry's state,
 * rewritten as entries move), its payloads (written once, at creation) and the index of job ids.
 * Creation writes all three in one `storage.set`, so a job exists completely or not at all; keeping
 * payloads apart keeps each state change small even for thousands of entries. Updates of one journal
 * are serialized and always apply to the latest stored record. A refused write rejects with a
 * `StorageWriteError` (quota, size) and changes nothing, so a job that could not be journaled is never
 * sent.
 * @module
 */
import { z } from 'zod';
import { t } from '../i18n/t';
import { defineParsedItem, setParsedValues } from '../storage/parsed-item';
import {
  progressOf,
  jobPayloadsSchema,
  jobRecordSchema,
  newJobSchema,
  type JobPayloads,
  type JobRecord,
  type NewJob,
} from './job-types';

/** The default bound of one job's payloads, in bytes of JSON. */
export const MAX_JOB_BYTES = 8 * 1024 * 1024;

/** How long a finished job's report stays after its last change when nobody dismisses it. */
export const FINISHED_JOB_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const LABEL = t('jobs_label');

/** Options of `createJobJournal`. */
export interface JobJournalOptions {
  /** The clock (ms since the epoch). */
  now?: () => number;
  /** The largest payload set of one job, in bytes of JSON. */
  maxJobBytes?: number;
  /** Makes job ids; default `crypto.randomUUID`. */
  newId?: () => string;
}

/** The stored jobs. */
export interface JobJournal {
  /** Journals a new job (control `running`, every entry `pending`); an existing `id` returns that job. */
  create(job: NewJob): Promise<JobRecord>;
  /** The job, or `null`. */
  get(id: string): Promise<JobRecord | null>;
  /** Every entry's payload of the job. */
  payloads(id: string): Promise<JobPayloads>;
  /** Every journaled job, oldest first. */
  list(): Promise<JobRecord[]>;
  /** Applies `change` to the latest stored record and stores it; `null` when there is no such job. */
  update(id: string, change: (job: JobRecord) => JobRecord): Promise<JobRecord | null>;
  /** Forgets the job (the editor dismissed a finished or cancelled job). */
  remove(id: string): Promise<void>;
  /** Calls `callback` whenever the job's record changes (`null` once removed). */
  watch(id: string, callback: (job: JobRecord | null) => void): () => void;
}

const indexSchema = z.array(z.string());

/** Creates a journal over `storage.local`. */
export function createJobJournal(options: JobJournalOptions = {}): JobJournal {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const index = defineParsedItem('local:jobIndex', indexSchema, [], { version: 1, label: LABEL });
  const recordOf = (id: string) =>
    defineParsedItem(`local:job:${encodeURIComponent(id)}`, jobRecordSchema.nullable(), null, {
      version: 1,
      label: LABEL,
    });
  const payloadsOf = (id: string) =>
    defineParsedItem(
      `local:jobPayloads:${encodeURIComponent(id)}`,
      jobPayloadsSchema,
      {},
      {
        version: 1,
        maxBytes: options.maxJobBytes ?? MAX_JOB_BYTES,
        label: LABEL,
      },
    );

  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const get = (id: string) => recordOf(id).getValue();

  const removeNow = async (id: string) => {
    const ids = await index.getValue();
    await index.setValue(ids.filter((x) => x !== id));
    await Promise.all([recordOf(id).removeValue(), payloadsOf(id).removeValue()]);
  };

  /**
   * Makes room before a new job: storage.local holds 10 MB and one job's payloads up to 8 MB. A
   * job whose every entry is done needs its payloads no more (nothing to send or retry); a
   * finished job untouched for a week goes whole.
   */
  const prune = async () => {
    for (const id of await index.getValue()) {
      const job = await get(id);
      if (!job) continue;
      const progress = progressOf(job);
      if (!progress.finished) continue;
      if (now() - job.updatedAt > FINISHED_JOB_TTL_MS) await removeNow(id);
      else if (progress.done === progress.total) await payloadsOf(id).removeValue();
    }
  };

  return {
    create: (input) =>
      serialized(async () => {
        const job = newJobSchema.parse(input);
        const id = job.id ?? newId();
        const existing = await get(id);
        if (existing) return existing;
        await prune();
        const at = now();
        const record: JobRecord = {
          id,
          kind: job.kind,
          ...(job.label === undefined ? {} : { label: job.label }),
          control: 'running',
          createdAt: at,
          updatedAt: at,
          entries: job.entries.map((e) => ({ id: e.id, state: 'pending', attempts: 0 })),
        };
        const ids = await index.getValue();
        await setParsedValues(
          [
            {
              item: payloadsOf(id),
              value: Object.fromEntries(job.entries.map((e) => [e.id, e.payload])),
            },
            { item: recordOf(id), value: record },
            { item: index, value: [...ids.filter((x) => x !== id), id] },
          ],
          LABEL,
        );
        return record;
      }),
    get,
    payloads: (id) => payloadsOf(id).getValue(),
    list: async () => {
      const records = await Promise.all((await index.getValue()).map(get));
      return records.filter((r): r is JobRecord => r !== null);
    },
    update: (id, change) =>
      serialized(async () => {
        const current = await get(id);
        if (!current) return null;
        const next = jobRecordSchema.parse({ ...change(current), id, updatedAt: now() });
        await recordOf(id).setValue(next);
        return next;
      }),
    remove: (id) => serialized(() => removeNow(id)),
    watch: (id, callback) => recordOf(id).watch(callback),
  };
}
