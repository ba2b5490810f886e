/**
 * Audits a 1,000-page × 3-locale emulated site in full the way the extension does (`runSiteAudit`
 * through the real client and rate-limit queue, over HTTP, rate limit on): the listing, then every
 * cell's markup with bulk queries of 100 mixed-locale entries, each value checked.
 *
 * (a) The headline, on a 60-requests-per-minute plan: bulk reads (⌈3000/100⌉ = 30), listing
 * requests, 429s (0) and wall time against 1.1 × the floor (requests ÷ limit × 60 s).
 * (b) The same audit with one GET per (page, locale) next to the bulk audit, both on a
 * 1,200-per-minute plan so the per-cell run ends in a few minutes: the ratios of requests and time.
 * Also measured: the checker's cost over the audit's values, and the rich-result (Adobe)
 * validator's per value, which the audit leaves out.
 */
import { performance } from 'node:perf_hooks';
import { createApiClient } from '../lib/core/api/client';
import { createRateLimitQueue } from '../lib/core/api/rate-limit-queue';
import { getSchemaMarkup } from '../lib/core/api/schema-markup';
import { loadAdobeValidator } from '../lib/jsonld';
import { runSiteAudit, type CheckCounts, type ReadCells } from '../lib/features/site/run-audit';
import { listSiteItems } from '../lib/features/collections/site-items';
import { loadJsonLdCheck } from '../lib/features/site/site-messages';
import { startEmulator, type TestEmulator } from '../emulator/testing';
import { putBenchMarkup } from './bench-markup';
import type { Benchmark, Figure } from './figure';

const PAGES = 1000;
const FAST_LIMIT = 1200;

type Site = TestEmulator['fixtures']['sites'][number];

/** What an audit run needs of an emulator, in this process or in one of its own. */
export type AuditEmulator = Pick<TestEmulator, 'origin'> & {
  control<T>(path: string, opts?: { method?: string; body?: unknown }): Promise<{ body: T }>;
};

/** Creates pages up to 1,000 and gives them markup: every page in the primary, a third in another locale. */
export async function buildSite(emu: TestEmulator, site: Site) {
  const world = emu.emulator.store.world;
  const existing = Object.values(world.pages).filter((p) => p.siteId === site.id).length;
  for (let i = existing; i < PAGES; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, PAGES - i) }, (_, j) =>
        emu.control(`/sites/${site.id}/pages`, {
          method: 'POST',
          body: { title: `Bench page ${i + j}`, slug: `bench-page-${i + j}` },
        }),
      ),
    );
  }
  const now = new Date().toISOString();
  const pages = Object.values(world.pages).filter((p) => p.siteId === site.id);
  pages.forEach((page, i) => {
    putBenchMarkup(world, site, page, i, now);
  });
}

/** One audit run, counted by the emulator's journal. */
export interface Run {
  requests: number;
  reads: number;
  listing: number;
  tooMany: number;
  wallS: number;
  limit: number;
  cells: number;
  checkMs: number;
  checked: number;
  values: unknown[];
}

/**
 * Audits `site` on a `rateLimit`-per-minute plan with a new site key (a fresh rate-limit window):
 * `read` replaces the bulk reads; `items` lists the collections' items too, as the extension's
 * audit does.
 */
export async function audit(
  emu: AuditEmulator,
  site: Site,
  rateLimit: number,
  check: (value: unknown) => CheckCounts,
  { read, items = false }: { read?: ReadCells; items?: boolean } = {},
): Promise<Run> {
  await emu.control(`/sites/${site.id}/plan`, { method: 'POST', body: { rateLimit } });
  const key = (
    await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: site.id },
    })
  ).body.apiKey;
  const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
  const queue = createRateLimitQueue();
  const client = createApiClient({ baseUrl: emu.origin, getToken: () => key, queue });
  let checkMs = 0;
  let checked = 0;
  const values: unknown[] = [];
  const timed = (value: unknown) => {
    const t = performance.now();
    const counts = check(value);
    checkMs += performance.now() - t;
    checked++;
    values.push(value);
    return counts;
  };
  const started = performance.now();
  const result = await runSiteAudit(client, site.id, {
    check: timed,
    drafts: async () => [],
    ...(read ? { read, chunkSize: 1 } : {}),
    ...(items
      ? {
          async items(counted, listing) {
            await listSiteItems(counted, listing);
          },
        }
      : {}),
  });
  const wallS = (performance.now() - started) / 1000;
  const { entries } = (
    await emu.control<{ entries: { status: number }[] }>(`/journal?since=${nextSeq}`)
  ).body;
  return {
    requests: entries.length,
    reads: result.requests.schemaReads,
    listing: result.requests.listing,
    tooMany: entries.filter((e) => e.status === 429).length,
    wallS,
    limit: queue.status().limit ?? rateLimit,
    cells: result.cells.length,
    checkMs,
    checked,
    values,
  };
}

