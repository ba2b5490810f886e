import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner, type JobExecutor, type SendOutcome } from '@/lib/core/jobs/runner';
import { createFakeService, entries, okExecutor, type FakeService } from './fake-service';

/** A promise that never settles: what a stopped worker's pending call turns into. */
const never = () => new Promise<never>(() => {});

/**
 * One life of the worker. It dies at its `killAt`-th step, where a step is a journal write or a
 * write reaching the service; `landed` says whether that last write happened before the death.
 * After death every call of this life hangs forever, so nothing of it runs again.
 */
function life(service: FakeService, killAt: number, landed: boolean) {
  let steps = 0;
  let onDeath = () => {};
  const died = new Promise<'died'>((resolve) => (onDeath = () => resolve('died')));
  let dead = false;
  const step = () => {
    if (dead) return 'dead';
    if (++steps !== killAt) return 'go';
    dead = true;
    onDeath();
    return landed ? 'last' : 'dead';
  };
  const local = fakeBrowser.storage.local;
  const realSet = local.set.bind(local);
  const set = vi.spyOn(local, 'set').mockImplementation(async (items) => {
    const s = step();
    if (s === 'dead') return never();
    await realSet(items);
    if (s === 'last') return never();
  });
  const executor: JobExecutor<unknown> = {
    send: async (batch) => {
      if (dead) return never();
      service.noteSend(batch);
      const out: Record<string, SendOutcome> = {};
      for (const entry of batch) {
        const s = step();
        if (s === 'dead') return never();
        service.apply(entry);
        if (s === 'last') return never();
        out[entry.id] = { ok: true };
      }
      return out;
    },
    verify: async (entry) => {
      if (dead) return never();
      return service.applied.has(entry.id) ? 'applied' : 'not-applied';
    },
  };
  const runner = createJobRunner({
    journal: createJobJournal(),
    executors: { bulk: executor },
    batchSize: 3,
    // In this model a dead life's requests never land later, so there is nothing to wait for.
    settleMs: 0,
  });
  return { runner, died, end: () => set.mockRestore() };
}

/** Runs a job through lives that die at `kills`, then one that lives; returns what the service saw. */
async function runWithDeaths(n: number, kills: { killAt: number; landed: boolean }[]) {
  const service = createFakeService();
  const job = { id: 'job', kind: 'bulk', entries: entries(n) };
  let first = true;
  for (const { killAt, landed } of kills) {
    const { runner, died, end } = life(service, killAt, landed);
    const work = first ? runner.start(job) : runner.resumeAll();
    first = false;
    await Promise.race([work, died]);
    end();
  }
  const { runner, end } = life(service, Number.POSITIVE_INFINITY, false);
  if (first) await runner.start(job);
  else await runner.resumeAll();
  end();
  return { service, job: await createJobJournal().get('job') };
}

