import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestEmulator } from '@/emulator/testing';
import { startEmulator } from '@/emulator/testing';
import type { Planted } from './index-fault-checks';
import { expectPlantedFaults, locsOf, robotsMeta } from './index-fault-checks';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());
beforeEach(async () => {
  await emu.control('/reset', { method: 'POST' });
});

const site = (shortName: string) => emu.fixtures.sites.find((s) => s.shortName === shortName)!;
const acme = () => site('acme-bakery');
const northwind = () => site('northwind-studio');
const staging = (s = acme()) => `${s.shortName}.localhost:${emu.port}`;
const acmeDomain = () => `www.acme-bakery.example:${emu.port}`;
const northwindDomain = () => `www.northwind.example:${emu.port}`;
const sitemapOf = async (host: string) =>
  locsOf((await emu.getWithHost(host, '/sitemap.xml')).text);

describe('the demo seed’s index faults', () => {
  it('acme-bakery: Events (Event JSON-LD) says noindex in every locale', async () => {
    for (const path of ['/events', '/fr/evenements', '/de/veranstaltungen']) {
      const res = await emu.getWithHost(staging(), path);
      expect(res.status).toBe(200);
      expect(robotsMeta(res.text), path).toEqual(['noindex']);
    }
    expect((await emu.getWithHost(staging(), '/events')).text).toContain('"@type":"Event"');
    expect(robotsMeta((await emu.getWithHost(staging(), '/about-us')).text)).toEqual([]);
  });

  it('acme-bakery: FAQ (FAQPage JSON-LD) is disallowed in robots.txt on every host', async () => {
    for (const host of [staging(), acmeDomain()]) {
      expect((await emu.getWithHost(host, '/robots.txt')).text).toBe(
        `User-agent: *\nAllow: /\nDisallow: /faq\n\nSitemap: http://${host}/sitemap.xml\n`,
      );
    }
    expect((await emu.getWithHost(staging(), '/faq')).text).toContain('"@type":"FAQPage"');
  });

  it('acme-bakery: the Sourdough guide (Article JSON-LD) answers X-Robots-Tag: nosnippet', async () => {
    for (const path of [
      '/resources/guides/sourdough-guide',
      '/fr/resources/guides/guide-du-levain',
    ]) {
      const res = await emu.getWithHost(acmeDomain(), path);
      expect(res.status, path).toBe(200);
      expect(res.headers['x-robots-tag'], path).toBe('nosnippet');
    }
    const page = await emu.getWithHost(staging(), '/resources/guides/sourdough-guide');
    expect(page.text).toContain('"@type":"Article"');
  });

  it('acme-bakery: "How we bake croissants" is left out of the sitemap, live in every locale', async () => {
    const locs = await sitemapOf(acmeDomain());
    const paths = [
      '/post/how-we-bake-croissants',
      '/fr/post/comment-nous-preparons-les-croissants',
      '/de/post/wie-wir-croissants-backen',
    ];
    for (const path of paths) {
      expect((await emu.getWithHost(acmeDomain(), path)).status, path).toBe(200);
      expect(locs, path).not.toContain(`http://${acmeDomain()}${path}`);
    }
    expect(locs).toContain(`http://${acmeDomain()}/post/how-we-bake-sourdough`);
  });

  it('acme-bakery: the sitemap lists /old-menu, which answers 404', async () => {
    for (const host of [staging(), acmeDomain()]) {
      expect(await sitemapOf(host)).toContain(`http://${host}/old-menu`);
      expect((await emu.getWithHost(host, '/old-menu')).status).toBe(404);
    }
  });

  it('northwind-studio: its custom domain’s sitemap lists two staging URLs; acme’s staging host alone is indexable', async () => {
    const locs = await sitemapOf(northwindDomain());
    const foreign = locs.filter((l) => !l.startsWith(`http://${northwindDomain()}/`));
    expect(foreign).toEqual([
      `http://${staging(northwind())}/about-us`,
      `http://${staging(northwind())}/contact`,
    ]);
    for (const url of foreign)
      expect((await emu.getWithHost(staging(northwind()), new URL(url).pathname)).status).toBe(200);
    expect((await emu.getWithHost(staging(acme()), '/robots.txt')).text).toContain('Allow: /\n');
    expect(robotsMeta((await emu.getWithHost(staging(acme()), '/')).text)).toEqual([]);
    expect((await emu.getWithHost(staging(northwind()), '/robots.txt')).text).toBe(
      'User-agent: *\nDisallow: /\n',
    );
    expect(robotsMeta((await emu.getWithHost(staging(northwind()), '/')).text)).toEqual([
      'noindex',
    ]);
  });
});

