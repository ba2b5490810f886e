import type { EntryWithPayload, JobExecutor, SendOutcome } from '@/lib/core/jobs/runner';

/** A stand-in for the service: counts every write that reaches it, per entry. */
export function createFakeService() {
  const applied = new Map<string, number>();
  const stored = new Map<string, unknown>();
  const sends: string[][] = [];
  let resentAfterApplied = 0;
  return {
    applied,
    stored,
    sends,
    get resentAfterApplied() {
      return resentAfterApplied;
    },
    /** Records that `entry` was handed to `send`. */
    noteSend(entries: EntryWithPayload[]) {
      sends.push(entries.map((e) => e.id));
      for (const e of entries) if (applied.has(e.id)) resentAfterApplied++;
    },
    apply(entry: EntryWithPayload) {
      applied.set(entry.id, (applied.get(entry.id) ?? 0) + 1);
      stored.set(entry.id, entry.payload);
    },
  };
}

/** The fake service's state and operations. */
export type FakeService = ReturnType<typeof createFakeService>;

/** An executor that applies every entry and answers ok. */
export function okExecutor(service: FakeService): JobExecutor<unknown> {
  return {
    send: async (entries) => {
      service.noteSend(entries);
      const outcomes: Record<string, SendOutcome> = {};
      for (const entry of entries) {
        service.apply(entry);
        outcomes[entry.id] = { ok: true };
      }
      return outcomes;
    },
    verify: async (entry) => (service.applied.has(entry.id) ? 'applied' : 'not-applied'),
  };
}

/** Entries `e0..e(n-1)` with small payloads. */
export const entries = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, payload: { n: i } }));
