import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../emulator/clock';
import { buildWorld } from '../../emulator/seed/index';
import { schemaKey } from '../../emulator/store';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A build time off the whole minute: the seed's times are on it. */
const NOW = Date.parse('2026-12-07T18:05:42.123Z');

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

describe('demo seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildWorld('demo', NOW))).toBe(JSON.stringify(buildWorld('demo', NOW)));
  });

  it('dates the publish 2 hours before it was built and everything else before that', () => {
    const world = buildWorld('demo', NOW);
    const published = Date.parse('2026-12-07T16:05:00.000Z');
    for (const site of Object.values(world.sites)) {
      expect(site.lastPublished).toBe(new Date(published).toISOString());
      expect(site.lastUpdated).toBe(site.lastPublished);
      expect(Date.parse(site.createdOn)).toBe(published + 2 * HOUR - 60 * DAY);
    }
    for (const item of Object.values(world.collectionItems)) {
      expect(Date.parse(item.createdOn)).toBeLessThan(published);
      if (item.lastPublished) expect(item.lastPublished).toBe(new Date(published).toISOString());
    }
  });

  it('starts the served world from the emulator clock: published about 2 hours before', async () => {
    const s = emu.fixtures.sites[0]!;
    const res = await emu.call(`/v2/sites/${s.id}`, { token: s.apiKey });
    const ago = emu.emulator.clock.now() - Date.parse(res.body.lastPublished);
    expect(ago).toBeGreaterThanOrEqual(2 * HOUR);
    expect(ago).toBeLessThan(2 * HOUR + 2 * 60_000);
  });

  it('has two sites, three locales, 40+ pages of every kind with nested folders, one plan of each', () => {
    const world = buildWorld('demo', NOW);
    const sites = Object.values(world.sites);
    expect(sites).toHaveLength(2);
    expect(sites.map((s) => s.plan.localizedSlugs).sort()).toEqual([false, true]);
    expect(sites.map((s) => s.plan.rateLimit)).toContain(120);
    for (const site of sites) {
      expect([site.locales.primary.tag, ...site.locales.secondary.map((l) => l.tag)]).toEqual([
        'en',
        'fr',
        'de',
      ]);
      const pages = Object.values(world.pages).filter((p) => p.siteId === site.id);
      expect(pages.length).toBeGreaterThanOrEqual(40);
      expect(new Set(pages.map((p) => p.kind))).toEqual(
        new Set(['home', 'static', 'utility', 'collection-template']),
      );
      expect(
        pages
          .filter((p) => p.utility)
          .map((p) => p.utility)
          .sort(),
      ).toEqual(['404', 'password', 'search']);
      expect(pages.some((p) => p.draft)).toBe(true);
      const folders = Object.values(world.pageFolders).filter((f) => f.siteId === site.id);
      const depth = (id: string | null): number =>
        id ? 1 + depth(world.pageFolders[id]!.parentId) : 0;
      expect(Math.max(...pages.map((p) => depth(p.parentId)))).toBe(3);
      expect(folders.length).toBeGreaterThanOrEqual(5);
      expect(pages.every((p) => /^[0-9a-f]{24}$/.test(p.id))).toBe(true);
      const primaryOnly = pages.filter(
        (p) =>
          world.schemaMarkup[schemaKey(p.id, site.locales.primary.id)] &&
          site.locales.secondary.every((l) => !world.schemaMarkup[schemaKey(p.id, l.id)]),
      );
      expect(primaryOnly.length).toBeGreaterThanOrEqual(3);
      const legacy = pages.filter(
        (p) => world.schemaMarkup[schemaKey(p.id, site.locales.primary.id)]?.value === null,
      );
      expect(legacy).toHaveLength(1);
      expect(world.published[site.id]?.pages).toHaveLength(pages.length);
      expect(site.customDomains).toHaveLength(1);
      for (const d of site.customDomains) {
        expect(world.publishedDomains[d.id]?.pages).toHaveLength(pages.length);
        expect(d.lastPublished).toBe(site.lastPublished);
      }
    }
    expect(Object.values(world.oauthApps)[0]!.redirectUrl).toMatch(/^https:\/\//);
  });

  it('includes one broken markup value (an Article without its required fields)', async () => {
    const s = emu.fixtures.sites[0]!;
    const res = await emu.call(`/beta/pages/${s.pages.pricing}/schema-markup`, { token: s.apiKey });
    expect(res.body.jsonLdSchema['@type']).toBe('Article');
    expect(res.body.jsonLdSchema.headline).toBeUndefined();
  });

  it('issues only clearly fake credentials', () => {
    const world = buildWorld('demo', NOW);
    const secrets = [
      ...Object.values(world.oauthApps).flatMap((a) => [a.clientId, a.clientSecret]),
      ...Object.values(world.siteKeys).map((k) => k.token),
    ];
    for (const secret of secrets) expect(secret).toMatch(/^emu_[a-z]+_[0-9a-f]{32,}$/);
  });

  it('the empty seed has a workspace and an OAuth app but no sites', () => {
    const world = buildWorld('empty', NOW);
    expect(Object.keys(world.sites)).toHaveLength(0);
    expect(Object.keys(world.oauthApps)).toHaveLength(1);
  });
});

describe('state and clock', () => {
  it('restarts from a saved world', async () => {
    const s = emu.fixtures.sites[0]!;
    await emu.call(`/v2/pages/${s.pages.about}`, {
      token: s.apiKey,
      method: 'PUT',
      body: { title: 'Persisted' },
    });
    const saved = JSON.parse(emu.emulator.store.serialize());
    const again = await startEmulator({ rateLimit: 0, state: saved });
    try {
      expect((await again.call(`/v2/pages/${s.pages.about}`, { token: s.apiKey })).body.title).toBe(
        'Persisted',
      );
    } finally {
      await again.close();
    }
  });

  it('fires timers when the clock is advanced past them', () => {
    const clock = createClock();
    const fired: string[] = [];
    clock.setTimer(600_000, () => fired.push('b'));
    clock.setTimer(60_000, () => fired.push('a'));
    const cancel = clock.setTimer(120_000, () => fired.push('cancelled'));
    cancel();
    // The clock is real time plus the advance: a busy machine may spend some milliseconds here.
    clock.advance(30_000);
    expect(fired).toEqual([]);
    clock.advance(600_000);
    expect(fired).toEqual(['a', 'b']);
    clock.dispose();
  });

  it('refuses to bind a non-loopback address without --unsafe-bind', () => {
    const run = spawnSync('npx', ['tsx', 'emulator/main.ts', '--host', '0.0.0.0', '--port', '0'], {
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('loopback only');
  });
});
