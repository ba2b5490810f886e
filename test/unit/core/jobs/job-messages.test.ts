import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createJobHandlers, jobMessages } from '@/lib/core/jobs/job-messages';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import { createFakeService, entries, okExecutor } from './fake-service';

function setup() {
  const service = createFakeService();
  const journal = createJobJournal();
  const errors: string[] = [];
  const runner = createJobRunner({
    journal,
    executors: { bulk: okExecutor(service) },
    batchSize: 2,
    onRunError: (id) => errors.push(id),
  });
  return { service, journal, runner, errors, handlers: createJobHandlers({ journal, runner }) };
}

describe('job messages', () => {
  beforeEach(() => fakeBrowser.reset());

  it('validates requests with the message schemas', () => {
    expect(
      jobMessages.startJob.request.safeParse({ kind: 'bulk', entries: entries(2) }).success,
    ).toBe(true);
    expect(jobMessages.startJob.request.safeParse({ kind: 'bulk', entries: [] }).success).toBe(
      false,
    );
    expect(jobMessages.retryJob.request.safeParse({ jobId: 'j', entryIds: ['e1'] }).success).toBe(
      true,
    );
    expect(jobMessages.pauseJob.request.safeParse({}).success).toBe(false);
  });

  it('startJob answers at once with progress, and the run finishes in the background', async () => {
    const { handlers, runner, service } = setup();
    const progress = await handlers.startJob({ id: 'j', kind: 'bulk', entries: entries(5) });
    expect(progress).toMatchObject({
      jobId: 'j',
      total: 5,
      pending: 5,
      control: 'running',
      finished: false,
    });
    await runner.run('j');
    expect(await handlers.getJobProgress({ jobId: 'j' })).toMatchObject({
      done: 5,
      finished: true,
    });
    expect(service.sends).toHaveLength(3);
    expect((await handlers.listJobs({})).map((p) => p.jobId)).toEqual(['j']);
  });

  it('refuses an unknown kind before journaling it', async () => {
    const { handlers } = setup();
    await expect(handlers.startJob({ kind: 'nope', entries: entries(1) })).rejects.toThrow(
      /No executor/,
    );
    expect(await handlers.listJobs({})).toEqual([]);
  });

  it('pauses, resumes, cancels and removes through messages', async () => {
    const { handlers, runner, journal } = setup();
    await journal.create({ id: 'j', kind: 'bulk', entries: entries(3) });
    expect(await handlers.pauseJob({ jobId: 'j' })).toMatchObject({ control: 'paused' });
    expect(await handlers.resumeJob({ jobId: 'j' })).toMatchObject({ control: 'running' });
    await expect(handlers.removeJob({ jobId: 'j' })).rejects.toThrow(/still running/);
    await runner.run('j');
    expect(await handlers.getJob({ jobId: 'j' })).toMatchObject({
      entries: [{ state: 'done' }, {}, {}],
    });
    await handlers.removeJob({ jobId: 'j' });
    expect(await handlers.getJob({ jobId: 'j' })).toBeNull();
    expect(await handlers.cancelJob({ jobId: 'j' })).toBeNull();
  });
});
