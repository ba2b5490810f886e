import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

const EDITOR = '.cm-content';

type Item = { id: string; isDraft?: boolean; fieldData: { name: string; slug: string } };
type Items = { items: Item[]; pagination: { total: number } };
type Page = { id: string; title: string; collectionId?: string | null; publishedPath: string };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`a collection item page in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let origin: string;
    let template: Page;
    let frenchTemplatePath: string;
    let post: Item;
    let draft: Item;
    let count: number;

    const api = async <T>(path: string, token = stack.site.apiKey!) =>
      (await stack.emulator.call<T>(path, { token })).body;
    const itemUrl = (templatePath: string, slug: string) =>
      `${origin}${templatePath.slice(0, templatePath.lastIndexOf('/'))}/${slug}`;

    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      origin = `http://${stack.site.shortName}.localhost:${stack.emulator.port}`;
      await (await stack.signInWithSiteKey()).close();
      const siteId = stack.site.id;
      const { collections } = await api<{ collections: { id: string; displayName: string }[] }>(
        `/v2/sites/${siteId}/collections`,
      );
      const blog = collections.find((c) => c.displayName === 'Blog Posts')!;
      const { pages } = await api<{ pages: Page[] }>(`/v2/sites/${siteId}/pages`);
      template = pages.find((p) => p.collectionId === blog.id)!;
      const french = stack.site.locales.secondary[0]! as { id: string; cmsLocaleId: string };
      frenchTemplatePath = (await api<Page>(`/v2/pages/${template.id}?localeId=${french.id}`))
        .publishedPath;
      const live = await api<Items>(
        `/v2/collections/${blog.id}/items/live?limit=1&cmsLocaleId=${french.cmsLocaleId}`,
      );
      [post] = live.items as [Item];
      count = (await api<Items>(`/v2/collections/${blog.id}/items/live?limit=1`)).pagination.total;
      const staged = await api<Items>(`/v2/collections/${blog.id}/items?limit=100`);
      draft = staged.items.find((i) => i.isDraft)!;
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    const open = async (url: string) => (await driver.openTab(url)).tabId;
    const openPanel = async (tabId: number): Promise<PageDriver> => {
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      await panel.waitFor('[data-testid="schema-tab"]');
      return panel;
    };

    it('names the item, its collection and the locale in the popup', async () => {
      const tabId = await open(itemUrl(frenchTemplatePath, post.fieldData.slug));
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="location"]');
      expect(await popup.waitFor('[data-testid="item-item"]')).toBe(
        `${post.fieldData.name} · Blog Posts item · French`,
      );
      expect(await axeViolations(popup).then(describeViolations)).toBe('');
      await popup.close();
    });

    it('shows the template banner with the count, the fixed headline, and asks before a save', async () => {
      const tabId = await open(itemUrl(template.publishedPath, post.fieldData.slug));
      const panel = await openPanel(tabId);
      expect(await panel.waitFor('[data-testid="template-banner"]', `all ${count}`)).toBe(
        `This markup belongs to the Blog Posts template: all ${count} published items show it`,
      );
      expect(
        await panel.waitFor('[data-testid="diagnostics"]', 'Every item of Blog Posts'),
      ).toContain(`Every item of Blog Posts (${count}) shows this headline`);

      await panel.replaceText(
        EDITOR,
        '{ "@context": "https://schema.org", "@type": "BlogPosting" }',
      );
      await panel.waitFor('[data-testid="schema-save"]:not([disabled])');
      await stack.resetJournal();
      await panel.click('[data-testid="schema-save"]');
      const question = await panel.waitFor('[data-testid="template-confirm"]');
      expect(question).toContain('Blog Posts');
      expect(question).toContain(`all ${count} published items`);
      expect(await axeViolations(panel).then(describeViolations)).toBe('');
      // Focus starts on Cancel: the keyboard's first answer sends nothing.
      await panel.press('Enter');
      await panel.waitFor('[data-testid="schema-no-draft"], [data-testid="schema-draft-badge"]');
      expect(
        await panel.evaluate(() => document.querySelector('[data-testid="template-confirm"]'), 0),
      ).toBeNull();
      const writes = (await stack.journal()).filter((e) => e.method !== 'GET');
      expect(writes).toEqual([]);

      await panel.click('[data-testid="schema-save"]');
      await panel.click('[data-testid="template-confirm-yes"]');
      await panel.waitFor('[data-testid="schema-notice"]', 'Saved');
      const saved = (await stack.journal()).filter(
        (e) => e.method !== 'GET' && e.path.includes(`/pages/${template.id}/schema-markup`),
      );
      expect(saved).toHaveLength(1);
      await panel.close();
    });

    it('says a draft item’s address is no published item, naming the template', async () => {
      const tabId = await open(itemUrl(template.publishedPath, draft.fieldData.slug));
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="location"]');
      expect(await popup.waitFor('[data-testid="item-not-published"]')).toBe(
        `No published item at this address — a draft, or a deleted or renamed item. Template: ${template.title}`,
      );
      await popup.close();
    });

    it('gives a key without CMS read access a state, and the rest keeps working', async () => {
      const { apiKey } = (
        await stack.emulator.control<{ apiKey: string }>('/site-keys', {
          method: 'POST',
          body: { siteId: stack.site.id, withoutScopes: ['cms:read'] },
        })
      ).body;
      const signedIn = await driver.openPage('popup.html', '[data-testid="sign-out"]');
      await signedIn.click('[data-testid="sign-out"]');
      await signedIn.close();
      const options = await driver.openPage('options.html', '[data-testid="signed-out"]');
      await options.fill('[data-testid="site-key-input"]', apiKey);
      await options.click('[data-testid="site-key-submit"]');
      await options.waitFor('[data-testid="account"]');
      await options.close();

      const tabId = await open(itemUrl(template.publishedPath, post.fieldData.slug));
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="location"]');
      expect(await popup.waitFor('[data-testid="item-no-access-key"]')).toBe(
        'This key cannot read collections — make a key with CMS read access',
      );
      expect(await popup.waitFor('[data-testid="location-page"]')).toBe(template.title);
      await popup.close();

      const panel = await openPanel(await open(`${origin}/pricing`));
      await panel.waitFor('[data-testid="save-bar"], [data-testid="schema-inherited"]');
      expect(
        await panel.evaluate(() => document.querySelector('[data-testid="template-banner"]'), 0),
      ).toBeNull();
      await panel.close();
    });
  });
}
