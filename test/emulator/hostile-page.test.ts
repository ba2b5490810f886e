import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlantedFault } from '../../emulator/live/overlay';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { fixtureCells } from './support/live-site';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0, seed: 'empty' });
});
afterAll(() => emu.close());

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('the hostile-page live fault', () => {
  it('serves its three shapes, streamed, on three cells; the other cells stay clean', async () => {
    const f = (
      await emu.control<{ siteId: string; origin: string; apiKey: string }>('/live-fixture', {
        method: 'POST',
        body: { pages: 6 },
      })
    ).body;
    const res = await emu.control<{ planted: PlantedFault[] }>(`/sites/${f.siteId}/live-faults`, {
      method: 'POST',
      body: { seed: 3, hostile: 3 },
    });
    expect(res.status, res.text).toBe(201);
    const planted = res.body.planted;
    expect(planted.map((p) => [p.group, p.kind])).toEqual([
      ['hostile', 'hostile-page'],
      ['hostile', 'hostile-page'],
      ['hostile', 'hostile-page'],
    ]);
    const { cells } = await fixtureCells(emu, f.siteId, f.apiKey, f.origin);
    const host = new URL(f.origin).host;
    const key = (pageId: string, localeId: string | null) => `${pageId}:${localeId ?? ''}`;
    const hostile = new Set(planted.map((p) => key(p.pageId, p.localeId)));
    const shapes: number[][] = [];
    for (const cell of cells) {
      const page = await emu.getWithHost(host, cell.path);
      expect(page.status).toBe(200);
      if (!hostile.has(key(cell.pageId, cell.primary ? null : cell.localeId))) {
        expect(page.text.length, cell.path).toBeLessThan(100_000);
        continue;
      }
      shapes.push([
        count(page.text, '<link rel=canonical'),
        count(page.text, '<link rel=alternate hreflang=x'),
        count(page.text, '<script type=application/ld+json>'),
      ]);
    }
    expect(shapes.sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!)).toEqual([
      [190_000, 0, 0],
      [0, 140_000, 0],
      [0, 0, 120_000],
    ]);
  });
});
