import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { PageDriver } from './support/driver';
import {
  CUSTOM_DOMAIN as CUSTOM,
  startRedirectJourney,
  type RedirectJourney,
  type Site,
} from './support/redirect-journey';

type Image = { fileId: string; url: string; alt?: string };
type Item = { id: string; fieldData: { name: string; slug: string; 'main-image': Image } };
type Page = { id: string; collectionId?: string | null; publishedPath: string };
type Locale = { id: string; cmsLocaleId: string };

const NEW_SLUG = 'mon-levain-du-dimanche';
const ALT = 'Une miche de pain au levain sur une planche';

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`an item’s slug and image alt text in ${target.name}`, () => {
    let journey: RedirectJourney;
    let site: Site;
    let blogId: string;
    let french: Locale;
    let frenchPath: string;
    let post: Item;
    const reachesCustom = target.name === 'Chromium';

    const api = async <T>(path: string) =>
      (await journey.stack.emulator.call<T>(path, { token: site.apiKey! })).body;
    const staged = () =>
      api<Item>(`/v2/collections/${blogId}/items/${post.id}?cmsLocaleId=${french.cmsLocaleId}`);
    const folder = () => frenchPath.slice(0, frenchPath.lastIndexOf('/'));
    const served = (path: string) => journey.stack.emulator.getWithHost(journey.hostOf(site), path);

    beforeAll(async () => {
      journey = await startRedirectJourney(target);
      site = journey.northwind;
      const { collections } = await api<{ collections: { id: string; displayName: string }[] }>(
        `/v2/sites/${site.id}/collections`,
      );
      blogId = collections.find((c) => c.displayName === 'Blog Posts')!.id;
      const { pages } = await api<{ pages: Page[] }>(`/v2/sites/${site.id}/pages`);
      const template = pages.find((p) => p.collectionId === blogId)!;
      french = site.locales.secondary[0] as Locale;
      frenchPath = (await api<Page>(`/v2/pages/${template.id}?localeId=${french.id}`))
        .publishedPath;
      const live = await api<{ items: Item[] }>(
        `/v2/collections/${blogId}/items/live?limit=1&offset=2&cmsLocaleId=${french.cmsLocaleId}`,
      );
      [post] = live.items as [Item];
    });
    afterAll(() => journey?.close());

    const openItemTab = async (slug: string): Promise<PageDriver> => {
      const { tabId } = await journey.driver.openTab(
        `http://${journey.hostOf(site)}${folder()}/${slug}`,
      );
      const panel = await journey.driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      // The tab list shows once the page is located: wait for the Item tab, then choose it.
      await panel.waitFor('[data-testid="panel-tab-item"]');
      await panel.click('[data-testid="panel-tab-item"]');
      await panel.waitFor('[data-testid="item-slug"]');
      return panel;
    };

    it('a new French slug is offered a redirect, made, and verified once the item is published', async () => {
      const oldPath = `${folder()}/${post.fieldData.slug}`;
      const newPath = `${folder()}/${NEW_SLUG}`;
      const panel = await openItemTab(post.fieldData.slug);
      await panel.replaceText('[data-testid="item-slug"]', NEW_SLUG);
      expect(await panel.waitFor('[data-testid="item-fields"]', 'Address:')).toContain(newPath);
      await panel.waitFor('[data-testid="item-save"]:not([disabled])');
      await panel.click('[data-testid="item-save"]');
      await panel.waitFor('[data-testid="item-notice"]', 'Saved in French');
      expect((await staged()).fieldData.slug).toBe(NEW_SLUG);
      const plan = await panel.waitFor('[data-testid="redirect-plan"][data-mode="api"]');
      expect(plan).toContain(`${oldPath} → ${newPath}`);
      expect(await panel.waitFor('[data-testid="redirect-create"]')).toContain('Create 1 redirect');

      await panel.click('[data-testid="redirect-create"]');
      await panel.waitFor('[data-testid="redirect-access"]', CUSTOM);
      await journey.stack.allowHosts([`http://${CUSTOM}`]);
      await panel.click('[data-testid="redirect-allow"]');
      // Before the publish the new address serves nothing yet.
      await panel.waitFor(
        `[data-testid="redirect-host"][data-host="${journey.hostOf(site)}"] [data-state="target-missing"]`,
      );

      await panel.evaluate(() => {
        window.confirm = () => true;
      }, undefined);
      await panel.click('[data-testid="item-publish"]');
      await panel.waitFor(
        `[data-testid="redirect-host"][data-host="${journey.hostOf(site)}"] [data-state="verified"]`,
      );
      const onCustom = reachesCustom ? 'verified' : 'unreachable';
      await panel.waitFor(
        `[data-testid="redirect-host"][data-host="${CUSTOM}"] [data-state="${onCustom}"]`,
      );
      const hop = await served(oldPath);
      expect(hop.status).toBe(301);
      expect(hop.headers.location).toBe(newPath);
      expect((await served(newPath)).status).toBe(200);
      await panel.close();
    });

    it('alt text added to the main image in French keeps its fileId and shows on the French page', async () => {
      const before = (await staged()).fieldData['main-image'];
      const panel = await openItemTab(NEW_SLUG);
      await panel.replaceText('[data-testid="item-alt-main-image-0"]', ALT);
      await panel.waitFor('[data-testid="item-save"]:not([disabled])');
      await panel.click('[data-testid="item-save"]');
      await panel.waitFor('[data-testid="item-notice"]', 'Saved in French');
      expect((await staged()).fieldData['main-image']).toEqual({ ...before, alt: ALT });
      await panel.evaluate(() => {
        window.confirm = () => true;
      }, undefined);
      await panel.click('[data-testid="item-publish"]');
      await panel.waitFor('[data-testid="item-live"] li[data-state="live"]');
      const page = await served(`${folder()}/${NEW_SLUG}`);
      expect(page.text).toContain(`alt="${ALT}"`);
      expect(page.text).toContain(`<meta property="og:image:alt" content="${ALT}">`);
      await panel.close();
    });
  });
}
