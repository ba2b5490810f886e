/**
 * "Can Google show it at all" in the live check, on the large-items seed (10,000 items × 3
 * locales; `INDEX_LIVE_ITEMS=N` keeps fewer, for a quick run) over real HTTP, the emulator in a
 * process of its own (`emulator-process.ts`), so every heap figure is the check's alone:
 * (0) the host's reading alone (robots.txt, the sitemap, the staging host), as it starts a check:
 * its peak heap and what it holds for the page reads, the sitemap read's own share;
 * (1) the wall time of the check of item pages (items-live's run, listing excluded) with the host's
 * index reading (`startHostIndex` before, `finish` after, both timed) against the same run without
 * it, on the clean seed, alternated A/B/A/B and the faster run of each kept (2 cores: noisy; each
 * run's CPU time in the label tells a busy machine from a slower check), and
 * the peak heap of the runs with it (sampled every 20 ms above the start, after a full collection,
 * garbage included);
 * (2) the index faults (`POST /__emulator/sites/:id/index-faults`) and sitemap exclusions
 * (`…/index-exclusions`) planted, then the full check as the extension runs it (robots.txt and
 * the sitemaps, the static pages, the item pages, `finish`) on the staging host and on the custom
 * domain: the planted faults found, the false findings (`index-live-score.ts` says what each
 * must show as), robots.txt and each sitemap file read once per check (requests counted by URL
 * under the fetcher, retries included), and the heap held (sampled right after a full collection
 * every second: the garbage left out).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PlantedIndexFault, SitemapExclusion } from '../emulator/indexing/plant';
import type { HostIndex } from '../lib/features/live-site/indexing/index-types';
import { startEmulatorProcess, type EmulatorProcess } from './emulator-process';
import type { Benchmark, Figure } from './figure';
import { checkHost, checkItems, checkStart, prepareSite, type Measured } from './index-live-check';
import { fileReads, scoreHost, type HostScore } from './index-live-score';

const FULL_ITEMS = 10_000;
const FAULT_SEED = 43;
const EXCLUSIONS = { count: 20, seed: 43 };
const RATIO_GOAL = 1.15;
const HEAP_GOAL_MB = 150;

/** Items kept: `INDEX_LIVE_ITEMS` when set (a quick run), else the full seed. */
function itemCount(): number {
  const asked = Number(process.env.INDEX_LIVE_ITEMS);
  return Number.isInteger(asked) && asked > 0 && asked < FULL_ITEMS ? asked : FULL_ITEMS;
}

/**
 * For a quick run, the large-items world with each collection's share of `total` items, saved
 * in `dir` for the emulator's `--state` (the emulator has no call that deletes items).
 */
async function keptItemsState(dir: string, total: number): Promise<string> {
  const { buildWorld } = await import('../emulator/seed/index');
  const world = buildWorld('large-items', Date.now());
  const byCollection = new Map<string, string[]>();
  for (const item of Object.values(world.collectionItems)) {
    const ids = byCollection.get(item.collectionId) ?? [];
    byCollection.set(item.collectionId, ids);
    ids.push(item.id);
  }
  for (const ids of byCollection.values())
    for (const id of ids.slice(Math.ceil((ids.length * total) / FULL_ITEMS)))
      delete world.collectionItems[id];
  const file = path.join(dir, 'world.json');
  await writeFile(file, JSON.stringify(world));
  return file;
}

/** What the figures keep of a run: its time, heap and reads of robots.txt and the sitemaps. */
type Kept = Pick<Measured, 'wallS' | 'cpuS' | 'heapMb' | 'liveMb'> & {
  files: ReturnType<typeof fileReads>;
};

const kept = (run: Measured & { host?: HostIndex }): Kept => ({
  wallS: run.wallS,
  cpuS: run.cpuS,
  heapMb: run.heapMb,
  ...(run.liveMb === undefined ? {} : { liveMb: run.liveMb }),
  files: fileReads(run.reads, run.host),
});

