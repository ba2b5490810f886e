import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

type Folder = { id: string; parentFolder: string | null; displayName: string };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the Assets tab in ${target.name}`, () => {
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

    const api = <T>(path: string) =>
      stack.emulator.call<T>(path, { token: stack.site.apiKey! }).then((r) => r.body);

    it('shows a nested folder with the emulator’s count and fixes a missing French alt text', async () => {
      const { assetFolders } = await api<{ assetFolders: Folder[] }>(
        `/v2/sites/${stack.site.id}/asset_folders?limit=100`,
      );
      const nested = assetFolders.find(
        (f) => f.parentFolder === null && assetFolders.some((c) => c.parentFolder === f.id),
      )!;
      const total = (
        await api<{ pagination: { total: number } }>(
          `/v2/sites/${stack.site.id}/assets?folderId=${nested.id}&limit=1`,
        )
      ).pagination.total;

      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-assets"]');
      const item = `li[role="treeitem"][data-key="${nested.id}"]`;
      await panel.waitFor(item);
      // The panel's own stylesheets are in its page: loading the tab's code linked the tab's, not
      // those again.
      const linked = await panel.evaluate(
        () =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
            .filter((link) => !link.disabled)
            .map((link) => new URL(link.href).pathname),
        undefined,
      );
      expect(linked).toContainEqual(
        expect.stringMatching(/^\/assets\/AssetsPanelTab-[\w-]+\.css$/),
      );
      expect(
        linked.filter((sheet) => /^\/assets\/(shared|pages|panel|sidepanel)-/.test(sheet)),
      ).toEqual([]);
      const label = await panel.evaluate(
        (s) => document.querySelector(`${s} .visually-hidden`)?.textContent ?? '',
        item,
      );
      expect(label).toContain(`${total.toLocaleString('en')} asset`);

      await panel.click(`${item} .folder-tree__row`);
      await panel.select('[data-testid="assets-locale"]', stack.site.locales.secondary[0]!.id);
      await panel.click('[data-testid="assets-coverage"]');
      await panel.waitFor(`${item} .coverage`);
      await panel.waitFor('.asset-row__alt--missing');
      const assetId = await panel.evaluate(
        () =>
          (
            document
              .querySelector('.asset-row__alt--missing')
              ?.closest('[data-asset-id]') as HTMLElement
          )?.dataset.assetId ?? '',
        undefined,
      );
      const french = stack.site.locales.secondary[0]!.id;
      const row = `[data-asset-id="${assetId}"]`;
      await panel.click(`${row} button[data-action="alt"]`);
      await panel.fill(`${row} input`, 'Pain au levain sur une planche');
      await panel.click(`${row} button[type="submit"]`);
      await panel.waitFor(`${row} .asset-row__alt--ok`, 'Pain au levain');
      const stored = await api<{ altText: string | null }>(
        `/v2/assets/${assetId}?localeId=${french}`,
      );
      expect(stored.altText).toBe('Pain au levain sur une planche');
      await panel.close();
    });

    it('opens an original from the service, and refuses an address that is not https', async () => {
      const listed = await api<{ assets: { id: string; hostedUrl: string }[] }>(
        `/v2/sites/${stack.site.id}/assets?limit=100`,
      );
      const [first, second] = listed.assets;
      // The service answers the list with a hostile address for the second asset.
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'GET',
          path: `/v2/sites/${stack.site.id}/assets`,
          times: 'always',
          action: {
            kind: 'status',
            status: 200,
            body: {
              ...listed,
              assets: listed.assets.map((a) =>
                a.id === second!.id ? { ...a, hostedUrl: 'javascript:alert(document.domain)' } : a,
              ),
            },
          },
        },
      });
      try {
        const { tabId } = await driver.openTab(
          `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
        );
        const panel = await driver.openPage(
          `sidepanel.html?tabId=${tabId}`,
          '[data-testid="schema-tab"]',
        );
        const tabUrls = () =>
          panel.evaluate(
            () =>
              (typeof browser === 'undefined' ? chrome : browser).tabs
                .query({})
                .then((tabs: { url?: string; pendingUrl?: string }[]) =>
                  tabs.map((t) => t.pendingUrl || t.url || ''),
                ),
            undefined,
          );
        await panel.click('[data-testid="panel-tab-assets"]');
        await panel.waitFor(`[data-asset-id="${second!.id}"] button[data-action="open"]`);
        const before = await tabUrls();

        // The demo build opens the emulator's own (loopback http) file.
        await panel.click(`[data-asset-id="${first!.id}"] button[data-action="open"]`);
        const path = new URL(first!.hostedUrl, stack.emulator.origin).pathname;
        await expect
          .poll(async () => (await tabUrls()).filter((u) => u.includes(path)).length)
          .toBe(1);

        await panel.click(`[data-asset-id="${second!.id}"] button[data-action="open"]`);
        expect(await panel.waitFor('[role="alert"]', 'not https')).toContain(
          'was not opened: the service gave an address that is not https',
        );
        expect((await tabUrls()).length).toBe(before.length + 1);
        expect((await tabUrls()).some((u) => u.startsWith('javascript:'))).toBe(false);
        await panel.close();
      } finally {
        await stack.emulator.control('/faults', { method: 'DELETE' });
      }
    });
  });
}
