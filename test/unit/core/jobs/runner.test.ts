import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner, type JobExecutor, type SendOutcome } from '@/lib/core/jobs/runner';
import type { JobProgress } from '@/lib/core/jobs/job-types';
import { createFakeService, entries, okExecutor, type FakeService } from './fake-service';

const setup = (executor: (s: FakeService) => JobExecutor<unknown>, batchSize = 3) => {
  const service = createFakeService();
  const journal = createJobJournal({ now: () => 1 });
  const runner = createJobRunner({ journal, executors: { bulk: executor(service) }, batchSize });
  return { service, journal, runner };
};

/** A promise with its resolve function, to hold a send open. */
const gate = () => {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
};

describe('createJobRunner', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends every entry once, in ⌈n / batchSize⌉ batches, and reports progress', async () => {
    const { service, runner } = setup(okExecutor, 25);
    const seen: JobProgress[] = [];
    runner.subscribe((p) => seen.push(p));
    const job = await runner.start({ id: 'j', kind: 'bulk', entries: entries(60) });
    expect(service.sends.map((b) => b.length)).toEqual([25, 25, 10]);
    expect([...service.applied.values()]).toEqual(Array(60).fill(1));
    expect(job?.entries.every((e) => e.state === 'done' && e.attempts === 1)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ jobId: 'j', done: 60, total: 60, finished: true });
    expect(seen.some((p) => p.sending === 25)).toBe(true);
  });

  it('journals "sending" before the request leaves', async () => {
    const journal = createJobJournal();
    let stateAtSend: string[] = [];
    const runner = createJobRunner({
      journal,
      batchSize: 2,
      executors: {
        bulk: {
          send: async (batch) => {
            stateAtSend = ((await journal.get('j'))?.entries ?? []).map((e) => e.state);
            return Object.fromEntries(batch.map((e) => [e.id, { ok: true } as SendOutcome]));
          },
          verify: async () => 'not-applied',
        },
      },
    });
    await runner.start({ id: 'j', kind: 'bulk', entries: entries(3) });
    expect(stateAtSend).toEqual(['done', 'done', 'sending']);
  });

  it('uses the batch size of the job kind', async () => {
    const service = createFakeService();
    const runner = createJobRunner({
      journal: createJobJournal(),
      executors: { schema: okExecutor(service), metadata: okExecutor(service) },
      batchSize: { schema: 25, metadata: 100 },
    });
    await runner.start({ kind: 'metadata', entries: entries(150) });
    expect(service.sends.map((b) => b.length)).toEqual([100, 50]);
  });

  it('records per-entry failures and results, and retries only what failed', async () => {
    let failing = true;
    const { service, runner } = setup((s) => ({
      send: async (batch) => {
        s.noteSend(batch);
        const out: Record<string, SendOutcome> = {};
        for (const e of batch) {
          if (e.id === 'e1' && failing) out[e.id] = { ok: false, error: 'Slug already in use' };
          else {
            s.apply(e);
            out[e.id] = { ok: true, result: { note: `saved ${e.id}` } };
          }
        }
        return out;
      },
      verify: async (e) => (s.applied.has(e.id) ? 'applied' : 'not-applied'),
    }));
    const job = await runner.start({ id: 'j', kind: 'bulk', entries: entries(3) });
    expect(job?.entries[1]).toMatchObject({ state: 'failed', error: 'Slug already in use' });
    expect(job?.entries[0]).toMatchObject({ state: 'done', result: { note: 'saved e0' } });
    failing = false;
    await runner.retry('j');
    const retried = await runner.run('j');
    expect(retried?.entries[1]).toEqual({
      id: 'e1',
      state: 'done',
      attempts: 2,
      result: { note: 'saved e1' },
    });
    expect(service.sends).toEqual([['e0', 'e1', 'e2'], ['e1']]);
  });

  it('verifies a batch whose send threw: applied becomes done, the rest failed with the error', async () => {
    const { service, runner } = setup((s) => ({
      send: async (batch) => {
        s.noteSend(batch);
        const first = batch[0];
        if (first) s.apply(first);
        throw new Error('The request timed out');
      },
      verify: async (e) => (s.applied.has(e.id) ? 'applied' : 'not-applied'),
    }));
    const job = await runner.start({ id: 'j', kind: 'bulk', entries: entries(2) });
    expect(job?.entries).toEqual([
      { id: 'e0', state: 'done', attempts: 1 },
      { id: 'e1', state: 'failed', attempts: 1, error: 'The request timed out' },
    ]);
    expect(service.applied.get('e0')).toBe(1);
  });

  it('verifies entries the send gave no answer for', async () => {
    const { runner } = setup((s) => ({
      send: async (batch) => {
        s.apply(batch[0]!);
        return {};
      },
      verify: async (e) => (s.applied.has(e.id) ? 'applied' : 'not-applied'),
    }));
    const job = await runner.start({ id: 'j', kind: 'bulk', entries: entries(2) });
    expect(job?.entries.map((e) => e.state)).toEqual(['done', 'failed']);
  });

  it('leaves an entry unknown when verification fails, and verifies again on retry', async () => {
    let canVerify = false;
    const { service, runner } = setup((s) => ({
      send: async () => {
        throw new Error('connection reset');
      },
      verify: async (e) => {
        if (!canVerify) throw new Error('offline');
        return s.applied.has(e.id) ? 'applied' : 'not-applied';
      },
    }));
    const job = await runner.start({ id: 'j', kind: 'bulk', entries: entries(1) });
    expect(job?.entries[0]).toMatchObject({
      state: 'unknown',
      error: expect.stringContaining('offline'),
    });
    service.apply({ id: 'e0', payload: null, attempts: 1 });
    canVerify = true;
    await runner.retry('j');
    expect((await runner.run('j'))?.entries[0]?.state).toBe('done');
    expect(service.applied.get('e0')).toBe(1);
  });

  it('pauses after the batch in flight and resumes where it stopped', async () => {
    const held = gate();
    let entered = false;
    const { service, runner } = setup((s) => {
      const ok = okExecutor(s);
      return {
        ...ok,
        send: async (batch) => {
          if (s.sends.length === 0) {
            entered = true;
            await held.promise;
          }
          return ok.send(batch);
        },
      };
    }, 2);
    const running = runner.start({ id: 'j', kind: 'bulk', entries: entries(5) });
    await waitUntil(() => entered);
    await runner.pause('j');
    held.open();
    const paused = await running;
    expect(paused?.control).toBe('paused');
    expect(service.sends).toEqual([['e0', 'e1']]);
    expect((await runner.resume('j'))?.control).toBe('running');
    const resumed = await runner.run('j');
    expect(resumed?.entries.every((e) => e.state === 'done')).toBe(true);
    expect([...service.applied.values()]).toEqual([1, 1, 1, 1, 1]);
  });

  it('cancel stops after the batch in flight; pending entries are never sent', async () => {
    const held = gate();
    let entered = false;
    const { service, runner } = setup((s) => {
      const ok = okExecutor(s);
      return {
        ...ok,
        send: async (batch) => {
          entered = true;
          await held.promise;
          return ok.send(batch);
        },
      };
    }, 2);
    const running = runner.start({ id: 'j', kind: 'bulk', entries: entries(5) });
    await waitUntil(() => entered);
    await runner.cancel('j');
    held.open();
    const job = await running;
    expect(job?.control).toBe('cancelled');
    expect(job?.entries.map((e) => e.state)).toEqual([
      'done',
      'done',
      'pending',
      'pending',
      'pending',
    ]);
    await runner.resumeAll();
    expect(service.sends).toHaveLength(1);
  });

  it('joins a run already going instead of sending twice', async () => {
    const { service, runner, journal } = setup(okExecutor, 2);
    await journal.create({ id: 'j', kind: 'bulk', entries: entries(4) });
    await Promise.all([runner.run('j'), runner.run('j'), runner.resumeAll()]);
    expect([...service.applied.values()]).toEqual([1, 1, 1, 1]);
  });

  it('never sends an entry whose payload is lost', async () => {
    const { service, runner, journal } = setup(okExecutor);
    await journal.create({ id: 'j', kind: 'bulk', entries: entries(2) });
    await fakeBrowser.storage.local.remove('jobPayloads:j');
    const job = await runner.run('j');
    expect(job?.entries.map((e) => e.state)).toEqual(['failed', 'failed']);
    expect(service.sends).toEqual([]);
  });

  it('refuses a kind without an executor before journaling it', async () => {
    const { runner, journal } = setup(okExecutor);
    await expect(runner.start({ kind: 'other', entries: entries(1) })).rejects.toThrow(
      /No executor/,
    );
    expect(await journal.list()).toEqual([]);
  });

  it('resumes every open job and reports one that cannot run without stopping the others', async () => {
    const { service, runner, journal } = setup(okExecutor);
    await journal.create({ id: 'a', kind: 'bulk', entries: entries(2) });
    await journal.create({ id: 'b', kind: 'gone', entries: entries(1) });
    await journal.create({ id: 'c', kind: 'bulk', entries: entries(1) });
    await journal.update('c', (j) => ({ ...j, control: 'paused' }));
    const report = await runner.resumeAll();
    expect(report.resumed).toEqual(['a', 'b']);
    expect(report.errors).toEqual([{ jobId: 'b', message: 'No executor for jobs of kind "gone"' }]);
    expect(service.sends).toEqual([['e0', 'e1']]);
  });
});

/** Waits (on real timers) until `ready()` holds; fails the test if it never does. */
async function waitUntil(ready: () => boolean) {
  for (let i = 0; i < 100 && !ready(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(ready()).toBe(true);
}
