import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

const SCHEMA_QUERY = '/beta/sites/*/pages/schema-markup/query';

/** Three faults of the matrix (test/unit/faults) as the editor sees them in the side panel. */
for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`service faults in the side panel in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    const pageUrl = (path: string) =>
      `http://${stack.site.shortName}.localhost:${stack.emulator.port}${path}`;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });
    afterEach(async () => {
      await stack?.emulator.control('/faults', { method: 'DELETE' });
    });

    const fault = (body: Record<string, unknown>) =>
      stack.emulator.control('/faults', { method: 'POST', body });
    const openPanel = async (tabId: number): Promise<PageDriver> =>
      driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="side-panel"]');

    it('shows a lasting 503 on reading the schema after three tries, and “Try again” loads it', async () => {
      const { tabId, page } = await driver.openTab(pageUrl('/pricing'));
      await stack.resetJournal();
      await fault({
        method: 'POST',
        path: SCHEMA_QUERY,
        times: 'always',
        action: { kind: 'status', status: 503 },
      });
      const panel = await openPanel(tabId);
      expect(await panel.waitFor('[data-testid="schema-error"]')).toBe(
        'The service had a problem (HTTP 503) — try again shortly',
      );
      const tries = (await stack.journal('POST', '/schema-markup/query')).map((e) => e.status);
      expect(tries).toEqual([503, 503, 503]);
      await stack.emulator.control('/faults', { method: 'DELETE' });
      await panel.click('[data-testid="schema-retry"]');
      await panel.waitFor('.cm-content');
      await panel.close();
      await page.close();
    });

    it('ends a save whose connection dropped after the write as saved, never re-sent by the extension', async () => {
      const aboutId = stack.site.pages.about!;
      const { tabId, page } = await driver.openTab(pageUrl('/about-us'));
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-metadata"]');
      await panel.waitFor('input[name="title"]');
      await panel.fill('input[name="title"]', 'About the bakery');
      await stack.resetJournal();
      await fault({
        method: 'PUT',
        path: `/v2/pages/${aboutId}`,
        action: { kind: 'drop-after-write' },
      });
      await panel.waitFor('[data-testid="metadata-save"]:not([disabled])');
      await panel.click('[data-testid="metadata-save"]');
      expect(await panel.waitFor('[data-testid="metadata-notices"]', 'Saved')).toContain('Title');
      // The extension sends the PUT once and, when the answer is lost, re-reads instead of
      // re-sending. Chromium and Firefox themselves re-send an HTTP-idempotent request at once when a
      // reused connection closes without an answer; the same values land twice, the state is the same.
      const puts = await stack.journal('PUT', `/v2/pages/${aboutId}`);
      expect(puts[0]).toMatchObject({ fault: 'drop-after-write', applied: true });
      expect(puts.length).toBeLessThanOrEqual(2);
      if (puts[1]) {
        expect(puts[1]).toMatchObject({ fault: null, applied: true });
        expect(puts[1].at - puts[0]!.at).toBeLessThan(1000);
      }
      const stored = await stack.emulator.call<{ title: string }>(`/v2/pages/${aboutId}`, {
        token: stack.site.apiKey!,
      });
      expect(stored.body.title).toBe('About the bakery');
      await panel.close();
      await page.close();
    });

    it('shows a 429 pause with the time it ends, then loads by itself with one request more', async () => {
      const { tabId, page } = await driver.openTab(pageUrl('/contact'));
      await stack.resetJournal();
      await fault({
        method: 'POST',
        path: SCHEMA_QUERY,
        action: { kind: 'status', status: 429, headers: { 'Retry-After': '4' } },
      });
      const panel = await openPanel(tabId);
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
      expect(await popup.waitFor('[data-testid="rate-budget"]', 'Rate limited')).toMatch(
        /Rate limited — resumes at \d\d:\d\d/,
      );
      await popup.close();
      await panel.waitFor('.cm-content', undefined, 20_000);
      const sent = (await stack.journal('POST', '/schema-markup/query')).map((e) => e.status);
      expect(sent[0]).toBe(429);
      expect(sent.filter((s) => s === 429)).toHaveLength(1);
      expect(sent.slice(1).every((s) => s === 200)).toBe(true);
      await panel.close();
      await page.close();
    });
  });
}
