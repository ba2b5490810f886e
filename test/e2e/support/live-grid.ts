/**
 * What the live-check journeys share: a generated live site signed in with its site key and the
 * Site tab's grid open on it, and a reader of every cell's live badge.
 * @module
 */
import type { ExtensionDriver, PageDriver } from './driver';
import type { Stack } from './stack';

/** A generated site the emulator publishes (`/live-fixture`). */
export type LiveFixture = { siteId: string; shortName: string; origin: string; apiKey: string };

/** What one grid cell's live badge says. */
export type LiveBadge = { state: string; extra: number; rules: string[] };

/** A cell's key as the grid's `data-cell` writes it. */
export const liveCellKey = (cell: { pageId: string; localeId: string | null }) =>
  `${cell.pageId}:${cell.localeId ?? ''}`;

/**
 * Makes a live site of `pages` pages with `seed` and lifts its rate limit: the test's own set-up
 * calls share the site key's budget, and rate limits have their own tests.
 */
export async function makeLiveSite(
  stack: Stack,
  body: { pages: number; seed: number },
): Promise<LiveFixture> {
  const fixture = (
    await stack.emulator.control<LiveFixture>('/live-fixture', { method: 'POST', body })
  ).body;
  await stack.emulator.control(`/sites/${fixture.siteId}/plan`, {
    method: 'POST',
    body: { rateLimit: 10_000 },
  });
  return fixture;
}

/** Signs in with the fixture's key and opens the side panel's Site tab with its grid read. */
export async function openSiteGrid(
  driver: ExtensionDriver,
  fixture: LiveFixture,
): Promise<PageDriver> {
  const options = await driver.openPage('options.html', '[data-testid="signed-out"]');
  await options.fill('[data-testid="site-key-input"]', fixture.apiKey);
  await options.click('[data-testid="site-key-submit"]');
  await options.waitFor('[data-testid="account"]');
  await options.close();
  const { tabId } = await driver.openTab(`${fixture.origin}/`);
  const panel = await driver.openPage(
    `sidepanel.html?tabId=${tabId}`,
    '[data-testid="schema-tab"]',
  );
  await panel.click('[data-testid="panel-tab-site"]');
  await panel.waitFor('[data-testid="site-tab"]');
  await panel.click('[data-testid="site-refresh"]');
  await panel.waitFor('[data-testid="site-grid"]');
  return panel;
}

/** Every cell's live badge, read while the virtualized grid is scrolled from top to bottom. */
export const readLiveGrid = (panel: PageDriver): Promise<Record<string, LiveBadge>> =>
  panel.evaluate(async () => {
    const viewport = document.querySelector<HTMLElement>('[data-testid="site-grid-viewport"]')!;
    const seen: Record<string, LiveBadge> = {};
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
    for (let top = 0; ; top += viewport.clientHeight) {
      viewport.scrollTop = top;
      viewport.dispatchEvent(new Event('scroll'));
      await frame();
      for (const badge of document.querySelectorAll<HTMLElement>('[data-testid="live-badge"]')) {
        const cell = badge.closest<HTMLElement>('[data-cell]')!.dataset.cell!;
        seen[cell] = {
          state: badge.dataset.liveState!,
          extra: Number(badge.dataset.extra),
          rules: (badge.dataset.language ?? '').split(' ').filter(Boolean).sort(),
        };
      }
      if (top + viewport.clientHeight >= viewport.scrollHeight) break;
    }
    viewport.scrollTop = 0;
    viewport.dispatchEvent(new Event('scroll'));
    return seen;
  }, undefined);
