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
      // The item's own address, not its template page's.
      expect(await popup.waitFor('[data-testid="location-path"]')).toBe(
        new URL(itemUrl(frenchTemplatePath, post.fieldData.slug)).pathname,
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
      await stack.switchToKeyWithout(['cms:read']);

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

    it('asks before a bulk change that includes a template even when the count cannot be read', async () => {
      // Still signed in with the key that lacks `cms:read` (the test before).
      const panel = await openPanel(await open(`${origin}/pricing`));
      await panel.click('[data-testid="panel-tab-site"]');
      await panel.waitFor('[data-testid="site-tab"]');
      await panel.click('[data-testid="site-refresh"]');
      await panel.waitFor('[data-testid="site-checked-at"]', undefined, 60_000);
      await panel.fill('[data-testid="site-search"]', template.title);
      await panel.click('[data-testid="site-select-all"]');
      await panel.waitFor('[data-testid="site-count"]', '3 selected');
      await panel.select('[data-testid="bulk-change"]', 'create-locale-versions');
      await panel.click('[data-testid="bulk-preview-button"]');
      await panel.waitFor('[data-testid="bulk-apply"]', 'Apply to 2 cells');
      const line = `This change includes the template page ${template.title}: every published item of its collection shows its markup (how many cannot be read with this sign-in).`;
      expect(await panel.waitFor('[data-testid="bulk-templates"]', 'how many')).toBe(line);

      await stack.resetJournal();
      await panel.click('[data-testid="bulk-apply"]');
      expect(await panel.waitFor('[data-testid="bulk-template-confirm"]')).toContain(line);
      await panel.click('[data-testid="bulk-template-no"]');
      await new Promise((r) => setTimeout(r, 1500));
      expect(
        await panel.evaluate(
          () => document.querySelector('[data-testid="bulk-template-confirm"]'),
          0,
        ),
      ).toBeNull();
      expect(
        (await stack.journal()).filter((e) => e.method !== 'GET' && !e.path.endsWith('/query')),
      ).toEqual([]);
      await panel.close();
    });

    it('offers an account signed in before collections were asked for "Grant access", which signs in again and names the item', async () => {
      const signedIn = await driver.openPage('popup.html', '[data-testid="sign-out"]');
      await signedIn.click('[data-testid="sign-out"]');
      await signedIn.waitFor('[data-testid="signed-out"]');
      await signedIn.close();
      // What an earlier version's sign-in left: an account whose token was granted without `cms:read`.
      const { accessToken } = (
        await stack.emulator.control<{ accessToken: string }>('/tokens', {
          method: 'POST',
          body: { clientId: stack.app.clientId, withoutScopes: ['cms:read'] },
        })
      ).body;
      const options = await driver.openPage('options.html', '[data-testid="options"]');
      await options.evaluate(
        async (credential) => {
          const api = (typeof browser === 'undefined' ? chrome : browser).storage;
          await api.session.set({ credentials: [credential], credentials$: { v: 2 } });
        },
        {
          id: 'older-account',
          kind: 'oauth',
          secret: accessToken,
          label: 'editor@example.com',
          sites: [
            { id: stack.site.id, name: stack.site.displayName, shortName: stack.site.shortName },
          ],
          apiBase: stack.endpoints.apiBase,
          brokerUrl: stack.brokerOrigin,
          remember: false,
          createdAt: Date.now(),
        },
      );
      await options.close();

      const tabId = await open(itemUrl(frenchTemplatePath, post.fieldData.slug));
      const panel = await openPanel(tabId);
      expect(await panel.waitFor('[data-testid="item-no-access-account"]')).toBe(
        'Your sign-in does not cover collections yet, so this item cannot be named.',
      );
      expect(await panel.waitFor('[data-testid="location-page"]')).toBe(
        (
          await api<Page>(
            `/v2/pages/${template.id}?localeId=${stack.site.locales.secondary[0]!.id}`,
          )
        ).title,
      );
      await stack.resetJournal();
      const consent = driver.waitForWindow('/oauth/authorize');
      await panel.click('[data-testid="collections-grant-access"]');
      const auth = await consent;
      expect(await auth.waitFor('#scopes')).toContain('cms:read');
      await auth.click('#approve');

      expect(await panel.waitFor('[data-testid="item-item"]', undefined, 30_000)).toBe(
        `${post.fieldData.name} · Blog Posts item · French`,
      );
      expect(await stack.journal('POST', '/oauth/access_token')).toEqual([
        expect.objectContaining({ status: 200 }),
      ]);
      // The older token is revoked: the account is now the new sign-in only.
      expect(await stack.journal('POST', '/oauth/revoke_authorization')).toEqual([
        expect.objectContaining({ status: 200 }),
      ]);
      const old = await stack.emulator.call(`/v2/sites/${stack.site.id}`, { token: accessToken });
      expect(old.status).toBe(401);
      const looked = await stack.journal('GET', '/items/live');
      expect(looked.at(-1)).toEqual(expect.objectContaining({ status: 200 }));
      await panel.close();
    });
  });
}
