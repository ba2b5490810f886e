/**
 * A `JobJournal` kept in memory, for benchmarks that run the job runner under plain Node, where
 * `browser.storage` does not exist. It copies values through JSON on every write, as storage does,
 * and counts the bytes the real journal would store.
 */
import type { JobJournal } from '../lib/core/jobs/journal';
import type { JobPayloads, JobRecord } from '../lib/core/jobs/job-types';

/** The journal and the bytes of JSON it holds per job (record + payloads). */
export function createMemoryJournal(now: () => number = Date.now) {
  const records = new Map<string, string>();
  const payloads = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  const read = (id: string): JobRecord | null => {
    const text = records.get(id);
    return text === undefined ? null : (JSON.parse(text) as JobRecord);
  };
  const journal: JobJournal = {
    create: (job) =>
      serialized(async () => {
        const id = job.id ?? crypto.randomUUID();
        const existing = read(id);
        if (existing) return existing;
        const record: JobRecord = {
          id,
          kind: job.kind,
          ...(job.label === undefined ? {} : { label: job.label }),
          control: 'running',
          createdAt: now(),
          updatedAt: now(),
          entries: job.entries.map((e) => ({ id: e.id, state: 'pending', attempts: 0 })),
        };
        payloads.set(
          id,
          JSON.stringify(Object.fromEntries(job.entries.map((e) => [e.id, e.payload]))),
        );
        records.set(id, JSON.stringify(record));
        return record;
      }),
    get: async (id) => read(id),
    payloads: async (id) => JSON.parse(payloads.get(id) ?? '{}') as JobPayloads,
    list: async () => [...records.keys()].map((id) => read(id)!),
    update: (id, change) =>
      serialized(async () => {
        const current = read(id);
        if (!current) return null;
        const next = { ...change(current), id, updatedAt: now() };
        records.set(id, JSON.stringify(next));
        return next;
      }),
    remove: (id) =>
      serialized(async () => {
        records.delete(id);
        payloads.delete(id);
      }),
    watch: () => () => {},
  };
  const bytes = (id: string) => {
    const size = (s: string | undefined) => new TextEncoder().encode(s ?? '').length;
    return { record: size(records.get(id)), payloads: size(payloads.get(id)) };
  };
  return { journal, bytes };
}
