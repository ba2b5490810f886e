import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

type Page = { title: string; slug: string; publishedPath: string };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the Metadata tab in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    const pageOf = async (pageId: string, localeId?: string) =>
      (
        await stack.emulator.call<Page>(
          `/v2/pages/${pageId}${localeId ? `?localeId=${localeId}` : ''}`,
          { token: stack.site.apiKey! },
        )
      ).body;

    const openMetadata = async (path: string): Promise<PageDriver> => {
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}${path}`,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-metadata"]');
      await panel.waitFor('input[name="slug"]');
      return panel;
    };

    const editAndSave = async (panel: PageDriver, title: string, slug: string) => {
      await panel.fill('input[name="title"]', title);
      await panel.fill('input[name="slug"]', slug);
      await panel.waitFor('[data-testid="slug-rule"], [data-testid="metadata-save"]');
      await panel.waitFor('[data-testid="metadata-save"]:not([disabled])');
      await panel.click('[data-testid="metadata-save"]');
      return panel.waitFor('[data-testid="metadata-notices"]', 'lug');
    };

    it('warns before saving the home page’s slug and afterwards says it was not changed, saving the rest', async () => {
      const panel = await openMetadata('/');
      await panel.fill('input[name="slug"]', 'welcome');
      expect(await panel.waitFor('[data-testid="slug-rule"]')).toContain('home page');
      const notice = await editAndSave(panel, 'Welcome to Acme Bakery', 'welcome');
      expect(notice).toContain('Slug not changed: home page');
      const stored = await pageOf(stack.site.pages.home!);
      expect(stored.title).toBe('Welcome to Acme Bakery');
      expect(stored.slug).not.toBe('welcome');
      await panel.close();
    });

    it('does the same for a utility page', async () => {
      const before = await pageOf(stack.site.pages['not-found']!);
      const panel = await openMetadata(before.publishedPath);
      await panel.fill('input[name="slug"]', 'lost');
      expect(await panel.waitFor('[data-testid="slug-rule"]')).toContain('utility page');
      expect(await editAndSave(panel, 'Page not found!', 'lost')).toContain(
        'Slug not changed: utility page',
      );
      const stored = await pageOf(stack.site.pages['not-found']!);
      expect(stored.title).toBe('Page not found!');
      expect(stored.slug).toBe(before.slug);
      await panel.close();
    });

    it('saves a normal page’s slug', async () => {
      const panel = await openMetadata('/pricing');
      expect(await editAndSave(panel, 'Pricing', 'prices-and-plans')).toMatch(/Saved: .*Slug/);
      expect((await pageOf(stack.site.pages.pricing!)).slug).toBe('prices-and-plans');
      await panel.close();
    });

    it('follows the plan for a secondary locale’s slug', async () => {
      const french = stack.site.locales.secondary[0]!.id;
      const before = await pageOf(stack.site.pages.contact!, french);
      const panel = await openMetadata(before.publishedPath);
      const notice = await editAndSave(panel, before.title, 'nous-ecrire');
      const stored = await pageOf(stack.site.pages.contact!, french);
      if (stack.site.plan.localizedSlugs) {
        expect(notice).toMatch(/Saved: .*Slug/);
        expect(stored.slug).toBe('nous-ecrire');
      } else {
        expect(notice).toContain('Slug not changed');
        expect(stored.slug).toBe(before.slug);
      }
      await panel.close();
    });
  });
}
