import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner, type JobExecutor } from '@/lib/core/jobs/runner';
import { createFakeService, entries, okExecutor } from './fake-service';

/** Journals a job whose first `n` entries are in doubt, as after a stopped worker. */
async function inDoubt(n: number, total: number) {
  const journal = createJobJournal();
  await journal.create({ id: 'j', kind: 'bulk', entries: entries(total) });
  await journal.update('j', (job) => ({
    ...job,
    entries: job.entries.map((e, i) => (i < n ? { ...e, state: 'sending', attempts: 1 } : e)),
  }));
  return journal;
}

describe('runner reconcile with verifyMany', () => {
  beforeEach(() => fakeBrowser.reset());

  it('verifies every entry in doubt with one verifyMany call and never calls verify', async () => {
    const service = createFakeService();
    const base = okExecutor(service);
    for (let i = 0; i < 10; i++) service.apply({ id: `e${i}`, payload: {}, attempts: 1 });
    const calls: string[][] = [];
    const executor: JobExecutor<unknown> = {
      ...base,
      verify: () => Promise.reject(new Error('verify must not be called')),
      verifyMany: async (batch) => {
        calls.push(batch.map((e) => e.id));
        return Object.fromEntries(
          batch.map((e) => [e.id, service.applied.has(e.id) ? 'applied' : 'not-applied']),
        );
      },
    };
    const journal = await inDoubt(25, 30);
    const runner = createJobRunner({ journal, executors: { bulk: executor }, batchSize: 25 });
    await runner.resumeAll();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(25);
    expect(service.resentAfterApplied).toBe(0);
    expect([...service.applied.values()].every((n) => n === 1)).toBe(true);
    expect(service.applied.size).toBe(30);
    const job = await journal.get('j');
    expect(job?.entries.every((e) => e.state === 'done')).toBe(true);
  });

  it('leaves entries without a verdict, or all when verifyMany throws, unknown', async () => {
    const service = createFakeService();
    const partial: JobExecutor<unknown> = {
      ...okExecutor(service),
      verifyMany: async () => ({ e0: 'applied' }),
    };
    let journal = await inDoubt(3, 3);
    let runner = createJobRunner({ journal, executors: { bulk: partial }, batchSize: 25 });
    await runner.run('j');
    let job = await journal.get('j');
    expect(job?.entries.map((e) => e.state)).toEqual(['done', 'unknown', 'unknown']);
    expect(job?.entries[1]?.error).toMatch(/Could not check/);

    fakeBrowser.reset();
    const failing: JobExecutor<unknown> = {
      ...okExecutor(service),
      verifyMany: () => Promise.reject(new Error('offline')),
    };
    journal = await inDoubt(2, 2);
    runner = createJobRunner({ journal, executors: { bulk: failing }, batchSize: 25 });
    await runner.run('j');
    job = await journal.get('j');
    expect(job?.entries.map((e) => e.state)).toEqual(['unknown', 'unknown']);
    expect(job?.entries[0]?.error).toMatch(/offline/);
  });

  it('marks a thrown send whose writes did not apply as failed, per verifyMany', async () => {
    const service = createFakeService();
    const executor: JobExecutor<unknown> = {
      send: () => Promise.reject(new Error('timed out')),
      verify: () => Promise.reject(new Error('verify must not be called')),
      verifyMany: async (batch) => Object.fromEntries(batch.map((e) => [e.id, 'not-applied'])),
    };
    const journal = createJobJournal();
    const runner = createJobRunner({ journal, executors: { bulk: executor }, batchSize: 25 });
    const job = await runner.start({ id: 'j', kind: 'bulk', entries: entries(3) });
    expect(job.entries.map((e) => [e.state, e.error])).toEqual(
      Array(3).fill(['failed', 'timed out']),
    );
    expect(service.applied.size).toBe(0);
  });
});
