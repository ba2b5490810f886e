/**
 * "Fill empty descriptions" over every item × locale row of the large-items seed (10,000 items × 3
 * locales in three collections; `ITEMS_BULK_ITEMS` cuts it down for a quick run), a third of the
 * rows with an empty description: planned by `planItemChange` (the listing), written by the job
 * runner and the bulk item executor over HTTP on a 60/min plan, with the worker stopped after half
 * the writes (the last write landed, its answer lost) and a fresh runner resuming from the same
 * journal (the reads that check the rows in doubt). Reports the write requests against
 * Σ ⌈rows to change / 100⌉, the 429s, the wall time against the floor of every request the change
 * made — (⌈requests ÷ ⌊0.95 × limit⌋⌉ − 1) × 60 s, the editor's 5 % reserve kept — the journal's
 * size, the rows written twice (from the emulator's journal), then publishing the changed items
 * against Σ ⌈items / 100⌉. The runner's journal is in memory (`memory-journal.ts`).
 */
import { createApiClient } from '../lib/core/api/client';
import { createRateLimitQueue } from '../lib/core/api/rate-limit-queue';
import { MAX_JOB_BYTES } from '../lib/core/jobs/journal';
import { createJobRunner, type JobExecutor } from '../lib/core/jobs/runner';
import { planItemChange } from '../lib/features/collections/bulk/item-bulk-plan';
import {
  publishItemsIn,
  type PublishedItem,
} from '../lib/features/collections/bulk/item-bulk-publish';
import {
  BULK_ITEMS_KIND,
  createItemBulkExecutor,
  itemBatchKey,
  ITEMS_BATCH,
  type ItemPayload,
} from '../lib/features/collections/bulk/item-executor';
import { startEmulator } from '../emulator/testing';
import type { Benchmark, Figure } from './figure';
import { dyingExecutor } from './dying-executor';
import { itemCount, prepareWorld } from './items-bulk-world';
import { createMemoryJournal } from './memory-journal';

const LIMIT = 60;

interface Logged {
  method: string;
  path: string;
  status: number;
  applied: boolean;
  body?: { items?: { id: string; cmsLocaleId?: string }[] };
}

/** The fastest `requests` can go on a plan of `limit` per minute, keeping the editor's reserve. */
function floorSeconds(requests: number, limit: number): number {
  return (Math.ceil(requests / Math.floor(0.95 * limit)) - 1) * 60;
}

/** Rows sent more than once by applied bulk writes, by collection, item and CMS locale. */
function duplicateRows(entries: Logged[]): number {
  const seen = new Set<string>();
  let twice = 0;
  for (const e of entries.filter((x) => x.method === 'PATCH' && x.applied))
    for (const row of e.body?.items ?? []) {
      const key = `${e.path}|${row.id}|${row.cmsLocaleId ?? ''}`;
      if (seen.has(key)) twice += 1;
      seen.add(key);
    }
  return twice;
}

/** The written rows as items to publish, by collection, each in its written locales. */
function itemsOf(rows: readonly ItemPayload[]): Map<string, PublishedItem[]> {
  const byItem = new Map<string, PublishedItem>();
  for (const p of rows) {
    const key = `${p.collectionId}|${p.itemId}`;
    const item = byItem.get(key) ?? {
      collectionId: p.collectionId,
      itemId: p.itemId,
      localeIds: [],
    };
    item.localeIds.push(p.localeId);
    byItem.set(key, item);
  }
  const byCollection = new Map<string, PublishedItem[]>();
  for (const item of byItem.values())
    byCollection.set(item.collectionId, [...(byCollection.get(item.collectionId) ?? []), item]);
  return byCollection;
}

