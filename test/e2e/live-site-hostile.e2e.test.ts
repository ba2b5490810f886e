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
import { startStack, type Stack } from './support/stack';

type Fixture = { siteId: string; shortName: string; origin: string; apiKey: string };
type Planted = { pageId: string; localeId: string | null; kind: string; detail: string };

const keyOf = (cell: { pageId: string; localeId: string | null }) =>
  `${cell.pageId}:${cell.localeId ?? ''}`;

/** Every cell's live state, read while the virtualized grid is scrolled from top to bottom. */
const readStates = (panel: PageDriver) =>
  panel.evaluate(async () => {
    const viewport = document.querySelector<HTMLElement>('[data-testid="site-grid-viewport"]')!;
    const seen: Record<string, string> = {};
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
    for (let top = 0; ; top += viewport.clientHeight) {
      viewport.scrollTop = top;
      viewport.dispatchEvent(new Event('scroll'));
      await frame();
      for (const badge of document.querySelectorAll<HTMLElement>('[data-testid="live-badge"]')) {
        seen[badge.closest<HTMLElement>('[data-cell]')!.dataset.cell!] = badge.dataset.liveState!;
      }
      if (top + viewport.clientHeight >= viewport.scrollHeight) break;
    }
    viewport.scrollTop = 0;
    viewport.dispatchEvent(new Event('scroll'));
    return seen;
  }, undefined);

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the live check of a hostile site in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let panel: PageDriver;
    let fixture: Fixture;
    let hostile: Planted[];
    let hung = '';

    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      fixture = (
        await stack.emulator.control<Fixture>('/live-fixture', {
          method: 'POST',
          body: { pages: 4, seed: 24 },
        })
      ).body;
      await stack.emulator.control(`/sites/${fixture.siteId}/plan`, {
        method: 'POST',
        body: { rateLimit: 10_000 },
      });
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
      const taken = new Set(hostile.map(keyOf));
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
      const options = await driver.openPage('options.html', '[data-testid="signed-out"]');
      await options.fill('[data-testid="site-key-input"]', fixture.apiKey);
      await options.click('[data-testid="site-key-submit"]');
      await options.waitFor('[data-testid="account"]');
      await options.close();
      const { tabId } = await driver.openTab(`${fixture.origin}/`);
      panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="schema-tab"]');
      await panel.click('[data-testid="panel-tab-site"]');
      await panel.waitFor('[data-testid="site-tab"]');
      await panel.click('[data-testid="site-refresh"]');
      await panel.waitFor('[data-testid="site-grid"]');
    }, 120_000);
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    it('finishes: the hung page is not reachable, hostile pages say what was cut, the rest is checked', async () => {
      await panel.click('[data-testid="live-check-button"]');
      // The hung page is given up after the fetcher's 20 s timeout.
      await panel.waitFor('[data-testid="live-checked-against"]', undefined, 90_000);
      const states = await readStates(panel);
      expect(Object.keys(states).length).toBeGreaterThan(hostile.length + 1);
      expect(states[hung]).toBe('unreachable');
      for (const [key, state] of Object.entries(states)) {
        if (key === hung || hostile.some((h) => keyOf(h) === key)) continue;
        expect(state, key).toBe('matches');
      }

      await panel.click(`[data-cell="${hung}"] [data-testid="live-badge"]`);
      expect(await panel.waitFor('[data-testid="live-detail-reason"]')).toContain(
        'Not reachable: no answer within 20 s',
      );
      await panel.click('[data-testid="live-detail-close"]');

      const said: string[] = [];
      for (const h of hostile) {
        await panel.click(`[data-cell="${keyOf(h)}"] [data-testid="live-badge"]`);
        said.push(await panel.waitFor('[data-testid="live-detail-cut"]'));
        await panel.click('[data-testid="live-detail-close"]');
      }
      expect(said).toContainEqual(expect.stringContaining('read 1,000 of 190,000 links'));
      expect(said).toContainEqual(expect.stringContaining('read 100 of 120,000 JSON-LD blocks'));
      expect(said).toContainEqual(expect.stringMatching(/read 1,000 of 1\d\d,\d{3} links/));
    }, 150_000);
  });
}
