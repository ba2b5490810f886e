import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { liveCellKey, makeLiveSite, openSiteGrid, type LiveFixture } from './support/live-grid';
import { startStack, type Stack } from './support/stack';

const HOUR = 3_600_000;

/** A time of day as the extension writes it in English ("09:41 PM"). */
const timeOfDay = (ms: number) =>
  new Date(ms).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`a service clock 3 hours ahead, in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let panel: PageDriver;
    let fixture: LiveFixture;
    let publishedAt = 0;

    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      // The service's clock runs ahead of the browser's: every time it writes is 3 hours later.
      await stack.emulator.control('/clock', { method: 'POST', body: { advanceMs: 3 * HOUR } });
      fixture = await makeLiveSite(stack, { pages: 4, seed: 21 });
      const publish = await stack.emulator.call(`/v2/sites/${fixture.siteId}/publish`, {
        method: 'POST',
        token: fixture.apiKey,
        body: { publishToWebflowSubdomain: true },
      });
      expect(publish.status).toBe(202);
      const site = await stack.emulator.call<{ lastPublished: string }>(
        `/v2/sites/${fixture.siteId}`,
        { token: fixture.apiKey },
      );
      publishedAt = Date.parse(site.body.lastPublished);
      // One drifted page, planted after the publish, so that the popup has a verdict to show.
      await stack.emulator.control(`/sites/${fixture.siteId}/live-faults`, {
        method: 'POST',
        body: { seed: 21, drifts: 1 },
      });
      panel = await openSiteGrid(driver, fixture);
    }, 120_000);
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    it('never says the live check came before the publish it read', async () => {
      expect(publishedAt - Date.now()).toBeGreaterThan(3 * HOUR - 60_000);
      await panel.click('[data-testid="live-check-button"]');
      const said = await panel.waitFor('[data-testid="live-checked-against"]', undefined, 60_000);
      expect(said).toMatch(/^Checked .+, about the same time as the publish/);
      expect(said).not.toContain(timeOfDay(publishedAt));
      expect(said).not.toContain('against the publish of');
    }, 120_000);

    it('the popup on the drifted page dates its verdict by the browser’s clock', async () => {
      const planted = (
        await stack.emulator.control<{ planted: { pageId: string; localeId: string | null }[] }>(
          `/sites/${fixture.siteId}/live-faults`,
        )
      ).body.planted;
      const drifted = planted[0]!;
      await panel.click(`[data-cell="${liveCellKey(drifted)}"] [data-testid="live-badge"]`);
      const url = (await panel.waitFor('.live-detail__url')).trim();
      const { tabId } = await driver.openTab(url);
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
      const verdict = await popup.waitFor('[data-testid="popup-live-verdict"]');
      const checkedAt = await popup.evaluate(
        () =>
          document.querySelector<HTMLElement>('[data-testid="popup-live-verdict"]')!.dataset
            .checkedAt!,
        undefined,
      );
      // Checked just now by this browser's clock, and said as a time of today, without a date.
      expect(Math.abs(Date.parse(checkedAt) - Date.now())).toBeLessThan(5 * 60_000);
      expect(verdict).toContain(`(checked ${timeOfDay(Date.parse(checkedAt))})`);
      expect(verdict).not.toContain(timeOfDay(publishedAt));
      await popup.close();
    }, 60_000);
  });
}
