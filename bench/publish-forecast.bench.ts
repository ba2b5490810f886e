/**
 * The publish forecast (`createForecastHandlers`, as the background runs it: `forecast`, then
 * `getForecast` polled) of the staging host of the 1,000-page × 3-locale site, published and then
 * changed in 30 page versions and in the Blog template's markup (`forecast-world.ts`), on a
 * 60-requests-per-minute plan from a fresh key, the emulator in a process of its own
 * (`emulator-process.ts`), so the times and the heap are the forecast's alone. Storage is WXT's
 * in-memory fake browser (`fake-browser.ts`): no live check, slug move or publish is recorded.
 *
 * Figures: the service requests of the forecast (the emulator's journal) against the site audit's,
 * run as the extension runs it (listing, CMS items, bulk reads) on the same plan after it, from a
 * fresh key too (goal: equal); the published pages read (counted by the fetch under the fetcher;
 * goal ≤ 30 + one item page per changed template and locale); the changed versions listed, the
 * template versions listed with their item page read, the versions that lose a rich result, and
 * the versions listed that the publish does not change; the forecast's wall time, from asking to
 * the answer (the checker's loading included: a new worker's first forecast), against the audit's
 * floor (its requests ÷ 60/min × 60 s; goal ≤ 1.1 ×); the peak heap above its start.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmulator } from '../emulator/testing';
import { createApiClient } from '../lib/core/api/client';
import { createRateLimitQueue } from '../lib/core/api/rate-limit-queue';
import type { Endpoints } from '../lib/core/settings/defaults';
import { createForecastHandlers } from '../lib/features/publish/forecast/forecast-handlers';
import { isLoss } from '../lib/features/publish/forecast/feature-verdicts';
import type { Forecast } from '../lib/features/publish/forecast/forecast-types';
import { loadForecastCheck } from '../lib/features/publish/forecast/load-check';
import { loadJsonLdCheck } from '../lib/features/site/site-messages';
import { startEmulatorProcess, type EmulatorProcess } from './emulator-process';
import type { Benchmark, Figure } from './figure';
import { versionKey } from './forecast-plan';
import { buildForecastWorld, type Planted } from './forecast-world';
import { countingFetch, gc, sampleHeap } from './index-live-check';
import { audit, floorOf } from './site-audit.bench';

const LIMIT = 60;
const RATIO_GOAL = 1.1;

type Site = EmulatorProcess['fixtures']['sites'][number];

interface Logged {
  host: string | null;
  status: number;
}

/** The emulator's journal entries from `since` on. */
async function journalSince(emu: EmulatorProcess, since: number): Promise<Logged[]> {
  return (await emu.control<{ entries: Logged[] }>(`/journal?since=${since}`)).body.entries;
}

/** The forecast of a publish of the whole site to its staging host, timed, with what it sent. */
async function forecastRun(emu: EmulatorProcess, site: Site) {
  await emu.control(`/sites/${site.id}/plan`, { method: 'POST', body: { rateLimit: LIMIT } });
  const key = (
    await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: site.id },
    })
  ).body.apiKey;
  const client = createApiClient({
    baseUrl: emu.origin,
    getToken: () => key,
    queue: createRateLimitQueue(),
  });
  const pages = countingFetch(emu.port);
  const handlers = createForecastHandlers({
    clientFor: async () => client,
    getEndpoints: async () =>
      ({ apiBase: emu.origin, stagingSuffix: `.localhost:${emu.port}` }) as Endpoints,
    hasAccess: async () => true,
    loadCheck: loadForecastCheck,
    fetch: pages.fetch,
  });
  const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
  gc();
  const heap = sampleHeap();
  const started = performance.now();
  await handlers.forecast({ siteId: site.id, staging: true, customDomainIds: [] });
  let forecast: Forecast | null = null;
  while (!forecast) {
    const answer = await handlers.getForecast({ siteId: site.id });
    if (answer.progress?.phase === 'failed') throw new Error(answer.progress.error);
    forecast = answer.forecast;
    if (!forecast) await new Promise((r) => setTimeout(r, 50));
  }
  const wallS = (performance.now() - started) / 1000;
  const { heapMb } = heap.stop();
  pages.close();
  const entries = await journalSince(emu, nextSeq);
  const api = entries.filter((e) => e.host === null);
  return {
    forecast,
    wallS,
    heapMb,
    api: api.length,
    tooMany: api.filter((e) => e.status === 429).length,
    // Every request the fetcher sent (retries included), and the published host's journal.
    reads: [...pages.reads.values()].reduce((n, r) => n + r, 0),
    served: entries.length - api.length,
  };
}

