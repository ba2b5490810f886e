import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

type Item = { id: string; fieldData: { name: string; slug: string } };
type Items = { items: Item[]; pagination: { total: number } };
type Page = { id: string; title: string; collectionId?: string | null; publishedPath: string };
type Collection = { id: string; displayName: string };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`collection items in the site grid in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let panel: PageDriver;
    let blog: Collection;
    let template: Page;
    /** Published Blog Posts items in the primary locale, and item × locale rows of every template's collection. */
    let count: number;
    let listingRequests: number;

    const api = async <T>(path: string) =>
      (await stack.emulator.call<T>(path, { token: stack.site.apiKey! })).body;

    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
      await stack.emulator.control(`/sites/${stack.site.id}/plan`, {
        method: 'POST',
        body: { rateLimit: 10_000 },
      });
      const siteId = stack.site.id;
      const { collections } = await api<{ collections: Collection[] }>(
        `/v2/sites/${siteId}/collections`,
      );
      const { pages } = await api<{ pages: Page[] }>(`/v2/sites/${siteId}/pages?limit=100`);
      blog = collections.find((c) => c.displayName === 'Blog Posts')!;
      template = pages.find((p) => p.collectionId === blog.id)!;
      count = (await api<Items>(`/v2/collections/${blog.id}/items/live?limit=1`)).pagination.total;
      const cmsLocales = [stack.site.locales.primary, ...stack.site.locales.secondary]
        .map((l) => (l as { cmsLocaleId?: string }).cmsLocaleId)
        .filter(Boolean)
        .join(',');
      listingRequests = 0;
      for (const c of collections.filter((c) => pages.some((p) => p.collectionId === c.id))) {
        const rows = (
          await api<Items>(`/v2/collections/${c.id}/items/live?limit=1&cmsLocaleId=${cmsLocales}`)
        ).pagination.total;
        listingRequests += Math.ceil(rows / 100);
      }
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    const openSiteTab = async () => {
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="schema-tab"]');
      await panel.waitFor('.cm-content');
      await panel.click('[data-testid="panel-tab-site"]');
      await panel.waitFor('[data-testid="site-tab"]');
    };
    const checkSite = async () => {
      await stack.resetJournal();
      await panel.click('[data-testid="site-refresh"]');
      await panel.waitFor('[data-testid="site-checked-at"]', undefined, 30_000);
    };

    it('lists the Blog Posts as a closed group with its count, in ⌈rows/100⌉ item listings', async () => {
      await openSiteTab();
      await checkSite();
      const label = `Blog Posts · ${count} items · 3 locales`;
      const group = `[data-testid="site-group"][data-collection="${blog.id}"]`;
      expect(await panel.waitFor(`${group} [data-testid="site-group-label"]`)).toBe(label);
      expect(count).toBe(40);
      expect(await stack.journal('GET', '/items/live')).toHaveLength(listingRequests);
      expect(
        await panel.evaluate(
          () => document.querySelectorAll('[data-testid="site-item-row"]').length,
          undefined,
        ),
      ).toBe(0);
      expect(
        await panel.evaluate(
          (sel) =>
            document
              .querySelector(`${sel} [data-testid="site-group-toggle"]`)!
              .getAttribute('aria-expanded'),
          group,
        ),
      ).toBe('false');
    });

    it('opens the group on demand: items by name and path, showing the template’s state', async () => {
      const group = `[data-testid="site-group"][data-collection="${blog.id}"]`;
      await panel.click(`${group} [data-testid="site-group-toggle"]`);
      await panel.waitFor('[data-testid="site-item-row"]');
      const [post] = (await api<Items>(`/v2/collections/${blog.id}/items/live?limit=1`)).items as [
        Item,
      ];
      const statesOf = (sel: string) =>
        panel.evaluate(
          (s) =>
            [...document.querySelectorAll<HTMLElement>(`${s} [data-testid="site-cell"]`)]
              .map((c) => c.dataset.state)
              .join(),
          sel,
        );
      await panel.fill('[data-testid="site-search"]', template.title);
      const templateRow = `[data-testid="site-row"][data-page="${template.id}"]`;
      await panel.waitFor(templateRow);
      const templateStates = await statesOf(templateRow);
      await panel.fill('[data-testid="site-search"]', post.fieldData.slug);
      expect(await panel.waitFor(`${group} [data-testid="site-group-label"]`)).toBe(
        `Blog Posts · 1 of ${count} items · 3 locales`,
      );
      const row = `[data-testid="site-item-row"][data-item="${post.id}"]`;
      expect(await panel.waitFor(`${row} [data-testid="site-item-name"]`)).toBe(
        post.fieldData.name,
      );
      const folder = template.publishedPath.slice(0, template.publishedPath.lastIndexOf('/'));
      expect(await panel.waitFor(`${row} [data-testid="site-item-path"]`)).toBe(
        `${folder}/${post.fieldData.slug}`,
      );
      expect(templateStates).not.toBe('');
      expect(await statesOf(row)).toBe(templateStates);
      expect(await axeViolations(panel).then(describeViolations)).toBe('');
    });

    it('leaves selected item rows out of a bulk change, and its preview says the markup is the template’s', async () => {
      const row = '[data-testid="site-item-row"]';
      const cells = await panel.evaluate(
        (sel) => document.querySelectorAll(`${sel} [data-testid="site-cell"]`).length,
        row,
      );
      await panel.click(`${row} input[type="checkbox"]`);
      const said = `${cells} item cells of Blog Posts are left out: item pages show the markup of the template page “${template.title}” — change it there.`;
      await panel.select('[data-testid="bulk-change"]', 'create-locale-versions');
      expect(await panel.waitFor('[data-testid="bulk-items-left-out"]')).toBe(said);
      // A page cell too, so that there is a preview: the item cells stay out of it.
      await panel.fill('[data-testid="site-search"]', 'pricing');
      await panel.click(
        `[data-testid="site-row"][data-page="${stack.site.pages.pricing!}"] input[type="checkbox"]`,
      );
      await panel.click('[data-testid="bulk-preview-button"]');
      expect(
        await panel.waitFor('[data-testid="bulk-preview"] [data-testid="bulk-items-left-out"]'),
      ).toBe(said);
      await panel.close();
    });

    it('the live check reads the item pages: the Blog group shows its findings, item rows their own state', async () => {
      const { items } = await api<Items>(`/v2/collections/${blog.id}/items/live?limit=100`);
      const byName = (name: string) => items.find((i) => i.fieldData.name === name)!;
      const focaccia = byName('Focaccia, step by step');
      const rye = byName('The story of rye bread');
      const faulty = new Set([focaccia.id, rye.id, byName('Five mistakes with croissants').id]);
      const clean = items.find((i) => !faulty.has(i.id))!;
      await openSiteTab();
      const group = `[data-testid="site-group"][data-collection="${blog.id}"]`;
      await panel.waitFor(group);
      await panel.waitFor('[data-testid="live-check-button"]');
      await panel.click('[data-testid="live-check-button"]');
      const findings = () =>
        panel.evaluate(
          (sel) =>
            [
              ...document.querySelectorAll<HTMLElement>(
                `${sel} [data-testid="site-group-live-finding"]`,
              ),
            ].map((f) => `${f.dataset.rule} ${f.dataset.severity} ${f.textContent}`),
          group,
        );
      await expect
        .poll(async () => (await findings()).length, { timeout: 120_000, interval: 500 })
        .toBeGreaterThan(0);
      const lines = await findings();
      expect(lines.find((l) => l.startsWith('items/repeated-value error'))).toMatch(/headline/);
      expect(lines.some((l) => l.startsWith('items/not-found error'))).toBe(true);
      expect(lines.find((l) => l.startsWith('items/missing-locale'))).toMatch(/German/);

      const liveOf = async (item: Item) => {
        await panel.fill('[data-testid="site-search"]', item.fieldData.slug);
        const row = `[data-testid="site-item-row"][data-item="${item.id}"]`;
        const text = await panel.waitFor(`${row} [data-testid="site-item-live"]`);
        const kinds = await panel.evaluate(
          (sel) => document.querySelector<HTMLElement>(sel)!.dataset.live,
          `${row} [data-testid="site-item-live"]`,
        );
        return { kinds, text };
      };
      const toggle = `${group} [data-testid="site-group-toggle"]`;
      const expanded = await panel.evaluate(
        (sel) => document.querySelector(sel)!.getAttribute('aria-expanded'),
        toggle,
      );
      if (expanded !== 'true') await panel.click(toggle);
      expect(await liveOf(focaccia)).toMatchObject({ kinds: 'not-found' });
      const ryeLive = await liveOf(rye);
      expect(ryeLive.kinds).toContain('missing-locale');
      expect(ryeLive.text).toContain('Live: not published in German');
      expect(await liveOf(clean)).toEqual({ kinds: 'ok', text: 'Live: OK' });
      expect(await axeViolations(panel).then(describeViolations)).toBe('');
      await panel.close();
    });

    it('says a key without CMS read access cannot list items, and shows the pages as before', async () => {
      await stack.switchToKeyWithout(['cms:read']);
      await openSiteTab();
      await panel.click('[data-testid="site-refresh"]');
      expect(await panel.waitFor('[data-testid="site-items-no-access"]', undefined, 30_000)).toBe(
        'This key cannot read collections — make a key with CMS read access. The grid shows pages only.',
      );
      expect(
        await panel.evaluate(
          () => document.querySelectorAll('[data-testid="site-group"]').length,
          undefined,
        ),
      ).toBe(0);
      await panel.fill('[data-testid="site-search"]', template.title);
      await panel.waitFor(`[data-testid="site-row"][data-page="${template.id}"]`);
      await panel.close();
    });
  });
}
