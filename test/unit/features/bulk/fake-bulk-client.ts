import type { BulkPlan } from '@/lib/features/bulk/plan-types';
import type { JobRecord } from '@/lib/core/jobs/job-types';
import type { MessagingClient } from '@/lib/core/messaging/client';

/** A plan of `n` schema entries on page `p{i}` in locale `fr`, and one skipped cell. */
export function planOf(n: number): BulkPlan {
  return {
    kind: 'schema',
    jobKind: 'bulk-schema',
    bytes: 100,
    entries: Array.from({ length: n }, (_, i) => ({
      id: `p${i}:fr`,
      pageId: `p${i}`,
      localeId: 'fr',
      kind: 'schema' as const,
      summary: `Summary ${i}`,
      diff: [
        {
          oldStart: 1,
          newStart: 1,
          lines: [
            { op: 'same' as const, text: '{' },
            { op: 'remove' as const, text: '  "inLanguage": "en"' },
            { op: 'add' as const, text: '  "inLanguage": "fr"' },
          ],
        },
      ],
      payload: { siteId: 's', pageId: `p${i}`, localeId: 'fr', jsonLdSchema: { name: `${i}` } },
    })),
    skipped: [
      { id: 'q:', reason: 'Skipped: the primary locale is what the others are made from.' },
    ],
  };
}

/**
 * A fake background holding journaled jobs; `calls` records every request. `collections` answers
 * `collections.collectionTemplate` by collection id (name and published item count).
 */
export function fakeBulkClient(
  plan: BulkPlan,
  collections: Record<string, { name: string; count: number }> = {},
) {
  const jobs = new Map<string, JobRecord>();
  const calls: { type: string; data: unknown }[] = [];
  const progress = (job: JobRecord) => {
    const n = (s: string) => job.entries.filter((e) => e.state === s).length;
    return {
      jobId: job.id,
      kind: job.kind,
      control: job.control,
      total: job.entries.length,
      pending: n('pending'),
      sending: n('sending'),
      done: n('done'),
      failed: n('failed'),
      unknown: n('unknown'),
      finished: n('pending') + n('sending') === 0,
    };
  };
  const setControl = (id: string, control: JobRecord['control']) => {
    const job = jobs.get(id)!;
    jobs.set(id, { ...job, control });
    return progress(jobs.get(id)!);
  };
  const handlers: Record<string, (data: never) => unknown> = {
    'bulk.planBulkChange': () => plan,
    'collections.collectionTemplate': ({ collectionId }: { collectionId: string }) => {
      const found = collections[collectionId];
      if (!found) return { state: 'no-access', credential: 'site-key' };
      const collection = { id: collectionId, name: found.name, singularName: found.name };
      return { state: 'template', collection, itemCount: found.count, fields: [] };
    },
    'jobs.startJob': (data: {
      id: string;
      kind: string;
      label?: string;
      entries: { id: string }[];
    }) => {
      const job: JobRecord = {
        id: data.id,
        kind: data.kind,
        control: 'running',
        createdAt: 1,
        updatedAt: 1,
        entries: data.entries.map((e) => ({ id: e.id, state: 'pending', attempts: 0 })),
        ...(data.label ? { label: data.label } : {}),
      };
      jobs.set(job.id, job);
      return progress(job);
    },
    'jobs.getJob': ({ jobId }: { jobId: string }) => jobs.get(jobId) ?? null,
    'jobs.listJobs': () => [...jobs.values()].map(progress),
    'jobs.pauseJob': ({ jobId }: { jobId: string }) => setControl(jobId, 'paused'),
    'jobs.resumeJob': ({ jobId }: { jobId: string }) => setControl(jobId, 'running'),
    'jobs.cancelJob': ({ jobId }: { jobId: string }) => setControl(jobId, 'cancelled'),
    'jobs.retryJob': ({ jobId }: { jobId: string }) => {
      const job = jobs.get(jobId)!;
      jobs.set(jobId, {
        ...job,
        control: 'running',
        entries: job.entries.map((e) => (e.state === 'failed' ? { ...e, state: 'pending' } : e)),
      });
      return progress(jobs.get(jobId)!);
    },
    'jobs.removeJob': ({ jobId }: { jobId: string }) => {
      jobs.delete(jobId);
      return {};
    },
  };
  const client = {
    request: async (type: string, data: unknown) => {
      calls.push({ type, data });
      const handler = handlers[type];
      if (!handler) throw new Error(`no ${type}`);
      return handler(data as never);
    },
  } as MessagingClient;
  /** Moves entries of `jobId` as the runner would. */
  const settle = (jobId: string, state: (i: number) => JobRecord['entries'][number]['state']) => {
    const job = jobs.get(jobId)!;
    jobs.set(jobId, {
      ...job,
      entries: job.entries.map((e, i) => ({
        ...e,
        state: state(i),
        ...(state(i) === 'failed' ? { error: 'HTTP 400: bad markup' } : {}),
      })),
    });
  };
  return { client, calls, jobs, settle };
}