const run: Benchmark = async () => {
  const total = itemCount();
  const emu = await startEmulator({ seed: 'large-items' });
  try {
    const w = prepareWorld(emu, total);
    await emu.control(`/sites/${w.siteId}/plan`, { method: 'POST', body: { rateLimit: LIMIT } });
    // A fresh key: the change starts from a fresh rate-limit window.
    const key = (
      await emu.control<{ apiKey: string }>('/site-keys', {
        method: 'POST',
        body: { siteId: w.siteId },
      })
    ).body.apiKey;
    // One queue for both lives: the extension persists the queue's sent log, so a restarted
    // worker knows how much of the window is used.
    const client = createApiClient({
      baseUrl: emu.origin,
      getToken: () => key,
      queue: createRateLimitQueue(),
    });
    const log = async (since: number) =>
      (await emu.control<{ entries: Logged[] }>(`/journal?since=${since}`)).body.entries;
    const seq = async () => (await emu.control<{ nextSeq: number }>('/journal')).body.nextSeq;
    const expected = [...w.emptied.values()].reduce((n, r) => n + Math.ceil(r / ITEMS_BATCH), 0);
    const toChange = [...w.emptied.values()].reduce((n, r) => n + r, 0);

    const from = await seq();
    const started = performance.now();
    const plan = await planItemChange(
      client,
      w.siteId,
      { type: 'fill-empty-descriptions', sourceField: 'name' },
      w.cells,
      w.locales,
      { seo: w.seo, templates: w.templates },
    );
    const { journal, bytes } = createMemoryJournal();
    const items = createItemBulkExecutor(async () => client);
    const runnerWith = (executor: JobExecutor<unknown>) =>
      createJobRunner({
        journal,
        executors: { [BULK_ITEMS_KIND]: executor },
        batchSize: { [BULK_ITEMS_KIND]: ITEMS_BATCH },
        batchKey: { [BULK_ITEMS_KIND]: itemBatchKey },
        // The stopped life's last write has fully landed before the resume, so there is nothing
        // to wait for before verifying the rows it left in doubt.
        settleMs: 0,
      });
    const dying = dyingExecutor(items, Math.ceil(expected / 2));
    const job = {
      id: 'items-bulk',
      kind: BULK_ITEMS_KIND,
      label: 'bench',
      entries: plan.entries.map((e) => ({ id: e.id, payload: e.payload })),
    };
    await Promise.race([runnerWith(dying.executor).start(job), dying.died]);
    await runnerWith(items).resumeAll();
    const wallS = (performance.now() - started) / 1000;
    const record = (await journal.get(job.id))!;
    const entries = await log(from);
    const writes = entries.filter((e) => e.method === 'PATCH').length;
    const reads = entries.length - writes;
    const tooMany = entries.filter((e) => e.status === 429).length;
    const twice = duplicateRows(entries);
    const done = record.entries.filter((e) => e.state === 'done').length;
    const floorS = floorSeconds(entries.length, LIMIT);
    const size = bytes(job.id);
    const journalMb = (size.record + size.payloads) / (1024 * 1024);

    const payloadOf = new Map(plan.entries.map((e) => [e.id, e.payload]));
    const written = record.entries.flatMap((e) =>
      e.state === 'done' ? [payloadOf.get(e.id)!] : [],
    );
    const toPublish = itemsOf(written);
    const publishGoal = [...toPublish.values()].reduce(
      (n, list) => n + Math.ceil(list.length / 100),
      0,
    );
    const publishFrom = await seq();
    const published = await publishItemsIn(client, toPublish, w.locales);
    const publishLog = await log(publishFrom);
    const publishRequests = publishLog.filter((e) => e.path.endsWith('/items/publish')).length;
    const publish429 = publishLog.filter((e) => e.status === 429).length;

    const fields = w.collections.map((c) => `${c.name}: ${c.descriptionField}`).join(', ');
    const at = `${total.toLocaleString('en')} items × 3 locales, ${toChange.toLocaleString('en')} empty descriptions (${fields})`;
    const figures: Figure[] = [
      {
        name: 'items-bulk.write.requests',
        label: `${at}: item write requests (${done} of ${plan.entries.length} rows done)`,
        value: writes,
        unit: 'requests',
        goal: `= ${expected}`,
        pass: writes === expected && done === toChange && plan.entries.length === toChange,
      },
      {
        name: 'items-bulk.write.429s',
        label: 'item write (listing, writes, resume reads): 429 answers',
        value: tooMany,
        unit: 'responses',
        goal: '0',
        pass: tooMany === 0,
      },
      {
        name: 'items-bulk.write.wall-time',
        label: `item write: wall time ÷ floor (${wallS.toFixed(0)} s; ${entries.length} requests = ${plan.requests} listing + ${writes} writes + ${reads - plan.requests} resume reads; floor ${floorS} s at ${LIMIT}/min)`,
        value: floorS > 0 ? wallS / floorS : 0,
        unit: '× floor',
        goal: '<= 1.1',
        pass: wallS <= 1.1 * floorS || floorS === 0,
      },
      {
        name: 'items-bulk.write.journal-bytes',
        label: `item write: journal for ${plan.entries.length} rows (payloads ${Math.round(size.payloads / 1024)} KB + states ${Math.round(size.record / 1024)} KB)`,
        value: journalMb,
        unit: 'MB',
        goal: `<= ${MAX_JOB_BYTES / (1024 * 1024)} MB`,
        pass: size.record + size.payloads <= MAX_JOB_BYTES,
      },
      {
        name: 'items-bulk.write.resume-duplicates',
        label: 'item write: rows written twice across the stopped worker (emulator journal)',
        value: twice,
        unit: 'rows',
        goal: '0',
        pass: twice === 0,
      },
      {
        name: 'items-bulk.publish.requests',
        label: `item publish: requests for ${published.published.length} changed items (${published.errors.length} errors)`,
        value: publishRequests,
        unit: 'requests',
        goal: `= ${publishGoal}`,
        pass: publishRequests === publishGoal && published.errors.length === 0,
      },
      {
        name: 'items-bulk.publish.429s',
        label: 'item publish: 429 answers',
        value: publish429,
        unit: 'responses',
        goal: '0',
        pass: publish429 === 0,
      },
    ];
    return figures;
  } finally {
    await emu.close();
  }
};

export default run;
