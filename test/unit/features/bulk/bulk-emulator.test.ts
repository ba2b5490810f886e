import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type { ApiClient } from '@/lib/core/api/client';
import { getPage } from '@/lib/core/api/pages';
import { querySchemaMarkup } from '@/lib/core/api/schema-markup';
import { bulkExecutors } from '@/lib/features/bulk/executors';
import { bulkText } from '@/lib/features/bulk/messages';
import { planBulkChange, type BulkLocale } from '@/lib/features/bulk/plan';
import { newBulkJob, type BulkPlan } from '@/lib/features/bulk/plan-types';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner, type JobExecutor } from '@/lib/core/jobs/runner';
import type { CellRef } from '@/lib/features/site/cell';

type Site = TestEmulator['fixtures']['sites'][number];
const SKIP = ['about', 'faq', 'events', 'careers', 'pricing'];

describe('bulk changes against the emulator', () => {
  let emu: TestEmulator;
  let site: Site;
  let client: ApiClient;
  let locales: BulkLocale[];
  let french: string;
  let pageIds: string[];

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    client = emulatorClient(emu, site.apiKey!);
    french = site.locales.secondary[0]!.id;
    locales = [
      { id: site.locales.primary.id, tag: site.locales.primary.tag, primary: true },
      ...site.locales.secondary.map((l) => ({ id: l.id, tag: l.tag, primary: false })),
    ];
    pageIds = Object.entries(site.pages)
      .filter(([key]) => !SKIP.includes(key))
      .map(([, id]) => id)
      .slice(0, 30);
  });
  afterAll(() => emu?.close());

  beforeEach(async () => {
    fakeBrowser.reset();
    await emu.control('/reset', { method: 'POST' });
    await Promise.all(
      pageIds.map((id, i) =>
        emu.control(`/pages/${id}/edit`, {
          method: 'POST',
          body: {
            jsonLdSchema: {
              '@context': 'https://schema.org',
              '@type': 'WebPage',
              name: `Page ${i}`,
              inLanguage: 'en',
            },
          },
        }),
      ),
    );
  });

  const since = async () => (await emu.control<{ nextSeq: number }>('/journal')).body.nextSeq;
  const requests = async (from: number) =>
    (
      await emu.control<{ entries: { method: string; path: string; status: number }[] }>(
        `/journal?since=${from}`,
      )
    ).body.entries;
  const frenchCells = (): CellRef[] => pageIds.map((pageId) => ({ pageId, localeId: french }));
  const plan = (change: Parameters<typeof planBulkChange>[1]['change'], cells: CellRef[]) =>
    planBulkChange(client, { siteId: site.id, change, cells, locales });
  const runnerWith = (executors: Record<string, JobExecutor<unknown>>) => {
    const { batchSizes } = bulkExecutors(async () => client);
    // A stopped runner's requests have all been answered here: nothing can land later.
    return createJobRunner({
      journal: createJobJournal(),
      executors,
      batchSize: batchSizes,
      settleMs: 0,
    });
  };
  const jobOf = (p: BulkPlan) => newBulkJob(p, site.id, 'test', 'test');
  const isPatch = (e: { method: string; path: string }) =>
    e.method === 'PATCH' && e.path.endsWith('/pages/schema-markup');

  it('plans create-locale-versions on 30 cells with one read, and skips what it must', async () => {
    const from = await since();
    const aboutFr = { pageId: site.pages.about!, localeId: french };
    const primaryCell = { pageId: pageIds[0]!, localeId: null };
    const result = await plan({ type: 'create-locale-versions' }, [
      ...frenchCells(),
      aboutFr,
      primaryCell,
    ]);
    expect(result.entries).toHaveLength(30);
    expect(result.skipped).toEqual([
      { id: `${aboutFr.pageId}:${french}`, reason: bulkText.skipOwn },
      { id: `${primaryCell.pageId}:`, reason: bulkText.skipPrimary },
    ]);
    const first = result.entries[0]!;
    expect(first.payload).toMatchObject({ jsonLdSchema: { inLanguage: 'fr', name: 'Page 0' } });
    expect(first.diff[0]!.lines).toContainEqual({ op: 'remove', text: '  "inLanguage": "en"' });
    expect(first.diff[0]!.lines).toContainEqual({ op: 'add', text: '  "inLanguage": "fr"' });
    expect((await requests(from)).map((e) => e.method)).toEqual(['POST']);
  });

  it('refuses, with a clear message, a plan whose payloads would not fit the journal', async () => {
    const p = await planBulkChange(client, {
      siteId: site.id,
      change: { type: 'create-locale-versions' },
      cells: frenchCells(),
      locales,
      maxJobBytes: 2048,
    });
    expect(p.bytes).toBeGreaterThan(2048);
    expect(p.tooLarge).toMatch(/too large to journal.*limit is 2 KB/);
  });

  it('writes the 30 entries in ⌈30/25⌉ = 2 requests and the emulator holds the result', async () => {
    const p = await plan({ type: 'create-locale-versions' }, frenchCells());
    const from = await since();
    const runner = runnerWith(bulkExecutors(async () => client).executors);
    const job = await runner.start(jobOf(p));
    expect(job.entries.every((e) => e.state === 'done' && e.attempts === 1)).toBe(true);
    expect((await requests(from)).filter(isPatch)).toHaveLength(2);
    const stored = await querySchemaMarkup(
      client,
      site.id,
      pageIds.map((id) => ({ id, localeId: french })),
    );
    for (const [i, m] of stored.entries()) {
      expect(m.isInherited).toBe(false);
      expect(m.jsonLdSchema).toMatchObject({ name: `Page ${i}`, inLanguage: 'fr' });
    }
  });

  it('verifies a batch whose answer was lost with one bulk read, and does not re-send it', async () => {
    const p = await plan({ type: 'create-locale-versions' }, frenchCells());
    await emu.control('/faults', {
      method: 'POST',
      body: {
        method: 'PATCH',
        path: '/beta/sites/*/pages/schema-markup',
        action: { kind: 'drop-after-write' },
      },
    });
    const from = await since();
    const job = await runnerWith(bulkExecutors(async () => client).executors).start(jobOf(p));
    expect(job.entries.every((e) => e.state === 'done' && e.attempts === 1)).toBe(true);
    const seen = await requests(from);
    expect(seen.filter(isPatch)).toHaveLength(2);
    expect(seen.filter((e) => e.path.endsWith('/schema-markup/query'))).toHaveLength(1);
  });

  it('reports a refused batch as failed and retries it', async () => {
    const p = await plan({ type: 'create-locale-versions' }, frenchCells());
    await emu.control('/faults', {
      method: 'POST',
      body: {
        method: 'PATCH',
        path: '/beta/sites/*/pages/schema-markup',
        action: { kind: 'status', status: 400 },
      },
    });
    const runner = runnerWith(bulkExecutors(async () => client).executors);
    const job = await runner.start(jobOf(p));
    expect(job.entries.filter((e) => e.state === 'failed')).toHaveLength(25);
    expect(job.entries.filter((e) => e.state === 'done')).toHaveLength(5);
    expect(job.entries.find((e) => e.state === 'failed')?.error).toEqual(expect.any(String));
    const retried = await runner.retry(job.id);
    expect(retried).not.toBeNull();
    const finished = await runner.run(job.id);
    expect(finished?.entries.every((e) => e.state === 'done')).toBe(true);
  });

  it('finishes a job interrupted by a stopped worker with each entry written once', async () => {
    const p = await plan({ type: 'create-locale-versions' }, frenchCells());
    const real = bulkExecutors(async () => client).executors['bulk-schema']!;
    const sent: string[] = [];
    let died = () => {};
    const death = new Promise<void>((resolve) => (died = resolve));
    const dying: JobExecutor<unknown> = {
      ...real,
      send: async (batch) => {
        sent.push(...batch.map((e) => e.id));
        await real.send(batch);
        died();
        return new Promise(() => {});
      },
    };
    const from = await since();
    void runnerWith({ 'bulk-schema': dying }).start(jobOf(p));
    await death;

    const counting: JobExecutor<unknown> = {
      ...real,
      send: (batch) => {
        sent.push(...batch.map((e) => e.id));
        return real.send(batch);
      },
    };
    const after = runnerWith({ 'bulk-schema': counting });
    expect((await after.resumeAll()).resumed).toEqual([`bulk:${site.id}:test`]);
    const job = await createJobJournal().get(`bulk:${site.id}:test`);
    expect(job?.entries.every((e) => e.state === 'done')).toBe(true);
    expect(sent.toSorted()).toEqual(p.entries.map((e) => e.id).toSorted());
    const seen = await requests(from);
    expect(seen.filter(isPatch)).toHaveLength(2);
    expect(seen.filter((e) => e.path.endsWith('/schema-markup/query'))).toHaveLength(1);
  });

  it('plans and writes fix-long-titles with one metadata request', async () => {
    const long =
      'Fresh sourdough bread and pastries baked every morning in our neighbourhood bakery';
    const [a, b] = pageIds;
    await emu.control(`/pages/${a}/edit`, { method: 'POST', body: { seo: { title: long } } });
    await emu.control(`/pages/${b}/edit`, {
      method: 'POST',
      body: { localeId: french, seo: { title: `${long} (fr)` } },
    });
    const p = await plan({ type: 'fix-long-titles' }, [
      { pageId: a!, localeId: null },
      { pageId: b!, localeId: french },
      { pageId: pageIds[2]!, localeId: null },
    ]);
    expect(p.entries.map((e) => e.id)).toEqual([`${a}:`, `${b}:${french}`]);
    expect(p.skipped).toEqual([{ id: `${pageIds[2]}:`, reason: bulkText.skipTitleFits }]);
    expect(p.entries[0]!.diff[0]!.lines[0]).toEqual({ op: 'remove', text: `SEO title: ${long}` });
    const from = await since();
    const job = await runnerWith(bulkExecutors(async () => client).executors).start(jobOf(p));
    expect(job.entries.every((e) => e.state === 'done')).toBe(true);
    expect((await requests(from)).filter((e) => e.method === 'PATCH')).toHaveLength(1);
    const page = await getPage(client, b!, french);
    expect(long.startsWith(page.seo?.title ?? 'x')).toBe(true);
  });

  it('verifies a metadata batch whose answer was lost by reading the pages back, not re-sending', async () => {
    const long =
      'Fresh sourdough bread and pastries baked every morning in our neighbourhood bakery';
    const ids = pageIds.slice(0, 3);
    for (const id of ids)
      await emu.control(`/pages/${id}/edit`, { method: 'POST', body: { seo: { title: long } } });
    const p = await plan(
      { type: 'fix-long-titles' },
      ids.map((pageId) => ({ pageId, localeId: null })),
    );
    await emu.control('/faults', {
      method: 'POST',
      body: { method: 'PATCH', path: '/beta/pages', action: { kind: 'drop-after-write' } },
    });
    const from = await since();
    const job = await runnerWith(bulkExecutors(async () => client).executors).start(jobOf(p));
    expect(job.entries.map((e) => [e.state, e.attempts])).toEqual(Array(3).fill(['done', 1]));
    const seen = await requests(from);
    expect(seen.filter((e) => e.method === 'PATCH')).toHaveLength(1);
    expect(seen.filter((e) => e.method === 'GET')).toHaveLength(3);
  });
});
