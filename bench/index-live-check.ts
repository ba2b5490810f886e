/**
 * The runs of the index-live benchmark: the site's audit and item listing read once (as the
 * extension caches them), the full live check of one host as the extension's `start` runs it
 * (`startHostIndex` first, then the static pages, the item pages and `finish`), and the check of
 * item pages alone with or without the host's index reading, for the wall-time ratio. Every run
 * reads through a loopback fetch that counts the requests per URL, so robots.txt and sitemap reads
 * can be counted, and samples the heap (after a full collection) while it runs.
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createApiClient, type ApiClient } from '../lib/core/api/client';
import { createRateLimitQueue } from '../lib/core/api/rate-limit-queue';
import { listSiteItems, type SiteCollection } from '../lib/features/collections/site-items';
import { startHostIndex } from '../lib/features/live-site/indexing/host-index';
import type { HostIndex } from '../lib/features/live-site/indexing/index-types';
import { readRobotsApi } from '../lib/features/live-site/indexing/robots-api';
import type { CheckItemBlock } from '../lib/features/live-site/items/item-read';
import { itemCheckInput } from '../lib/features/live-site/items/item-targets';
import type { LiveItems } from '../lib/features/live-site/items/item-types';
import { loadItemCheck } from '../lib/features/live-site/items/load-item-check';
import { runItemCheck } from '../lib/features/live-site/items/run-item-check';
import type { LiveSiteResult } from '../lib/features/live-site/live-types';
import { createPoliteFetch, type PoliteFetch } from '../lib/features/live-site/polite-fetch';
import { runLiveCheck } from '../lib/features/live-site/run-live-check';
import type { SiteAudit } from '../lib/features/site/audit-types';
import { runSiteAudit } from '../lib/features/site/run-audit';
import { loadJsonLdCheck } from '../lib/features/site/site-messages';
import type { EmulatorProcess } from './emulator-process';
import { loopbackFetch } from '../test/support/loopback-fetch';

const MB = 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
/** A full collection. */
export const gc = vm.runInNewContext('gc') as () => void;

/** What every run of one site shares: the audit and listing read once, the checkers. */
export interface CheckedSite {
  emu: Pick<EmulatorProcess, 'origin' | 'port' | 'fixtures'>;
  siteId: string;
  client: ApiClient;
  audit: SiteAudit;
  collections: SiteCollection[];
  /** The emulator's staging suffix, as the extension's endpoints name it. */
  stagingSuffix: string;
  checkPage(value: unknown): { errors: number; warnings: number };
  checkItem: CheckItemBlock;
}

/**
 * Reads the first site's audit and item listing through the real client, as the extension does
 * (the listing from the audit's pages: their template pages), and loads the checkers.
 */
export async function prepareSite(emu: CheckedSite['emu']): Promise<CheckedSite> {
  const site = emu.fixtures.sites[0]!;
  const client = createApiClient({
    baseUrl: emu.origin,
    getToken: () => site.apiKey!,
    queue: createRateLimitQueue(),
  });
  let collections: SiteCollection[] = [];
  const audit = await runSiteAudit(client, site.id, {
    check: () => ({ errors: 0, warnings: 0, messages: [] }),
    drafts: async () => [],
    async items(counted, listing) {
      collections = await listSiteItems(counted, listing);
    },
  });
  return {
    emu,
    siteId: site.id,
    client,
    audit,
    collections,
    stagingSuffix: `.localhost:${emu.port}`,
    checkPage: await loadJsonLdCheck(),
    checkItem: await loadItemCheck(),
  };
}

/** A loopback fetch that also counts the requests sent to each URL (query left out). */
export function countingFetch(port: number) {
  const loopback = loopbackFetch(port);
  const reads = new Map<string, number>();
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input : input.url,
    );
    const key = `${url.origin}${url.pathname}`;
    reads.set(key, (reads.get(key) ?? 0) + 1);
    return loopback.fetch(input, init);
  };
  return { fetch, reads, close: loopback.close };
}

/**
 * Samples the heap every 20 ms until stopped; answers the peak above the first sample, in MB. With
 * `liveEveryMs`, also a full collection that often, and the peak right after one: what is held,
 * without the garbage V8 has not collected yet.
 */