/** The staging host's forecast against what was planted. */
function score(forecast: Forecast, planted: Planted) {
  const host = forecast.hosts.find((h) => h.key === 'staging');
  if (!host) throw new Error('the forecast has no staging host');
  const listed = host.pages.map((p) => ({ key: versionKey(p.pageId, p.localeId), page: p }));
  const found = listed.filter(
    ({ key, page }) => planted.pages.has(key) && page.state === 'changed',
  );
  const templates = listed.filter(
    ({ key, page }) =>
      planted.templates.has(key) && page.state === 'changed' && page.template?.itemUrl,
  );
  const losing = listed.filter(({ page }) => page.features.some(isLoss));
  const wrong = listed.filter(({ key }) => !planted.pages.has(key) && !planted.templates.has(key));
  const lostRight =
    losing.length === planted.losing.size && losing.every(({ key }) => planted.losing.has(key));
  for (const { page } of wrong)
    process.stdout.write(
      `  listed but not changed: ${page.path} (${page.localeTag ?? 'primary'})\n`,
    );
  for (const { page } of listed.filter(({ page }) => page.state !== 'changed'))
    process.stdout.write(
      `  not read: ${page.path} (${page.localeTag ?? 'primary'}) ${page.reason ?? ''}\n`,
    );
  return {
    host,
    found: found.length,
    templates,
    losing: losing.length,
    lostRight,
    wrong: wrong.length,
  };
}

/** Builds the world in an emulator in this process and saves it to `state`. */
async function buildState(state: string): Promise<{ siteId: string; planted: Planted }> {
  const builder = await startEmulator({ seed: 'demo', rateLimit: 0 });
  try {
    const site = builder.fixtures.sites[0]!;
    const planted = await buildForecastWorld(builder, site);
    await writeFile(state, builder.emulator.store.serialize());
    return { siteId: site.id, planted };
  } finally {
    await builder.close();
  }
}

/** Every figure, the world built in this process and served from a process of its own. */
async function measure(state: string): Promise<Figure[]> {
  const { siteId, planted } = await buildState(state);
  const emu = await startEmulatorProcess({ seed: 'demo', rateLimit: LIMIT, state });
  try {
    const site = emu.fixtures.sites.find((s) => s.id === siteId)!;
    const run = await forecastRun(emu, site);
    const base = await audit(emu, site, LIMIT, await loadJsonLdCheck(), { items: true });
    const floor = floorOf(base);
    const s = score(run.forecast, planted);
    const locales = site.locales.secondary.length + 1;
    const templateVersions = planted.templates.size;
    const readGoal = planted.pages.size + templateVersions;
    const ratio = run.wallS / floor;
    const label = `forecast, staging host, 1,000 pages × ${locales} locales, ${planted.pages.size} page versions + 1 template changed`;
    const mix = planted.kinds.map((k) => `${k.kind} ${k.writes} → ${k.versions}`).join(', ');
    const items = s.templates.map(({ page }) => page.template?.items ?? 0).join('/');
    const figures: Figure[] = [
      {
        name: 'publish-forecast.api-requests',
        label: `${label}: service requests (journal; the forecast's own count ${run.forecast.requests.api}, 429s ${run.tooMany}) against the site audit's in the same run (listing, CMS items, bulk reads: ${base.requests})`,
        value: run.api,
        unit: 'requests',
        goal: `= ${base.requests}`,
        pass: run.api === base.requests && run.tooMany === 0,
      },
      {
        name: 'publish-forecast.live-reads',
        label: `${label}: published pages read (fetch count; journal ${run.served}; the forecast's own count ${run.forecast.requests.live}; left unread over the cap ${s.host.notRead})`,
        value: run.reads,
        unit: 'pages',
        goal: `<= ${planted.pages.size} + 1 × ${templateVersions} = ${readGoal}`,
        pass: run.reads <= readGoal && run.served <= readGoal,
      },
      {
        name: 'publish-forecast.found',
        label: `${label}: changed page versions listed as changed, read live (${mix})`,
        value: s.found,
        unit: 'versions',
        goal: `= ${planted.pages.size}`,
        pass: s.found === planted.pages.size && s.host.notRead === 0,
      },
      {
        name: 'publish-forecast.templates',
        label: `${label}: the Blog template's versions listed with an item page read for "before" (items reached per locale: ${items})`,
        value: s.templates.length,
        unit: 'versions',
        goal: `= ${templateVersions}`,
        pass: s.templates.length === templateVersions,
      },
      {
        name: 'publish-forecast.losing',
        label: `${label}: versions that lose a rich result (${s.host.counts.lost.map((l) => `${l.name} ${l.pages}`).join(', ')}), exactly the planted ones`,
        value: s.losing,
        unit: 'versions',
        goal: `= ${planted.losing.size}`,
        pass: s.lostRight,
      },
      {
        name: 'publish-forecast.false',
        label: `${label}: versions listed that the publish does not change`,
        value: s.wrong,
        unit: 'versions',
        goal: '0',
        pass: s.wrong === 0,
      },
      {
        name: 'publish-forecast.wall-ratio',
        label: `${label}: wall time ${run.wallS.toFixed(1)} s, from asking to the answer, ÷ the audit's floor (${base.requests} requests at ${base.limit}/min: ${floor.toFixed(1)} s; the audit took ${base.wallS.toFixed(1)} s)`,
        value: ratio,
        unit: '×',
        goal: `<= ${RATIO_GOAL}`,
        pass: ratio <= RATIO_GOAL,
      },
      {
        name: 'publish-forecast.peak-heap',
        label: `${label}: peak heap above the start of the forecast, the checker's loading included (the emulator in its own process)`,
        value: run.heapMb,
        unit: 'MB',
      },
    ];
    return figures;
  } finally {
    await emu.close();
  }
}

const run: Benchmark = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'publish-forecast-'));
  try {
    return await measure(path.join(dir, 'world.json'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export default run;
