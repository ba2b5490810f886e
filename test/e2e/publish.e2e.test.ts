import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type JournalEntry, type Stack } from './support/stack';

type Domain = { id: string; url: string; lastPublished: string | null };
type PublishPost = JournalEntry & { body?: unknown };

const target = (host: string) => `[data-testid="publish-target"][data-host="${host}"]`;

for (const browser of BROWSERS) {
  describe.skipIf(!browser.available)(`Publish site in ${browser.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let tabId: number;
    let panel: PageDriver;
    let staging: string;
    let shots: string;
    beforeAll(async () => {
      shots = mkdtempSync(join(tmpdir(), 'publish-e2e-'));
      driver = await browser.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
      staging = `${stack.site.shortName}.localhost:${stack.emulator.port}`;
      ({ tabId } = await driver.openTab(`http://${staging}/about-us`));
      panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="side-panel"]');
      await panel.waitFor('[data-testid="schema-tab"]');
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
      if (shots) rmSync(shots, { recursive: true, force: true });
    });

    const domain = async () =>
      (
        await stack.emulator.call<{ customDomains: Domain[] }>(`/v2/sites/${stack.site.id}`, {
          token: stack.site.apiKey!,
        })
      ).body.customDomains[0]!;
    const publishPosts = async () => (await stack.journal('POST', '/publish')) as PublishPost[];
    const checked = (host: string) =>
      panel.evaluate(
        (selector) => (document.querySelector(selector) as HTMLInputElement | null)?.checked,
        target(host),
      );

    it('lists staging and the custom domain, all chosen, and publishes to both', async () => {
      const before = await domain();
      expect(before.url).toBe('www.acme-bakery.example');
      await panel.click('[data-testid="publish"]');
      await panel.waitFor(target(staging));
      await panel.waitFor(target(before.url));
      expect(await checked(staging)).toBe(true);
      expect(await checked(before.url)).toBe(true);
      expect(await panel.waitFor('[data-testid="publish-panel"]')).toContain('last published');

      await panel.screenshot(join(shots, 'narrow.png'), { width: 400, height: 800 });
      // The control fits a 400 px panel: nothing in it reaches past the page's width.
      expect(
        await panel.evaluate(() => {
          const width = document.documentElement.clientWidth;
          return [...document.querySelectorAll('.publish, .publish *')]
            .filter((e) => e.getBoundingClientRect().right > width + 0.5)
            .map((e) => `${e.tagName} ${e.className} ${e.textContent?.slice(0, 40)}`);
        }, undefined),
      ).toEqual([]);
      const violations = await axeViolations(panel);
      expect(violations, describeViolations(violations)).toEqual([]);

      await stack.resetJournal();
      await panel.click('[data-testid="publish-confirm"]');
      const said = await panel.waitFor(
        '[data-testid="publish-status"]',
        `Published to ${staging} and ${before.url} at`,
      );
      expect(said).toMatch(/^Published to .+ at .+\.$/);
      const after = await domain();
      expect(Date.parse(after.lastPublished!)).toBeGreaterThan(Date.parse(before.lastPublished!));
      const posts = await publishPosts();
      expect(posts.map((p) => [p.status, p.body])).toEqual([
        [202, { customDomains: [before.id], publishToWebflowSubdomain: true }],
      ]);
      expect(await panel.waitFor('[data-testid="publish-panel"]')).toContain('last published');
    });

    it('says to wait when published again within the minute', async () => {
      await stack.resetJournal();
      await panel.click('[data-testid="publish-confirm"]');
      const said = await panel.waitFor(
        '[data-testid="publish-status"][role="alert"]',
        'A site can be published once a minute — try again in',
      );
      const seconds = Number(/try again in (\d+)\s?s\./.exec(said)?.[1]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect((await publishPosts()).map((p) => p.status)).toEqual([429]);
    });

    it('publishes staging only once the minute is over, leaving the custom domain as it was', async () => {
      await stack.emulator.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
      const before = await domain();
      await panel.click(target(before.url));
      expect(await checked(before.url)).toBe(false);
      await stack.resetJournal();
      await panel.click('[data-testid="publish-confirm"]');
      await panel.waitFor('[data-testid="publish-status"]', `Published to ${staging} at`);
      expect(await domain()).toEqual(before);
      expect((await publishPosts()).map((p) => [p.status, p.body])).toEqual([
        [202, { customDomains: [], publishToWebflowSubdomain: true }],
      ]);
    });

    it('with nothing chosen, keeps Publish disabled and says why; works from the keyboard', async () => {
      await panel.click(target(staging));
      await panel.waitFor(
        '[data-testid="publish-none-chosen"]',
        'Choose at least one domain to publish to.',
      );
      const disabled = () =>
        panel.evaluate(
          () =>
            (document.querySelector('[data-testid="publish-confirm"]') as HTMLButtonElement)
              .disabled,
          undefined,
        );
      expect(await disabled()).toBe(true);
      await panel.evaluate(
        (selector) => (document.querySelector(selector) as HTMLInputElement).focus(),
        target(staging),
      );
      await panel.press('Space');
      expect(await checked(staging)).toBe(true);
      expect(await disabled()).toBe(false);
      await panel.press('Escape');
      const focus = () =>
        panel.evaluate(
          () => [
            document.activeElement?.getAttribute('data-testid'),
            document.activeElement?.getAttribute('aria-expanded'),
          ],
          undefined,
        );
      expect(await focus()).toEqual(['publish', 'false']);
      await panel.press('Enter');
      expect(await focus()).toEqual(['publish', 'true']);
    });
  });
}
