import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { fixtureCells, readLivePage } from './support/live-site';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0, seed: 'empty' });
});
afterAll(() => emu.close());

const createFixture = async (body: unknown) => {
  const res = await emu.control('/live-fixture', { method: 'POST', body });
  expect(res.status, res.text).toBe(201);
  return res.body as { siteId: string; shortName: string; origin: string; apiKey: string };
};

describe('POST /__emulator/live-fixture', () => {
  it('answers the site, its staging origin and a working API key', async () => {
    const f = await createFixture({ pages: 3 });
    expect(f.shortName).toMatch(/^live-[a-z0-9-]+$/);
    expect(f.origin).toBe(`http://${f.shortName}.localhost:${emu.port}`);
    const site = await emu.call(`/v2/sites/${f.siteId}`, { token: f.apiKey });
    expect(site.status).toBe(200);
    expect(site.body.shortName).toBe(f.shortName);
    expect(site.body.lastPublished).toEqual(expect.any(String));
    expect(site.body.locales.primary).toMatchObject({ tag: 'en', subdirectory: '' });
    expect(site.body.locales.secondary).toEqual([
      expect.objectContaining({ tag: 'fr', subdirectory: 'fr' }),
      expect.objectContaining({ tag: 'de', subdirectory: 'de' }),
    ]);
  });

  it('serves every page × locale with its lang, canonical, full hreflang set and own markup', async () => {
    const f = await createFixture({ pages: 24, seed: 5 });
    const { cells, lastPublished, locales } = await fixtureCells(emu, f.siteId, f.apiKey, f.origin);
    expect(cells).toHaveLength(25 * 3);
    expect(new Set(cells.map((c) => c.url)).size).toBe(cells.length);
    expect(cells.some((c) => c.path.split('/').length > 3)).toBe(true);
    const urlOf = (pageId: string, localeId: string) =>
      cells.find((c) => c.pageId === pageId && c.localeId === localeId)!.url;
    for (const cell of cells) {
      const res = await emu.getWithHost(new URL(f.origin).host, cell.path);
      expect(res.status, cell.url).toBe(200);
      const live = readLivePage(res.text);
      expect(live.lang, cell.url).toBe(cell.tag);
      expect(live.canonical).toEqual([cell.url]);
      const expected: Record<string, string[]> = {
        'x-default': [urlOf(cell.pageId, locales[0]!.id)],
      };
      for (const l of locales) expected[l.tag] = [urlOf(cell.pageId, l.id)];
      expect(live.alternates, cell.url).toEqual(expected);
      const stored = cell.stored.jsonLdSchema!;
      expect(stored, cell.url).toMatchObject({ inLanguage: cell.tag, url: cell.url });
      if ('@id' in stored) expect(stored['@id']).toBe(cell.url);
      expect(live.blocks, cell.url).toEqual([stored]);
      expect(Date.parse(cell.stored.lastUpdated!)).toBeLessThan(Date.parse(lastPublished));
    }
  });

  it('is the same markup for the same seed and another for another seed', async () => {
    const shapes = async (seed: number) => {
      const f = await createFixture({ pages: 12, seed });
      const { cells } = await fixtureCells(emu, f.siteId, f.apiKey, f.origin);
      return cells.map((c) => [
        c.path,
        c.stored.jsonLdSchema!['@type'],
        '@id' in c.stored.jsonLdSchema!,
      ]);
    };
    const a = await shapes(11);
    expect(await shapes(11)).toEqual(a);
    expect(await shapes(12)).not.toEqual(a);
  });

  it('creates 1,000 pages, listed and served', async () => {
    const f = await createFixture({ pages: 1000, plan: 'enterprise' });
    const list = await emu.call(`/v2/sites/${f.siteId}/pages?limit=1`, { token: f.apiKey });
    expect(list.body.pagination.total).toBe(1001);
    const last = await emu.call(`/v2/sites/${f.siteId}/pages?limit=1&offset=1000`, {
      token: f.apiKey,
    });
    const res = await emu.getWithHost(new URL(f.origin).host, last.body.pages[0].publishedPath);
    expect(res.status).toBe(200);
    const plan = (await emu.control('/fixtures')).body.sites.find(
      (s: { id: string }) => s.id === f.siteId,
    ).plan;
    expect(plan).toMatchObject({ enterprise: true });
  });

  it('refuses a page count out of range', async () => {
    for (const pages of [0, 2001, 1.5, '10']) {
      const res = await emu.control('/live-fixture', { method: 'POST', body: { pages } });
      expect(res.status, String(pages)).toBe(400);
    }
  });
});
