import { describe, expect, it } from 'vitest';
import { signal } from '@preact/signals';
import { createBulkModel } from '@/lib/features/bulk/model/bulk-model';
import type { CellRef } from '@/lib/features/site/cell';
import { fakeBulkClient, planOf } from './fake-bulk-client';

const site = {
  siteId: 's',
  locales: [
    { id: 'en', tag: 'en', primary: true, displayName: 'English' },
    { id: 'fr', tag: 'fr', primary: false, displayName: 'French' },
  ],
};
const cells = (n: number): CellRef[] =>
  Array.from({ length: n }, (_, i) => ({ pageId: `p${i}`, localeId: 'fr' }));

function setup(n = 3) {
  const fake = fakeBulkClient(planOf(n));
  const selected = signal(cells(n));
  let id = 0;
  const model = createBulkModel({
    client: fake.client,
    site,
    selectedCells: selected,
    pollMs: 5,
    newId: () => `u${++id}`,
  });
  return { ...fake, model, selected };
}

describe('bulk model', () => {
  it('previews the selected cells and drops the preview when the selection changes', async () => {
    const { model, calls, selected } = setup();
    await model.preview();
    expect(calls.at(-1)).toEqual({
      type: 'bulk.planBulkChange',
      data: { siteId: 's', change: { type: 'create-locale-versions' }, cells: cells(3) },
    });
    expect(model.plan.value?.entries).toHaveLength(3);
    selected.value = cells(2);
    expect(model.plan.value).toBeUndefined();
  });

  it('asks for the organization fields before previewing add-organization', async () => {
    const { model, calls } = setup();
    model.changeType.value = 'add-organization';
    await model.preview();
    expect(model.error.value).toBe('Organization name');
    model.organization.value = {
      name: 'Acme',
      url: 'https://acme.example/',
      logo: '',
      includeInheriting: true,
    };
    await model.preview();
    expect(calls.at(-1)?.data).toMatchObject({
      change: {
        type: 'add-organization',
        name: 'Acme',
        url: 'https://acme.example/',
        includeInheriting: true,
      },
    });
  });

  it('starts the job with one entry per planned cell and follows its progress', async () => {
    const { model, calls, settle } = setup();
    await model.open();
    await model.preview();
    await model.apply();
    const start = calls.find((c) => c.type === 'jobs.startJob')?.data as {
      id: string;
      entries: { id: string }[];
    };
    expect(start.id).toBe('bulk:s:u1');
    expect(start.entries.map((e) => e.id)).toEqual(['p0:fr', 'p1:fr', 'p2:fr']);
    expect(model.counts.value).toMatchObject({ total: 3, pending: 3, done: 0 });
    settle('bulk:s:u1', (i) => (i === 0 ? 'failed' : 'done'));
    await expect.poll(() => model.counts.value?.done).toBe(2);
    expect(model.counts.value).toMatchObject({ failed: 1, finished: true });
    await model.retryFailed();
    expect(calls.at(-2)).toEqual({ type: 'jobs.retryJob', data: { jobId: 'bulk:s:u1' } });
    expect(model.counts.value).toMatchObject({ pending: 1, failed: 0 });
    model.close();
  });

  it('shows an unfinished bulk job of this site again when the panel reopens', async () => {
    const first = setup();
    await first.model.preview();
    await first.model.apply();
    first.model.close();
    const again = createBulkModel({
      client: first.client,
      site,
      selectedCells: signal([]),
      pollMs: 5,
    });
    await again.open();
    expect(again.job.value?.id).toBe('bulk:s:u1');
    const other = createBulkModel({
      client: first.client,
      site: { ...site, siteId: 'other' },
      selectedCells: signal([]),
    });
    await other.open();
    expect(other.job.value).toBeNull();
    again.close();
  });

  it('pauses, resumes and cancels the job it follows', async () => {
    const { model, jobs } = setup();
    await model.preview();
    await model.apply();
    await model.pause();
    expect(jobs.get('bulk:s:u1')?.control).toBe('paused');
    expect(model.job.value?.control).toBe('paused');
    await model.resume();
    expect(model.job.value?.control).toBe('running');
    await model.cancel();
    expect(model.job.value?.control).toBe('cancelled');
    model.close();
  });

  it('refuses to apply a plan too large for the journal', async () => {
    const { model, calls, client } = setup();
    const big = { ...planOf(3), tooLarge: 'This change is too large to journal in the browser.' };
    const request = client.request.bind(client);
    client.request = ((type: string, data: never) =>
      type === 'bulk.planBulkChange'
        ? Promise.resolve(big)
        : request(type as never, data)) as typeof client.request;
    await model.preview();
    expect(model.error.value).toMatch(/too large/);
    await model.apply();
    expect(calls.some((c) => c.type === 'jobs.startJob')).toBe(false);
  });
});
