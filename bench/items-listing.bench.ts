/**
 * Lists the published items of the large-items seed (10,000 items × 3 locales in three collections
 * with template pages) the way the whole-site views do (`listSiteItems` through the real client and
 * rate-limit queue, over HTTP) on a 60-requests-per-minute plan from a fresh key: requests against
 * ⌈30,000 / 100⌉ (plus the one collections list), 429s (goal 0) and wall time against the floor
 * (requests ÷ limit × 60 s, about 300 s: the plan, not the code, sets it).
 */
import { createApiClient } from '../lib/core/api/client';
import { createRateLimitQueue } from '../lib/core/api/rate-limit-queue';
import { listSiteItems } from '../lib/features/collections/site-items';
import { startEmulator } from '../emulator/testing';
import type { Benchmark, Figure } from './figure';

const LIMIT = 60;

const run: Benchmark = async () => {
  const emu = await startEmulator({ seed: 'large-items' });
  try {
    const site = emu.fixtures.sites[0]!;
    await emu.control(`/sites/${site.id}/plan`, { method: 'POST', body: { rateLimit: LIMIT } });
    const key = (
      await emu.control<{ apiKey: string }>('/site-keys', {
        method: 'POST',
        body: { siteId: site.id },
      })
    ).body.apiKey;
    // The locales and template pages come from the site audit in the extension; here from the
    // seed, so the measured requests are the listing's alone.
    const locales = [site.locales.primary, ...site.locales.secondary].map((l, i) => ({
      id: l.id,
      cmsLocaleId: l.cmsLocaleId,
      primary: i === 0,
    }));
    const templates = new Map(
      Object.values(emu.emulator.store.world.pages)
        .filter((p) => p.siteId === site.id && p.collectionId)
        .map((p) => [p.collectionId!, p.id]),
    );
    const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
    const queue = createRateLimitQueue();
    const client = createApiClient({ baseUrl: emu.origin, getToken: () => key, queue });
    const started = performance.now();
    const collections = await listSiteItems(client, { siteId: site.id, locales, templates });
    const wallS = (performance.now() - started) / 1000;
    const { entries } = (
      await emu.control<{ entries: { status: number }[] }>(`/journal?since=${nextSeq}`)
    ).body;
    const rows = collections.reduce((n, c) => n + c.rows, 0);
    const itemRequests = collections.reduce((n, c) => n + c.requests, 0);
    const expected = collections.reduce((n, c) => n + Math.ceil(c.rows / 100), 0);
    const requests = entries.length;
    const tooMany = entries.filter((e) => e.status === 429).length;
    const floorS = (requests / LIMIT) * 60;
    const items = collections.reduce((n, c) => n + c.items.length, 0);
    const label = `${items.toLocaleString('en')} items × 3 locales (${rows.toLocaleString('en')} rows) listed`;
    const figures: Figure[] = [
      {
        name: 'items-listing.requests',
        label: `${label}: item requests (⌈rows / 100⌉ per collection = ${expected}; ${requests} with the collections list)`,
        value: itemRequests,
        unit: 'requests',
        goal: `${Math.ceil(rows / 100)}`,
        pass: itemRequests === expected && expected === Math.ceil(rows / 100),
      },
      {
        name: 'items-listing.429s',
        label: `${label}: 429 answers`,
        value: tooMany,
        unit: 'responses',
        goal: '0',
        pass: tooMany === 0,
      },
      {
        name: 'items-listing.wall-time',
        label: `${label}: wall time (limit ${LIMIT}/min, floor ${floorS.toFixed(1)} s)`,
        value: wallS,
        unit: 's',
        goal: `<= ${(1.1 * floorS).toFixed(1)} s`,
        pass: wallS <= 1.1 * floorS,
      },
    ];
    return figures;
  } finally {
    await emu.close();
  }
};

export default run;