describe('index faults planted at run time', () => {
  it('plants the whole set on a site, deterministically for a seed', async () => {
    const plant = () =>
      emu.control<{ planted: Planted[] }>(`/sites/${northwind().id}/index-faults`, {
        method: 'POST',
        body: { seed: 5 },
      });
    const first = await plant();
    expect(first.status).toBe(201);
    expect(first.body.planted.map((p) => p.kind)).toEqual([
      'noindex',
      'disallowed',
      'nosnippet',
      'left-out',
      'sitemap-404',
      'staging-urls',
      'staging-urls',
      'staging-indexable',
    ]);
    const pages = first.body.planted.flatMap((p) => (p.pageId ? [p.pageId] : []));
    expect(new Set(pages).size).toBe(pages.length);
    await expectPlantedFaults(emu, northwind(), northwindDomain(), first.body.planted);
    await emu.control('/reset', { method: 'POST' });
    expect((await plant()).body).toEqual(first.body);
  });

  it('publishes a custom domain never published, so its faults show there', async () => {
    const world = emu.emulator.store.world;
    const domain = world.sites[northwind().id]!.customDomains[0]!;
    delete world.publishedDomains[domain.id];
    domain.lastPublished = null;
    expect((await emu.getWithHost(northwindDomain(), '/about-us')).status).toBe(404);
    const res = await emu.control<{ planted: Planted[] }>(`/sites/${northwind().id}/index-faults`, {
      method: 'POST',
      body: { seed: 9 },
    });
    expect(domain.lastPublished).not.toBeNull();
    expect((await emu.getWithHost(northwindDomain(), '/about-us')).status).toBe(200);
    await expectPlantedFaults(emu, northwind(), northwindDomain(), res.body.planted);
  });

  it('plants no staging fault on a site without a custom domain', async () => {
    const made = await emu.control('/live-fixture', { method: 'POST', body: { pages: 12 } });
    const res = await emu.control<{ planted: Planted[] }>(
      `/sites/${made.body.siteId}/index-faults`,
      {
        method: 'POST',
        body: { seed: 2 },
      },
    );
    expect(res.status).toBe(201);
    // No custom domain: no staging faults, and no item to leave out (a page instead).
    expect(res.body.planted.map((p) => p.kind)).toEqual([
      'noindex',
      'disallowed',
      'nosnippet',
      'left-out',
      'sitemap-404',
    ]);
    expect(res.body.planted[3]!.pageId).toBeDefined();
  });

  it('answers 404 for an unknown site', async () => {
    const res = await emu.control('/sites/000000000000000000000000/index-faults', {
      method: 'POST',
      body: { seed: 1 },
    });
    expect(res.status).toBe(404);
  });

  it('leaves N pages and items out of the sitemap by their settings and names them', async () => {
    const res = await emu.control<{
      excluded: { pageId?: string; itemId?: string; path: string }[];
    }>(`/sites/${acme().id}/index-exclusions`, { method: 'POST', body: { count: 12, seed: 4 } });
    expect(res.status).toBe(201);
    expect(res.body.excluded).toHaveLength(12);
    const locs = await sitemapOf(staging());
    for (const e of res.body.excluded) {
      expect(e.pageId ?? e.itemId).toBeDefined();
      expect(locs).not.toContain(`http://${staging()}${e.path}`);
      expect((await emu.getWithHost(staging(), e.path)).status).toBe(200);
    }
  });
});