/** The least time a run's requests take at its limit: requests ÷ limit × 60 s. */
export const floorOf = (r: Run) => (r.requests / r.limit) * 60;

const perCell: ReadCells = async (client, _siteId, cells) =>
  Promise.all(
    cells.map((c) =>
      getSchemaMarkup(client, c.pageId, c.localeId ?? undefined, { priority: 'background' }),
    ),
  );

const run: Benchmark = async () => {
  const emu = await startEmulator({ seed: 'demo' });
  try {
    const site = emu.fixtures.sites[0]!;
    await buildSite(emu, site);
    const check = await loadJsonLdCheck();

    const a = await audit(emu, site, 60, check);
    const floorA = floorOf(a);
    const sample = a.values.slice(0, 100);
    const { checkWithAdobeValidator } = await loadAdobeValidator();
    const adobeStart = performance.now();
    for (const v of sample) await checkWithAdobeValidator(v);
    const adobeMs = (performance.now() - adobeStart) / Math.max(1, sample.length);

    const bulk = await audit(emu, site, FAST_LIMIT, check);
    const single = await audit(emu, site, FAST_LIMIT, check, { read: perCell });
    const label = `${PAGES.toLocaleString('en')} pages × ${site.locales.secondary.length + 1} locales`;
    const figures: Figure[] = [
      {
        name: 'site-audit.bulk-reads',
        label: `${label} audited in full (${a.cells} cells): bulk schema reads`,
        value: a.reads,
        unit: 'requests',
        goal: `= ${Math.ceil(a.cells / 100)}`,
        pass: a.reads === Math.ceil(a.cells / 100),
      },
      {
        name: 'site-audit.listing',
        label: `${label}: listing requests (Get Site + List Pages, 100 a page, per locale)`,
        value: a.listing,
        unit: 'requests',
      },
      {
        name: 'site-audit.429s',
        label: `${label}: 429 answers`,
        value: a.tooMany,
        unit: 'responses',
        goal: '0',
        pass: a.tooMany === 0,
      },
      {
        name: 'site-audit.wall-time',
        label: `${label}: wall time (limit ${a.limit}/min, ${a.requests} requests, floor ${floorA.toFixed(1)} s)`,
        value: a.wallS,
        unit: 's',
        goal: `<= ${(1.1 * floorA).toFixed(1)} s`,
        pass: a.wallS <= 1.1 * floorA,
      },
      {
        name: 'site-audit.check-time',
        label: `${label}: checker time over ${a.checked} distinct values (${a.cells} cells; run while requests wait)`,
        value: a.checkMs,
        unit: 'ms',
      },
      {
        name: 'site-audit.adobe-per-value',
        label: `rich-result (Adobe) validator per value, mean of ${sample.length} (left out of the audit)`,
        value: adobeMs,
        unit: 'ms',
      },
      {
        name: 'site-audit.side-by-side.bulk',
        label: `side by side on a ${FAST_LIMIT}/min plan: bulk audit, ${bulk.requests} requests (429s: ${bulk.tooMany})`,
        value: bulk.wallS,
        unit: 's',
      },
      {
        name: 'site-audit.side-by-side.per-cell',
        label: `side by side on a ${FAST_LIMIT}/min plan: one GET per page and locale, ${single.requests} requests (429s: ${single.tooMany})`,
        value: single.wallS,
        unit: 's',
      },
      {
        name: 'site-audit.side-by-side.request-ratio',
        label: 'per-cell ÷ bulk: requests',
        value: single.requests / bulk.requests,
        unit: '×',
      },
      {
        name: 'site-audit.side-by-side.time-ratio',
        label: 'per-cell ÷ bulk: wall time',
        value: single.wallS / bulk.wallS,
        unit: '×',
      },
    ];
    return figures;
  } finally {
    await emu.close();
  }
};

export default run;
