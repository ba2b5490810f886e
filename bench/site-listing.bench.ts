/**
 * Lists every page of every locale of a 1,000-page × 3-locale emulated site the way the extension
 * does (`loadSiteIndex` through the real client and rate-limit queue, over HTTP, rate limit on),
 * and reports the requests sent, the 429s received and the wall time against the rate-limit floor
 * (requests ÷ limit × 60 s). One listing fits in a minute's budget, so a second scenario lists the
 * site three times in a row on a 60-requests-per-minute plan, which the queue must pace.
 */
import { createApiClient } from '../lib/core/api/client';
import { createRateLimitQueue } from '../lib/core/api/rate-limit-queue';
import { loadSiteIndex } from '../lib/core/locate/site-index';
import { startEmulator, type TestEmulator } from '../emulator/testing';
import type { IndexSite } from '../lib/core/locate/types';
import type { Benchmark, Figure } from './figure';

const PAGES = 1000;
const SUSTAINED_ROUNDS = 3;

interface Scenario {
  name: string;
  label: string;
  rounds: number;
}

async function measure(emu: TestEmulator, siteId: string, key: string, scenario: Scenario) {
  const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
  const queue = createRateLimitQueue();
  const client = createApiClient({ baseUrl: emu.origin, getToken: () => key, queue });
  const started = performance.now();
  let index: IndexSite | undefined;
  for (let round = 0; round < scenario.rounds; round++) index = await loadSiteIndex(client, siteId);
  const wallS = (performance.now() - started) / 1000;
  const { entries } = (
    await emu.control<{ entries: { status: number }[] }>(`/journal?since=${nextSeq}`)
  ).body;
  const requests = entries.length;
  const tooMany = entries.filter((e) => e.status === 429).length;
  const limit = queue.status().limit ?? 60;
  const floorS = (requests / limit) * 60;
  const listed = index!.pages.reduce((n, p) => n + Object.keys(p.publishedPaths).length, 0);
  const figures: Figure[] = [
    {
      name: `${scenario.name}.requests`,
      label: `${scenario.label}: requests sent (${scenario.rounds} × ${listed} entries)`,
      value: requests,
      unit: 'requests',
    },
    {
      name: `${scenario.name}.429s`,
      label: `${scenario.label}: 429 answers`,
      value: tooMany,
      unit: 'responses',
      goal: '0',
      pass: tooMany === 0,
    },
    {
      name: `${scenario.name}.wall-time`,
      label: `${scenario.label}: wall time (limit ${limit}/min, floor ${floorS.toFixed(1)} s)`,
      value: wallS,
      unit: 's',
      goal: `<= ${(1.1 * floorS).toFixed(1)} s`,
      pass: wallS <= 1.1 * floorS,
    },
  ];
  return figures;
}

const run: Benchmark = async () => {
  const emu = await startEmulator({ seed: 'demo' });
  try {
    const site = emu.fixtures.sites[0]!;
    const existing = Object.values(emu.emulator.store.world.pages).filter(
      (p) => p.siteId === site.id,
    ).length;
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
    const once = await measure(emu, site.id, site.apiKey!, {
      name: 'listing.once',
      label: '1,000 pages × 3 locales listed once',
      rounds: 1,
    });
    await emu.control(`/sites/${site.id}/plan`, { method: 'POST', body: { rateLimit: 60 } });
    const fresh = (
      await emu.control<{ apiKey: string }>('/site-keys', {
        method: 'POST',
        body: { siteId: site.id },
      })
    ).body.apiKey;
    const sustained = await measure(emu, site.id, fresh, {
      name: 'listing.sustained',
      label: `listed ${SUSTAINED_ROUNDS} times in a row`,
      rounds: SUSTAINED_ROUNDS,
    });
    const figures = [...once, ...sustained];
    return figures;
  } finally {
    await emu.close();
  }
};

export default run;
