import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '@/emulator/testing';
import { startEmulator } from '@/emulator/testing';
import type { Planted } from './index-fault-checks';
import { expectPlantedFaults, locsOf } from './index-fault-checks';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ seed: 'large-items', rateLimit: 0 });
});
afterAll(() => emu.close());

const site = () => emu.fixtures.sites[0]!;
const staging = () => `${site().shortName}.localhost:${emu.port}`;
const domain = () => `www.acme-bakery.example:${emu.port}`;

describe('the large-items seed’s robots.txt and sitemap', () => {
  it('carries no index fault: default robots.txt, no stale entry', async () => {
    expect((await emu.getWithHost(staging(), '/robots.txt')).text).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: http://${staging()}/sitemap.xml\n`,
    );
    const locs = locsOf((await emu.getWithHost(staging(), '/sitemap.xml')).text);
    expect(locs.filter((l) => l.includes('old-menu'))).toEqual([]);
  });

  it('serves the 30,000 item URLs and the pages in well under two seconds', async () => {
    const started = performance.now();
    const res = await emu.getWithHost(domain(), '/sitemap.xml');
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    const locs = locsOf(res.text);
    // 10,000 items and 35 static pages, each in 3 locales
    expect(locs).toHaveLength(30_000 + 35 * 3);
    expect(locs).toContain(`http://${domain()}/fr/post/note-de-fournil-1`);
    expect(locs).toContain(`http://${domain()}/de/recipe/rezept-2000`);
    expect(elapsed).toBeLessThan(2000);
  });

  it('takes the planted index faults, as a crawler sees them', async () => {
    const res = await emu.control<{ planted: Planted[] }>(`/sites/${site().id}/index-faults`, {
      method: 'POST',
      body: { seed: 11 },
    });
    expect(res.status).toBe(201);
    expect(res.body.planted.map((p) => p.kind)).toEqual([
      'noindex',
      'disallowed',
      'nosnippet',
      'left-out',
      'sitemap-404',
      'staging-urls',
      'staging-urls',
      'staging-indexable',
    ]);
    expect(res.body.planted[3]).toMatchObject({
      itemId: expect.any(String),
      collectionId: expect.any(String),
    });
    await expectPlantedFaults(emu, site(), domain(), res.body.planted);
  });
});