export function sampleHeap(liveEveryMs?: number) {
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  let live = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  const collect = liveEveryMs
    ? setInterval(() => {
        gc();
        live = Math.max(live, process.memoryUsage().heapUsed);
      }, liveEveryMs)
    : undefined;
  return {
    /** The heap above the start right after a full collection, now. */
    heldNow: () => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      gc();
      return (process.memoryUsage().heapUsed - start) / MB;
    },
    stop: () => {
      clearInterval(timer);
      clearInterval(collect);
      return {
        heapMb: (peak - start) / MB,
        ...(liveEveryMs ? { liveMb: (live - start) / MB } : {}),
      };
    },
  };
}

/** One run: its wall and CPU time, peak heap (and held heap when sampled), requests per URL. */
export interface Measured {
  wallS: number;
  /** This process's CPU time (the check's; the emulator's is its own process's). */
  cpuS: number;
  heapMb: number;
  liveMb?: number;
  reads: Map<string, number>;
}

/**
 * Times `body` with a fresh counting fetcher, after a full collection; `heldNow` collects and
 * answers the heap held above the start at that point (a collection the run would not have).
 */
async function measured<T>(
  site: CheckedSite,
  body: (fetcher: PoliteFetch, heldNow: () => number) => Promise<T>,
  liveEveryMs?: number,
): Promise<T & Measured> {
  const counting = countingFetch(site.emu.port);
  const fetcher = createPoliteFetch({ fetch: counting.fetch });
  gc();
  const heap = sampleHeap(liveEveryMs);
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const result = await body(fetcher, heap.heldNow);
    const wallS = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    const cpuS = (user + system) / 1e6;
    return { ...result, wallS, cpuS, ...heap.stop(), reads: counting.reads };
  } finally {
    counting.close();
  }
}

/** The host's index reading as the extension starts it (robots_txt API included). */
const hostIndex = (site: CheckedSite, origin: string, fetcher: PoliteFetch) =>
  startHostIndex(site.siteId, origin, {
    fetcher,
    published: site.audit.published,
    stagingSuffix: site.stagingSuffix,
    robotsApi: () => readRobotsApi(site.client, site.siteId),
  });

/** A full live check of `origin`: what the extension stores of it. */
export interface FullCheck extends Measured {
  live: LiveSiteResult;
  items: LiveItems[];
  host: HostIndex;
}

/**
 * The full live check of `origin` as the extension's `start` runs it, in its order; its held heap
 * sampled after a full collection every second (which slows it: its time is no figure).
 */
export function checkHost(site: CheckedSite, origin: string): Promise<FullCheck> {
  return measured(
    site,
    async (fetcher) => {
      const index = await hostIndex(site, origin, fetcher);
      const live = await runLiveCheck(site.audit, origin, {
        fetcher,
        index,
        check: site.checkPage,
      });
      const input = itemCheckInput(site.audit, site.collections, origin);
      const items = await runItemCheck(input, { fetcher, index, check: site.checkItem });
      return { live, items, host: await index.finish() };
    },
    1000,
  );
}

/**
 * The check of item pages alone (items-live's run), with the host's index reading around it
 * (`startHostIndex` before, `finish` after, both timed, and their own time apart as `indexS`) or
 * without it.
 */
export function checkItems(site: CheckedSite, origin: string, withIndex: boolean) {
  return measured(site, async (fetcher) => {
    const started = performance.now();
    const index = withIndex ? await hostIndex(site, origin, fetcher) : undefined;
    const startS = (performance.now() - started) / 1000;
    const input = itemCheckInput(site.audit, site.collections, origin);
    const items = await runItemCheck(input, { fetcher, index, check: site.checkItem });
    const finishing = performance.now();
    const host = index ? await index.finish() : undefined;
    return { items, host, indexS: startS + (performance.now() - finishing) / 1000 };
  });
}

/**
 * The host's index reading started alone (robots.txt, the sitemap files, the staging host), as
 * before the page reads: its peak heap, and what it holds for them (`heldMb`, after a full
 * collection with the run kept): the sitemap read's own share of a check.
 */
export function checkStart(site: CheckedSite, origin: string) {
  return measured(site, async (fetcher, heldNow) => {
    // Held here while the heap is read, let go after: it would swell the runs that follow.
    const holder = [await hostIndex(site, origin, fetcher)];
    const heldMb = heldNow();
    holder.length = 0;
    return { heldMb };
  });
}
