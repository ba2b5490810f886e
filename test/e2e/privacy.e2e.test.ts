import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

const allowed = z
  .object({ hosts: z.array(z.string()).min(1) })
  .parse(JSON.parse(readFileSync(new URL('./privacy-hosts.json', import.meta.url), 'utf8'))).hosts;

/** The entry of the committed list a host falls under, or the host itself when none does. */
function patternOf(host: string): string {
  return allowed.find((p) => (p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p)) ?? host;
}

const PAGE_RESOURCES = () => {
  performance.setResourceTimingBufferSize(100_000);
  return performance.getEntriesByType('resource').map((e) => e.name);
};

/**
 * Every URL the extension itself fetches, from Resource Timing: in its background (Chromium's
 * service worker; Firefox's background page, read through `runtime.getBackgroundPage()`) and in
 * each of its pages before the page closes. Web pages the test opens are not the extension's, so
 * their own loads are not counted.
 */
for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the hosts the extension contacts in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    const urls = new Set<string>();
    let fromBackground = 0;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    const record = async (page: PageDriver) => {
      for (const url of await page.evaluate(PAGE_RESOURCES, undefined)) urls.add(url);
    };
    const recordBackground = async () => {
      const seen = await driver.backgroundResources();
      fromBackground = Math.max(fromBackground, seen.length);
      for (const url of seen) urls.add(url);
    };

    it('are only those on the committed list, through sign-in, a page, its schema, metadata and assets', async () => {
      await recordBackground();
      const options = await stack.signInWithSiteKey();
      await record(options);
      await options.close();
      await recordBackground();

      const { page: web, tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/pricing`,
      );
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
      await popup.waitFor('[data-testid="location-page"]', 'Pricing');
      await record(popup);
      await popup.close();

      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      await panel.waitFor('.cm-content');
      await panel.replaceText(
        '.cm-content',
        '{ "@context": "https://schema.org", "@type": "Offer", "name": "Private" }',
      );
      await panel.waitFor('[data-testid="schema-save"]:not([disabled])');
      await panel.click('[data-testid="schema-save"]');
      await panel.waitFor('[data-testid="schema-notice"]', 'Saved');
      await panel.click('[data-testid="live-check-run"]');
      await panel.waitFor('[data-testid="live-result"]');
      await panel.click('[data-testid="panel-tab-metadata"]');
      await panel.waitFor('input[name="title"]');
      await panel.click('[data-testid="panel-tab-assets"]');
      await panel.waitFor('[data-asset-id]');
      await new Promise((r) => setTimeout(r, 1500));
      await record(panel);
      await recordBackground();
      await panel.close();
      await web.close();

      const hosts = [...urls].filter((u) => /^https?:/.test(u)).map((u) => new URL(u).hostname);
      // The background does every API call, so seeing none would mean the recording is blind.
      expect(fromBackground).toBeGreaterThan(0);
      const contacted = [...new Set(hosts.map(patternOf))];
      // Anything off the list shows up here by its own name.
      expect(contacted.filter((h) => !allowed.includes(h))).toEqual([]);
      expect(contacted).toContain('127.0.0.1');
    });
  });
}
