import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { focused, walkTabStops } from './support/focus-walk';
import { screenContext, SIGNED_IN_SCREENS, type ScreenContext } from './support/screens';
import { startStack, type Stack } from './support/stack';

const selectedTab = (page: PageDriver, list: string) =>
  page.evaluate((l) => {
    const tab = document.querySelector(`[role=tablist][aria-label="${l}"] [aria-selected=true]`);
    const panel = document.getElementById(tab?.getAttribute('aria-controls') ?? '');
    return {
      testId: (tab as HTMLElement | null)?.dataset.testid,
      focused: document.activeElement === tab,
      stops: document.querySelectorAll(`[role=tablist][aria-label="${l}"] [tabindex="0"]`).length,
      panelLabelledByIt: !!tab?.id && panel?.getAttribute('aria-labelledby') === tab.id,
    };
  }, list);

/** Presses Tab until the focused element's description satisfies `reached`. */
async function tabTo(page: PageDriver, reached: (what: string) => boolean): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if (reached((await focused(page))?.what ?? '')) return;
    await page.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`keyboard use in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    const ctx = {} as ScreenContext;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
      Object.assign(ctx, await screenContext(driver, stack));
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    for (const screen of SIGNED_IN_SCREENS) {
      it(`${screen.name}: every tab stop shows its focus and has a name`, async () => {
        const page = await screen.open(ctx);
        try {
          const stops = await walkTabStops(page);
          expect(stops.length).toBeGreaterThan(0);
          expect(stops.filter((s) => !s.visible).map((s) => s.what)).toEqual([]);
          expect(stops.filter((s) => !s.named).map((s) => s.what)).toEqual([]);
        } finally {
          await screen.cleanup?.(ctx, page);
          await page.close();
        }
      });
    }

    it('moves back with Shift+Tab, switches side-panel tabs with the arrow keys, and selects folders with Space and Enter', async () => {
      const page = await driver.openPage(
        `sidepanel.html?tabId=${ctx.tabId}`,
        '[data-testid="schema-inherited"]',
      );
      const stops = await walkTabStops(page);
      const tabAt = stops.findIndex((s) => s.what.includes('panel-tab-schema'));
      expect(tabAt, stops.map((s) => s.what).join('\n')).toBeGreaterThan(0);
      // One stop for the whole tab list: the next stop is not another tab.
      expect(stops[tabAt + 1]?.what).not.toMatch(/panel-tab-/);

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur(), undefined);
      for (let i = 0; i <= tabAt; i++) await page.press('Tab');
      expect((await focused(page))?.what).toContain('panel-tab-schema');
      await page.press('Shift+Tab');
      expect((await focused(page))?.what).toBe(stops[tabAt - 1]!.what);
      await page.press('Tab');

      const selected = () => selectedTab(page, 'What to edit');
      await page.press('ArrowRight');
      await expect.poll(selected).toEqual({
        testId: 'panel-tab-metadata',
        focused: true,
        stops: 1,
        panelLabelledByIt: true,
      });
      await page.waitFor('[data-testid="metadata-tab"]');
      await page.press('End');
      await expect.poll(selected).toMatchObject({ testId: 'panel-tab-webhooks', focused: true });
      await page.press('ArrowRight');
      await expect.poll(selected).toMatchObject({ testId: 'panel-tab-schema', focused: true });
      await page.press('ArrowLeft');
      await expect.poll(selected).toMatchObject({ testId: 'panel-tab-webhooks', focused: true });
      await page.press('Home');
      await expect.poll(selected).toMatchObject({
        testId: 'panel-tab-schema',
        focused: true,
      });

      // Native buttons act on Enter and Space by the browser's doing (Firefox's automation does not
      // synthesise that default action); the folder tree is ours, so it is checked here.
      await page.press('ArrowRight');
      await page.press('ArrowRight');
      await expect.poll(selected).toMatchObject({ testId: 'panel-tab-assets', focused: true });
      await page.waitFor('.folder-tree [role=treeitem]');
      await tabTo(page, (what) => what.includes('[role=treeitem]'));
      const treeFocus = () =>
        page.evaluate(
          () => [
            document.activeElement?.getAttribute('data-key'),
            document.activeElement?.getAttribute('aria-selected'),
          ],
          undefined,
        );
      expect(await treeFocus()).toEqual(['', 'true']);
      await page.press('ArrowDown');
      await expect.poll(treeFocus).toEqual([expect.any(String), 'false']);
      const [second] = await treeFocus();
      await page.press('Space');
      await expect.poll(treeFocus).toEqual([second, 'true']);
      await page.press('ArrowDown');
      await expect.poll(async () => (await treeFocus())[0]).not.toBe(second);
      const [third] = await treeFocus();
      await page.press('Enter');
      await expect.poll(treeFocus).toEqual([third, 'true']);
      await page.waitFor(`.asset-list`);
      await page.close();
    });
  });
}
