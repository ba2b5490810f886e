import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createJobJournal, FINISHED_JOB_TTL_MS } from '@/lib/core/jobs/journal';
import { progressOf } from '@/lib/core/jobs/job-types';
import { StorageWriteError } from '@/lib/core/storage/storage-error';
import { entries } from './fake-service';

describe('createJobJournal', () => {
  beforeEach(() => fakeBrowser.reset());
  const now = () => 42;

  it('journals a job with every entry pending, its payloads and its id in one write', async () => {
    const journal = createJobJournal({ now, newId: () => 'j1' });
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    const job = await journal.create({
      kind: 'schema-bulk',
      label: 'Add Organization',
      entries: entries(3),
    });
    expect(set).toHaveBeenCalledTimes(1);
    expect(job).toMatchObject({
      id: 'j1',
      control: 'running',
      createdAt: 42,
      label: 'Add Organization',
    });
    expect(job.entries.map((e) => e.state)).toEqual(['pending', 'pending', 'pending']);
    expect(await journal.payloads('j1')).toEqual({ e0: { n: 0 }, e1: { n: 1 }, e2: { n: 2 } });
    expect((await createJobJournal().list()).map((j) => j.id)).toEqual(['j1']);
  });

  it('returns the existing job for a known id instead of creating a second one', async () => {
    const journal = createJobJournal({ now });
    const first = await journal.create({ id: 'same', kind: 'k', entries: entries(1) });
    await journal.update('same', (j) => ({ ...j, control: 'paused' }));
    expect(await journal.create({ id: 'same', kind: 'k', entries: entries(5) })).toMatchObject({
      id: first.id,
      control: 'paused',
    });
    expect(await journal.list()).toHaveLength(1);
  });

  it('refuses duplicate entry ids and empty jobs', async () => {
    const journal = createJobJournal({ now });
    await expect(
      journal.create({ kind: 'k', entries: [...entries(2), ...entries(1)] }),
    ).rejects.toThrow(/unique/);
    await expect(journal.create({ kind: 'k', entries: [] })).rejects.toThrow();
    expect(await journal.list()).toEqual([]);
  });

  it('refuses a job over the size bound, or when storage is full, and stores nothing', async () => {
    const journal = createJobJournal({ now, maxJobBytes: 100 });
    await expect(journal.create({ kind: 'k', entries: entries(50) })).rejects.toMatchObject({
      reason: 'too-large',
    });
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(
      new Error('QUOTA_BYTES quota exceeded'),
    );
    const write = createJobJournal({ now }).create({ kind: 'k', entries: entries(1) });
    await expect(write).rejects.toBeInstanceOf(StorageWriteError);
    await expect(write).rejects.toThrow(/bulk job was not saved/);
    vi.restoreAllMocks();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('applies serialized updates to the latest record', async () => {
    const journal = createJobJournal({ now, newId: () => 'j' });
    await journal.create({ kind: 'k', entries: entries(10) });
    await Promise.all(
      entries(10).map((e) =>
        journal.update('j', (job) => ({
          ...job,
          entries: job.entries.map((x) => (x.id === e.id ? { ...x, state: 'done' } : x)),
        })),
      ),
    );
    const job = await journal.get('j');
    expect(job && progressOf(job)).toMatchObject({ done: 10, finished: true });
    expect(await journal.update('missing', (j) => j)).toBeNull();
  });

  it('removes a job with its payloads and watches its record', async () => {
    const journal = createJobJournal({ now, newId: () => 'j' });
    await journal.create({ kind: 'k', entries: entries(1) });
    const seen: (string | null)[] = [];
    const stop = journal.watch('j', (job) => seen.push(job ? job.control : null));
    await journal.update('j', (job) => ({ ...job, control: 'paused' }));
    await journal.remove('j');
    stop();
    expect(seen).toEqual(['paused', null]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({
      jobIndex: [],
      jobIndex$: { v: 1 },
    });
  });

  it('makes room before a new job: payloads of settled jobs go, week-old finished jobs go whole', async () => {
    let at = 0;
    const ids = ['done', 'failed', 'running', 'old', 'new'];
    const journal = createJobJournal({ now: () => at, newId: () => ids.shift()! });
    const finish = (id: string, state: 'done' | 'failed') =>
      journal.update(id, (job) => ({
        ...job,
        entries: job.entries.map((e) => ({ ...e, state })),
      }));
    await journal.create({ kind: 'k', entries: entries(3) });
    await finish('done', 'done');
    await journal.create({ kind: 'k', entries: entries(3) });
    await finish('failed', 'failed');
    await journal.create({ kind: 'k', entries: entries(3) });
    await journal.create({ kind: 'k', entries: entries(3) });
    await finish('old', 'done');
    at = FINISHED_JOB_TTL_MS + 1;
    await journal.update('done', (job) => job);
    await journal.update('failed', (job) => job);
    await journal.create({ kind: 'k', entries: entries(1) });
    // The report of a finished job stays until dismissed; only what a retry needs keeps payloads.
    expect((await journal.list()).map((j) => j.id)).toEqual(['done', 'failed', 'running', 'new']);
    expect(await journal.payloads('done')).toEqual({});
    expect(Object.keys(await journal.payloads('failed'))).toHaveLength(3);
    expect(Object.keys(await journal.payloads('running'))).toHaveLength(3);
    expect(await journal.get('old')).toBeNull();
  });
});
