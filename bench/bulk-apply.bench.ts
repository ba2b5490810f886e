/**
 * Applies one bulk change (add an Organization node, inheriting locales included) to every cell of
 * a 1,000-page × 3-locale emulated site: plans it with bulk reads, then writes the 3,000 entries
 * through the job runner and the bulk schema executor, over HTTP with the rate limit on, on a
 * 60/min and a 120/min plan. Reports the write requests (goal ⌈3,000 / 25⌉ = 120), the 429s
 * (goal 0), the wall time from a fresh rate-limit window against the floor — (⌈writes ÷ ⌊0.95 × limit⌋⌉ − 1) × 60 s,
 * the editor's 5 % reserve kept — and the journal's size for the job. The runner's journal is an
 * in-memory stand-in (`memory-journal.ts`), since Node has no `browser.storage`.
 */
import { createApiClient } from '../lib/core/api/client';
import { createRateLimitQueue } from '../lib/core/api/rate-limit-queue';
import { bulkExecutors } from '../lib/features/bulk/executors';
import { planBulkChange } from '../lib/features/bulk/plan';
import { newBulkJob } from '../lib/features/bulk/plan-types';
import { MAX_JOB_BYTES } from '../lib/core/jobs/journal';
import { createJobRunner } from '../lib/core/jobs/runner';
import { startEmulator, type TestEmulator } from '../emulator/testing';
import type { Benchmark, Figure } from './figure';
import { createMemoryJournal } from './memory-journal';

const PAGES = 1000;

interface Logged {
  method: string;
  path: string;
  status: number;
}

async function addPages(emu: TestEmulator, siteId: string) {
  const existing = Object.values(emu.emulator.store.world.pages).filter(
    (p) => p.siteId === siteId,
  ).length;
  for (let i = existing; i < PAGES; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, PAGES - i) }, (_, j) =>
        emu.control(`/sites/${siteId}/pages`, {
          method: 'POST',
          body: { title: `Bench page ${i + j}`, slug: `bench-page-${i + j}` },
        }),
      ),
    );
  }
}

/** The fastest a bulk write can go on a plan of `limit` per minute, keeping the editor's reserve. */
function floorSeconds(writes: number, limit: number): number {
  return (Math.ceil(writes / Math.floor(0.95 * limit)) - 1) * 60;
}

async function applyOnPlan(limit: number, all: boolean): Promise<Figure[]> {
  const emu = await startEmulator({ seed: 'demo', rateLimit: limit });
  try {
    const site = emu.fixtures.sites[0]!;
    emu.emulator.store.world.sites[site.id]!.plan.rateLimit = limit;
    await addPages(emu, site.id);
    const pageIds = Object.values(emu.emulator.store.world.pages)
      .filter((p) => p.siteId === site.id)
      .map((p) => p.id);
    const locales = [
      { id: site.locales.primary.id, tag: site.locales.primary.tag, primary: true },
      ...site.locales.secondary.map((l) => ({ id: l.id, tag: l.tag, primary: false })),
    ];
    const cells = pageIds.flatMap((pageId) => [
      { pageId, localeId: null },
      ...site.locales.secondary.map((l) => ({ pageId, localeId: l.id })),
    ]);
    const queue = createRateLimitQueue();
    const client = createApiClient({ baseUrl: emu.origin, getToken: () => site.apiKey!, queue });
    const log = async (since: number) =>
      (await emu.control<{ entries: Logged[] }>(`/journal?since=${since}`)).body.entries;
    const seq = async () => (await emu.control<{ nextSeq: number }>('/journal')).body.nextSeq;

    const planFrom = await seq();
    const planStarted = performance.now();
    const plan = await planBulkChange(client, {
      siteId: site.id,
      change: {
        type: 'add-organization',
        name: 'Acme Bakery',
        url: 'https://acme-bakery.example/',
        logo: 'https://acme-bakery.example/logo.png',
        includeInheriting: true,
      },
      cells,
      locales,
    });
    const planS = (performance.now() - planStarted) / 1000;
    const planReads = (await log(planFrom)).length;

    const { journal, bytes } = createMemoryJournal();
    const { executors, batchSizes } = bulkExecutors(async () => client);
    const runner = createJobRunner({ journal, executors, batchSize: batchSizes });
    // The apply is measured from a fresh rate-limit window, as when an editor applies a preview
    // looked at for a minute: the floor counts the writes alone.
    await new Promise((resolve) => setTimeout(resolve, 62_000));
    const writeFrom = await seq();
    const started = performance.now();
    const job = await runner.start(newBulkJob(plan, site.id, 'bench', 'bench'));
    const wallS = (performance.now() - started) / 1000;
    const entries = await log(writeFrom);
    const writes = entries.filter((e) => e.method === 'PATCH').length;
    const tooMany = entries.filter((e) => e.status === 429).length;
    const done = job.entries.filter((e) => e.state === 'done').length;
    const floorS = floorSeconds(writes, limit);
    const reasons = [...new Set(plan.skipped.map((s) => s.reason))].join(' / ');
    const size = bytes(job.id);
    const journalKb = (size.record + size.payloads) / 1024;
    const pace: Figure[] = [
      {
        name: `bulk-apply.${limit}.429s`,
        label: `bulk apply on a ${limit}/min plan: 429 answers`,
        value: tooMany,
        unit: 'responses',
        goal: '0',
        pass: tooMany === 0,
      },
      {
        name: `bulk-apply.${limit}.wall-time`,
        label: `bulk apply on a ${limit}/min plan: wall time (${writes} writes, ${entries.length} requests; floor ${floorS.toFixed(0)} s)`,
        value: wallS,
        unit: 's',
        goal: `<= ${(1.1 * floorS).toFixed(1)} s`,
        pass: wallS <= 1.1 * floorS,
      },
    ];
    if (!all) return pace;
    return [
      ...pace,
      {
        name: 'bulk-apply.entries-done',
        label: `entries written (of ${cells.length} cells, ${plan.entries.length} planned)`,
        value: done,
        unit: 'entries',
        goal: `= ${plan.entries.length}`,
        pass: done === plan.entries.length,
      },
      {
        name: 'bulk-apply.skipped',
        label: `cells skipped by the plan (${reasons || 'none'})`,
        value: plan.skipped.length,
        unit: 'cells',
      },
      {
        name: 'bulk-apply.write-requests',
        label: `write requests for ${plan.entries.length} entries`,
        value: writes,
        unit: 'requests',
        goal: '= 120',
        pass: writes === 120,
      },
      {
        name: 'bulk-apply.plan-reads',
        label: `planning: bulk reads of 3,000 cells (${planS.toFixed(1)} s)`,
        value: planReads,
        unit: 'requests',
        goal: '= 30',
        pass: planReads === 30,
      },
      {
        name: 'bulk-apply.plan-size',
        label: 'planBulkChange answer (3,000 cells with previews), as JSON',
        value: Math.round(new TextEncoder().encode(JSON.stringify(plan)).length / 1024),
        unit: 'KB',
      },
      {
        name: 'bulk-apply.journal-size',
        label: `journal for 3,000 entries (payloads ${Math.round(size.payloads / 1024)} KB + states ${Math.round(size.record / 1024)} KB)`,
        value: Math.round(journalKb),
        unit: 'KB',
        goal: `<= ${MAX_JOB_BYTES / 1024} KB`,
        pass: size.payloads <= MAX_JOB_BYTES,
      },
    ];
  } finally {
    await emu.close();
  }
}

const run: Benchmark = async () => [
  ...(await applyOnPlan(60, true)),
  ...(await applyOnPlan(120, false)),
];

export default run;