/** Every figure, measured against the emulator `emu`. */
async function measure(emu: EmulatorProcess): Promise<Figure[]> {
  const fixture = emu.fixtures.sites[0]!;
  // The listing is not what is measured here: a fast plan keeps the run short.
  await emu.control(`/sites/${fixture.id}/plan`, { method: 'POST', body: { rateLimit: 6000 } });
  const site = await prepareSite(emu);
  const staging = `http://${fixture.shortName}.localhost:${emu.port}`;
  // The custom domain as Get Site names it (bare host), reached by its Host on the emulator's port.
  const custom = site.audit.published?.customDomains.find((d) => d.lastPublished !== null);
  if (!custom) throw new Error('the large-items site has no published custom domain');
  const domain = `http://${custom.url}:${emu.port}`;

  // Each run is cut to what the figures need before the next (its 30,000 URLs counted, its
  // results let go): V8 sizes a heap to what it holds, so leftovers would swell the next peak.
  // (0) The host's reading alone, first: the sitemap read's own share.
  const start = await checkStart(site, staging);

  // (1) On the clean seed: A without the index reading, B with it, alternated.
  const without: Kept[] = [];
  const withIndex: (Kept & { indexS: number; listed: number })[] = [];
  for (let round = 0; round < 2; round++) {
    without.push(kept(await checkItems(site, staging, false)));
    const run = await checkItems(site, staging, true);
    withIndex.push({ ...kept(run), indexS: run.indexS, listed: run.host?.listed ?? 0 });
  }
  const fastest = (runs: Kept[]) => Math.min(...runs.map((r) => r.wallS));
  const ratio = fastest(withIndex) / fastest(without);
  const indexS = withIndex.map((r) => `${r.indexS.toFixed(1)} s`).join(', ');
  const versions = site.collections.reduce((n, c) => n + c.rows, 0);

  // (2) The faults and exclusions planted, then the full check of each host.
  const planted = (
    await emu.control<{ planted: PlantedIndexFault[] }>(`/sites/${site.siteId}/index-faults`, {
      method: 'POST',
      body: { seed: FAULT_SEED },
    })
  ).body.planted;
  const excluded = (
    await emu.control<{ excluded: SitemapExclusion[] }>(`/sites/${site.siteId}/index-exclusions`, {
      method: 'POST',
      body: EXCLUSIONS,
    })
  ).body.excluded;
  const full: (Kept & { score: HostScore })[] = [];
  for (const [origin, onDomain] of [
    [staging, false],
    [domain, true],
  ] as const) {
    const check = await checkHost(site, origin);
    full.push({
      ...kept(check),
      score: scoreHost(site, check, origin, onDomain, planted, excluded),
    });
  }
  const scores = full.map((c) => c.score);
  const expected = scores.reduce((n, s) => n + s.expected, 0);
  const found = scores.reduce((n, s) => n + s.found, 0);
  const missed = scores.flatMap((s) => s.missed);
  const wrong = scores.flatMap((s) => s.wrong);
  for (const line of missed) process.stdout.write(`  not found: ${line}\n`);
  for (const line of wrong.slice(0, 20)) process.stdout.write(`  false finding: ${line}\n`);

  // Each check's own reads: robots.txt per host, each sitemap file the HostIndex lists.
  const indexed = [...withIndex, ...full];
  const sitemapPaths = new Set(full.flatMap((c) => c.files.sitemapPaths));
  const robots = indexed.map((r) => r.files.robots);
  const sitemaps = indexed.map((r) => r.files.sitemaps);
  const robotsMost = Math.max(...robots.map((r) => r.most));
  const sitemapMost = Math.max(...sitemaps.map((r) => r.most));
  const readOnce = (reads: { most: number; urls: string[] }[]) =>
    reads.every((r) => r.most === 1 && r.urls.length > 0);
  const heap = Math.max(...withIndex.map((r) => r.heapMb));
  const held = Math.max(...full.map((r) => r.liveMb ?? 0));
  const label = `${versions.toLocaleString('en')} item page versions`;
  const secs = (runs: Kept[]) =>
    runs.map((r) => `${r.wallS.toFixed(1)} s (CPU ${r.cpuS.toFixed(1)} s)`).join(', ');
  const mbs = (runs: Kept[]) => runs.map((r) => `${r.heapMb.toFixed(0)} MB`).join(', ');
  const plantedLabel = `${planted.length} index faults (seed ${FAULT_SEED}) + ${excluded.length} sitemap exclusions`;

  const figures: Figure[] = [
    {
      name: 'index-live.faults.found',
      label: `${plantedLabel}, full check of the staging host and the custom domain: expectations met (${found}/${expected}; a fault may show on both hosts)`,
      value: found / Math.max(1, expected),
      unit: 'ratio',
      goal: '1',
      pass: found === expected && expected > 0,
    },
    {
      name: 'index-live.faults.false',
      label: `${plantedLabel}: blockers on versions and host findings or URLs no planted fault explains`,
      value: wrong.length,
      unit: 'findings',
      goal: '0',
      pass: wrong.length === 0,
    },
    {
      name: 'index-live.robots-reads-per-host',
      label: `robots.txt requests per host in one check, most (${robots.length} checks; the custom domain's also reads the staging host's)`,
      value: robotsMost,
      unit: 'requests',
      goal: '1',
      pass: readOnce(robots),
    },
    {
      name: 'index-live.sitemap-reads-per-file',
      label: `requests per sitemap file in one check, most (${[...sitemapPaths].join(', ')} on each host)`,
      value: sitemapMost,
      unit: 'requests',
      goal: '1',
      pass: readOnce(sitemaps),
    },
    {
      name: 'index-live.wall-time-ratio',
      label: `${label}, clean seed: check of item pages with robots.txt, sitemap and finish (${secs(withIndex)}, of which start + finish ${indexS}) / without (${secs(without)}), A/B/A/B, faster of each`,
      value: ratio,
      unit: '×',
      goal: `<= ${RATIO_GOAL}`,
      pass: ratio <= RATIO_GOAL,
    },
    {
      name: 'index-live.peak-heap',
      label: `${label}, clean seed: peak heap above the start of the check of item pages with robots.txt, sitemap and finish, most of both runs (${mbs(withIndex)}; without: ${mbs(without)}; the check's process alone, garbage included)`,
      value: heap,
      unit: 'MB',
      goal: `<= ${HEAP_GOAL_MB} MB`,
      pass: heap <= HEAP_GOAL_MB,
    },
    {
      name: 'index-live.held-heap',
      label: `full checks with the faults (staging host, custom domain): peak heap right after a full collection (every second), above the start: what the check holds`,
      value: held,
      unit: 'MB',
    },
    {
      name: 'index-live.sitemap-read.peak-heap',
      label: `robots.txt, sitemap (${(withIndex[0]?.listed ?? 0).toLocaleString('en')} URLs listed) and staging host read alone on the staging host (${start.wallS.toFixed(1)} s): peak heap above the start, garbage included`,
      value: start.heapMb,
      unit: 'MB',
    },
    {
      name: 'index-live.sitemap-read.held-heap',
      label: `the same reading, right after it and a full collection: what it holds for the page reads (the sitemap's URLs and alternates)`,
      value: start.heldMb,
      unit: 'MB',
    },
  ];
  return figures;
}

const run: Benchmark = async () => {
  const items = itemCount();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'index-live-'));
  try {
    // The emulator serves from a process of its own: the heap measured here is the check's alone.
    // A rate limit the client learns from the answers' headers (none would leave it guessing).
    const emu = await startEmulatorProcess({
      seed: 'large-items',
      rateLimit: 6000,
      ...(items < FULL_ITEMS ? { state: await keptItemsState(dir, items) } : {}),
    });
    try {
      return await measure(emu);
    } finally {
      await emu.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export default run;