describe('a job survives a stopped worker without writing anything twice', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('runs to the end with no death: each entry written once', async () => {
    const { service, job } = await runWithDeaths(7, []);
    expect([...service.applied.values()]).toEqual(Array(7).fill(1));
    expect(job?.entries.every((e) => e.state === 'done')).toBe(true);
  });

  it('death after the write applied but before the answer: verified, not re-sent', async () => {
    // steps: 1 create, 2 mark e0..e2 sending, 3 apply e0, 4 apply e1 (dies after it landed)
    const { service, job } = await runWithDeaths(5, [{ killAt: 4, landed: true }]);
    expect([...service.applied.entries()].sort()).toEqual(entries(5).map((e) => [e.id, 1]));
    expect(service.resentAfterApplied).toBe(0);
    expect(service.sends).toEqual([
      ['e0', 'e1', 'e2'],
      ['e2', 'e3', 'e4'],
    ]);
    expect(job?.entries.map((e) => e.state)).toEqual(Array(5).fill('done'));
  });

  it('death after "sending" was journaled but before the request left: sent once after verifying', async () => {
    const { service, job } = await runWithDeaths(4, [{ killAt: 2, landed: true }]);
    expect([...service.applied.values()]).toEqual([1, 1, 1, 1]);
    expect(job?.entries.map((e) => [e.state, e.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
      ['done', 2],
      ['done', 1],
    ]);
  });

  it('death before the job was journaled: no job, nothing written', async () => {
    const service = createFakeService();
    const { runner, died, end } = life(service, 1, false);
    await Promise.race([runner.start({ id: 'job', kind: 'bulk', entries: entries(3) }), died]);
    end();
    expect(await createJobJournal().get('job')).toBeNull();
    expect(
      await createJobRunner({
        journal: createJobJournal(),
        executors: {},
        batchSize: 3,
      }).resumeAll(),
    ).toEqual({
      resumed: [],
      errors: [],
    });
    expect(service.applied.size).toBe(0);
  });

  it('property: any sequence of deaths ends with every entry written exactly once', async () => {
    const kill = fc.record({ killAt: fc.integer({ min: 1, max: 30 }), landed: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10 }),
        fc.array(kill, { maxLength: 4 }),
        async (n, kills) => {
          await fakeBrowser.reset();
          const { service, job } = await runWithDeaths(n, kills);
          expect(service.resentAfterApplied).toBe(0);
          if (job === null) {
            expect(kills[0]).toMatchObject({ killAt: 1, landed: false });
            expect(service.applied.size).toBe(0);
            return;
          }
          expect(job.entries.map((e) => e.state)).toEqual(Array(n).fill('done'));
          expect([...service.applied.entries()].sort()).toEqual(
            entries(n)
              .map((e) => [e.id, 1])
              .sort(),
          );
          expect([...service.stored.entries()].sort()).toEqual(
            entries(n)
              .map((e) => [e.id, e.payload])
              .sort(),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('verifies a write still in flight when the worker died only once it can no longer land', async () => {
    const service = createFakeService();
    let clock = 1_000;
    let land = () => {};
    const verify: JobExecutor<unknown>['verify'] = async (e) =>
      service.applied.has(e.id) ? 'applied' : 'not-applied';
    const dying = createJobRunner({
      journal: createJobJournal(),
      executors: {
        bulk: {
          send: (batch) => {
            service.noteSend(batch);
            // The service is still working on it when the worker dies.
            land = () => batch.forEach((e) => service.apply(e));
            return never();
          },
          verify,
        },
      },
      batchSize: 3,
      now: () => clock,
    });
    void dying.start({ id: 'job', kind: 'bulk', entries: entries(3) });
    await vi.waitFor(() => expect(service.sends).toHaveLength(1));

    const slept: number[] = [];
    const restarted = createJobRunner({
      journal: createJobJournal(),
      executors: { bulk: { send: okExecutor(service).send, verify } },
      batchSize: 3,
      settleMs: 30_000,
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
        land();
      },
    });
    clock += 2_000;
    await restarted.resumeAll();
    expect(slept).toEqual([30_000]);
    expect(service.sends).toHaveLength(1);
    expect([...service.applied.values()]).toEqual([1, 1, 1]);
    expect((await createJobJournal().get('job'))?.entries.map((e) => e.state)).toEqual([
      'done',
      'done',
      'done',
    ]);
  });

  it('verifies the entries in doubt even when the editor pauses the job during the wait', async () => {
    const service = createFakeService();
    const verify: JobExecutor<unknown>['verify'] = async (e) =>
      service.applied.has(e.id) ? 'applied' : 'not-applied';
    const dying = createJobRunner({
      journal: createJobJournal(),
      executors: {
        bulk: {
          send: (batch) => {
            service.noteSend(batch);
            return never();
          },
          verify,
        },
      },
      batchSize: 2,
    });
    void dying.start({ id: 'job', kind: 'bulk', entries: entries(3) });
    await vi.waitFor(() => expect(service.sends).toHaveLength(1));

    const restarted = createJobRunner({
      journal: createJobJournal(),
      executors: { bulk: okExecutor(service) },
      batchSize: 2,
      sleep: async () => {
        await restarted.pause('job');
      },
    });
    await restarted.resumeAll();
    const job = await createJobJournal().get('job');
    expect(job?.control).toBe('paused');
    expect(job?.entries.map((e) => e.state)).toEqual(['pending', 'pending', 'pending']);
    expect(service.sends).toHaveLength(1);
  });
});
