/**
 * The live check against published pages that fight back: one page that never answers (the
 * emulator's `hang` fault on its published path) and three hostile pages (the `hostile-page` live
 * fault: 190,000 canonicals, 140,000 stray hreflangs, 120,000 JSON-LD blocks). The check finishes,
 * the hung cell says it was not reachable, each hostile cell says what was cut, and every other
 * cell is checked as usual.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import {
  liveCellKey,
  makeLiveSite,
  openSiteGrid,
  readLiveGrid,
  type LiveFixture,
} from './support/live-grid';
import { startStack, type Stack } from './support/stack';

type Planted = { pageId: string; localeId: string | null; kind: string; detail: string };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the live check of a hostile site in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let panel: PageDriver;
    let fixture: LiveFixture;
    let hostile: Planted[];
    let hung = '';

    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      fixture = await makeLiveSite(stack, { pages: 4, seed: 24 });
      hostile = (
        await stack.emulator.control<{ planted: Planted[] }>(
          `/sites/${fixture.siteId}/live-faults`,
          { method: 'POST', body: { seed: 24, hostile: 3 } },
        )
      ).body.planted;
      const pages = (
        await stack.emulator.call<{ pages: { id: string; publishedPath: string }[] }>(
          `/v2/sites/${fixture.siteId}/pages?limit=100`,
          { token: fixture.apiKey },
        )
      ).body.pages;
      const taken = new Set(hostile.map(liveCellKey));
      const page = pages.find((p) => !taken.has(`${p.id}:`) && p.publishedPath !== '/')!;
      hung = `${page.id}:`;
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'GET',
          path: page.publishedPath,
          host: `${fixture.shortName}.localhost`,
          times: 'always',
          action: { kind: 'hang' },
        },
      });
      panel = await openSiteGrid(driver, fixture);
    }, 120_000);
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    it('finishes: the hung page is not reachable, hostile pages say what was cut, the rest is checked', async () => {
      await panel.click('[data-testid="live-check-button"]');
      // The hung page is given up after the fetcher's 20 s timeout.
      await panel.waitFor('[data-testid="live-checked-against"]', undefined, 90_000);
      const states = Object.fromEntries(
        Object.entries(await readLiveGrid(panel)).map(([cell, badge]) => [cell, badge.state]),
      );
      expect(Object.keys(states).length).toBeGreaterThan(hostile.length + 1);
      expect(states[hung]).toBe('unreachable');
      for (const [key, state] of Object.entries(states)) {
        if (key === hung || hostile.some((h) => liveCellKey(h) === key)) continue;
        expect(state, key).toBe('matches');
      }

      await panel.click(`[data-cell="${hung}"] [data-testid="live-badge"]`);
      expect(await panel.waitFor('[data-testid="live-detail-reason"]')).toContain(
        'Not reachable: no answer within 20 s',
      );
      await panel.click('[data-testid="live-detail-close"]');

      const said: string[] = [];
      for (const h of hostile) {
        await panel.click(`[data-cell="${liveCellKey(h)}"] [data-testid="live-badge"]`);
        said.push(await panel.waitFor('[data-testid="live-detail-cut"]'));
        await panel.click('[data-testid="live-detail-close"]');
      }
      expect(said).toContainEqual(expect.stringContaining('read 1,000 of 190,000 links'));
      expect(said).toContainEqual(expect.stringContaining('read 100 of 120,000 JSON-LD blocks'));
      expect(said).toContainEqual(expect.stringMatching(/read 1,000 of 1\d\d,\d{3} links/));
    }, 150_000);
  });
}
