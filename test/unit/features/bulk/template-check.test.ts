import { describe, expect, it } from 'vitest';
import { signal } from '@preact/signals';
import { createBulkModel } from '@/lib/features/bulk/model/bulk-model';
import { templatesInPlan, type TemplateOf } from '@/lib/features/bulk/model/template-check';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { CellRef } from '@/lib/features/site/cell';
import { bulkText } from '@/lib/features/bulk/messages';
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

/** p1 and p2 are Blog Posts templates (two cells of one collection), p3 a Products template. */
const templateOf: TemplateOf = (pageId) =>
  ({
    p1: { collectionId: 'blog', title: 'Blog posts template' },
    p2: { collectionId: 'blog', title: 'Blog posts template' },
    p3: { collectionId: 'products', title: 'Products template' },
  })[pageId];

type Answer = { state: 'template'; name: string; count: number } | { state: 'no-access' } | Error;

/** The fake background, answering `collections.collectionTemplate` per collection as `answers` says. */
function setup(n: number, answers: Record<string, Answer>) {
  const fake = fakeBulkClient(planOf(n));
  const inner = fake.client;
  const client = {
    request: async (type: string, data: { collectionId: string }) => {
      if (type !== 'collections.collectionTemplate')
        return inner.request(type as never, data as never);
      fake.calls.push({ type, data });
      const answer = answers[data.collectionId]!;
      if (answer instanceof Error) throw answer;
      if (answer.state === 'no-access') return { state: 'no-access', credential: 'oauth' };
      const collection = { id: data.collectionId, name: answer.name, singularName: answer.name };
      return { state: 'template', collection, itemCount: answer.count, fields: [] };
    },
  } as unknown as MessagingClient;
  const selected = signal(cells(n));
  const model = createBulkModel({
    client,
    site,
    selectedCells: selected,
    pollMs: 5,
    newId: () => 'u1',
    templateOf,
  });
  const sent = (type: string) => fake.calls.filter((c) => c.type === type);
  return { ...fake, model, sent, selected };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe('a bulk change that includes collection templates', () => {
  it('finds each collection once, counting the entries that write to its template', () => {
    expect(templatesInPlan(planOf(5), templateOf)).toEqual([
      { collectionId: 'blog', name: 'Blog posts template', named: false, entries: 2 },
      { collectionId: 'products', name: 'Products template', named: false, entries: 1 },
    ]);
    expect(templatesInPlan(planOf(1), templateOf)).toEqual([]);
  });

  it('names each collection and its count in the preview, one lookup per collection', async () => {
    const { model, sent } = setup(4, {
      blog: { state: 'template', name: 'Blog Posts', count: 40 },
      products: { state: 'template', name: 'Products', count: 6 },
    });
    await model.preview();
    await settled();
    expect(sent('collections.collectionTemplate').map((c) => c.data)).toEqual([
      { siteId: 's', collectionId: 'blog' },
      { siteId: 's', collectionId: 'products' },
    ]);
    expect(
      model.templates.templates.value.map((t) => [t.name, t.itemCount, t.named, t.entries]),
    ).toEqual([
      ['Blog Posts', 40, true, 2],
      ['Products', 6, true, 1],
    ]);
  });

  it('asks before applying; cancel sends no job, yes starts it, and the next apply asks again', async () => {
    const { model, sent } = setup(4, {
      blog: { state: 'template', name: 'Blog Posts', count: 40 },
      products: { state: 'template', name: 'Products', count: 6 },
    });
    await model.preview();
    await model.apply();
    expect(model.templates.pending.value).toBeDefined();
    expect(sent('jobs.startJob')).toHaveLength(0);
    model.templates.cancel();
    expect(model.templates.pending.value).toBeUndefined();
    await settled();
    expect(sent('jobs.startJob')).toHaveLength(0);

    await model.apply();
    expect(sent('jobs.startJob')).toHaveLength(0);
    await model.templates.confirm();
    expect(sent('jobs.startJob')).toHaveLength(1);
    expect(model.plan.value).toBeUndefined();
    expect(model.templates.templates.value).toEqual([]);
  });

  it('still asks, with the count unknown, when collections cannot be read', async () => {
    const { model, sent } = setup(3, {
      blog: { state: 'no-access' },
      products: new Error('The service did not answer'),
    });
    await model.preview();
    await model.apply();
    expect(model.templates.pending.value).toBeDefined();
    expect(model.templates.templates.value).toEqual([
      { collectionId: 'blog', name: 'Blog posts template', named: false, entries: 2 },
    ]);
    expect(sent('jobs.startJob')).toHaveLength(0);
  });

  it('applies at once when no entry writes to a template', async () => {
    const { model, sent } = setup(1, {});
    await model.preview();
    await model.apply();
    expect(model.templates.pending.value).toBeUndefined();
    expect(sent('collections.collectionTemplate')).toHaveLength(0);
    expect(sent('jobs.startJob')).toHaveLength(1);
  });

  it('forgets a question when the selection changes, so an old plan is never applied', async () => {
    const { model, sent, selected } = setup(3, {
      blog: { state: 'template', name: 'Blog Posts', count: 40 },
    });
    await model.preview();
    await model.apply();
    expect(model.templates.pending.value).toBeDefined();
    selected.value = cells(2);
    expect(model.templates.pending.value).toBeUndefined();
    await model.templates.confirm();
    expect(sent('jobs.startJob')).toHaveLength(0);
  });

  it('asks the same before a metadata change, worded as the template’s SEO settings', async () => {
    const plan = { ...planOf(2), kind: 'metadata' as const, jobKind: 'bulk-metadata' as const };
    const fake = fakeBulkClient(plan, { blog: { name: 'Blog Posts', count: 40 } });
    const model = createBulkModel({
      client: fake.client,
      site,
      selectedCells: signal(cells(2)),
      pollMs: 5,
      newId: () => 'u1',
      templateOf,
    });
    model.changeType.value = 'fix-long-titles';
    await model.preview();
    await model.apply();
    expect(model.templates.pending.value).toBeDefined();
    expect(fake.calls.filter((c) => c.type === 'jobs.startJob')).toHaveLength(0);
    const [blog] = model.templates.templates.value;
    expect(bulkText.templateIncludes(model.plan.value!.kind, blog!.name, blog!.itemCount)).toBe(
      'This change includes the Blog Posts template: all 40 published items show its SEO settings.',
    );
    expect(bulkText.templateIncludes('schema', 'Blog posts template')).toBe(
      'This change includes the template page Blog posts template: every published item of its collection shows its markup (how many cannot be read with this sign-in).',
    );
  });
});
