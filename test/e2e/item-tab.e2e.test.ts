import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

type Item = { id: string; fieldData: { name: string; slug: string; 'post-summary'?: string } };
type Items = { items: Item[] };
type Page = { id: string; collectionId?: string | null; publishedPath: string };
type Locale = { id: string; cmsLocaleId: string };

const SHORT_TITLE = 'Le levain en bref';

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the Item tab on a French blog post in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let origin: string;
    let blogId: string;
    let french: Locale;
    let english: Locale;
    let frenchPath: string;
    let post: Item;

    const api = async <T>(path: string) =>
      (await stack.emulator.call<T>(path, { token: stack.site.apiKey! })).body;
    const staged = (locale: Locale) =>
      api<Item>(`/v2/collections/${blogId}/items/${post.id}?cmsLocaleId=${locale.cmsLocaleId}`);
    const itemUrl = () =>
      `${origin}${frenchPath.slice(0, frenchPath.lastIndexOf('/'))}/${post.fieldData.slug}`;
    const openItemTab = async (): Promise<PageDriver> => {
      const { tabId } = await driver.openTab(itemUrl());
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      // The tab list shows once the page is located: wait for the Item tab, then choose it.
      await panel.waitFor('[data-testid="panel-tab-item"]');
      await panel.click('[data-testid="panel-tab-item"]');
      await panel.waitFor('[data-testid="item-tab"]');
      return panel;
    };

    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      origin = `http://${stack.site.shortName}.localhost:${stack.emulator.port}`;
      await (await stack.signInWithSiteKey()).close();
      const siteId = stack.site.id;
      const { collections } = await api<{ collections: { id: string; displayName: string }[] }>(
        `/v2/sites/${siteId}/collections`,
      );
      blogId = collections.find((c) => c.displayName === 'Blog Posts')!.id;
      const { pages } = await api<{ pages: Page[] }>(`/v2/sites/${siteId}/pages`);
      const template = pages.find((p) => p.collectionId === blogId)!;
      english = stack.site.locales.primary as Locale;
      french = stack.site.locales.secondary[0] as Locale;
      frenchPath = (await api<Page>(`/v2/pages/${template.id}?localeId=${french.id}`))
        .publishedPath;
      const live = await api<Items>(
        `/v2/collections/${blogId}/items/live?limit=1&cmsLocaleId=${french.cmsLocaleId}`,
      );
      [post] = live.items as [Item];
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    it('shows which fields feed the page, inferred from the published French page', async () => {
      const panel = await openItemTab();
      expect(await panel.waitFor('[data-testid="item-name"]')).toBe(post.fieldData.name);
      expect(await panel.waitFor('[data-testid="item-where"]')).toBe('Blog Post · French');
      expect(await panel.waitFor('[data-testid="item-seo-match"][data-source="inferred"]')).toBe(
        'The title comes from Name; the description from Post summary; the Open Graph image from Main image.',
      );
      expect(await panel.waitFor('[data-testid="item-name-note"]')).toContain('Blog Posts');
      expect(
        await panel.evaluate(
          () => (document.querySelector('[data-testid="item-title"]') as HTMLInputElement).value,
          undefined,
        ),
      ).toBe(post.fieldData.name);
      // The Metadata tab is the template's: on an item page the Item tab stands in for it.
      expect(
        await panel.evaluate(
          () => document.querySelector('[data-testid="panel-tab-metadata"]'),
          undefined,
        ),
      ).toBeNull();
      expect(await axeViolations(panel).then(describeViolations)).toBe('');
      await panel.click('[data-testid="item-seo-confirm"]');
      await panel.waitFor('[data-testid="item-seo-match"][data-source="confirmed"]');
      await panel.close();
    });

    it('saves a shorter French title for French only, publishes the item, and the page serves it', async () => {
      const englishBefore = await staged(english);
      const panel = await openItemTab();
      await panel.waitFor('[data-testid="item-seo-match"][data-source="confirmed"]');
      await panel.replaceText('[data-testid="item-title"]', SHORT_TITLE);
      await panel.waitFor('[data-testid="item-save"]:not([disabled])');
      await stack.resetJournal();
      await panel.click('[data-testid="item-save"]');
      await panel.waitFor('[data-testid="item-notice"]', 'Saved in French');
      const writes = await stack.journal('PATCH');
      expect(writes).toHaveLength(1);
      expect((await staged(french)).fieldData.name).toBe(SHORT_TITLE);
      expect((await staged(english)).fieldData).toEqual(englishBefore.fieldData);
      expect(await panel.waitFor('[data-testid="item-changed"]')).toContain('French');

      await panel.evaluate(() => {
        const asked: string[] = [];
        (window as unknown as { asked: string[] }).asked = asked;
        window.confirm = (question?: string) => {
          asked.push(question ?? '');
          return true;
        };
      }, undefined);
      await panel.click('[data-testid="item-publish"]');
      await panel.waitFor('[data-testid="item-live"] li[data-state="live"]', SHORT_TITLE);
      const asked = await panel.evaluate(
        () => (window as unknown as { asked: string[] }).asked,
        undefined,
      );
      expect(asked).toEqual([
        `Publish “${SHORT_TITLE}” in French? Only this item is published, in these locales; the rest of the site is not.`,
      ]);
      // That one item, and nothing else: no site publish was sent.
      expect(await stack.journal('POST', '/items/publish')).toHaveLength(1);
      expect(await stack.journal('POST', `/sites/${stack.site.id}/publish`)).toEqual([]);
      const englishLive = await api<Item>(
        `/v2/collections/${blogId}/items/${post.id}/live?cmsLocaleId=${english.cmsLocaleId}`,
      );
      expect(englishLive.fieldData.name).toBe(englishBefore.fieldData.name);
      const page = await stack.emulator.getWithHost(
        new URL(origin).host,
        new URL(itemUrl()).pathname,
      );
      expect(page.text).toContain(`<title>${SHORT_TITLE} | `);
      await panel.close();
    });

    it('a key without cms:write shows what it cannot do, and keeps the edit as a draft', async () => {
      await stack.switchToKeyWithout(['cms:write']);
      const panel = await openItemTab();
      await panel.waitFor('[data-testid="item-seo-match"]');
      await panel.replaceText('[data-testid="item-title"]', 'Le levain, encore');
      await panel.waitFor('[data-testid="item-save"]:not([disabled])');
      await panel.click('[data-testid="item-save"]');
      expect(
        await panel.waitFor('[data-testid="item-no-write"][data-credential="no-access-key"]'),
      ).toContain('cms:write');
      expect(await panel.waitFor('[data-testid="item-name"]')).toBe(SHORT_TITLE);
      expect((await staged(french)).fieldData.name).toBe(SHORT_TITLE);
      expect(await axeViolations(panel).then(describeViolations)).toBe('');
      await panel.close();
    });
  });
}
